import { z } from "zod";
import { lazySchema } from "@/lib/validation/lazySchema";

/**
 * The entities of funnel §3 and marketing §3 as zod schemas: what the backend sends. Response
 * schemas are loose (`z.looseObject`): the operator's API may add fields, and the client's
 * documented checks (funnel §5) decide what is required; the contract only fixes the types of the
 * fields we read.
 */

/** A decimal the API sends as a string ("119.99"); some fields arrive as numbers. */
export const decimal = lazySchema(() =>
  z.union([z.string(), z.number()]).transform((v) => String(v)));

export const subscriptionSchema = lazySchema(() =>
  z.looseObject({
    slug: z.string(),
    name: z.string().optional(),
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
    id: z.union([z.string(), z.number()]).transform((v) => String(v)),
    plan: z.string(),
    sku: z.string(),
    description: z.string().optional(),
    title: z.string().optional(),
    subtitle: z.string().optional(),
    discount: decimal.optional(),
    price: decimal.optional(),
    price_full: decimal.optional(),
    price_with_dacc: decimal.optional(),
    plan_download: z.number().optional(),
    plan_upload: z.number().optional(),
    showOnLanding: z.boolean().optional(),
    installationSchedule: z.boolean().optional(),
    plan_type: z.enum(["refidel", "migration"]).nullable().optional(),
    benefits: z.array(planBenefitSchema).optional(),
    subscriptions: z.array(subscriptionSchema).optional(),
    regulations: z.array(z.looseObject({ title: z.string(), url: z.string() })).optional(),
    whatsApps: z.array(planWhatsAppSchema).optional(),
    addonBonus: z.string().nullable().optional(),
    livelo_dacc_points: z.number().nullable().optional(),
  }));
export type Plan = z.infer<typeof planSchema>;

export const benefitSchema = lazySchema(() =>
  z.looseObject({
    id: z.union([z.string(), z.number()]).transform((v) => String(v)),
    benefit: z.string(),
    slug: z.string(),
    description: z.string(),
    enabled: z.boolean().optional(),
    imageLight: z.string().optional(),
    imageDark: z.string().optional(),
  }));
export type Benefit = z.infer<typeof benefitSchema>;

export const bankSchema = lazySchema(() =>
  z.looseObject({
    id: z.union([z.string(), z.number()]).transform((v) => String(v)),
    code: z.string(),
    name: z.string(),
  }));
export type Bank = z.infer<typeof bankSchema>;

/** A regulation, summary or contract document (regulamentos page). */
export const documentSchema = lazySchema(() =>
  z.looseObject({
    id: z.union([z.string(), z.number()]).transform((v) => String(v)),
    title: z.string(),
    url: z.string(),
    group: z.string().optional(),
  }));
export type RegulationDocument = z.infer<typeof documentSchema>;

export const infraSchema = lazySchema(() =>
  z.looseObject({
    infraco: z.string().optional(),
    technology: z.string().optional(),
  }));

/** Address of a lead (funnel §3 "Lead" address). */
export const leadAddressSchema = lazySchema(() =>
  z.looseObject({
    cep: z.string(),
    number: z.string().optional(),
    address: z.string().optional(),
    neighborhood: z.string().optional(),
    city: z.string().optional(),
    state: z.string().optional(),
    is_block_allotment: z.boolean().optional(),
    block_number: z.string().optional(),
    allotment_number: z.string().optional(),
    complement: z.string().optional(),
  }));

/** Quiz of the risk validation. The spec does not show its shape (funnel §3): this is ours. */
export const quizSchema = lazySchema(() =>
  z.looseObject({
    idQuiz: z.string(),
    progress: z.number().optional(),
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
    quiz_needed: z.boolean().optional(),
    quiz: quizSchema.nullable().optional(),
    rejected: z.boolean().optional(),
    rejected_message: z.string().nullable().optional(),
  }));
export type RiskValidation = z.infer<typeof riskValidationSchema>;

/** A lead as GET lead/{id} answers it (funnel §3 "Lead"). */
export const leadSchema = lazySchema(() =>
  z.looseObject({
    id: z.union([z.string(), z.number()]).transform((v) => String(v)),
    idPlan: z.string().nullable().optional(),
    cpf: z.string().nullable().optional(),
    cnpj: z.string().nullable().optional(),
    name: z.string().nullable().optional(),
    email: z.string().nullable().optional(),
    phone: z.string().nullable().optional(),
    birth_date: z.string().nullable().optional(),
    mothers_name: z.string().nullable().optional(),
    accept_promotions: z.boolean().nullable().optional(),
    accept_information: z.boolean().nullable().optional(),
    due_date: z.string().nullable().optional(),
    direct_debit: z.boolean().nullable().optional(),
    address: leadAddressSchema.nullable(),
    bankInfo: z
      .looseObject({ bank: z.string(), agency: z.string(), account_number: z.string() })
      .nullable()
      .optional(),
    schedules: z.array(z.looseObject({ date: z.string(), period: z.string() })).nullable().optional(),
    addon: z.string().nullable().optional(),
    orderNumber: z.string().nullable().optional(),
    riskValidation: riskValidationSchema.nullable().optional(),
  }));
export type Lead = z.infer<typeof leadSchema>;

/** Renewal and migration customers (funnel §3 "Other entities"). */
export const userDataSchema = lazySchema(() =>
  z.looseObject({
    documentNumber: z.string().optional(),
    email: z.string().optional(),
    name: z.string().optional(),
    phone: z.string().optional(),
  }));

export const complementTypeSchema = lazySchema(() =>
  z.looseObject({ code: z.string(), description: z.string() }));
