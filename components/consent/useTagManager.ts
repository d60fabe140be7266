"use client";

import { useEffect } from "react";
import type { ConsentSnapshot } from "@/lib/consent/controller";
import { operatorSettings } from "@/lib/settings";
import { containerAllowed } from "@/lib/tags/consent-mode";
import { publishConsent } from "@/lib/tags/data-layer-queue";

/**
 * Google Tag Manager with Consent Mode v2 (issue #28), only with GTM_ID: the banner's state goes
 * to dataLayer on load and on every change (after the all-denied default), and the container is
 * inserted once the visitor has answered (the banner is gone) with an answer that allows
 * something. Before that, no request reaches the tag host.
 */
export function useTagManager({ ready, value, view }: ConsentSnapshot): void {
  useEffect(() => {
    const { gtmId, gtmScriptUrl } = operatorSettings();
    if (!gtmId || !ready) return;
    // "hidden" once ready: a stored answer, or a choice just made (the banner and modal are gone).
    const answered = view === "hidden";
    publishConsent(value, answered);
    if (!containerAllowed(answered, value)) return;
    import("@/lib/tags/container")
      .then(({ insertContainer }) => insertContainer(gtmId, gtmScriptUrl))
      .catch((error: unknown) => console.warn("contêiner do Google Tag Manager não carregou", error));
  }, [ready, value, view]);
}
