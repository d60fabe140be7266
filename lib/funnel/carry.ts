import type { LeadStep } from "@/lib/api/contract";
import type { PurchaseState } from "@/lib/store/purchase";
import type { FunnelContext } from "./context";
import { nextStep } from "./checkout-path";
import { guardRedirect } from "./guard";
import { FIRST_STEP, STEP, stepRow, type StepKey } from "./steps";

/**
 * An address changed on an order under way (the summary's "Alterar" on the address, or Back to the
 * CEP): the old lead is deleted and verificando-disponibilidade makes a new one (a lead is made
 * for one address). The answers the visitor gave are still good at the new address, so the new
 * lead takes them over and the visitor goes back to where they were, rather than walking ~10
 * prefilled steps again.
 */

type State = Readonly<PurchaseState>;

/**
 * The PATCH lead-v2 steps that carry the answers the store holds, in the path's order: the
 * `carries` of every done step of the visitor's path, up to the first step not done (nothing
 * after it can be done: the guard), never past the summary.
 */
export function carriedSteps(s: State, ctx: FunnelContext): LeadStep[] {
  const steps: LeadStep[] = [];
  let step: StepKey | "" = FIRST_STEP;
  // The path has about 20 steps; the bound only protects against a loop in nextStep.
  for (let i = 0; i < 40 && step && step !== STEP.checkoutConfirmacao; i++) {
    const row = stepRow(step);
    const done = row?.done?.(s, ctx);
    if (done === false) break;
    if (done) for (const carried of row?.carries?.(s) ?? []) if (!steps.includes(carried)) steps.push(carried);
    step = nextStep(step, ctx);
  }
  return steps;
}

/**
 * Where the visitor goes once the new lead holds the answers: the summary when nothing is missing
 * (the way they came), else the first step still to do (a CPF the backend now rejects, a quiz it
 * asks, a collaborator code to confirm for the new lead, by way of the e-mail step as the guard
 * sends it, an answer lost to a reload).
 */
export function resumeStep(s: State, ctx: FunnelContext): StepKey {
  if (ctx.rejected) return STEP.checkoutValidacaoErro1;
  // Without a placed order the guard never answers HOME; the summary stands in for it anyway.
  return guardRedirect(STEP.checkoutConfirmacao, s, ctx) || STEP.checkoutConfirmacao;
}
