"use client";

import type { ScreenProps } from "@/lib/routing";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { usePurchase, usePurchaseStore } from "@/components/providers/StoreProvider";
import { Button } from "@/components/ui/Button";
import { LabelledSection } from "@/components/ui/LabelledSection";
import { Spinner } from "@/components/ui/Spinner";
import { useStepFocus } from "@/components/ui/useStepFocus";
import { STEP } from "@/lib/funnel/steps";
import { addonPrefix } from "@/lib/addons";
import { api } from "@/lib/api";
import { LEAD_ID_KEY } from "@/lib/funnel/restore";
import { trackCheckout } from "@/lib/tracking";
import { StepFrame } from "../StepFrame";
import frame from "../StepFrame.module.css";
import { useCheckout } from "../useCheckout";
import { planPrice } from "@/lib/plans/format";
import { monthly, scheduleLabel } from "./format";
import { noSubscribe, parseLastOrder, readLastOrderRaw, writeLastOrder, type LastOrder } from "./lastOrder";
import styles from "../steps.module.css";

const FINISH_TRIES = 3;
const never = () => false;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * /pedido-realizado/. With a confirmed order in the store: sends the checkout event (total_price,
 * n_pedido), finishes the lead once (PUT lead/{id}, tried up to three times: the order is already
 * confirmed, so a failure here is not the visitor's to fix), keeps the order for this tab, then
 * forgets the lead id and empties the store so a new order starts clean. The page then shows
 * the kept order, after a reload too.
 */
export function OrderPlacedStep({ addon, route }: ScreenProps) {
  const store = usePurchaseStore();
  // The persist API exists in the browser only (no sessionStorage on the server).
  const persist = store.persist as typeof store.persist | undefined;
  const hydrated = useSyncExternalStore(persist?.onFinishHydration ?? noSubscribe, persist?.hasHydrated ?? never, never);
  const orderNumber = usePurchase((s) => s.orderNumber);
  const last = parseLastOrder(useSyncExternalStore(noSubscribe, readLastOrderRaw, () => null));

  if (!hydrated) return <PlacedFrame title={route.heading} />;
  if (!orderNumber && last) return <PlacedFrame title={route.heading} order={last} home={`${addonPrefix(addon)}/`} />;
  return <FinishOrder addon={addon} route={route} />;
}

/** The confirmed order of the store: event, finish, keep, clean. */
function FinishOrder({ addon, route }: ScreenProps) {
  const checkout = useCheckout(addon, route.key);
  const { ready, store } = checkout;
  const started = useRef(false);

  useEffect(() => {
    if (!ready || started.current) return;
    const s = store.getState();
    if (!s.orderNumber) return;
    started.current = true;
    const plan = s.planoSelected;
    const price = plan ? (planPrice(plan, s.directDebit) ?? "") : "";
    trackCheckout({ price, orderNumber: s.orderNumber });
    void (async () => {
      for (let i = 0; s.leadId && i < FINISH_TRIES; i++) {
        const result = await api.leadFinish(s.leadId);
        if (result.ok || !result.error.retryable) break;
        await pause(1000 * (i + 1));
      }
      writeLastOrder({
        orderNumber: s.orderNumber,
        plan: plan?.plan ?? "",
        price,
        directDebit: s.directDebit,
        schedules: plan?.installationSchedule ? s.installationSchedules : [],
      });
      window.localStorage.removeItem(LEAD_ID_KEY);
      store.getState().reset();
    })();
  }, [ready, store]);

  return (
    <StepFrame checkout={checkout} title={route.heading}>
      <Spinner label="Finalizando seu pedido…" />
    </StepFrame>
  );
}

/** The placed order (or, while the store loads, the heading and a spinner). */
function PlacedFrame({ title, order, home }: { title: string; order?: LastOrder; home?: string }) {
  const heading = useStepFocus<HTMLHeadingElement>(title);
  return (
    <section className={frame.step} aria-labelledby="step-heading">
      <h1 id="step-heading" ref={heading} tabIndex={-1} className={frame.heading} data-screen={STEP.pedidoRealizado}>
        {title}
      </h1>
      {!order ? (
        <Spinner />
      ) : (
        <div className={frame.form}>
          <p className={frame.intro}>Obrigado! Recebemos o seu pedido de internet TIM Ultrafibra.</p>
          <p className={styles.orderNumber} data-testid="order-number">
            <span>Número do pedido</span>
            <strong>{order.orderNumber}</strong>
            <span className={styles.note}>Guarde este número para acompanhar o pedido.</span>
          </p>
          {order.plan && (
            <p>
              Plano <strong>{order.plan}</strong>
              {order.price && (
                <>
                  {" "}
                  por <strong>{monthly(order.price)}</strong>
                  {order.directDebit ? " com débito automático" : ""}
                </>
              )}
              .
            </p>
          )}
          <LabelledSection headingId="proximos-passos" title="O que acontece agora" className={styles.section} titleClassName={styles.sectionTitle}>
            <ol className={styles.steps}>
              <li>
                <strong>Confirmação de identidade</strong>
                Você vai receber por SMS e e-mail um link para enviar a foto de um documento (RG ou CNH) e uma selfie. Isso protege
                você contra fraudes e libera a instalação.
              </li>
              <li>
                <strong>Agendamento da instalação</strong>
                {order.schedules.length > 0 ? (
                  <>
                    Nossa equipe entra em contato pelo seu telefone para confirmar uma das datas que você escolheu:
                    <ul className={styles.bullets}>
                      {order.schedules.map((s) => (
                        <li key={`${s.date}-${s.period}`}>{scheduleLabel(s)}</li>
                      ))}
                    </ul>
                  </>
                ) : (
                  "Nossa equipe entra em contato pelo seu telefone para combinar o dia e o período da visita do técnico."
                )}
              </li>
              <li>
                <strong>Instalação</strong>
                No dia combinado, o técnico leva a fibra até o imóvel e instala e configura o modem Wi-Fi. É preciso ter uma pessoa
                maior de 18 anos no local.
              </li>
            </ol>
          </LabelledSection>
          {home && (
            <Button href={home} variant="secondary" className={styles.screenOnly}>
              Voltar para a página inicial
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
