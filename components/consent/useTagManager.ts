"use client";

import { useEffect } from "react";
import type { ConsentSnapshot } from "@/lib/consent/controller";
import { loadTagManager } from "@/lib/tags/bridge";
import { tagSettings } from "@/lib/tags/settings";

/**
 * Google Tag Manager with Consent Mode v2, only with GTM_ID: the banner's state goes
 * to dataLayer on load and on every change (after the all-denied default), and the container is
 * inserted once the visitor has answered with an answer that allows something (lib/tags). Before
 * that, no request reaches the tag host. Without GTM_ID nothing is loaded.
 */
export function useTagManager({ ready, value, view }: ConsentSnapshot): void {
  useEffect(() => {
    const settings = tagSettings();
    if (!settings.gtmId || !ready) return;
    // "hidden" once ready: a stored answer, or a choice just made (the banner and modal are gone).
    const answered = view === "hidden";
    loadTagManager()
      .then((tags) => tags.applyConsent(value, answered, settings))
      .catch((error: unknown) => console.warn("Google Tag Manager não carregou", error));
  }, [ready, value, view]);
}
