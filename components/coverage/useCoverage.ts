"use client";

import { useCallback, useSyncExternalStore } from "react";
import { useStepNav } from "@/components/navigation/useStepNav";
import { usePurchase, usePurchaseStore } from "@/components/providers/StoreProvider";
import type { Addon } from "@/lib/addons";
import { carriedQuery, currentSearch } from "@/lib/routing/query";

/** The query the coverage pages carry (lib/routing/query), with `extra` set on top. */
export const coverageQuery = (extra?: Record<string, string>): string => carriedQuery("coverage", currentSearch(), extra);

/**
 * What the coverage pages share: the purchase store once it has been read back from
 * sessionStorage (so a reload keeps the CEP and the address), and navigation within the addon
 * that keeps the tracking query (components/navigation/useStepNav).
 */
export function useCoverage(addon: Addon) {
  const { router, href, go } = useStepNav(addon, "coverage");
  const store = usePurchaseStore();
  const state = usePurchase((s) => s);
  const hydrated = useSyncExternalStore(
    useCallback((notify: () => void) => store.persist.onFinishHydration(notify), [store]),
    () => store.persist.hasHydrated(),
    () => false,
  );

  return { store, state, hydrated, href, go, router };
}

export type Coverage = ReturnType<typeof useCoverage>;
