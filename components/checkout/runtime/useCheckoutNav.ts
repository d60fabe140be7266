"use client";

import { useRouter } from "next/navigation";
import { useCallback } from "react";
import type { Addon } from "@/lib/addons";
import { flowContext } from "@/lib/funnel/context";
import { nextStep } from "@/lib/funnel/flow";
import { STEP } from "@/lib/funnel/steps";
import { PLAN_NOTICE_PARAM, type PlanNoticeCode } from "@/lib/plans";
import { pathFor, type RouteKey } from "@/lib/routing";
import { carriedQuery, currentSearch } from "@/lib/routing/query";
import type { PurchaseStoreApi } from "@/lib/store/purchase";

/** The query to carry (lib/routing/query): tracking and campaign parameters, never the plan request or ids. */
const carried = () => carriedQuery("checkout", currentSearch());

/**
 * Where a step sends the visitor: links and moves along lib/funnel's path, the query strings other
 * than the plan request (utm_*, gclid…) travelling along; nothing personal is ever put in a URL.
 */
export function useCheckoutNav(addon: Addon, routeKey: string, store: PurchaseStoreApi) {
  const router = useRouter();
  const href = useCallback((key: RouteKey | "") => `${pathFor(addon.id, key)}${carried()}`, [addon.id]);
  /** /checkout/planos/ of this addon, saying why the visitor has to choose (lib/plans/notice). */
  const choosePlanHref = useCallback(
    (code: PlanNoticeCode) => {
      const query = new URLSearchParams(carried());
      query.set(PLAN_NOTICE_PARAM, code);
      return `${pathFor(addon.id, STEP.checkoutPlanos)}?${query.toString()}`;
    },
    [addon.id],
  );
  const go = useCallback((key: RouteKey | "", replace = false) => (replace ? router.replace(href(key)) : router.push(href(key))), [router, href]);
  /** On to this step's next step in the table (its row's `next`, with the order as it is now). */
  const next = useCallback(
    (replace = false) => go(nextStep(routeKey, flowContext(addon, store.getState())), replace),
    [go, routeKey, addon, store],
  );
  return { router, href, choosePlanHref, go, next };
}

export type CheckoutNav = ReturnType<typeof useCheckoutNav>;
