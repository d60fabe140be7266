"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { allowsAdvertising, allowsEngagement } from "@/lib/consent/rules";
import type { ConsentSnapshot } from "@/lib/consent/controller";
import { loadPreferences } from "@/lib/device/preferences";
import { writeDeviceSession } from "@/lib/device/session";
import { afterFirstInput } from "@/lib/device/afterFirstInput";
import { settleEngagement, trackPageView } from "@/lib/tracking/events";
import { loadEngagementScript } from "@/lib/tracking/engagement-script";
import { injectLiveloAffiliate } from "@/lib/tracking/livelo";
import { startVitalsWhenIdle } from "@/lib/vitals/start";
import { useTagManager } from "./useTagManager";

/**
 * What follows from the consent once it is known: session deviceInfo.cookies, the preferences
 * script, the tag manager's consent state and container (GTM_ID), the Livelo affiliate script
 * (advertising consent), the engagement script, page views and the web-vitals beacon (performance
 * consent).
 */
export function useConsentEffects(snapshot: ConsentSnapshot, livelo: boolean): void {
  const { ready, value } = snapshot;
  const pathname = usePathname();
  const lastPageView = useRef<string | null>(null);
  // First: the tags hear of a choice before the events it releases (settleEngagement below).
  useTagManager(snapshot);

  // Not needed before the visitor does something (it is read when an order is sent): out of the
  // start-up work.
  useEffect(() => afterFirstInput(() => void loadPreferences()), []);

  useEffect(() => {
    if (ready) writeDeviceSession({ cookies: value });
  }, [ready, value]);

  useEffect(() => {
    if (ready && livelo && allowsAdvertising(value)) void injectLiveloAffiliate(window.location.href);
  }, [ready, livelo, value, pathname]);

  useEffect(() => {
    if (ready && allowsEngagement(value)) void loadEngagementScript();
  }, [ready, value]);

  useEffect(() => {
    if (ready && allowsEngagement(value)) startVitalsWhenIdle();
  }, [ready, value]);

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
