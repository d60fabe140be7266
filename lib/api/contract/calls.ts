import * as z from "@/lib/validation/z";
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
  firstTouchFields,
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

/**
 * Calls that cost money or reveal data, each with its own budget (lib/backend/rate-limit): the
 * writes, the CPF lookups, the risk lookup of the CPF step (a credit-bureau query in production)
 * the address lookups (coverage, postcode, address-info), which the operator pays per query,
 * the operator's on-demand revalidation and the browser's web-vitals beacon (neither a call of
 * the contract).
 */
export type RateLimitClass =
  | "lead"
  | "no-coverage"
  | "callback"
  | "collaborator"
  | "cpf-lookup"
  | "risk-lookup"
  | "risk-lookup-lead"
  | "coverage"
  | "cep-information"
  | "address-info"
  | "revalidate"
  | "vitals";

export interface CallDef {
  method: Method;
  /** Path under the API base, `{name}` for a path parameter. */
  path: string;
  /** Path parameters (all strings). */
  params?: z.ZodMiniType<Record<string, string>>;
  query?: z.ZodMiniType;
  /** Request body; a function when it depends on a path parameter (PATCH lead-v2/{id}/{step}). */
  body?: z.ZodMiniType | ((params: Record<string, string>) => z.ZodMiniType | undefined);
  response: z.ZodMiniType;
  /** The lead (or request) id this call touches: the browser must own it (proxy). */
  owner?: { in: "path" | "body"; key: string };
  /**
   * A successful answer places the order of the lead it touches (owner): the browser keeps owning
   * it, but reads it back without its personal data (lib/backend/proxy.ts).
   */
  placesOrder?: true;
  /** Ids a successful answer creates, bound to the browser that created them. */
  creates?: (response: unknown) => (string | null | undefined)[];
  /**
   * The budgets a request spends: one class, or the classes a request's path parameters name
   * (PATCH lead-v2/{id}/{step}: only the CPF step queries the credit bureau). See rateLimitClasses.
   */
  rateLimit?: RateLimitClass | ((params: Record<string, string>) => readonly RateLimitClass[]);
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

/** The budgets a call spends for these path parameters (CallDef.rateLimit), none when it has none. */
export function rateLimitClasses(def: CallDef, params: Record<string, string>): readonly RateLimitClass[] {
  if (!def.rateLimit) return [];
  return typeof def.rateLimit === "function" ? def.rateLimit(params) : [def.rateLimit];
}

/**
 * The CPF step (PATCH lead-v2/{id}/documentNumber) decides the risk validation: approved, quiz or
 * rejected, one credit-bureau query per document in production. It spends the client's budget
 * and the lead's own, so neither many leads nor many addresses make it an unlimited CPF oracle.
 */
const RISK_LOOKUP_STEP: LeadStep = "documentNumber";

const success = lazySchema(() =>
  z.looseObject({ success: z.optional(z.boolean()) }));
const created = lazySchema(() =>
  z.looseObject({ success: z.optional(z.boolean()), id: z.optional(z.union([z.string(), z.number()])) }));
const pick = (value: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>((v, k) => (v && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined), value);
const asId = (v: unknown) => (typeof v === "string" || typeof v === "number" ? String(v) : null);

const lookupBody = lazySchema(() =>
  z.object({ cpf: cpfField, ...trackingFields, origin: z.optional(z.string().check(z.maxLength(64))) }));

const coverageQuery = lazySchema(() =>
  z.object({
    cep: cepField,
    number: z.optional(houseNumberField),
    block: z.optional(z.string().check(z.maxLength(32))),
    blockNumber: z.optional(z.string().check(z.maxLength(32))),
    lotNumber: z.optional(z.string().check(z.maxLength(32))),
    addon: z.optional(z.string().check(z.maxLength(64))),
    sku: z.optional(z.string().check(z.maxLength(32))),
    collaborator: queryFlag,
    regionOffer: queryFlag,
    premium: queryFlag,
  }));
const coverageResponse = lazySchema(() =>
  z.looseObject({
    plans: z.optional(z.array(planSchema)),
    infra: z.optional(z.nullable(infraSchema)),
  }));

const leadIdParam = lazySchema(() =>
  z.object({ id: idField() }));
const idLeadParam = lazySchema(() =>
  z.object({ idLead: idField() }));

/** PATCH lead-v2/{id}/{step}: the step names of funnel §7 and the fields each carries. */
const withAddress = { address: lazySchema(() => z.optional(addressFields)) };
export const LEAD_STEP_BODIES = {
  name: lazySchema(() => z.object({ name: nameField, webcare_tuid: z.optional(z.string().check(z.maxLength(128))), ...withAddress })),
  phone: lazySchema(() => z.object({ phone: phoneField, phone2: z.optional(phoneField), ...withAddress })),
  email: lazySchema(() => z.object({
    email: emailField,
    accept_promotions: z.optional(z.boolean()),
    accept_information: z.optional(z.boolean()),
    ...withAddress,
  })),
  birthDate: lazySchema(() => z.object({ birth_date: birthDateField, ...withAddress })),
  motherName: lazySchema(() => z.object({ mothers_name: nameField, ...withAddress })),
  documentNumber: lazySchema(() => z
    .object({ cpf: z.optional(cpfField), cnpj: z.optional(cnpjField), ...withAddress })
    .check(z.refine((b) => Boolean(b.cpf) !== Boolean(b.cnpj), "informe o CPF ou o CNPJ"))),
  dueDate: lazySchema(() => z.object({ due_date: dueDayField, ...withAddress })),
  plan: lazySchema(() => z.object({ idPlan: idField(), ...withAddress })),
  bankInfo: lazySchema(() => z.object({
    direct_debit: z.boolean({ error: "Débito automático: campo obrigatório" }),
    bankInfo: z.optional(bankInfoFields),
    deviceInfo: z.optional(deviceInfoFields),
    ...withAddress,
  })),
  scheduleDate: lazySchema(() => z.object({
    schedules: z.array(scheduleFields).check(z.minLength(1, "escolha uma data"), z.maxLength(3, "até três datas")),
    ...withAddress,
  })),
} as const;
export type LeadStep = keyof typeof LEAD_STEP_BODIES;
export const LEAD_STEPS = Object.keys(LEAD_STEP_BODIES) as LeadStep[];

const leadV2CreateBody = lazySchema(() =>
  z.object({
    idPlan: idField(),
    address: addressFields,
    name: z.optional(nameField),
    phone: z.optional(phoneField),
    email: z.optional(emailField),
    accept_promotions: z.optional(z.boolean()),
    accept_information: z.optional(z.boolean()),
    ...addonFlagFields,
    deviceInfo: z.optional(deviceInfoFields),
    // The visit's last touch, flat as ever; its first touch of the last 30 days beside it.
    ...trackingFields,
    first_touch: z.optional(firstTouchFields),
  }));

const leadCreateBody = lazySchema(() =>
  z.extend(leadV2CreateBody, {
    cpf: z.optional(cpfField),
    cnpj: z.optional(cnpjField),
  }));

/**
 * DELETE lead and DELETE lead-no-coverage (funnel §7: id, cep, phone). The phone is optional: a
 * lead made at verificando-disponibilidade has none until the telefone step, and an address
 * changed before it must still remove the old lead (else it stays in the backend, an orphan).
 * A phone that is sent is checked as everywhere. The id is the browser's own (the proxy checks
 * the owner cookie) and the CEP must be the lead's, so an id alone still erases nothing.
 */
const removeBody = lazySchema(() =>
  z.object({ id: idField(), cep: cepField, phone: z.optional(phoneField) }));

export const CALLS = {
  renewalLookup: {
    method: "POST",
    path: "renewalBaseUser/documentNumber",
    body: lookupBody,
    response: lazySchema(() => z.looseObject({
      plansOffers: z.optional(z.array(planSchema)),
      id_renewal_request: z.optional(z.union([z.string(), z.number()])),
      userData: z.optional(userDataSchema),
    })),
    creates: (r) => [asId(pick(r, "id_renewal_request"))],
    rateLimit: "cpf-lookup",
  },
  migrationOffers: {
    method: "POST",
    path: "fiber-migration/offers",
    body: lookupBody,
    response: lazySchema(() => z.looseObject({
      plansOffers: z.optional(z.array(planSchema)),
      userData: z.optional(userDataSchema),
      idLead: z.optional(z.union([z.string(), z.number()])),
    })),
    creates: (r) => [asId(pick(r, "idLead"))],
    rateLimit: "cpf-lookup",
  },
  coverage: { method: "GET", path: "cep/coverage", query: coverageQuery, response: coverageResponse, rateLimit: "coverage" },
  coverageApiCep: { method: "GET", path: "cep/coverage/api-cep", query: coverageQuery, response: coverageResponse, rateLimit: "coverage" },
  staticCatalogue: {
    method: "GET",
    path: "json/{file}",
    params: lazySchema(() => z.object({ file: z.string().check(z.regex(/^[a-z0-9-]{1,40}\.json$/, "Arquivo inválido")) })),
    response: lazySchema(() => z.looseObject({ plans: z.optional(z.array(planSchema)) })),
  },
  noCoverageCreate: {
    method: "POST",
    path: "lead-no-coverage",
    body: lazySchema(() => z.object({
      cep: cepField,
      number: z.optional(houseNumberField),
      idPlan: z.optional(idField()),
      email: z.optional(emailField),
      phone: z.optional(phoneField),
      name: z.optional(nameField),
      addon: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
      ...trackingFields,
    })),
    response: created,
    creates: (r) => [asId(pick(r, "id"))],
    rateLimit: "no-coverage",
  },
  noCoverageUpdate: {
    method: "PUT",
    path: "lead-no-coverage",
    body: lazySchema(() => z.object({ id: idField(), email: z.optional(emailField), phone: z.optional(phoneField), name: z.optional(nameField) })),
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
    body: lazySchema(() => z.optional(z.object({}))),
    response: success,
    owner: { in: "path", key: "leadId" },
    placesOrder: true,
  },
  leadGet: { method: "GET", path: "lead/{id}", params: leadIdParam, response: leadSchema, owner: { in: "path", key: "id" } },
  migrationLeadGet: {
    method: "GET",
    path: "fiber-migration/{id}",
    params: leadIdParam,
    response: z.extend(leadSchema, { userData: z.optional(userDataSchema) }),
    owner: { in: "path", key: "id" },
  },
  leadV2Create: {
    method: "POST",
    path: "lead-v2",
    body: leadV2CreateBody,
    response: lazySchema(() => z.looseObject({
      idLead: z.optional(z.nullable(z.union([z.string(), z.number()]))),
      idLeadNoCoverage: z.optional(z.nullable(z.union([z.string(), z.number()]))),
      cepCoverage: z.optional(z.nullable(z.looseObject({ infra: z.optional(z.nullable(infraSchema)), plans: z.optional(z.array(planSchema)) }))),
      riskValidation: z.optional(z.nullable(riskValidationSchema)),
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
    response: lazySchema(() => z.looseObject({ success: z.optional(z.boolean()), riskValidation: z.optional(z.nullable(riskValidationSchema)) })),
    owner: { in: "path", key: "id" },
    rateLimit: (params) => (params.step === RISK_LOOKUP_STEP ? ["risk-lookup", "risk-lookup-lead"] : []),
  },
  leadV2Confirm: {
    method: "PUT",
    path: "lead-v2/{id}",
    params: leadIdParam,
    query: lazySchema(() => z.object({ fiberMigration: queryFlag })),
    body: lazySchema(() => z.optional(z.object({ address: z.optional(addressFields) }))),
    response: lazySchema(() => z.looseObject({ success: z.optional(z.boolean()), orderNumber: z.optional(z.union([z.string(), z.number()])) })),
    owner: { in: "path", key: "id" },
    placesOrder: true,
  },
  quizAnswer: {
    method: "PATCH",
    path: "lead-v2/{id}/riskValidation/QuizAnswer",
    params: leadIdParam,
    body: lazySchema(() => z.object({
      idQuiz: idField(),
      questions: z.array(z.object({ id: idField(), answer: idField() })).check(z.minLength(1), z.maxLength(20)),
    })),
    response: lazySchema(() => z.looseObject({ success: z.optional(z.boolean()), riskValidation: z.optional(z.nullable(riskValidationSchema)) })),
    owner: { in: "path", key: "id" },
  },
  complements: {
    method: "PATCH",
    path: "lead-v2/{id}/complements",
    params: leadIdParam,
    body: lazySchema(() => z.object({
      complement: z.optional(z.string().check(z.maxLength(128))),
      complements: z.optional(z.array(z.object({ type: z.string().check(z.maxLength(32)), value: z.string().check(z.maxLength(64)) })).check(z.maxLength(6))),
      is_block_allotment: z.optional(z.boolean()),
      block_number: z.optional(z.string().check(z.maxLength(32))),
      allotment_number: z.optional(z.string().check(z.maxLength(32))),
    })),
    response: success,
    owner: { in: "path", key: "id" },
  },
  banks: { method: "GET", path: "banks", response: z.looseObject({ banks: z.optional(z.array(bankSchema)) }) },
  regulations: {
    method: "GET",
    path: "plans/regulationsAndSummaries/getAll",
    query: lazySchema(() => z.object({ collaborator: queryFlag })),
    response: lazySchema(() => z.looseObject({
      regulations: z.optional(z.array(documentSchema)),
      sumarries: z.optional(z.array(documentSchema)),
    })),
  },
  createFromRenta: {
    method: "POST",
    path: "lead/createFromRenta",
    body: lazySchema(() => z.object({
      idPlan: idField(),
      phoneNumber: phoneField,
      utm: z.optional(z.object(trackingFields)),
      lp_origin: z.optional(z.string().check(z.maxLength(256))),
    })),
    response: lazySchema(() => z.nullable(z.looseObject({ lead: z.optional(z.nullable(leadSchema)) }))),
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
    body: lazySchema(() => z.object({ idLead: idField(), code: z.string().check(z.regex(/^\d{6}$/, "informe os 6 dígitos")) })),
    response: lazySchema(() => z.looseObject({ success: z.optional(z.boolean()), validated: z.optional(z.boolean()) })),
    owner: { in: "body", key: "idLead" },
    rateLimit: "collaborator",
  },
  renewalChoose: {
    method: "PATCH",
    path: "renewalBaseUser/{id}",
    params: leadIdParam,
    body: lazySchema(() => z.object({
      id_renewal_base_user: idField(),
      offer1: z.nullable(idField()),
      offer2: z.nullable(idField()),
    })),
    response: success,
    owner: { in: "path", key: "id" },
  },
  renewalConfirm: {
    method: "PUT",
    path: "renewalBaseUser/{id}",
    params: leadIdParam,
    body: lazySchema(() => z.object({ offer1: z.nullable(idField()), offer2: z.nullable(idField()) })),
    response: lazySchema(() => z.looseObject({ success: z.optional(z.boolean()), orderNumber: z.optional(z.union([z.string(), z.number()])) })),
    owner: { in: "path", key: "id" },
    placesOrder: true,
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
            complement: z.optional(z.string().check(z.maxLength(128))),
            is_block_allotment: z.optional(z.boolean()),
            block_number: z.optional(z.string().check(z.maxLength(32))),
            allotment_number: z.optional(z.string().check(z.maxLength(32))),
          }),
    response: success,
    owner: { in: "path", key: "idLead" },
  },
  addressInfo: {
    method: "GET",
    path: "tim-api/address-info",
    query: lazySchema(() => z.object({ cep: cepField, number: z.optional(houseNumberField) })),
    response: lazySchema(() => z.looseObject({
      address: z.optional(z.string()),
      neighborhood: z.optional(z.string()),
      city: z.optional(z.string()),
      state: z.optional(z.string()),
      infraco: z.optional(z.string()),
      is_block_allotment: z.optional(z.boolean()),
    })),
    rateLimit: "address-info",
  },
  complementTypes: {
    method: "GET",
    path: "tim-api/address-info/complementTypes",
    query: lazySchema(() => z.object({ infraco: z.string().check(z.regex(/^[A-Za-z0-9-]{1,32}$/, "infraco inválido")) })),
    response: lazySchema(() => z.looseObject({ complementTypes: z.optional(z.array(complementTypeSchema)) })),
  },
  cepInformation: {
    method: "GET",
    path: "cep/information/{cep}",
    params: lazySchema(() => z.object({ cep: cepField })),
    query: lazySchema(() => z.object({ sku: z.optional(z.string().check(z.maxLength(32))) })),
    response: lazySchema(() => z.looseObject({
      UF: z.optional(z.string()),
      city: z.optional(z.string()),
      neighborhood: z.optional(z.string()),
      address: z.optional(z.string()),
    })),
    rateLimit: "cep-information",
  },
  /** Marketing §7 "Plans query": method and path not shown; ours is GET plans?addon=. */
  plans: {
    method: "GET",
    path: "plans",
    query: lazySchema(() => z.object({ addon: z.optional(z.string().check(z.maxLength(64))) })),
    response: lazySchema(() => z.looseObject({ plans: z.optional(z.array(planSchema)) })),
  },
  /** Marketing §7 "benefits loading at app start": not shown in detail; ours is GET benefits. */
  benefits: { method: "GET", path: "benefits", response: z.looseObject({ benefits: z.optional(z.array(benefitSchema)) }) },
} as const satisfies Record<string, CallDef>;

export type CallName = keyof typeof CALLS;
export const CALL_NAMES = Object.keys(CALLS) as CallName[];
