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

/**
 * Runs before first paint, so a stored dark theme or zoom does not flash the defaults. Kept tiny
 * and dependency-free; it reads only the display preferences (never purchase data).
 */
export const PREFERENCES_BOOT_SCRIPT = `try{var s=(JSON.parse(localStorage.getItem("ultrafibra-ui")||"{}").state)||{},d=document.documentElement;if(s.theme)d.dataset.theme=s.theme;if(s.zoom&&s.zoom!==100)d.style.fontSize=s.zoom+"%"}catch(e){}`;
