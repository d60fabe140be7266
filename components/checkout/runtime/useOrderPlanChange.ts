"use client";

import { useCallback } from "react";
import type { Addon } from "@/lib/addons";
import { api, coverageQuery, leadStepPayload, type ApiError } from "@/lib/api";
import type { Plan } from "@/lib/api/contract";
import { riskPatch } from "@/lib/funnel/context";
import { soldAtAddress } from "@/lib/funnel/plan-change";
import { STEP } from "@/lib/funnel/steps";
import { coveragePlans } from "@/lib/plans";
import type { PurchaseStoreApi } from "@/lib/store/purchase";
import { trackPlanToCart } from "@/lib/tracking";
import type { CheckoutNav } from "./useCheckoutNav";

/**
 * The plan request of a link replaces the plan of the order under way (lib/funnel/plan-change):
 * coverage at the stored address is checked for the new plan and the lead's plan is changed
 * (PATCH plan). Sold there, the visitor stays on the step the link named; not sold, they see the
 * plans the address has (oferta-indisponivel), exactly as when the order started with that plan.
 * Answers the run for useAttempt (its busy state and retry).
 */
export function useOrderPlanChange(addon: Addon, store: PurchaseStoreApi, go: CheckoutNav["go"]) {
  return useCallback(
    (plan: Plan) => async (): Promise<ApiError | null> => {
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
      return null;
    },
    [store, addon, go],
  );
}
