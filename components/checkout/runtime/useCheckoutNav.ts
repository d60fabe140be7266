"use client";

import { useCallback } from "react";
import { useStepNav } from "@/components/navigation/useStepNav";
import type { Addon } from "@/lib/addons";
import { funnelContext } from "@/lib/funnel/context";
import { nextStep } from "@/lib/funnel/checkout-path";
import { STEP } from "@/lib/funnel/steps";
import { PLAN_NOTICE_PARAM, type PlanNoticeCode } from "@/lib/plans";
import type { RouteKey } from "@/lib/routing";
import type { PurchaseStoreApi } from "@/lib/store/purchase";

/**
 * Where a step sends the visitor: links and moves along lib/funnel's path, the query strings other
 * than the plan request (utm_*, gclid…) travelling along; nothing personal is ever put in a URL.
 */
export function useCheckoutNav(addon: Addon, routeKey: string, store: PurchaseStoreApi) {
  // The checkout's query (lib/routing/query): tracking and campaign parameters, never the plan request or ids.
  const { router, href, go: goTo } = useStepNav(addon, "checkout");
  /**
   * /checkout/planos/ of this addon, saying why the visitor has to choose (lib/plans/notice), with
   * the link's speed and subscription criteria when they match several plans: the list shows those
   * (lib/plans/choice-list). The only plan request a checkout address carries.
   */
  const choosePlanHref = useCallback(
    (code: PlanNoticeCode, criteria = "") => {
      const target = href(STEP.checkoutPlanos, { [PLAN_NOTICE_PARAM]: code });
      return criteria ? `${target}&${criteria}` : target;
    },
    [href],
  );
  const go = useCallback((key: RouteKey | "", replace = false) => goTo(key, { replace }), [goTo]);
  /** On to this step's next step in the table (its row's `next`, with the order as it is now). */
  const next = useCallback(
    (replace = false) => go(nextStep(routeKey, funnelContext(addon, store.getState())), replace),
    [go, routeKey, addon, store],
  );
  return { router, href, choosePlanHref, go, next };
}

export type CheckoutNav = ReturnType<typeof useCheckoutNav>;
