import { PROGRESS_STEPS, STEP_ROWS, type StepKey, type StepRow } from "@/lib/funnel/steps";
import type { EventPayload } from "./engagement";
import { phoneWithCountryCode, priceValue } from "./normalize";

/**
 * funil_recuperacao "with step-dependent fields up to step 14" (marketing §7). A step is the
 * position in the checkout path order (funnel §2): 1 is the landing page, 14 ativar-debito, the
 * last step before bank data. Each field is sent from the step that collects it on, so a step
 * never reports what the visitor has not typed yet; after step 14 the event is not sent at all
 * (the tracker stops there; birth date, mother's name, CPF and bank data are never tracked).
 */
export const RECOVERY_LAST_STEP = stepWhere((row) => Boolean(row.recoveryEnd));

export interface RecoveryFields {
  /** The chosen plan (landing, step 1). */
  sku?: string;
  plan?: string;
  price?: number | string;
  /** checkout/nome (step 6). */
  name?: string;
  /** checkout/telefone (step 7): sent as 55 + digits. */
  phone?: string;
  /** checkout/email (step 8). */
  email?: string;
}

/** The step at which each field is first known. */
export const FIELD_FIRST_STEP: Readonly<Record<keyof RecoveryFields, number>> = {
  sku: 1,
  plan: 1,
  price: 1,
  name: stepWhere((row) => row.recovery === "name"),
  phone: stepWhere((row) => row.recovery === "phone"),
  email: stepWhere((row) => row.recovery === "email"),
};

/**
 * The step of the row that `is` picks: marketing §7's facts are the rows' `recovery` and
 * `recoveryEnd` (lib/funnel/steps). A fact without its row is a broken table, not a step 0.
 */
function stepWhere(is: (row: StepRow<StepKey>) => boolean): number {
  const found = STEP_ROWS.find(([, row]) => is(row));
  if (!found) throw new Error("lib/funnel/steps: no row holds a fact of funil_recuperacao");
  return PROGRESS_STEPS.indexOf(found[0]) + 1;
}

/** The route of a step ("" is the landing page, shown as "home"). */
export function recoveryStage(step: number): string {
  const key = PROGRESS_STEPS[Math.min(step, PROGRESS_STEPS.length) - 1] ?? "";
  return key || "home";
}

const EMAIL_MAX = 96;
const text = (value: string | undefined, max: number) => value?.trim().slice(0, max) || undefined;

/** The payload for a valid step (the caller checks validity first). Limits of marketing §5. */
export function recoveryPayload(step: number, fields: RecoveryFields): EventPayload {
  const known = (field: keyof RecoveryFields) => Math.min(step, RECOVERY_LAST_STEP) >= FIELD_FIRST_STEP[field];
  const payload: EventPayload = { step, etapa: recoveryStage(step) };
  const sku = known("sku") ? text(fields.sku, 32) : undefined;
  const plan = known("plan") ? text(fields.plan, 128) : undefined;
  const price = known("price") && fields.price !== undefined ? priceValue(fields.price) : null;
  const name = known("name") ? text(fields.name, 128) : undefined;
  const phone = known("phone") && fields.phone ? phoneWithCountryCode(fields.phone) : null;
  // A cut e-mail address is a wrong address: one over the limit is left out instead.
  const email = known("email") ? fields.email?.trim().toLowerCase() : undefined;
  if (sku) payload.sku = sku;
  if (plan) payload.plan = plan;
  if (price !== null) payload.price = price;
  if (name) payload.name = name;
  if (phone) payload.phone = phone;
  if (email && email.length <= EMAIL_MAX && email.includes("@")) payload.email = email;
  return payload;
}

/**
 * The funnel step of a route for PurchaseFunnelStep and funil_recuperacao: its position in the
 * checkout path order (1 = the landing page), or null for a route outside that order (entry
 * pages, the combined steps of addon b), which sends nothing rather than a wrong step.
 */
export function funnelStepOf(routeKey: string): number | null {
  const i = (PROGRESS_STEPS as readonly string[]).indexOf(routeKey);
  return i >= 0 ? i + 1 : null;
}
