"use client";

import { useEffect } from "react";

/**
 * Marks the page as interactive (`<html data-hydrated>`) once React has hydrated it. The screens
 * arrive as separate chunks (components/screens/ClientScreen), so the server HTML can be on
 * screen before its controls answer; the end-to-end tests wait for this mark before they type or
 * click (tests/e2e/support/test.ts).
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}
