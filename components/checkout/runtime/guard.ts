import type { Addon } from "@/lib/addons";
import { flowContext } from "@/lib/funnel/context";
import { guardRedirect } from "@/lib/funnel/guard";
import type { StepKey } from "@/lib/funnel/steps";
import type { PurchaseState } from "@/lib/store/purchase";
import { parseLastOrder, readLastOrderRaw } from "../order/lastOrder";

/**
 * The step guard (lib/funnel/guard) with what only the browser knows: whether this tab placed an
 * order (the last order kept for the order page). Answers the step to go to instead, or null
 * where the visitor may stay.
 */
export function stepRedirect(routeKey: string, addon: Addon, state: Readonly<PurchaseState>): StepKey | null {
  const redirect = guardRedirect(routeKey, state, flowContext(addon, state), Boolean(parseLastOrder(readLastOrderRaw())));
  return redirect !== null && redirect !== routeKey ? redirect : null;
}
