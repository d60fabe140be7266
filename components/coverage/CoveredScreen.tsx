"use client";

import type { ScreenProps } from "@/lib/routing";
import { AddressSummary } from "@/components/address/AddressSummary";
import { ScreenFrame } from "@/components/ui/ScreenFrame";
import Link from "@/components/ui/SiteLink";
import { STEP } from "@/lib/funnel/steps";
import { CallbackForm } from "../contact/CallbackForm";
import { useCoverage } from "./useCoverage";
import styles from "./Coverage.module.css";

/**
 * /consultar-cobertura/com-cobertura/ (receive-call layout): the good news, and a callback so a
 * consultant finishes the sale by phone; the plans at the address stay one link away.
 */
export function CoveredScreen({ addon, route }: ScreenProps) {
  const { state, hydrated, href } = useCoverage(addon);
  return (
    <ScreenFrame
      screen={route.key}
      title={route.heading}
      intro={
        <>
          <p>Boa notícia: a fibra da TIM Ultrafibra chega ao seu endereço.</p>
          {hydrated && <AddressSummary state={state} />}
        </>
      }
    >
      <div className={styles.card}>
        <h2 className={styles.cardTitle}>Quer contratar com a ajuda de um consultor?</h2>
        <p>Deixe seu telefone e ligamos para você para escolher o plano e agendar a instalação.</p>
        <CallbackForm />
      </div>
      {hydrated && state.offerPlans.length > 0 && (
        <p>
          Prefere contratar on-line? <Link href={href(STEP.consultarCoberturaPlanos)}>Ver os planos disponíveis</Link>
        </p>
      )}
    </ScreenFrame>
  );
}
