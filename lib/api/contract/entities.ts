import * as z from "@/lib/validation/z";
import { lazySchema } from "@/lib/validation/lazySchema";
import { transformed } from "@/lib/validation/transformed";

/**
 * The entities of funnel §3 and marketing §3 as zod schemas: what the backend sends. Response
 * schemas are loose (`z.looseObject`): the operator's API may add fields, and the client's
 * documented checks (funnel §5) decide what is required; the contract only fixes the types of the
 * fields we read.
 */

/** A decimal the API sends as a string ("119.99"); some fields arrive as numbers. */
export const decimal = lazySchema(() =>
  transformed(z.union([z.string(), z.number()]), (v) => String(v)));

export const subscriptionSchema = lazySchema(() =>
  z.looseObject({
    slug: z.string(),
    name: z.optional(z.string()),
  }));

export const planBenefitSchema = lazySchema(() =>
  z.looseObject({
    benefit: z.string(),
    slug: z.string(),
  }));

export const planWhatsAppSchema = lazySchema(() =>
  z.looseObject({
    origin_domain: z.string(),
    complete_link: z.string(),
  }));

export const planSchema = lazySchema(() =>
  z.looseObject({
    id: transformed(z.union([z.string(), z.number()]), (v) => String(v)),
    plan: z.string(),
    sku: z.string(),
    description: z.optional(z.string()),
    title: z.optional(z.string()),
    subtitle: z.optional(z.string()),
    discount: z.optional(decimal),
    price: z.optional(decimal),
    price_full: z.optional(decimal),
    price_with_dacc: z.optional(decimal),
    plan_download: z.optional(z.number()),
    plan_upload: z.optional(z.number()),
    showOnLanding: z.optional(z.boolean()),
    installationSchedule: z.optional(z.boolean()),
    plan_type: z.optional(z.nullable(z.enum(["refidel", "migration"]))),
    benefits: z.optional(z.array(planBenefitSchema)),
    subscriptions: z.optional(z.array(subscriptionSchema)),
    regulations: z.optional(z.array(z.looseObject({ title: z.string(), url: z.string() }))),
    whatsApps: z.optional(z.array(planWhatsAppSchema)),
    addonBonus: z.optional(z.nullable(z.string())),
    livelo_dacc_points: z.optional(z.nullable(z.number())),
  }));
export type Plan = z.infer<typeof planSchema>;

export const benefitSchema = lazySchema(() =>
  z.looseObject({
    id: transformed(z.union([z.string(), z.number()]), (v) => String(v)),
    benefit: z.string(),
    slug: z.string(),
    description: z.string(),
    enabled: z.optional(z.boolean()),
    imageLight: z.optional(z.string()),
    imageDark: z.optional(z.string()),
  }));
export type Benefit = z.infer<typeof benefitSchema>;

export const bankSchema = lazySchema(() =>
  z.looseObject({
    id: transformed(z.union([z.string(), z.number()]), (v) => String(v)),
    code: z.string(),
    name: z.string(),
  }));
export type Bank = z.infer<typeof bankSchema>;

/** A regulation, summary or contract document (regulamentos page). */
export const documentSchema = lazySchema(() =>
  z.looseObject({
    id: transformed(z.union([z.string(), z.number()]), (v) => String(v)),
    title: z.string(),
    url: z.string(),
    group: z.optional(z.string()),
  }));
export type RegulationDocument = z.infer<typeof documentSchema>;

export const infraSchema = lazySchema(() =>
  z.looseObject({
    infraco: z.optional(z.string()),
    technology: z.optional(z.string()),
  }));

/** Address of a lead (funnel §3 "Lead" address). */
export const leadAddressSchema = lazySchema(() =>
  z.looseObject({
    cep: z.string(),
    number: z.optional(z.string()),
    address: z.optional(z.string()),
    neighborhood: z.optional(z.string()),
    city: z.optional(z.string()),
    state: z.optional(z.string()),
    is_block_allotment: z.optional(z.boolean()),
    block_number: z.optional(z.string()),
    allotment_number: z.optional(z.string()),
    complement: z.optional(z.string()),
  }));

/** Quiz of the risk validation. The spec does not show its shape (funnel §3): this is ours. */
export const quizSchema = lazySchema(() =>
  z.looseObject({
    idQuiz: z.string(),
    progress: z.optional(z.number()),
    questions: z.array(
      z.looseObject({
        id: z.string(),
        text: z.string(),
        options: z.array(z.looseObject({ id: z.string(), text: z.string() })),
      }),
    ),
  }));
export type Quiz = z.infer<typeof quizSchema>;

export const riskValidationSchema = lazySchema(() =>
  z.looseObject({
    quiz_needed: z.optional(z.boolean()),
    quiz: z.optional(z.nullable(quizSchema)),
    rejected: z.optional(z.boolean()),
    rejected_message: z.optional(z.nullable(z.string())),
  }));
export type RiskValidation = z.infer<typeof riskValidationSchema>;

/** A lead as GET lead/{id} answers it (funnel §3 "Lead"). */
export const leadSchema = lazySchema(() =>
  z.looseObject({
    id: transformed(z.union([z.string(), z.number()]), (v) => String(v)),
    idPlan: z.optional(z.nullable(z.string())),
    cpf: z.optional(z.nullable(z.string())),
    cnpj: z.optional(z.nullable(z.string())),
    name: z.optional(z.nullable(z.string())),
    email: z.optional(z.nullable(z.string())),
    phone: z.optional(z.nullable(z.string())),
    birth_date: z.optional(z.nullable(z.string())),
    mothers_name: z.optional(z.nullable(z.string())),
    accept_promotions: z.optional(z.nullable(z.boolean())),
    accept_information: z.optional(z.nullable(z.boolean())),
    due_date: z.optional(z.nullable(z.string())),
    direct_debit: z.optional(z.nullable(z.boolean())),
    address: z.nullable(leadAddressSchema),
    bankInfo: z.optional(z.nullable(z.looseObject({ bank: z.string(), agency: z.string(), account_number: z.string() }))),
    schedules: z.optional(z.nullable(z.array(z.looseObject({ date: z.string(), period: z.string() })))),
    addon: z.optional(z.nullable(z.string())),
    orderNumber: z.optional(z.nullable(z.string())),
    riskValidation: z.optional(z.nullable(riskValidationSchema)),
  }));
export type Lead = z.infer<typeof leadSchema>;

/** Renewal and migration customers (funnel §3 "Other entities"). */
export const userDataSchema = lazySchema(() =>
  z.looseObject({
    documentNumber: z.optional(z.string()),
    email: z.optional(z.string()),
    name: z.optional(z.string()),
    phone: z.optional(z.string()),
  }));

export const complementTypeSchema = lazySchema(() =>
  z.looseObject({ code: z.string(), description: z.string() }));
