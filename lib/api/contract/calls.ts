import { z } from "zod";
import { lazySchema } from "@/lib/validation/lazySchema";
import {
  bankSchema,
  benefitSchema,
  complementTypeSchema,
  documentSchema,
  infraSchema,
  leadSchema,
  planSchema,
  riskValidationSchema,
  userDataSchema,
} from "./entities";
import {
  addonFlagFields,
  addressFields,
  bankInfoFields,
  cepField,
  cnpjField,
  cpfField,
  deviceInfoFields,
  emailField,
  houseNumberField,
  idField,
  birthDateField,
  dueDayField,
  nameField,
  phoneField,
  queryFlag,
  scheduleFields,
  trackingFields,
} from "./fields";

/**
 * Every documented call (funnel §7, all 30 rows; marketing §7's postcode lookup and plans query;
 * the benefit catalogue loaded at app start). The client, the /api proxy and the sandbox all read
 * this table: no other place writes a path or a field list.
 */

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Writes that cost money or reveal data, each with its own budget (lib/backend/rate-limit). */
export type RateLimitClass = "lead" | "no-coverage" | "callback" | "collaborator" | "cpf-lookup";

export interface CallDef {
  method: Method;
  /** Path under the API base, `{name}` for a path parameter. */
  path: string;
  /** Path parameters (all strings). */
  params?: z.ZodType<Record<string, string>>;
  query?: z.ZodType;
  /** Request body; a function when it depends on a path parameter (PATCH lead-v2/{id}/{step}). */
  body?: z.ZodType | ((params: Record<string, string>) => z.ZodType | undefined);
  response: z.ZodType;
  /** The lead (or request) id this call touches: the browser must own it (proxy). */
  owner?: { in: "path" | "body"; key: string };
  /** Ids a successful answer creates, bound to the browser that created them. */
  creates?: (response: unknown) => (string | null | undefined)[];
  rateLimit?: RateLimitClass;
  /**
   * A GET that changes state (getNewcode issues a new code and resets the attempt counter): the
   * proxy applies the write checks to it, same origin first. Sibling hosts (colaborador., sp.) are
   * same-site, so the SameSite=Strict cookie alone would not stop them.
   */
  changesState?: true;
  /**
   * A creation the browser may send again with the same `Idempotency-Key` (contract/idempotency):
   * the proxy passes a well-formed key on to the backend, which answers a seen key with what it
   * made for it the first time.
   */
  idempotent?: true;
}

const success = lazySchema(() =>
  z.looseObject({ success: z.boolean().optional() }));
const created = lazySchema(() =>
  z.looseObject({ success: z.boolean().optional(), id: z.union([z.string(), z.number()]).optional() }));
