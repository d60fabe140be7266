"use client";

import type { Addon } from "@/lib/addons";
import type { Plan } from "@/lib/api/contract";
import { STEP } from "@/lib/funnel/steps";
import { planLabel } from "@/lib/plans/badges";
import { trackPlanToCart } from "@/lib/tracking";
import { CoveragePlanCard } from "./CoveragePlanCard";
import type { Coverage } from "./useCoverage";
import styles from "./Coverage.module.css";

/**
 * The plans the coverage check found at the address, as cards in the landing's order
 * (coveragePlans) with the landing's badges (planLabel). A card selects its plan in the
 * store and enters the checkout at verificando-disponibilidade with ?s={sku}: the address is
 * already known, and that step creates the lead.
 */
export function CoveragePlanList({ addon, plans, coverage }: { addon: Addon; plans: readonly Plan[]; coverage: Pick<Coverage, "href" | "store"> }) {
  return (
    <ul className={styles.plans} aria-label="Planos disponíveis">
      {plans.map((plan) => (
        <CoveragePlanCard
          key={plan.id}
          plan={plan}
          label={planLabel(plan, plans, addon)}
          mobileBonusText={addon.mobileBonusText}
          href={coverage.href(STEP.checkoutVerificandoDisponibilidade, { s: plan.sku })}
          onChoose={() => {
            coverage.store.getState().selectPlan(plan);
            // The plan joins the order here (marketing §7): the checkout finds it already chosen.
            trackPlanToCart(plan);
          }}
        />
      ))}
    </ul>
  );
}
