"use client";

import { useCallback, useEffect } from "react";
import { useStepNav } from "@/components/navigation/useStepNav";
import type { Addon } from "@/lib/addons";
import { renewalRedirect } from "@/lib/funnel/renewal";
import { STEP } from "@/lib/funnel/steps";
import type { RouteKey } from "@/lib/routing";
import { useMounted } from "../useMounted";
import { useRenewalStore, type RenewalState } from "@/lib/store/renewal";

export const RENEWAL_CPF = STEP.refidelizacaoConsultaCpf;

/**
 * Navigation of the renewal pages, and the guard of the later ones: the renewal store
 * (lib/store/renewal) lives in memory, so after a reload (or a link opened cold) it is empty and
 * the visitor goes back to the CPF lookup, which says why; after the renewal is confirmed, they
 * show the order (renewalRedirect).
 * `mounted` keeps the server HTML and the first browser render equal.
 */
export function useRenewalNav(addon: Addon, routeKey: string, needs?: (s: RenewalState) => boolean) {
  const mounted = useMounted();
  const { go: goTo } = useStepNav(addon, "customer-offers");
  const go = useCallback((key: RouteKey | "", replace = false) => goTo(key, { replace }), [goTo]);
  const allowed = useRenewalStore((s) => (needs ? needs(s) : true));
  // After the order this page shows the order instead (Back into the offers or the confirmation).
  const placed = renewalRedirect(routeKey, useRenewalStore((s) => Boolean(s.orderNumber)));
  useEffect(() => {
    if (!mounted) return;
    if (placed) go(placed, true);
    else if (!allowed) {
      useRenewalStore.getState().expire();
      go(RENEWAL_CPF, true);
    }
  }, [mounted, allowed, placed, go]);
  return { go, ready: mounted && allowed && !placed };
}
