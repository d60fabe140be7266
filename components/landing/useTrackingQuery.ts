"use client";

import { useSyncExternalStore } from "react";
import { parseTracking, trackingQuery } from "@/lib/plans/request";

const noSubscription = () => () => {};

/**
 * The visit's tracking parameters (utm_*, gclid, …) as a query part, read from the address bar
 * on the client: pages are static, so the server never sees the query (ARCHITECTURE "Routing").
 * "" on the server and in the first render, so hydration matches.
 */
export function useTrackingQuery(): string {
  return useSyncExternalStore(
    noSubscription,
    () => trackingQuery(parseTracking(window.location.search)),
    () => "",
  );
}
