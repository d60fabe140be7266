import type { Addon } from "@/lib/addons";
import { funnelContext } from "@/lib/funnel/context";
import { guardRedirect } from "@/lib/funnel/guard";
import type { Home, StepKey } from "@/lib/funnel/steps";
import type { PurchaseState } from "@/lib/store/purchase";
import { parseLastOrder, readLastOrderRaw } from "../order/lastOrder";

/** Whether this tab has placed an order and emptied the store since (the order page keeps it). */
export function placedOrderShown(state: Readonly<PurchaseState>): boolean {
  return !state.planoSelected && Boolean(parseLastOrder(readLastOrderRaw()));
}

/**
 * The step guard (lib/funnel/guard) with what only the browser knows: whether this tab placed an
 * order (the last order kept for the order page). Answers the step to go to instead (HOME: out of
 * the funnel), or null where the visitor may stay.
 */
export function stepRedirect(routeKey: string, addon: Addon, state: Readonly<PurchaseState>): StepKey | Home | null {
  const redirect = guardRedirect(routeKey, state, funnelContext(addon, state), Boolean(parseLastOrder(readLastOrderRaw())));
  return redirect !== null && redirect !== routeKey ? redirect : null;
}
