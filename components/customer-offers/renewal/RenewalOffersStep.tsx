"use client";

import type { ScreenProps } from "@/lib/routing";
import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { FormAlert } from "@/components/ui/FormAlert";
import { ScreenFrame } from "@/components/ui/ScreenFrame";
import { Spinner } from "@/components/ui/Spinner";
import { STEP } from "@/lib/funnel/steps";
import { api } from "@/lib/api";
import { OfferCard } from "../OfferCard";
import { renewalOffers } from "@/lib/funnel/renewal";
import { useRenewalStore } from "@/lib/store/renewal";
import { useAttempt } from "@/components/ui/useAttempt";
import { useRenewalNav } from "./useRenewalNav";
import styles from "../Flow.module.css";

/**
 * /refidelizacao/ofertas/: offers 1 and 2 of the renewal request as cards; choosing one sends
 * PATCH renewalBaseUser/{id} (the chosen offer in its slot, the other null) and goes to the
 * confirmation.
 */
export function RenewalOffersStep({ addon, route }: ScreenProps) {
  const { go, ready } = useRenewalNav(addon, route.key, (s) => Boolean(s.requestId && s.offers.length));
  const offers = useRenewalStore((s) => s.offers);
  const userData = useRenewalStore((s) => s.userData);
  const chosen = useRenewalStore((s) => s.chosen);
  const attempt = useAttempt();
  const [pending, setPending] = useState<number | null>(null);

  const choose = (index: number) => {
    setPending(index);
    void attempt.attempt(async () => {
      const { requestId } = useRenewalStore.getState();
      if (!requestId) return { kind: "rejected", message: "Sua consulta expirou. Informe o CPF de novo.", retryable: false };
      const result = await api.renewalChoose(requestId, { id_renewal_base_user: requestId, ...renewalOffers(offers, index) });
      if (!result.ok) return result.error;
      useRenewalStore.getState().chose(index);
      go(STEP.refidelizacaoConfirmacao);
      return null;
    });
  };

  const name = userData?.name?.trim();
  return (
    <ScreenFrame
      title={route.heading}
      screen={route.key}
      intro={<p>{name ? `Olá, ${name}! ` : ""}Escolha a oferta que você prefere para renovar o seu plano.</p>}
    >
      {!ready ? (
        <Spinner />
      ) : (
        <>
          <ul className={styles.offers}>
            {offers.map((plan, index) => (
              <OfferCard key={plan.id} plan={plan} headingId={`offer-${index + 1}`} selected={chosen === index}>
                <Button
                  type="button"
                  variant={index === 0 ? "primary" : "secondary"}
                  fullWidth
                  state={attempt.busy && pending === index ? "loading" : "default"}
                  disabled={attempt.busy}
                  aria-describedby={`offer-${index + 1}`}
                  onClick={() => choose(index)}
                >
                  Escolher esta oferta
                </Button>
              </OfferCard>
            ))}
          </ul>
          {attempt.error && (
            <FormAlert message={attempt.error.message} onRetry={attempt.error.retryable ? attempt.retry : undefined} retrying={attempt.busy} />
          )}
        </>
      )}
    </ScreenFrame>
  );
}
