"use client";

import { useCallback } from "react";
import type { Addon } from "@/lib/addons";
import { api, coverageQuery, leadStepPayload, type ApiError } from "@/lib/api";
import type { Plan } from "@/lib/api/contract";
import { resumeStep } from "@/lib/funnel/carry";
import { funnelContext, riskPatch } from "@/lib/funnel/context";
import { soldAtAddress } from "@/lib/funnel/plan-change";
import { STEP } from "@/lib/funnel/steps";
import { coveragePlans } from "@/lib/plans";
import type { PurchaseStoreApi } from "@/lib/store/purchase";
import { trackPlanToCart } from "@/lib/tracking";
import type { CheckoutNav } from "./useCheckoutNav";

/** The address steps: where every plan card's link points (components/landing/links). */
const ADDRESS_STEPS: ReadonlySet<string> = new Set([STEP.checkoutCep, STEP.checkoutCepDadosCliente]);

/**
 * The plan request of a link replaces the plan of the order under way (lib/funnel/plan-change):
 * coverage at the stored address is checked for the new plan and the lead's plan is changed
 * (PATCH plan). Not sold there, they see the plans the address has (oferta-indisponivel), exactly
 * as when the order started with that plan. Sold there, the visitor goes back to where the order
 * stood (the first step still to do, or the summary: lib/funnel/carry's resumeStep) when the link
 * named the address step, which every plan card names and which the change leaves answered; a
 * link that named another step stays on it.
 * Answers the run for useAttempt (its busy state and retry).
 */
export function useOrderPlanChange(addon: Addon, store: PurchaseStoreApi, go: CheckoutNav["go"]) {
  return useCallback(
    (plan: Plan, routeKey: string) => async (): Promise<ApiError | null> => {
      const coverage = await api.coverage(coverageQuery(store.getState(), addon, plan.sku));
      if (!coverage.ok) return coverage.error;
      const offered = coveragePlans(coverage.data.plans ?? [], addon);
      const s = store.getState();
      const result = await api.leadV2Step(s.leadId!, "plan", leadStepPayload("plan", { ...s, planoSelected: plan }));
      if (!result.ok) return result.error;
      const sold = soldAtAddress(offered, plan);
      store.getState().update({ planoSelected: plan, offerPlans: sold ? [] : offered, ...riskPatch(result.data.riskValidation) });
      trackPlanToCart(plan);
      if (!sold) go(STEP.checkoutOfertaIndisponivel, true);
      else if (ADDRESS_STEPS.has(routeKey)) go(resumeStep(store.getState(), funnelContext(addon, store.getState())), true);
      return null;
    },
    [store, addon, go],
  );
}
