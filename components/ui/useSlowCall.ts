"use client";

import { useEffect, useState } from "react";
import { SLOW_CALL_NOTICE_MS } from "@/lib/api/client/slow";

/**
 * True once `busy` has lasted `delayMs` without a break; false again as soon as it ends. Every
 * spinner shown on a backend call uses it (through SlowCallNotice), so they all speak at the same
 * moment.
 */
export function useSlowCall(busy: boolean, delayMs: number = SLOW_CALL_NOTICE_MS): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!busy) return;
    const timer = window.setTimeout(() => setSlow(true), delayMs);
    return () => {
      window.clearTimeout(timer);
      setSlow(false);
    };
  }, [busy, delayMs]);
  // The reset above runs after the render that ends the call: never show a stale "still".
  return busy && slow;
}
