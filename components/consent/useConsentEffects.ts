"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { allowsAdvertising, allowsEngagement } from "@/lib/consent/rules";
import type { ConsentSnapshot } from "@/lib/consent/controller";
import { loadPreferences } from "@/lib/device/preferences";
import { writeDeviceSession } from "@/lib/device/session";
import { afterFirstInput } from "@/lib/device/afterFirstInput";
import { settleEngagement, trackPageView } from "@/lib/tracking/events";
import { injectLiveloAffiliate } from "@/lib/tracking/livelo";

/**
 * What follows from the consent once it is known: session deviceInfo.cookies, the preferences
 * script, the Livelo affiliate script (advertising consent) and page views (performance consent).
 */
export function useConsentEffects(snapshot: ConsentSnapshot, livelo: boolean): void {
  const { ready, value } = snapshot;
  const pathname = usePathname();
  const lastPageView = useRef<string | null>(null);

  // Not needed before the visitor does something (it is read when an order is sent): out of the
  // start-up work.
  useEffect(() => afterFirstInput(() => void loadPreferences()), []);

  useEffect(() => {
    if (ready) writeDeviceSession({ cookies: value });
  }, [ready, value]);

  useEffect(() => {
    if (ready && livelo && allowsAdvertising(value)) void injectLiveloAffiliate(window.location.href);
  }, [ready, livelo, value, pathname]);

  // A choice sends the events that waited for it (performance consent) or drops them.
  useEffect(() => {
    if (ready) settleEngagement();
  }, [ready, value, snapshot.view]);

  useEffect(() => {
    // Once per path: a change from 'func' to 'both' must not count the same page twice.
    if (!ready || !allowsEngagement(value) || !pathname || lastPageView.current === pathname) return;
    lastPageView.current = pathname;
    trackPageView(pathname);
  }, [ready, value, pathname]);
}
