"use client";

import { useMemo } from "react";
import { usePurchase, usePurchaseStore } from "@/components/providers/StoreProvider";
import { useAttempt } from "@/components/ui/useAttempt";
import type { Addon } from "@/lib/addons";
import { funnelContext } from "@/lib/funnel/context";
import { useCheckoutNav } from "./runtime/useCheckoutNav";
import { useOrderPlanChange } from "./runtime/useOrderPlanChange";
import { useStepOpening } from "./runtime/useStepOpening";
import { useStepSave } from "./runtime/useStepSave";

/**
 * The runtime every checkout step shares, one hook per concern (components/checkout/runtime):
 * where to go (useCheckoutNav), opening the step — hydrate, restore, plan request, guard
 * (useStepOpening) —, changing the order's plan (useOrderPlanChange) and saving a step
 * (useStepSave). busy / error / "Tentar novamente" of the step's calls come from useAttempt.
 */
export function useCheckout(addon: Addon, routeKey: string) {
  const store = usePurchaseStore();
  const state = usePurchase((s) => s);
  const { busy, error, attempt, retry } = useAttempt();
  const nav = useCheckoutNav(addon, routeKey, store);
  const changeOrderPlan = useOrderPlanChange(addon, store, nav.go);
  const { phase, openError, reopen } = useStepOpening({ addon, routeKey, store, nav, attempt, changeOrderPlan });
  const save = useStepSave(store, attempt, nav);
  const ctx = useMemo(() => funnelContext(addon, state), [addon, state]);
  return {
    addon,
    routeKey,
    state,
    store,
    phase,
    ready: phase === "ready",
    error: openError ?? error,
    busy,
    retry: openError ? reopen : retry,
    attempt,
    save,
    go: nav.go,
    next: nav.next,
    href: nav.href,
    ctx,
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
