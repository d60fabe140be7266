"use client";

import type { ScreenProps } from "@/lib/routing";
import Link from "@/components/ui/SiteLink";
import { useEffect, useRef } from "react";
import { Spinner } from "@/components/ui/Spinner";
import { api, leadV2ConfirmPayload, type ApiError } from "@/lib/api";
import { STEP } from "@/lib/funnel/steps";
import { StepFrame } from "../StepFrame";
import { useCheckout } from "../useCheckout";

/**
 * /checkout/confirmando-dados/: the order is confirmed here (PUT lead-v2/{id}) while the page
 * says so; the order number goes to the store and the visitor on to pedido-realizado (replacing
 * this page in the history, so Back does not confirm again). A failure shows its message with
 * "Tentar novamente" and a way back to the summary; nothing typed is lost. Confirming twice is
 * harmless: the backend answers the same order number.
 */
export function ConfirmingStep({ addon, route }: ScreenProps) {
  const checkout = useCheckout(addon, route.key);
  const { ready, store, next, attempt, error, busy, href } = checkout;
  const started = useRef(false);

  useEffect(() => {
    if (!ready || started.current) return;
    started.current = true;
    void attempt(async (): Promise<ApiError | null> => {
      const s = store.getState();
      if (!s.leadId) return { kind: "rejected", message: "Seu pedido não foi encontrado. Comece novamente pelo CEP.", retryable: false };
      const body = leadV2ConfirmPayload(s);
      const result = await api.leadV2Confirm(s.leadId, {}, body);
      if (!result.ok) return result.error;
      const orderNumber = result.data.orderNumber;
      if (orderNumber === undefined || orderNumber === null || orderNumber === "") {
        return { kind: "missing", message: "Propriedades não encontradas na resposta: orderNumber", retryable: true };
      }
      store.getState().update({ orderNumber: String(orderNumber), ...(body?.address ? { sendAddress: false } : {}) });
      next(true);
      return null;
    });
  }, [ready, store, next, attempt]);

  return (
    <StepFrame
      checkout={checkout}
      title={route.heading}
      intro={<p>Estamos registrando o seu pedido. Isso leva só alguns segundos; não feche esta página.</p>}
      footer={
        error && !busy ? (
          <p>
            <Link href={href(STEP.checkoutConfirmacao)}>Voltar para o resumo do pedido</Link>
          </p>
        ) : null
      }
    >
      {!error && <Spinner label="Registrando seu pedido…" />}
    </StepFrame>
  );
}
