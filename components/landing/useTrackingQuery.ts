"use client";

import { useSyncExternalStore } from "react";
import { trackingQuery } from "@/lib/plans/request";
import { visitTracking } from "@/lib/visit/storage";

const noSubscription = () => () => {};

/**
 * The visit's tracking parameters (utm_*, gclid, …) as a query part: the address bar's, else the
 * ones the visit arrived with (lib/visit), read on the client: pages are static, so the server never sees the query (docs/architecture.md "How a request travels").
 * "" on the server and in the first render, so hydration matches.
 */
export function useTrackingQuery(): string {
  return useSyncExternalStore(
    noSubscription,
    () => trackingQuery(visitTracking()),
    () => "",
  );
}