const pick = (value: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>((v, k) => (v && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined), value);
const asId = (v: unknown) => (typeof v === "string" || typeof v === "number" ? String(v) : null);

const lookupBody = lazySchema(() =>
  z.object({ cpf: cpfField, ...trackingFields, origin: z.string().max(64).optional() }));

const coverageQuery = lazySchema(() =>
  z.object({
    cep: cepField,
    number: houseNumberField.optional(),
    block: z.string().max(32).optional(),
    blockNumber: z.string().max(32).optional(),
    lotNumber: z.string().max(32).optional(),
    addon: z.string().max(64).optional(),
    sku: z.string().max(32).optional(),
    collaborator: queryFlag,
    regionOffer: queryFlag,
    premium: queryFlag,
  }));
const coverageResponse = lazySchema(() =>
  z.looseObject({
    plans: z.array(planSchema).optional(),
    infra: infraSchema.nullable().optional(),
  }));

const leadIdParam = lazySchema(() =>
  z.object({ id: idField() }));
const idLeadParam = lazySchema(() =>
  z.object({ idLead: idField() }));

/** PATCH lead-v2/{id}/{step}: the step names of funnel §7 and the fields each carries. */
const withAddress = { address: lazySchema(() => addressFields.optional()) };
export const LEAD_STEP_BODIES = {
  name: lazySchema(() => z.object({ name: nameField, webcare_tuid: z.string().max(128).optional(), ...withAddress })),
  phone: lazySchema(() => z.object({ phone: phoneField, phone2: phoneField.optional(), ...withAddress })),
  email: lazySchema(() => z.object({
    email: emailField,
    accept_promotions: z.boolean().optional(),
    accept_information: z.boolean().optional(),
    ...withAddress,
  })),
  birthDate: lazySchema(() => z.object({ birth_date: birthDateField, ...withAddress })),
  motherName: lazySchema(() => z.object({ mothers_name: nameField, ...withAddress })),
  documentNumber: lazySchema(() => z
    .object({ cpf: cpfField.optional(), cnpj: cnpjField.optional(), ...withAddress })
    .refine((b) => Boolean(b.cpf) !== Boolean(b.cnpj), "informe o CPF ou o CNPJ")),
  dueDate: lazySchema(() => z.object({ due_date: dueDayField, ...withAddress })),
  plan: lazySchema(() => z.object({ idPlan: idField(), ...withAddress })),
  bankInfo: lazySchema(() => z.object({
    direct_debit: z.boolean({ error: "Débito automático: campo obrigatório" }),
    bankInfo: bankInfoFields.optional(),
    deviceInfo: deviceInfoFields.optional(),
    ...withAddress,
  })),
  scheduleDate: lazySchema(() => z.object({
    schedules: z.array(scheduleFields).min(1, "escolha uma data").max(3, "até três datas"),
    ...withAddress,
  })),
} as const;
export type LeadStep = keyof typeof LEAD_STEP_BODIES;
export const LEAD_STEPS = Object.keys(LEAD_STEP_BODIES) as LeadStep[];

const leadV2CreateBody = lazySchema(() =>
  z.object({
    idPlan: idField(),
    address: addressFields,
    name: nameField.optional(),
    phone: phoneField.optional(),
    email: emailField.optional(),
    accept_promotions: z.boolean().optional(),
    accept_information: z.boolean().optional(),
    ...addonFlagFields,
    deviceInfo: deviceInfoFields.optional(),
    ...trackingFields,
  }));

const leadCreateBody = lazySchema(() =>
  leadV2CreateBody.extend({
    cpf: cpfField.optional(),
    cnpj: cnpjField.optional(),
  }));

/**
 * DELETE lead and DELETE lead-no-coverage (funnel §7: id, cep, phone). The phone is optional: a
 * lead made at verificando-disponibilidade has none until the telefone step, and an address
 * changed before it must still remove the old lead (else it stays in the backend, an orphan).
 * A phone that is sent is checked as everywhere. The id is the browser's own (the proxy checks
 * the owner cookie) and the CEP must be the lead's, so an id alone still erases nothing.
 */
const removeBody = lazySchema(() =>
  z.object({ id: idField(), cep: cepField, phone: phoneField.optional() }));

export const CALLS = {
  renewalLookup: {
    method: "POST",
    path: "renewalBaseUser/documentNumber",
    body: lookupBody,
    response: lazySchema(() => z.looseObject({
      plansOffers: z.array(planSchema).optional(),
      id_renewal_request: z.union([z.string(), z.number()]).optional(),
      userData: userDataSchema.optional(),
    })),
    creates: (r) => [asId(pick(r, "id_renewal_request"))],
    rateLimit: "cpf-lookup",
  },
  migrationOffers: {
    method: "POST",
    path: "fiber-migration/offers",
    body: lookupBody,
    response: lazySchema(() => z.looseObject({
      plansOffers: z.array(planSchema).optional(),
      userData: userDataSchema.optional(),
      idLead: z.union([z.string(), z.number()]).optional(),
    })),
    creates: (r) => [asId(pick(r, "idLead"))],
    rateLimit: "cpf-lookup",
  },
  coverage: { method: "GET", path: "cep/coverage", query: coverageQuery, response: coverageResponse },
  coverageApiCep: { method: "GET", path: "cep/coverage/api-cep", query: coverageQuery, response: coverageResponse },
  staticCatalogue: {
    method: "GET",
    path: "json/{file}",
    params: lazySchema(() => z.object({ file: z.string().regex(/^[a-z0-9-]{1,40}\.json$/, "Arquivo inválido") })),
    response: lazySchema(() => z.looseObject({ plans: z.array(planSchema).optional() })),
  },
  noCoverageCreate: {
    method: "POST",
    path: "lead-no-coverage",
    body: lazySchema(() => z.object({
      cep: cepField,
      number: houseNumberField.optional(),
      idPlan: idField().optional(),
      email: emailField.optional(),
      phone: phoneField.optional(),
      name: nameField.optional(),
      addon: z.string().max(64).nullable().optional(),
      ...trackingFields,
    })),
    response: created,
    creates: (r) => [asId(pick(r, "id"))],
    rateLimit: "no-coverage",
  },
  noCoverageUpdate: {
    method: "PUT",
    path: "lead-no-coverage",
    body: lazySchema(() => z.object({ id: idField(), email: emailField.optional(), phone: phoneField.optional(), name: nameField.optional() })),
    response: success,
    owner: { in: "body", key: "id" },
  },
  noCoverageDelete: {
    method: "DELETE",
    path: "lead-no-coverage",
    body: removeBody,
    response: success,
    owner: { in: "body", key: "id" },
  },
  supportRequest: {
    method: "POST",
    path: "supportRequest",
    body: lazySchema(() => z.object({ telephone: phoneField })),
    response: created,
    rateLimit: "callback",
  },
  leadCreate: {
    method: "POST",
    path: "lead",
    body: leadCreateBody,
    response: created,
    creates: (r) => [asId(pick(r, "id"))],
    rateLimit: "lead",
  },
  leadDelete: { method: "DELETE", path: "lead", body: removeBody, response: success, owner: { in: "body", key: "id" } },
  leadFinish: {
    method: "PUT",
    path: "lead/{leadId}",
    params: lazySchema(() => z.object({ leadId: idField() })),
    body: lazySchema(() => z.object({}).optional()),
    response: success,
    owner: { in: "path", key: "leadId" },
  },
  leadGet: { method: "GET", path: "lead/{id}", params: leadIdParam, response: leadSchema, owner: { in: "path", key: "id" } },
  migrationLeadGet: {
    method: "GET",
    path: "fiber-migration/{id}",
    params: leadIdParam,
    response: leadSchema.extend({ userData: userDataSchema.optional() }),
    owner: { in: "path", key: "id" },
  },
  leadV2Create: {
    method: "POST",
    path: "lead-v2",
    body: leadV2CreateBody,
    response: lazySchema(() => z.looseObject({
      idLead: z.union([z.string(), z.number()]).nullable().optional(),
      idLeadNoCoverage: z.union([z.string(), z.number()]).nullable().optional(),
      cepCoverage: z
        .looseObject({ infra: infraSchema.nullable().optional(), plans: z.array(planSchema).optional() })
        .nullable()
        .optional(),
      riskValidation: riskValidationSchema.nullable().optional(),
    })),
    creates: (r) => [asId(pick(r, "idLead")), asId(pick(r, "idLeadNoCoverage"))],
    rateLimit: "lead",
    idempotent: true,
  },
  leadV2Step: {
    method: "PATCH",
    path: "lead-v2/{id}/{step}",
    params: lazySchema(() => z.object({
      id: idField(),
      step: z.enum(Object.keys(LEAD_STEP_BODIES) as [LeadStep, ...LeadStep[]], { error: "Etapa desconhecida" }),
    })),
    body: (params) => LEAD_STEP_BODIES[params.step as LeadStep],
    response: lazySchema(() => z.looseObject({ success: z.boolean().optional(), riskValidation: riskValidationSchema.nullable().optional() })),
    owner: { in: "path", key: "id" },
  },
  leadV2Confirm: {
    method: "PUT",
    path: "lead-v2/{id}",
    params: leadIdParam,
    query: lazySchema(() => z.object({ fiberMigration: queryFlag })),
    body: lazySchema(() => z.object({ address: addressFields.optional() }).optional()),
    response: lazySchema(() => z.looseObject({ success: z.boolean().optional(), orderNumber: z.union([z.string(), z.number()]).optional() })),
    owner: { in: "path", key: "id" },
  },
  quizAnswer: {
    method: "PATCH",
    path: "lead-v2/{id}/riskValidation/QuizAnswer",
    params: leadIdParam,
    body: lazySchema(() => z.object({
      idQuiz: idField(),
      questions: z.array(z.object({ id: idField(), answer: idField() })).min(1).max(20),
    })),
    response: lazySchema(() => z.looseObject({ success: z.boolean().optional(), riskValidation: riskValidationSchema.nullable().optional() })),
    owner: { in: "path", key: "id" },
  },
  complements: {
    method: "PATCH",
    path: "lead-v2/{id}/complements",
    params: leadIdParam,
    body: lazySchema(() => z.object({
      complement: z.string().max(128).optional(),
      complements: z.array(z.object({ type: z.string().max(32), value: z.string().max(64) })).max(6).optional(),
      is_block_allotment: z.boolean().optional(),
      block_number: z.string().max(32).optional(),
      allotment_number: z.string().max(32).optional(),
    })),
    response: success,
    owner: { in: "path", key: "id" },
  },
  banks: { method: "GET", path: "banks", response: z.looseObject({ banks: z.array(bankSchema).optional() }) },
  regulations: {
    method: "GET",
    path: "plans/regulationsAndSummaries/getAll",
    query: lazySchema(() => z.object({ collaborator: queryFlag })),
    response: lazySchema(() => z.looseObject({
      regulations: z.array(documentSchema).optional(),
      sumarries: z.array(documentSchema).optional(),
    })),
  },
  createFromRenta: {
    method: "POST",
    path: "lead/createFromRenta",
    body: lazySchema(() => z.object({
      idPlan: idField(),
      phoneNumber: phoneField,
      utm: z.object(trackingFields).optional(),
      lp_origin: z.string().max(256).optional(),
    })),
    response: lazySchema(() => z.looseObject({ lead: leadSchema.nullable().optional() }).nullable()),
    creates: (r) => [asId(pick(r, "lead", "id"))],
    rateLimit: "lead",
  },
  collaboratorNewCode: {
    method: "GET",
    path: "lead/collaborator/getNewcode/{id}",
    params: leadIdParam,
    response: success,
    owner: { in: "path", key: "id" },
    rateLimit: "collaborator",
    changesState: true,
  },
  collaboratorValidate: {
    method: "PATCH",
    path: "lead/collaborator/validate",
    body: lazySchema(() => z.object({ idLead: idField(), code: z.string().regex(/^\d{6}$/, "informe os 6 dígitos") })),
    response: lazySchema(() => z.looseObject({ success: z.boolean().optional(), validated: z.boolean().optional() })),
    owner: { in: "body", key: "idLead" },
    rateLimit: "collaborator",
  },
  renewalChoose: {
    method: "PATCH",
    path: "renewalBaseUser/{id}",
    params: leadIdParam,
    body: lazySchema(() => z.object({
      id_renewal_base_user: idField(),
      offer1: idField().nullable(),
      offer2: idField().nullable(),
    })),
    response: success,
    owner: { in: "path", key: "id" },
  },
  renewalConfirm: {
    method: "PUT",
    path: "renewalBaseUser/{id}",
    params: leadIdParam,
    body: lazySchema(() => z.object({ offer1: idField().nullable(), offer2: idField().nullable() })),
    response: lazySchema(() => z.looseObject({ success: z.boolean().optional(), orderNumber: z.union([z.string(), z.number()]).optional() })),
    owner: { in: "path", key: "id" },
  },
  migrationPlan: {
    method: "PATCH",
    path: "fiber-migration/plan/{idLead}",
    params: idLeadParam,
    body: lazySchema(() => z.object({ idPlan: idField() })),
    response: success,
    owner: { in: "path", key: "idLead" },
  },
  migrationAddress: {
    method: "PATCH",
    path: "fiber-migration/address/{step}/{idLead}",
    params: lazySchema(() => z.object({ step: z.enum(["cep", "number"], { error: "Etapa desconhecida" }), idLead: idField() })),
    body: (params) =>
      params.step === "cep"
        ? z.object({ cep: cepField })
        : z.object({
            number: houseNumberField,
            complement: z.string().max(128).optional(),
            is_block_allotment: z.boolean().optional(),
            block_number: z.string().max(32).optional(),
            allotment_number: z.string().max(32).optional(),
          }),
    response: success,
    owner: { in: "path", key: "idLead" },
  },
  addressInfo: {
    method: "GET",
    path: "tim-api/address-info",
    query: lazySchema(() => z.object({ cep: cepField, number: houseNumberField.optional() })),
    response: lazySchema(() => z.looseObject({
      address: z.string().optional(),
      neighborhood: z.string().optional(),
      city: z.string().optional(),
      state: z.string().optional(),
      infraco: z.string().optional(),
      is_block_allotment: z.boolean().optional(),
    })),
  },
  complementTypes: {
    method: "GET",
    path: "tim-api/address-info/complementTypes",
    query: lazySchema(() => z.object({ infraco: z.string().regex(/^[A-Za-z0-9-]{1,32}$/, "infraco inválido") })),
    response: lazySchema(() => z.looseObject({ complementTypes: z.array(complementTypeSchema).optional() })),
  },
  cepInformation: {
    method: "GET",
    path: "cep/information/{cep}",
    params: lazySchema(() => z.object({ cep: cepField })),
    query: lazySchema(() => z.object({ sku: z.string().max(32).optional() })),
    response: lazySchema(() => z.looseObject({
      UF: z.string().optional(),
      city: z.string().optional(),
      neighborhood: z.string().optional(),
      address: z.string().optional(),
    })),
  },
  /** Marketing §7 "Plans query": method and path not shown; ours is GET plans?addon=. */
  plans: {
    method: "GET",
    path: "plans",
    query: lazySchema(() => z.object({ addon: z.string().max(64).optional() })),
    response: lazySchema(() => z.looseObject({ plans: z.array(planSchema).optional() })),
  },
  /** Marketing §7 "benefits loading at app start": not shown in detail; ours is GET benefits. */
  benefits: { method: "GET", path: "benefits", response: z.looseObject({ benefits: z.array(benefitSchema).optional() }) },
} as const satisfies Record<string, CallDef>;

export type CallName = keyof typeof CALLS;
export const CALL_NAMES = Object.keys(CALLS) as CallName[];
