"use client";

import type { ScreenProps } from "@/lib/routing";
import { Button } from "@/components/ui/Button";
import { FormAlert } from "@/components/ui/FormAlert";
import { ScreenFrame } from "@/components/ui/ScreenFrame";
import { Spinner } from "@/components/ui/Spinner";
import { STEP } from "@/lib/funnel/steps";
import { api, missingMessage } from "@/lib/api";
import { splitPlanName } from "@/lib/plans";
import { offerPrice } from "../OfferCard";
import { renewalOffers } from "@/lib/funnel/renewal";
import { useRenewalStore } from "@/lib/store/renewal";
import { useAttempt } from "@/components/ui/useAttempt";
import { useRenewalNav } from "./useRenewalNav";
import styles from "../Flow.module.css";

/**
 * /refidelizacao/confirmacao/ (progress 50%): the chosen offer and the customer's masked contacts;
 * "Confirmar renovação" sends PUT renewalBaseUser/{id} and shows the order number next.
 */
export function RenewalConfirmStep({ addon, route }: ScreenProps) {
  const { go, ready } = useRenewalNav(addon, route.key, (s) => Boolean(s.requestId && s.chosen !== null && s.offers[s.chosen]));
  const offers = useRenewalStore((s) => s.offers);
  const chosen = useRenewalStore((s) => s.chosen);
  const userData = useRenewalStore((s) => s.userData);
  const attempt = useAttempt();
  const plan = chosen === null ? undefined : offers[chosen];

  const confirm = () =>
    void attempt.attempt(async () => {
      const { requestId } = useRenewalStore.getState();
      if (!requestId) return { kind: "rejected", message: "Sua consulta expirou. Informe o CPF de novo.", retryable: false };
      const result = await api.renewalConfirm(requestId, renewalOffers(offers, chosen));
      if (!result.ok) return result.error;
      const orderNumber = result.data.orderNumber;
      if (orderNumber === undefined || orderNumber === null || orderNumber === "") {
        // Asked again on retry: a second confirmation answers the same order number.
        return { kind: "missing", message: missingMessage(["orderNumber"]), retryable: true };
      }
      useRenewalStore.getState().ordered(String(orderNumber));
      // The order replaces the confirmation in the history: Back must not offer to confirm again.
      go(STEP.refidelizacaoPedidoRealizado, true);
      return null;
    });

  const title = plan ? splitPlanName(plan.plan) : null;
  return (
    <ScreenFrame title={route.heading} screen={route.key} intro={<p>Confira os dados da renovação antes de confirmar.</p>}>
      {!ready || !plan || !title ? (
        <Spinner />
      ) : (
        <>
          <div className={styles.summary}>
            <h2 className={styles.cardTitle}>Resumo da renovação</h2>
            <dl>
              <dt>Plano</dt>
              <dd data-testid="renewal-plan">
                {title.title}
                {title.subtitle ? ` ${title.subtitle}` : ""}
              </dd>
              <dt>Valor</dt>
              <dd>{offerPrice(plan) || "Conforme a oferta"}</dd>
              {userData?.name && (
                <>
                  <dt>Titular</dt>
                  <dd>{userData.name}</dd>
                </>
              )}
              {userData?.documentNumber && (
                <>
                  <dt>CPF</dt>
                  <dd>{userData.documentNumber}</dd>
                </>
              )}
              {userData?.email && (
                <>
                  <dt>E-mail</dt>
                  <dd>{userData.email}</dd>
                </>
              )}
              {userData?.phone && (
                <>
                  <dt>Telefone</dt>
                  <dd>{userData.phone}</dd>
                </>
              )}
            </dl>
          </div>
          {attempt.error && (
            <FormAlert message={attempt.error.message} onRetry={attempt.error.retryable ? attempt.retry : undefined} retrying={attempt.busy} />
          )}
          <div className={styles.actions}>
            <Button type="button" variant="primary" fullWidth state={attempt.busy ? "loading" : "default"} onClick={confirm}>
              Confirmar renovação
            </Button>
            <Button type="button" variant="ghost" fullWidth disabled={attempt.busy} onClick={() => go(STEP.refidelizacaoOfertas)}>
              Escolher outra oferta
            </Button>
          </div>
        </>
      )}
    </ScreenFrame>
  );
}
