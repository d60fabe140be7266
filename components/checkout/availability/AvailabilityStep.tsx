"use client";

import type { ScreenProps } from "@/lib/routing";
import { useEffect, useRef } from "react";
import { Spinner } from "@/components/ui/Spinner";
import { api, leadStepPayload, leadV2CreatePayload, removePayload, type ApiError } from "@/lib/api";
import { deviceInfo } from "@/lib/device/deviceInfo";
import { carriedSteps, resumeStep } from "@/lib/funnel/carry";
import { newIdempotencyKey } from "@/lib/api/idempotency";
import { afterAvailability, type AvailabilityOutcome } from "@/lib/funnel/checkout-path";
import { LEAD_ID_KEY } from "@/lib/funnel/restore";
import { coveragePlans } from "@/lib/plans";
import { leadAttribution } from "@/lib/visit/storage";
import { StepFrame } from "../StepFrame";
import { funnelContext, riskPatch } from "@/lib/funnel/context";
import { useCheckout } from "../useCheckout";
import { pageStepExtra } from "../runtime/stepExtra";

/**
 * /checkout/verificando-disponibilidade/: creates the lead with coverage (POST lead-v2, funnel §4)
 * and sends the visitor on by the answer: covered → nome; covered without the chosen plan →
 * oferta-indisponivel; no coverage → the no-coverage page with the no-coverage lead. A lead that
 * already exists for this address is not created again (the browser's Back and Forward). A lead
 * that replaces the lead of an order under way (a new address) takes over its answers and the
 * visitor returns to the summary (lib/funnel/carry).
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
    /** PATCHes the answers the store holds onto the new lead, in the path's order. */
    const carryAnswers = async (leadId: string): Promise<ApiError | null> => {
      const s = store.getState();
      for (const step of carriedSteps(s, funnelContext(addon, s))) {
        const extra = pageStepExtra(step, step === "bankInfo" ? { deviceInfo: deviceInfo() } : undefined);
        const result = await api.leadV2Step(leadId, step, leadStepPayload(step, store.getState(), extra));
        if (!result.ok) return result.error;
        store.getState().update(riskPatch(result.data.riskValidation));
      }
      return null;
    };
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
      const replacing = Boolean(replaced && replaced !== String(idLead ?? ""));
      if (replacing) {
        void api.leadDelete(removePayload(replaced!, state));
        window.localStorage.removeItem(LEAD_ID_KEY);
        store.getState().update({ leadId: null });
      }
      if (idLead) {
        const offered = cepCoverage?.plans ?? [];
        const available = !offered.length || offered.some((p) => p.id === plan.id);
        // What oferta-indisponivel lists: the coverage list rules of every plan list (lib/plans).
        const alternatives = coveragePlans(offered, addon);
        outcome = available ? "available" : "offer-unavailable";
        window.localStorage.setItem(LEAD_ID_KEY, String(idLead));
        const carry = state.carryAnswers || replacing;
        store.getState().update({
          leadId: String(idLead),
          noCoverageLeadId: null,
          sendAddress: false,
          offerPlans: available ? [] : alternatives,
          ...riskPatch(riskValidation),
          // A collaborator's code was confirmed for the old lead: the new one asks it again.
          ...(carry ? { collaboratorValidated: false } : {}),
        });
        // The order moved to this address: its answers go to the new lead, and the visitor back
        // to where they were (the summary), not through every step again (lib/funnel/carry).
        // Only with the plan sold here; otherwise oferta-indisponivel first, as any order.
        if (carry && available) {
          const failure = await carryAnswers(String(idLead));
          if (failure) return failure;
          store.getState().update({ carryAnswers: false });
          const s = store.getState();
          go(resumeStep(s, funnelContext(addon, s)), true);
          return null;
        }
        store.getState().update({ carryAnswers: false });
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
