import * as z from "@/lib/validation/z";
import { lazySchema } from "@/lib/validation/lazySchema";
import { transformed } from "@/lib/validation/transformed";
import { apiValues } from "@/lib/validation/api";
import { checkDigitXProblems, isAccount, isAgency } from "@/lib/validation/bank";
import { isCnpj } from "@/lib/validation/cnpj";
import { isCpf } from "@/lib/validation/cpf";
import { isEmail } from "@/lib/validation/email";
import { MESSAGES } from "@/lib/validation/messages";
import { isFullName } from "@/lib/validation/name";
import { isPhoneDigits } from "@/lib/validation/phone";
import { TRACKING_KEYS, TRACKING_LIMITS, type TrackingKey } from "@/lib/visit/params";

/**
 * Field schemas of request payloads, as the client sends them after its payload rules (funnel §5:
 * CEP and CPF digits only, phone without punctuation). The proxy validates every request against
 * these before anything reaches the backend; the messages name the field in Portuguese. After the
 * shape, the Brazilian rules of lib/validation (check digits, area codes, full names, adult birth
 * dates, due days, the installation window) run again here: the server never trusts the browser.
 */

const digits = (n: number) =>
  z.string({ error: "campo obrigatório" }).check(z.regex(new RegExp(`^\\d{${n}}$`), `informe ${n} dígitos`));

export const cepField = lazySchema(() =>
  digits(8));
export const cpfField = lazySchema(() =>
  digits(11).check(z.refine(isCpf, MESSAGES.cpfInvalid)));
/** CNPJ: 14 characters; since 2026 the first 12 may be letters (alphanumeric CNPJ). */
export const cnpjField = lazySchema(() =>
  z.string({ error: "campo obrigatório" }).check(
    z.regex(/^[0-9A-Z]{12}\d{2}$/, "informe os 14 caracteres"),
    z.refine(isCnpj, MESSAGES.cnpjInvalid),
  ));
/** Phone digits: DDD plus 8 (landline) or 9 (mobile) digits. */
export const phoneField = lazySchema(() =>
  z.string({ error: "campo obrigatório" }).check(
    z.regex(/^\d{10,11}$/, "informe DDD e número"),
    z.refine(isPhoneDigits, MESSAGES.phoneInvalid),
  ));
export const emailField = lazySchema(() =>
  z.string({ error: "campo obrigatório" }).check(
    z.maxLength(96, "no máximo 96 caracteres"),
    z.regex(/^[^\s@]+@[^\s@]+\.[A-Za-z]{2,6}$/, "endereço inválido"),
    z.refine(isEmail, MESSAGES.emailInvalid),
  ));
export const nameField = lazySchema(() =>
  z.string({ error: "campo obrigatório" }).check(
    z.trim(),
    z.minLength(2, "campo obrigatório"),
    z.maxLength(128, "no máximo 128 caracteres"),
    z.refine(isFullName, MESSAGES.nameInvalid),
  ));
/** yyyy-mm-dd as the API stores dates (funnel §3 birth_date). */
export const isoDateField = () =>
  z.string({ error: "campo obrigatório" }).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "data inválida"));
export const houseNumberField = lazySchema(() =>
  z.string({ error: "campo obrigatório" }).check(
    z.trim(),
    z.minLength(1, "campo obrigatório"),
    z.maxLength(64, "no máximo 64 caracteres"),
  ));
/** Ids of leads, plans and requests: path-safe tokens. */
export const idField = () =>
  z.pipe(
    transformed(z.union([z.string(), z.number()], { error: "campo obrigatório" }), (v) => String(v)),
    z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, "identificador inválido")),
  );
const short = (max = 128) => z.string().check(z.maxLength(max, `no máximo ${max} caracteres`));

const optionalShort = (max: number) => z.optional(short(max));
type TrackingParamFields = { [K in TrackingKey]: ReturnType<typeof optionalShort> };
const trackingParamFields = (): TrackingParamFields =>
  Object.fromEntries(TRACKING_KEYS.map((key) => [key, lazySchema(() => optionalShort(TRACKING_LIMITS[key]))])) as TrackingParamFields;

/**
 * Tracking carried on lookups and lead creation (funnel §3 "Tracking parameters"):
 * the parameters of lib/visit/params with their limits, and the browser's user agent. On lead
 * creation these are the visit's last touch.
 */
export const trackingFields = {
  ...trackingParamFields(),
  userAgent: lazySchema(() => z.optional(short(512))),
};

/** A touch's capture time: ISO 8601 in UTC, as Date.prototype.toISOString writes it. */
const touchTime = () =>
  z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/, "data e hora inválidas"));

/**
 * The visit's first touch: the campaign parameters of the first visit of the last 30
 * days that came with any, and when it came. Optional: a visit without a campaign, or one whose
 * visitor did not allow advertising cookies and came in from a campaign in another tab, has none.
 */
export const firstTouchFields = lazySchema(() =>
  z.object({ ...trackingParamFields(), at: touchTime() }));

export const addressFields = lazySchema(() =>
  z.object({
    cep: cepField,
    number: z.optional(houseNumberField),
    address: z.optional(short(256)),
    neighborhood: z.optional(short()),
    city: z.optional(short()),
    state: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/, "UF inválida"))),
    is_block_allotment: z.optional(z.boolean()),
    block_number: z.optional(short(32)),
    allotment_number: z.optional(short(32)),
    complement: z.optional(short()),
  }));

/**
 * Agency and account: the digits joined, the check digit last; Banco do Brasil's check digit may
 * be X, upper case (lib/validation/bank.ts CHECK_DIGIT_X_BANKS), and only that bank's.
 */
export const bankInfoFields = lazySchema(() =>
  z
    .object({
      bank: z.string().check(z.regex(/^\d{3}$/, "código inválido")),
      agency: z.string().check(z.regex(/^(?:\d{1,5}|\d{1,4}X)$/, "até 5 dígitos (o último pode ser X)"), z.refine(isAgency, MESSAGES.agencyInvalid)),
      account_number: z.string().check(
        z.regex(/^(?:\d{1,12}|\d{1,11}X)$/, "até 12 dígitos (o último pode ser X)"),
        z.refine(isAccount, MESSAGES.accountInvalid),
      ),
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
    cookies: z.optional(z.string().check(z.maxLength(64))),
    jsc: z.optional(z.string().check(z.maxLength(4096))),
    hdim_payload: z.optional(z.string().check(z.maxLength(4096))),
    user_prefs2: z.optional(z.string().check(z.maxLength(4096))),
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
  addon: lazySchema(() => z.optional(z.nullable(short(64)))),
  from_livelo: lazySchema(() => z.optional(z.boolean())),
  collaborator_special_offer: lazySchema(() => z.optional(z.boolean())),
  regionOffer: lazySchema(() => z.optional(z.boolean())),
  premium: lazySchema(() => z.optional(z.boolean())),
  idPlanAddonBonus: lazySchema(() => z.optional(short(64))),
  riskValidationRequired: lazySchema(() => z.optional(z.boolean())),
  winBack: lazySchema(() => z.optional(z.boolean())),
  origin: lazySchema(() => z.optional(short(64))),
  lp_origin: lazySchema(() => z.optional(short(256))),
  client_id: lazySchema(() => z.optional(short(128))),
  session_id: lazySchema(() => z.optional(short(128))),
};

/** Query booleans arrive as strings. */
export const queryFlag = lazySchema(() =>
  z.optional(z.enum(["true", "false"])));
