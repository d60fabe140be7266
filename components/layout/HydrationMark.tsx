"use client";

import { useEffect } from "react";
import { replayEarlySubmit } from "@/lib/device/earlySubmit";

/**
 * Marks the page as interactive (`<html data-hydrated>`) once React has hydrated it. The screens
 * arrive as separate chunks (components/screens/ClientScreen), so the server HTML can be on
 * screen before its controls answer; the end-to-end tests wait for this mark before they type or
 * click (tests/e2e/support/test.ts). A form's press made before is sent again now.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
    // A form's button pressed before now: sent as if pressed now (lib/device/earlySubmit.ts).
    replayEarlySubmit();
  }, []);
  return null;
}
