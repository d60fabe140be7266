"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False on the server and in the hydration render, true afterwards: for in-memory state. */
export function useMounted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
