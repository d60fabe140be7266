"use client";

import type { ScreenProps } from "@/lib/routing";
import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { api, removePayload } from "@/lib/api";
import { LEAD_ID_KEY } from "@/lib/funnel/restore";
import { STEP } from "@/lib/funnel/steps";
import { StepFrame } from "../StepFrame";
import { useCheckout } from "../useCheckout";
import { ContactOptions } from "../personal/ContactOptions";
import styles from "../personal/personal.module.css";

export const REJECTED_FALLBACK = "Não conseguimos aprovar seu cadastro pela internet. Fale com a nossa central para concluir o pedido.";

/**
 * /checkout/validacao/erro1/: the risk validation refused the order (at the CPF or after the
 * quiz). Shows the backend's rejected_message and the ways forward: call support, ask for a call,
 * or start over — which deletes the lead (funnel §4 "can be deleted"), forgets it in this
 * browser and goes back to the CEP with the same plan.
 */
export function QuizRejectedStep({ addon, route }: ScreenProps) {
  const checkout = useCheckout(addon, route.key);
  const { state, store, go, href } = checkout;
  const [leaving, setLeaving] = useState(false);

  const startOver = async () => {
    if (leaving) return;
    setLeaving(true);
    const s = store.getState();
    const plan = s.planoSelected;
    // Best effort: a lead the backend keeps is harmless, and the visitor must not be stuck here.
    if (s.leadId) await api.leadDelete(removePayload(s.leadId, s));
    window.localStorage.removeItem(LEAD_ID_KEY);
    store.getState().reset();
    store.getState().selectPlan(plan);
    go(STEP.checkoutCep);
  };

  return (
    <StepFrame checkout={checkout} title={route.heading}>
      <p className={styles.message}>{state.rejectedMessage || REJECTED_FALLBACK}</p>
      <ContactOptions callbackHref={href("receber-ligacao")} />
      <div className={styles.actions}>
        <Button variant="secondary" state={leaving ? "loading" : "default"} onClick={() => void startOver()}>
          Começar de novo
        </Button>
      </div>
    </StepFrame>
  );
}
