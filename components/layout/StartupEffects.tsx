"use client";

import { useEffect } from "react";
import { useUi } from "@/components/providers/StoreProvider";
import { hostRedirectFor } from "@/lib/routing/redirects";

/**
 * Work done once in the browser (marketing §2): unregister old service workers, follow the
 * host-based redirects, and apply the stored page zoom and theme to the document.
 */
export function StartupEffects() {
  const zoom = useUi((s) => s.zoom);
  const theme = useUi((s) => s.theme);

  useEffect(() => {
    navigator.serviceWorker
      ?.getRegistrations()
      .then((registrations) => Promise.all(registrations.map((r) => r.unregister())))
      .catch(() => undefined);
    const to = hostRedirectFor(window.location.hostname, window.location.pathname);
    if (to) window.location.replace(`${to}${window.location.search}${window.location.hash}`);
  }, []);

  useEffect(() => {
    document.documentElement.style.fontSize = `${zoom}%`;
  }, [zoom]);

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  return null;
}
