"use client";

import type { ScreenProps } from "@/lib/routing";
import { AddressSummary } from "@/components/address/AddressSummary";
import { LabelledSection } from "@/components/ui/LabelledSection";
import { ScreenFrame } from "@/components/ui/ScreenFrame";
import Link from "@/components/ui/SiteLink";
import { Spinner } from "@/components/ui/Spinner";
import { STEP } from "@/lib/funnel/steps";
import { CallbackForm } from "../contact/CallbackForm";
import { CoveragePlanList } from "./CoveragePlanList";
import { useCoverage } from "./useCoverage";
import styles from "./Coverage.module.css";

/**
 * /consultar-cobertura/oferta-indisponivel/ (content not shown in the spec; ours): the plan the
 * visitor wanted is not sold at the address. Shows the plans that are (offerPlans of the store,
 * from the coverage check), each into the checkout, and a callback request.
 */
export function OfferUnavailableScreen({ addon, route }: ScreenProps) {
  const coverage = useCoverage(addon);
  const { state, hydrated, href } = coverage;
  const plans = state.offerPlans;
  return (
    <ScreenFrame
      screen={route.key}
      title={route.heading}
      intro={
        <>
          <p>O plano que você escolheu ainda não está disponível neste endereço, mas a fibra da TIM chega até você.</p>
          {hydrated && <AddressSummary state={state} />}
        </>
      }
    >
      {!hydrated ? (
        <Spinner />
      ) : (
        <>
          {plans.length > 0 ? (
            <LabelledSection
              headingId="available-heading"
              title="Planos disponíveis no seu endereço"
              className={styles.section}
              titleClassName={styles.sectionTitle}
            >
              <CoveragePlanList addon={addon} plans={plans} coverage={coverage} />
            </LabelledSection>
          ) : (
            <p>
              <Link href={href(STEP.consultarCoberturaCep)}>Consulte seu CEP</Link> para ver os planos disponíveis no seu endereço.
            </p>
          )}
          <div className={styles.card}>
            <h2 className={styles.cardTitle}>Quer ajuda para escolher?</h2>
            <p>Deixe seu telefone e um consultor liga para você.</p>
            <CallbackForm />
          </div>
        </>
      )}
    </ScreenFrame>
  );
}
