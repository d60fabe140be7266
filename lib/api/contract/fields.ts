import { z } from "zod";
import { lazySchema } from "@/lib/validation/lazySchema";
import { apiValues } from "@/lib/validation/api";
import { checkDigitXProblems, isAccount, isAgency } from "@/lib/validation/bank";
import { isCnpj } from "@/lib/validation/cnpj";
import { isCpf } from "@/lib/validation/cpf";
import { isEmail } from "@/lib/validation/email";
import { MESSAGES } from "@/lib/validation/messages";
import { isFullName } from "@/lib/validation/name";
import { isPhoneDigits } from "@/lib/validation/phone";

/**
 * Field schemas of request payloads, as the client sends them after its payload rules (funnel §5:
 * CEP and CPF digits only, phone without punctuation). The proxy validates every request against
 * these before anything reaches the backend; the messages name the field in Portuguese. After the
 * shape, the Brazilian rules of lib/validation (check digits, area codes, full names, adult birth
 * dates, due days, the installation window) run again here: the server never trusts the browser.
 */

const digits = (n: number) =>
  z.string({ error: "campo obrigatório" }).regex(new RegExp(`^\\d{${n}}$`), `informe ${n} dígitos`);

export const cepField = lazySchema(() =>
  digits(8));
export const cpfField = lazySchema(() =>
  digits(11).refine(isCpf, MESSAGES.cpfInvalid));
/** CNPJ: 14 characters; since 2026 the first 12 may be letters (alphanumeric CNPJ). */
export const cnpjField = lazySchema(() =>
  z
    .string({ error: "campo obrigatório" })
    .regex(/^[0-9A-Z]{12}\d{2}$/, "informe os 14 caracteres")
    .refine(isCnpj, MESSAGES.cnpjInvalid));
/** Phone digits: DDD plus 8 (landline) or 9 (mobile) digits. */
export const phoneField = lazySchema(() =>
  z
    .string({ error: "campo obrigatório" })
    .regex(/^\d{10,11}$/, "informe DDD e número")
    .refine(isPhoneDigits, MESSAGES.phoneInvalid));
export const emailField = lazySchema(() =>
  z
    .string({ error: "campo obrigatório" })
    .max(96, "no máximo 96 caracteres")
    .regex(/^[^\s@]+@[^\s@]+\.[A-Za-z]{2,6}$/, "endereço inválido")
    .refine(isEmail, MESSAGES.emailInvalid));
export const nameField = lazySchema(() =>
  z
    .string({ error: "campo obrigatório" })
    .trim()
    .min(2, "campo obrigatório")
    .max(128, "no máximo 128 caracteres")
    .refine(isFullName, MESSAGES.nameInvalid));
/** yyyy-mm-dd as the API stores dates (funnel §3 birth_date). */
export const isoDateField = () =>
  z.string({ error: "campo obrigatório" }).regex(/^\d{4}-\d{2}-\d{2}$/, "data inválida");
export const houseNumberField = lazySchema(() =>
  z
    .string({ error: "campo obrigatório" })
    .trim()
    .min(1, "campo obrigatório")
    .max(64, "no máximo 64 caracteres"));
/** Ids of leads, plans and requests: path-safe tokens. */
export const idField = () =>
  z
    .union([z.string(), z.number()], { error: "campo obrigatório" })
    .transform((v) => String(v))
    .pipe(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "identificador inválido"));
const short = (max = 128) => z.string().max(max, `no máximo ${max} caracteres`);

/** Tracking carried on lookups and lead creation (funnel §3 "Tracking parameters"). */
export const trackingFields = {
  utm_source: lazySchema(() => short().optional()),
  utm_medium: lazySchema(() => short().optional()),
  utm_campaign: lazySchema(() => short().optional()),
  utm_content: lazySchema(() => short().optional()),
  gclid: lazySchema(() => short(256).optional()),
  matchchannel: lazySchema(() => short().optional()),
  campaignid: lazySchema(() => short().optional()),
  userAgent: lazySchema(() => short(512).optional()),
};

export const addressFields = lazySchema(() =>
  z.object({
    cep: cepField,
    number: houseNumberField.optional(),
    address: short(256).optional(),
    neighborhood: short().optional(),
    city: short().optional(),
    state: z.string().regex(/^[A-Z]{2}$/, "UF inválida").optional(),
    is_block_allotment: z.boolean().optional(),
    block_number: short(32).optional(),
    allotment_number: short(32).optional(),
    complement: short().optional(),
  }));

/**
 * Agency and account: the digits joined, the check digit last; Banco do Brasil's check digit may
 * be X, upper case (lib/validation/bank.ts CHECK_DIGIT_X_BANKS), and only that bank's.
 */
export const bankInfoFields = lazySchema(() =>
  z
    .object({
      bank: z.string().regex(/^\d{3}$/, "código inválido"),
      agency: z.string().regex(/^(?:\d{1,5}|\d{1,4}X)$/, "até 5 dígitos (o último pode ser X)").refine(isAgency, MESSAGES.agencyInvalid),
      account_number: z
        .string()
        .regex(/^(?:\d{1,12}|\d{1,11}X)$/, "até 12 dígitos (o último pode ser X)")
        .refine(isAccount, MESSAGES.accountInvalid),
    })
    .check((ctx) => {
      const { bank, agency, account_number: account } = ctx.value;
      for (const field of checkDigitXProblems({ bank, agency, account })) {
        const key = field === "agency" ? "agency" : "account_number";
        const message = field === "agency" ? MESSAGES.agencyCheckDigitX : MESSAGES.accountCheckDigitX;
        ctx.issues.push({ code: "custom", message, input: ctx.value[key], path: [key] });
      }
    }));

export const deviceInfoFields = lazySchema(() =>
  z.object({
    cookies: z.string().max(64).optional(),
    jsc: z.string().max(4096).optional(),
    hdim_payload: z.string().max(4096).optional(),
    user_prefs2: z.string().max(4096).optional(),
  }));

export const periodField = lazySchema(() =>
  z.enum(["manha", "tarde"], { error: "escolha manhã ou tarde" }));
export const scheduleFields = lazySchema(() =>
  z.object({ date: apiValues.installationDate(), period: periodField }));
export const birthDateField = lazySchema(() =>
  apiValues.birthDate());
export const dueDayField = lazySchema(() =>
  apiValues.dueDay);

/** Addon flags of lead creation (funnel §7 "POST lead", "POST lead-v2"). */
export const addonFlagFields = {
  addon: lazySchema(() => short(64).nullable().optional()),
  from_livelo: lazySchema(() => z.boolean().optional()),
  collaborator_special_offer: lazySchema(() => z.boolean().optional()),
  regionOffer: lazySchema(() => z.boolean().optional()),
  premium: lazySchema(() => z.boolean().optional()),
  idPlanAddonBonus: lazySchema(() => short(64).optional()),
  riskValidationRequired: lazySchema(() => z.boolean().optional()),
  winBack: lazySchema(() => z.boolean().optional()),
  origin: lazySchema(() => short(64).optional()),
  lp_origin: lazySchema(() => short(256).optional()),
  client_id: lazySchema(() => short(128).optional()),
  session_id: lazySchema(() => short(128).optional()),
};

/** Query booleans arrive as strings. */
export const queryFlag = lazySchema(() =>
  z.enum(["true", "false"]).optional());
