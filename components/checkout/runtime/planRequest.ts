import type { Plan } from "@/lib/api/contract";
import { planRequestEffect } from "@/lib/funnel/plan-change";
import { STEP } from "@/lib/funnel/steps";
import { planCriteriaQuery, planRequestOutcome, type PlanNoticeCode, type PlanRequest } from "@/lib/plans";
import type { PurchaseStoreApi } from "@/lib/store/purchase";
import { trackPlanToCart } from "@/lib/tracking";

/**
 * What a plan request (a link's ?s=, ?id=, speeds…) leads to, once the order is restored:
 * - "home": the addon sells nothing (funnel §2: an empty plan list sends the visitor home);
 * - "choose": the visitor has to pick a plan on /checkout/planos/, told why; `criteria` is the
 *   query that lists a link's several matches there ("" for a plan this addon does not sell);
 * - "on": the step opens; `change` is a plan that replaces the plan of the order under way
 *   (PATCH plan, useOrderPlanChange), made with the step on screen.
 */
export type PlanRequestStep = { kind: "home" } | { kind: "choose"; code: PlanNoticeCode; criteria: string } | { kind: "on"; change: Plan | null };

/**
 * Applies the plan request to the store: a plan the addon sells is selected (the order's plan
 * changes later, on screen); a plan it does not sell must not ride along on the plan an earlier
 * visit left in the store.
 */
export function applyPlanRequest(store: PurchaseStoreApi, plans: readonly Plan[], request: PlanRequest, routeKey: string): PlanRequestStep {
  if (!plans.length) return { kind: "home" };
  const outcome = planRequestOutcome(plans, request, store.getState().planoSelected);
  if (outcome.kind === "select") {
    const effect = planRequestEffect(store.getState(), outcome.plan);
    if (effect === "change-order") return { kind: "on", change: outcome.plan };
    if (effect === "select") {
      store.getState().selectPlan(outcome.plan);
      // A plan link (a landing card's 'Contratar agora') starts the order: the cart event of
      // marketing §7, as when the plan is chosen on /checkout/planos/.
      trackPlanToCart(outcome.plan);
    }
  }
  if (outcome.kind === "not-sold" || outcome.kind === "choose") {
    // A plan this addon does not sell (a link of another offer) must not ride along on the
    // plan an earlier visit left in the store: the visitor picks one of this addon's plans.
    const current = store.getState().planoSelected;
    if (current && !store.getState().leadId && !plans.some((p) => p.id === current.id)) store.getState().update({ planoSelected: null });
    if (routeKey !== STEP.checkoutPlanos) {
      return outcome.kind === "not-sold"
        ? { kind: "choose", code: "plano-fora-da-oferta", criteria: "" }
        : { kind: "choose", code: "escolha-o-plano", criteria: planCriteriaQuery(request) };
    }
  }
  return { kind: "on", change: null };
}
