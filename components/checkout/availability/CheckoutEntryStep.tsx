"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { Spinner } from "@/components/ui/Spinner";
import { funnelContext } from "@/lib/funnel/context";
import { nextStep } from "@/lib/funnel/checkout-path";
import { STEP } from "@/lib/funnel/steps";
import { pathFor, type ScreenProps } from "@/lib/routing";
import { StepFrame } from "../StepFrame";
import { useCheckout } from "../useCheckout";

/**
 * /checkout/: the entry of a plan link (?s=, ?id=, ?dl=…). The runtime reads the plan request and
 * selects the plan; with a plan the visitor goes on to checkout/cep with the query as it came
 * (so the CEP step and its tracking see the same request); without one, to checkout/planos.
 * An addon whose plan list is empty sends the visitor home (runtime, funnel §2).
 */
export function CheckoutEntryStep({ addon, route }: ScreenProps) {
  const checkout = useCheckout(addon, route.key);
  const router = useRouter();
  const { ready, store, go } = checkout;

  useEffect(() => {
    if (!ready) return;
    const s = store.getState();
    // Not checkout.next(): the query goes on as it came, plan request included.
    if (s.planoSelected) router.replace(`${pathFor(addon.id, nextStep(route.key, funnelContext(addon, s)))}${window.location.search}`);
    else go(STEP.checkoutPlanos, true);
  }, [ready, store, router, go, addon, route.key]);

  return (
    <StepFrame checkout={checkout} title={route.heading} intro={<p>Estamos preparando o seu pedido.</p>}>
      <Spinner />
    </StepFrame>
  );
}
