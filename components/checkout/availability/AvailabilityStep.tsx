"use client";

import { useEffect, useRef } from "react";
import { Spinner } from "@/components/ui/Spinner";
import type { ScreenProps } from "@/components/screens/types";
import { api, leadV2CreatePayload, removePayload, type ApiError } from "@/lib/api";
import { newIdempotencyKey } from "@/lib/api/idempotency";
import { afterAvailability, type AvailabilityOutcome } from "@/lib/funnel/flow";
import { LEAD_ID_KEY } from "@/lib/funnel/restore";
import { leadAttribution } from "@/lib/visit/storage";
import { StepFrame } from "../StepFrame";
import { riskPatch } from "@/lib/funnel/context";
import { useCheckout } from "../useCheckout";

/**
 * /checkout/verificando-disponibilidade/: creates the lead with coverage (POST lead-v2, funnel §4)
 * and sends the visitor on by the answer: covered → nome; covered without the chosen plan →
 * oferta-indisponivel; no coverage → the no-coverage page with the no-coverage lead. A lead that
 * already exists for this address is not created again (the browser's Back and Forward).
 */
export function AvailabilityStep({ addon, route }: ScreenProps) {
  const checkout = useCheckout(addon, route.key);
  const started = useRef(false);
  const { ready, store, go, attempt } = checkout;

  useEffect(() => {
    if (!ready || started.current) return;
    started.current = true;
    const s = store.getState();
    if (s.leadId && !s.sendAddress) {
      go(afterAvailability("available"), true);
      return;
    }
    // One key for this order creation and its "Tentar novamente": a retry after an answer that
    // was lost (the order stored, the 502 seen) gets the same order, not a second one.
    const idempotencyKey = newIdempotencyKey();
    void attempt(async (): Promise<ApiError | null> => {
      const state = store.getState();
      const plan = state.planoSelected!;
      // The visit's kept tracking parameters, not this URL's: a link that dropped the query
      // (the header logo) must not cost the campaign its lead.
      const { extra, tracking } = leadAttribution();
      const result = await api.leadV2Create(leadV2CreatePayload(state, addon, plan, tracking, extra), idempotencyKey);
      if (!result.ok) return result.error;
      const { idLead, idLeadNoCoverage, cepCoverage, riskValidation } = result.data;
      let outcome: AvailabilityOutcome;
      // A new address made a new lead: the one it replaces is deleted (best effort; the backend
      // would otherwise keep an abandoned order with the old address).
      const replaced = state.leadId;
      if (replaced && replaced !== String(idLead ?? "")) {
        void api.leadDelete(removePayload(replaced, state));
        window.localStorage.removeItem(LEAD_ID_KEY);
        store.getState().update({ leadId: null });
      }
      if (idLead) {
        const offered = cepCoverage?.plans ?? [];
        const available = !offered.length || offered.some((p) => p.id === plan.id);
        outcome = available ? "available" : "offer-unavailable";
        window.localStorage.setItem(LEAD_ID_KEY, String(idLead));
        store.getState().update({
          leadId: String(idLead),
          noCoverageLeadId: null,
          sendAddress: false,
          offerPlans: available ? [] : offered,
          ...riskPatch(riskValidation),
        });
      } else {
        outcome = "no-coverage";
        store.getState().update({ noCoverageLeadId: idLeadNoCoverage ? String(idLeadNoCoverage) : null });
      }
      go(afterAvailability(outcome), true);
      return null;
    });
  }, [ready, store, go, attempt, addon]);

  return (
    <StepFrame checkout={checkout} title={route.heading} intro={<p>Estamos consultando a cobertura da fibra no seu endereço. Isso leva só alguns segundos.</p>}>
      {!checkout.error && <Spinner />}
    </StepFrame>
  );
}
