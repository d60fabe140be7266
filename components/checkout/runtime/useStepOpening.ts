"use client";

import { useCallback, useEffect, useState } from "react";
import type { Attempt } from "@/components/ui/useAttempt";
import type { Addon } from "@/lib/addons";
import type { ApiError } from "@/lib/api";
import type { Plan } from "@/lib/api/contract";
import { needsRestore } from "@/lib/funnel/restore";
import { HOME, STEP } from "@/lib/funnel/steps";
import { addonPrefix } from "@/lib/addons";
import { carryTyping } from "@/lib/device/carriedTyping";
import { namesPlan, orderPrice, parsePlanRequest } from "@/lib/plans";
import type { PurchaseStoreApi } from "@/lib/store/purchase";
import { trackStepView } from "@/lib/tracking";
import { addonCatalogue } from "./catalogue";
import { placedOrderShown, stepRedirect } from "./guard";
import { hydrateStore } from "./hydrate";
import { leaveFunnel } from "./leaveFunnel";
import { applyPlanRequest } from "./planRequest";
import { restoreOrder } from "./restore";
import type { CheckoutNav } from "./useCheckoutNav";
import type { useOrderPlanChange } from "./useOrderPlanChange";

export type Phase = "loading" | "ready";

interface OpeningDeps {
  addon: Addon;
  routeKey: string;
  store: PurchaseStoreApi;
  nav: Pick<CheckoutNav, "router" | "go" | "choosePlanHref">;
  attempt: Attempt["attempt"];
  changeOrderPlan: ReturnType<typeof useOrderPlanChange>;
}

/**
 * Opening a step: the store is hydrated, the order restored from the backend after a reload, the
 * link's plan request applied, the step guard consulted; then the step is ready and viewed. One
 * effect runs them in this order because the order is the rule: the lead's plan must not
 * overwrite the plan the visitor has just asked for (restore, then plan request), and the guard
 * judges the order as those two left it. Each concern is its own module (hydrate, restore,
 * planRequest, guard). The addon's plan list, needed by restore and plan request, is read once.
 */
export function useStepOpening({ addon, routeKey, store, nav, attempt, changeOrderPlan }: OpeningDeps) {
  const { router, go, choosePlanHref } = nav;
  const [phase, setPhase] = useState<Phase>("loading");
  // The addon's plan list could not be read as the step opened (funnel §8's transport message):
  // shown in place of the step with its retry, which runs the opening again (`opening`).
  const [openError, setOpenError] = useState<ApiError | null>(null);
  const [opening, setOpening] = useState(0);
  const reopen = useCallback(() => {
    setOpenError(null);
    setOpening((n) => n + 1);
  }, []);

  useEffect(() => {
    let cancelled = false;
    const live = () => !cancelled;
    (async () => {
      await hydrateStore(store);
      const request = parsePlanRequest(new URLSearchParams(window.location.search));
      const wantsPlan = namesPlan(request);
      let plans: Plan[] = [];
      if (wantsPlan || !store.getState().planoSelected || needsRestore(store.getState())) {
        const catalogue = await addonCatalogue(addon);
        if (cancelled) return;
        // A list that could not be read is not an empty one: the step says why and offers the
        // retry (funnel §8), rather than sending the visitor home as if the offer had no plans.
        if (!catalogue.ok) return setOpenError(catalogue.error);
        plans = catalogue.data;
      }
      if (cancelled) return;
      await restoreOrder(store, plans, live);
      if (cancelled) return;
      let orderPlanChange: Plan | null = null;
      if (wantsPlan) {
        const step = applyPlanRequest(store, plans, request, routeKey);
        if (step.kind === "home") return router.replace(`${addonPrefix(addon)}/`);
        if (step.kind === "choose") return router.replace(choosePlanHref(step.code, step.criteria));
        orderPlanChange = step.change;
      }
      const s = store.getState();
      const redirect = stepRedirect(routeKey, addon, s);
      if (redirect === HOME) return leaveFunnel(addon, () => go(HOME, true));
      if (redirect !== null) {
        // The step's form was usable while it opened: what was typed goes along.
        carryTyping(document.querySelector<HTMLFormElement>("main form[data-opening]"));
        return go(redirect, true);
      }
      setPhase("ready");
      // The order's plan changes with the step on screen, its busy state and retry included. The
      // entry (/checkout/) hands the request on to the CEP step, which makes the change.
      if (orderPlanChange && routeKey !== STEP.checkout) void attempt(changeOrderPlan(orderPlanChange, routeKey));
      // A placed order's read-only summary is not a step of a new visit to the funnel.
      if (placedOrderShown(s)) return;
      const plan = s.planoSelected;
      // The price the order has now: without direct debit once the visitor declined it.
      trackStepView(routeKey, { sku: plan?.sku, plan: plan?.plan, price: plan ? orderPrice(plan, s) : undefined, name: s.name, phone: s.phone, email: s.email });
    })();
    return () => {
      cancelled = true;
    };
  }, [addon, routeKey, store, router, go, choosePlanHref, attempt, changeOrderPlan, opening]);

  return { phase, openError, reopen };
}
