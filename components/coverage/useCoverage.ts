"use client";

import { useRouter } from "next/navigation";
import { useCallback, useSyncExternalStore } from "react";
import { usePurchase, usePurchaseStore } from "@/components/providers/StoreProvider";
import type { Addon } from "@/lib/addons";
import { pathFor, type RouteKey } from "@/lib/routing";
import { carriedQuery, currentSearch } from "@/lib/routing/query";

/** The query the coverage pages carry (lib/routing/query), with `extra` set on top. */
export const coverageQuery = (extra?: Record<string, string>): string => carriedQuery("coverage", currentSearch(), extra);

/**
 * What the coverage pages share: the purchase store once it has been read back from
 * sessionStorage (so a reload keeps the CEP and the address), and navigation within the addon
 * that keeps the tracking query.
 */
export function useCoverage(addon: Addon) {
  const router = useRouter();
  const store = usePurchaseStore();
  const state = usePurchase((s) => s);
  const hydrated = useSyncExternalStore(
    useCallback((notify: () => void) => store.persist.onFinishHydration(notify), [store]),
    () => store.persist.hasHydrated(),
    () => false,
  );

  const href = useCallback((key: RouteKey | "", extra?: Record<string, string>) => `${pathFor(addon.id, key)}${coverageQuery(extra)}`, [addon.id]);
  const go = useCallback(
    (key: RouteKey | "", options: { replace?: boolean; extra?: Record<string, string> } = {}) => {
      const target = href(key, options.extra);
      if (options.replace) router.replace(target);
      else router.push(target);
    },
    [router, href],
  );

  return { store, state, hydrated, href, go, router };
}

export type Coverage = ReturnType<typeof useCoverage>;
