"use client";

import type { ScreenProps } from "@/lib/routing";
import { useEffect, useState } from "react";
import { Button, cx } from "@/components/ui/Button";
import { api, type ApiError } from "@/lib/api";
import type { Plan } from "@/lib/api/contract";
import { parsePlanRequest, planChoiceList, planNotice } from "@/lib/plans";
import { trackPlanToCart } from "@/lib/tracking";
import { STEP } from "@/lib/funnel/steps";
import { StepFrame } from "../StepFrame";
import { useCheckout } from "../useCheckout";
import { PlanCard } from "../order/PlanCard";
import styles from "../steps.module.css";

const label = (chosen: boolean) => (chosen ? "Continuar com este plano" : "Escolher este plano");

/**
 * /checkout/planos/: the addon's plans (GET plans?addon=, with the landing's filters, renames and
 * order), or the plans a link matched when it matched several, the default among them preselected
 * (lib/plans/choice-list: shown chosen in advance; the order takes a plan only when the visitor
 * presses its button). Choosing one selects it (addToShoppingCart) and goes to checkout/cep; with an order
 * already under way the lead's plan is changed (PATCH lead-v2/{id}/plan) and the visitor goes
 * back to the summary, which sends them to the first step the new plan still needs (installation
 * dates, for one). An empty list sends the visitor to the addon home (funnel §2). When the
 * checkout sent the visitor here because the link's plan is not sold by this addon, the page says
 * so first (lib/plans/notice).
 */
export function PlansStep({ addon, route }: ScreenProps) {
  const checkout = useCheckout(addon, route.key);
  const { ready, attempt, state, go } = checkout;
  const [plans, setPlans] = useState<Plan[] | null>(null);
  const [preselected, setPreselected] = useState<Plan | null>(null);
  const [choosing, setChoosing] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!ready) return;
    void attempt(async (): Promise<ApiError | null> => {
      const result = await api.plans(addon.apiAlias ?? undefined);
      if (!result.ok) return result.error;
      const list = planChoiceList(result.data.plans ?? [], addon, parsePlanRequest(window.location.search));
      if (!list.plans.length) {
        go("", true);
        return null;
      }
      setPlans(list.plans);
      setPreselected(list.preselected);
      // The reason is in the query, not in the prerendered HTML: shown with the list it explains.
      setNotice(planNotice(window.location.search));
      return null;
    });
  }, [ready, attempt, addon, go]);

  const choose = async (plan: Plan) => {
    setChoosing(plan.id);
    trackPlanToCart(plan);
    const s = checkout.store.getState();
    if (s.leadId) {
      const changed = s.planoSelected?.id !== plan.id;
      await checkout.save({ planoSelected: plan }, changed ? "plan" : undefined, undefined, STEP.checkoutConfirmacao);
    } else {
      await checkout.save({ planoSelected: plan });
    }
    setChoosing(null);
  };

  return (
    <StepFrame checkout={checkout} title={route.heading} intro={
        <>
          {notice && (
            <p className={styles.notice} role="status" data-testid="plan-notice">
              {notice}
            </p>
          )}
          <p>Escolha o plano de internet fibra que você quer contratar.</p>
        </>
      }
    >
      {plans && (
        <ul className={styles.plans} aria-label="Planos disponíveis">
          {plans.map((plan) => {
            const current = state.planoSelected?.id === plan.id;
            // The default of a link's matches, while the order holds none of the listed plans.
            const suggested = !current && plan.id === preselected?.id && !plans.some((p) => p.id === state.planoSelected?.id);
            const chosen = current || suggested;
            return (
              <li key={plan.id} className={cx(styles.plan, chosen && styles.planCurrent)} data-preselected={suggested || undefined}>
                <PlanCard plan={plan} current={current} suggested={suggested} headingLevel={2} compact />
                <Button
                  variant={chosen ? "secondary" : "primary"}
                  state={choosing === plan.id ? "loading" : "default"}
                  aria-label={`${label(chosen)}: ${plan.plan}`}
                  onClick={() => void choose(plan)}
                >
                  {label(chosen)}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </StepFrame>
  );
}
