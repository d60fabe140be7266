"use client";

import { useRouter } from "next/navigation";
import { useCallback } from "react";
import type { Addon } from "@/lib/addons";
import { pathFor, type RouteKey } from "@/lib/routing";
import { carriedQuery, currentSearch, type QueryScope } from "@/lib/routing/query";

/**
 * The one navigation runtime of the step pages (checkout, coverage, renewal): a route key of the
 * step table becomes this addon's address with the query `scope` carries (lib/routing/query:
 * tracking and campaign parameters, never anything the visitor typed), pushed or replaced on the
 * router. Each flow adds its own rules on top (the checkout's next step, the renewal's guard).
 */
export function useStepNav(addon: Addon, scope: QueryScope) {
  const router = useRouter();
  const href = useCallback(
    (key: RouteKey | "", extra?: Readonly<Record<string, string>>) => `${pathFor(addon.id, key)}${carriedQuery(scope, currentSearch(), extra)}`,
    [addon.id, scope],
  );
  const go = useCallback(
    (key: RouteKey | "", { replace = false, extra }: { replace?: boolean; extra?: Readonly<Record<string, string>> } = {}) => {
      const target = href(key, extra);
      if (replace) router.replace(target);
      else router.push(target);
    },
    [router, href],
  );
  return { router, href, go };
}
