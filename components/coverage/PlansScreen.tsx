"use client";

import type { ScreenProps } from "@/lib/routing";
import { AddressSummary } from "@/components/address/AddressSummary";
import { ScreenFrame } from "@/components/ui/ScreenFrame";
import Link from "@/components/ui/SiteLink";
import { useEffect } from "react";
import { Spinner } from "@/components/ui/Spinner";
import { STEP } from "@/lib/funnel/steps";
import { CoveragePlanList } from "./CoveragePlanList";
import { useCoverage } from "./useCoverage";

/** /consultar-cobertura/planos/: the plans the coverage check found at the address (CoveragePlanList). */
export function PlansScreen({ addon, route }: ScreenProps) {
  const coverage = useCoverage(addon);
  const { state, hydrated, href, go } = coverage;
  const plans = state.offerPlans;

  useEffect(() => {
    if (hydrated && !plans.length) go(STEP.consultarCoberturaCep, { replace: true });
  }, [hydrated, plans.length, go]);

  return (
    <ScreenFrame
      screen={route.key}
      title={route.heading}
      intro={
        hydrated && plans.length ? (
          <>
            <p>Boa notícia: a TIM Ultrafibra chega ao seu endereço. Escolha o plano e siga para a contratação.</p>
            <AddressSummary state={state} />
          </>
        ) : undefined
      }
    >
      {!hydrated || !plans.length ? (
        <Spinner />
      ) : (
        <>
          <CoveragePlanList addon={addon} plans={plans} coverage={coverage} />
          <p>
            Prefere ajuda para escolher? <Link href={href("receber-ligacao")}>Receba uma ligação</Link> ·{" "}
            <Link href={href(STEP.consultarCoberturaCep)}>Consultar outro endereço</Link>
          </p>
        </>
      )}
    </ScreenFrame>
  );
}
