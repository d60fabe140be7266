import type { FunnelContext } from "./context";
import { afterPayment, afterValidation, STEP, stepRow, type StepKey } from "./steps";

/**
 * The forward path of the purchase funnel (funnel §2 "Checkout path order"): which step follows a
 * step, given what the visitor answered and what the backend decided. The rules are the `next`
 * of each row of the step table (lib/funnel/steps), the mirror of its `back`.
 */

export { afterPayment, afterValidation };

/** The outcome of verificando-disponibilidade (funnel §4 lead creation with coverage). */
export type AvailabilityOutcome = "available" | "offer-unavailable" | "no-coverage";

export function afterAvailability(outcome: AvailabilityOutcome): StepKey {
  if (outcome === "no-coverage") return STEP.consultarCoberturaSemCobertura;
  if (outcome === "offer-unavailable") return STEP.checkoutOfertaIndisponivel;
  return STEP.checkoutNome;
}

/**
 * The step after `routeKey` once its answer is saved, or "" for a step with no successor. Steps
 * whose next step depends on the backend's answer (availability, quiz) have their own functions;
 * their row gives the usual successor.
 */
export function nextStep(routeKey: string, ctx: FunnelContext): StepKey | "" {
  const next = stepRow(routeKey)?.next;
  if (next === undefined) return "";
  return typeof next === "function" ? next(ctx) : next;
}
