"use client";

import type { ScreenProps } from "@/lib/routing";
import { useEffect } from "react";
import { Button } from "@/components/ui/Button";
import { STEP } from "@/lib/funnel/steps";
import { StepFrame } from "../StepFrame";
import { useCheckout } from "../useCheckout";
import { PlanCard } from "../order/PlanCard";
import { RentaLookup } from "../order/RentaLookup";
import styles from "../steps.module.css";

/**
 * /checkout/carrinho/: the selected plan and its price. "Continuar" starts the order at
 * checkout/cep, or resumes one under way (the summary's guard sends the visitor to the first step
 * not done); "Trocar plano" goes to checkout/planos. Without a plan: checkout/planos. Before an
 * order exists, a customer of the operator can start it from their mobile number (RentaLookup).
 */
export function CartStep({ addon, route }: ScreenProps) {
  const checkout = useCheckout(addon, route.key);
  const { ready, state, go, next, href } = checkout;
  const plan = state.planoSelected;

  useEffect(() => {
    if (ready && !plan) go(STEP.checkoutPlanos, true);
  }, [ready, plan, go]);

  return (
    <StepFrame checkout={checkout} title={route.heading}>
      {plan && (
        <>
          <div className={styles.plan}>
            <PlanCard plan={plan} headingLevel={2} />
          </div>
          <div className={styles.actions}>
            <Button variant="primary" onClick={() => (state.leadId ? go(STEP.checkoutConfirmacao) : next())}>
              Continuar
            </Button>
            <Button variant="secondary" href={href(STEP.checkoutPlanos)}>
              Trocar plano
            </Button>
          </div>
          {!state.leadId && <RentaLookup checkout={checkout} plan={plan} />}
        </>
      )}
    </StepFrame>
  );
}
