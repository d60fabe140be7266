"use client";

import { AddressSummary } from "@/components/address/AddressSummary";
import { ScreenFrame } from "@/components/ui/ScreenFrame";
import Link from "@/components/ui/SiteLink";
import { useEffect } from "react";
import type { ScreenProps } from "@/components/screens/types";
import { Spinner } from "@/components/ui/Spinner";
import { CoveragePlanCard } from "./CoveragePlanCard";
import { useCoverage } from "./useCoverage";
import styles from "./Coverage.module.css";

/**
 * /consultar-cobertura/planos/: the plans the coverage check found at the address, as cards. A
 * card selects its plan in the store and enters the checkout at verificando-disponibilidade with
 * ?s={sku}: the address is already known, and that step creates the lead.
 */
export function PlansScreen({ addon, route }: ScreenProps) {
  const { state, store, hydrated, href, go } = useCoverage(addon);
  const plans = state.offerPlans;

  useEffect(() => {
    if (hydrated && !plans.length) go("consultar-cobertura/cep", { replace: true });
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
          <ul className={styles.plans} aria-label="Planos disponíveis">
            {plans.map((plan) => (
              <CoveragePlanCard
                key={plan.id}
                plan={plan}
                mobileBonusText={addon.mobileBonusText}
                href={href("checkout/verificando-disponibilidade", { s: plan.sku })}
                onChoose={() => store.getState().selectPlan(plan)}
              />
            ))}
          </ul>
          <p>
            Prefere ajuda para escolher? <Link href={href("receber-ligacao")}>Receba uma ligação</Link> ·{" "}
            <Link href={href("consultar-cobertura/cep")}>Consultar outro endereço</Link>
          </p>
        </>
      )}
    </ScreenFrame>
  );
}
