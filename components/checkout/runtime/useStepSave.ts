"use client";

import { useCallback } from "react";
import type { Attempt } from "@/components/ui/useAttempt";
import { api, leadStepPayload, type StepExtra } from "@/lib/api";
import type { LeadStep } from "@/lib/api/contract";
import { riskPatch } from "@/lib/funnel/context";
import type { RouteKey } from "@/lib/routing";
import type { PurchaseState, PurchaseStoreApi } from "@/lib/store/purchase";
import { pageStepExtra } from "./stepExtra";
import type { CheckoutNav } from "./useCheckoutNav";

/**
 * Saves a step: the answers go to the store, then (for a lead step) to PATCH lead-v2/{id}/{step}
 * with the address while the address-send flag is on; on success the visitor moves on. Several
 * lead steps (a page that asks for more than one thing) are sent in order; a retry goes on from
 * the one that failed.
 */
export function useStepSave(store: PurchaseStoreApi, attempt: Attempt["attempt"], { go, next }: Pick<CheckoutNav, "go" | "next">) {
  return useCallback(
    async (patch: Partial<PurchaseState>, apiStep?: LeadStep | readonly LeadStep[], extra?: StepExtra, to?: RouteKey) => {
      store.getState().update(patch);
      const steps: readonly LeadStep[] = apiStep === undefined ? [] : typeof apiStep === "string" ? [apiStep] : apiStep;
      let sent = 0;
      return attempt(async () => {
        for (; sent < steps.length; sent++) {
          const step = steps[sent]!;
          const s = store.getState();
          if (!s.leadId) return { kind: "rejected", message: "Seu pedido não foi encontrado. Comece novamente pelo CEP.", retryable: false };
          const body = leadStepPayload(step, s, pageStepExtra(step, extra));
          const result = await api.leadV2Step(s.leadId, step, body);
          if (!result.ok) return result.error;
          const sentAddress = "address" in body && body.address !== undefined;
          store.getState().update({ ...riskPatch(result.data.riskValidation), ...(sentAddress ? { sendAddress: false } : {}) });
        }
        // Inside the run, so "Tentar novamente" after a failure moves on too.
        if (to) go(to);
        else next();
        return null;
      });
    },
    [store, attempt, go, next],
  );
}
