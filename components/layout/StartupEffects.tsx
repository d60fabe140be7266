"use client";

import { useEffect } from "react";
import { useUi } from "@/components/providers/StoreProvider";
import { consentControllerForPage } from "@/lib/consent/controller";
import { hostRedirectFor } from "@/lib/routing/redirects";
import { followAdvertisingConsent } from "@/lib/visit/follow-consent";
import { rememberVisit } from "@/lib/visit/storage";

/**
 * Work done once in the browser (marketing §2): record the visit (funnel §3 attribution, kept
 * as the consent allows), unregister old service workers, follow the
 * host-based redirects, and apply the stored page zoom and theme to the document.
 */
export function StartupEffects() {
  const zoom = useUi((s) => s.zoom);
  const theme = useUi((s) => s.theme);

  useEffect(() => {
    // The visit's first page (lp_origin) and the tracking parameters it arrived with.
    rememberVisit();
    navigator.serviceWorker
      ?.getRegistrations()
      .then((registrations) => Promise.all(registrations.map((r) => r.unregister())))
      .catch(() => undefined);
    const to = hostRedirectFor(window.location.hostname, window.location.pathname);
    if (to) window.location.replace(`${to}${window.location.search}${window.location.hash}`);
  }, []);

  useEffect(() => {
    // The attribution follows the consent for advertising: a choice that allows it
    // moves this tab's touches into the 30-day cookie, one that refuses it deletes the cookie now.
    return followAdvertisingConsent(consentControllerForPage(), rememberVisit);
  }, []);

  useEffect(() => {
    document.documentElement.style.fontSize = `${zoom}%`;
  }, [zoom]);

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  return null;
}
