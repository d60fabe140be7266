"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/Button";
import { FormAlert } from "@/components/ui/FormAlert";
import { STEP } from "@/lib/funnel/steps";
import { api, cpfLookupPayload } from "@/lib/api";
import { pathFor, type ScreenProps } from "@/lib/routing";
import { CpfForm } from "../CpfForm";
import { useRenewalStore } from "@/lib/store/renewal";
import { originLabel } from "@/lib/visit/origin";
import { ScreenFrame } from "@/components/ui/ScreenFrame";
import { useAttempt } from "@/components/ui/useAttempt";
import { useRenewalNav } from "./useRenewalNav";
import styles from "../Flow.module.css";

/** What a customer without renewal offers can do next: be called back, or see the plans. */
export function NoOffers({ addonId, what }: { addonId: string; what: string }) {
  return (
    <div className={styles.summary} data-testid="no-offers">
      <FormAlert tone="info" message={`Não encontramos ${what} para este CPF no momento.`} />
      <p>
        Isso acontece quando o contrato ainda não está no período de renovação ou quando já existe um pedido em
        andamento. Nossa equipe pode verificar com você, ou você pode conhecer os planos da TIM Ultrafibra.
      </p>
      <div className={styles.actions}>
        <Button href={pathFor(addonId, "receber-ligacao")} variant="primary">
          Quero receber uma ligação
        </Button>
        <Button href={`${pathFor(addonId, "")}#planos`} variant="secondary">
          Ver os planos
        </Button>
      </div>
    </div>
  );
}

/**
 * /refidelizacao/consulta-cpf/: the customer's CPF (check digits in the browser) → POST
 * renewalBaseUser/documentNumber with the tracking of the landing URL, the user agent and the
 * origin label → the offers page, or a clear "no offers" answer with a way forward.
 */
export function RenewalCpfStep({ addon, route }: ScreenProps) {
  const attempt = useAttempt();
  const { go } = useRenewalNav(addon, route.key);
  const [noOffers, setNoOffers] = useState(false);
  // A later page found the (in-memory) flow empty after a reload and sent the visitor here.
  const [expired] = useState(() => useRenewalStore.getState().expired);
  useEffect(() => useRenewalStore.getState().reset(), []);

  const onCpf = async (cpf: string) => {
    setNoOffers(false);
    await attempt.attempt(async () => {
      const result = await api.renewalLookup(cpfLookupPayload(cpf, new URLSearchParams(window.location.search), originLabel()));
      if (!result.ok) return result.error;
      const offers = (result.data.plansOffers ?? []).slice(0, 2);
      const id = result.data.id_renewal_request;
      if (!offers.length || id === undefined || id === null) {
        setNoOffers(true);
        return null;
      }
      useRenewalStore.getState().lookedUp(String(id), offers, result.data.userData ?? null);
      go(STEP.refidelizacaoOfertas);
      return null;
    });
  };

  return (
    <ScreenFrame
      title={route.heading}
      screen={route.key}
      intro={<p>Cliente TIM Ultrafibra: informe o CPF do titular para ver as ofertas de renovação do seu plano.</p>}
    >
      {expired && (
        <FormAlert
          tone="info"
          message="Por segurança, suas ofertas não ficam guardadas no navegador. Informe o CPF de novo para vê-las."
        />
      )}
      <CpfForm attempt={attempt} onCpf={onCpf} />
      {noOffers && <NoOffers addonId={addon.id} what="ofertas de renovação" />}
      <p className={styles.cardSubtitle}>
        Ainda não é cliente? <a href={`${pathFor(addon.id, "")}#planos`}>Conheça os planos</a>.
      </p>
    </ScreenFrame>
  );
}
