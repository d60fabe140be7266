"use client";

import { useEffect, useState } from "react";
import { usePurchaseStore } from "@/components/providers/StoreProvider";
import { Button } from "@/components/ui/Button";
import { ScreenFrame } from "@/components/ui/ScreenFrame";
import { getAddon, type Addon } from "@/lib/addons";
import { STEP } from "@/lib/funnel/steps";
import { pathFor, type ScreenProps } from "@/lib/routing";
import { coverageQuery } from "./useCoverage";
import styles from "./Coverage.module.css";

/** The TIM mobile plans a fibre customer can pair with (funnel §7: each addon sends its bonus plan id). */
export const MOBILE_PLAN_ADDONS = [
  { id: "timcontrole", name: "TIM Controle", text: "Para quem quer conta fixa todo mês e controle do consumo." },
  { id: "timblack", name: "TIM Black", text: "Pós-pago com mais internet e benefícios." },
  { id: "timpre", name: "TIM Pré", text: "Recarregue quando quiser, sem conta mensal." },
] as const;

/** The funnel entry of a mobile plan: its addon's checkout with the fibre plan chosen, or its plan list. */
export function mobilePlanHref(target: Addon, sku: string | null): string {
  if (!sku) return `${pathFor(target.id, "")}#planos`;
  return `${pathFor(target.id, STEP.checkoutCep)}${coverageQuery({ s: sku })}`;
}

/**
 * /selecao-plano-movel/ (mobile-plan layout): which TIM mobile plan the visitor has. The choice
 * becomes the addon of the rest of the funnel (timcontrole, timblack, timpre: their bonus plan id
 * goes with the lead), kept in the store as addonSelComp; the fibre plan (?s= or the one in the
 * store) travels along to {addon}/checkout/cep/?s=.
 */
export function MobilePlanScreen({ route }: ScreenProps) {
  const store = usePurchaseStore();
  const [sku, setSku] = useState<string | null>(null);
  useEffect(() => {
    const fromQuery = new URLSearchParams(window.location.search).get("s");
    const apply = () => setSku(fromQuery || store.getState().planoSelected?.sku || null);
    if (store.persist.hasHydrated()) apply();
    else return store.persist.onFinishHydration(apply);
  }, [store]);

  return (
    <ScreenFrame screen={route.key} title={route.heading} intro={<p>Cliente TIM ganha bônus de internet no celular ao assinar a TIM Ultrafibra. Qual é o seu plano?</p>}>
      <ul className={styles.choices} aria-label="Planos móveis TIM">
        {MOBILE_PLAN_ADDONS.map((choice) => {
          const target = getAddon(choice.id);
          const headingId = `mobile-${choice.id}`;
          return (
            <li key={choice.id} className={styles.plan}>
              <h2 id={headingId} className={styles.planName}>
                {choice.name}
              </h2>
              <p className={styles.small}>{choice.text}</p>
              {target.mobileBonusText && <p className={styles.address}>Bônus: {target.mobileBonusText}</p>}
              <Button
                href={mobilePlanHref(target, sku)}
                onClick={() => store.getState().update({ addonSelComp: target.id })}
                aria-describedby={headingId}
                fullWidth
              >
                Tenho {choice.name}
              </Button>
            </li>
          );
        })}
      </ul>
    </ScreenFrame>
  );
}
