"use client";

import { useSyncExternalStore } from "react";

function subscribeHash(onChange: () => void): () => void {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
}

function currentHash(): string {
  try {
    return decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return window.location.hash.slice(1);
  }
}

/**
 * The URL hash without "#", decoded (as typed when it does not decode), updated on every
 * hashchange; "" on the server, so static pages hydrate without a mismatch.
 */
export function useLocationHash(): string {
  return useSyncExternalStore(subscribeHash, currentHash, () => "");
}
