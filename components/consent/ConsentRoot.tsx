"use client";

import { useEffect, useState, useSyncExternalStore } from "react";
import type { Addon } from "@/lib/addons";
import { browserConsentIO, createConsentController } from "@/lib/consent/controller";
import { OPEN_CONSENT_SETTINGS_EVENT } from "@/lib/consent/settings";
import { PREFERENCES_FIELD_ID } from "@/lib/device/preferences";
import { ConsentBanner } from "./ConsentBanner";
import { ConsentModal } from "./ConsentModal";
import { useConsentEffects } from "./useConsentEffects";

/**
 * Cookie consent for the page (marketing §4, §7): banner, manage modal, the preferences script's
 * hidden field, and the scripts and events consent allows. Renders nothing visible on the server
 * and in the first client render: the banner appears after hydration, fixed at the bottom.
 */
export function ConsentRoot({ addon }: { addon: Pick<Addon, "livelo"> }) {
  const [controller] = useState(() => createConsentController(browserConsentIO()));
  const snapshot = useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getServerSnapshot);
  useConsentEffects(snapshot, addon.livelo);

  useEffect(() => {
    controller.start();
    const open = () => controller.openSettings();
    window.addEventListener(OPEN_CONSENT_SETTINGS_EVENT, open);
    return () => window.removeEventListener(OPEN_CONSENT_SETTINGS_EVENT, open);
  }, [controller]);

  return (
    <>
      {/* Filled by /scripts/tim_prefs.js; React never sets its value, so it keeps what the script wrote. */}
      <input type="hidden" id={PREFERENCES_FIELD_ID} />
      <p role="status" className="visually-hidden">
        {snapshot.announcement}
      </p>
      {snapshot.view === "banner" && (
        <ConsentBanner
          onAccept={controller.accept}
          onReject={controller.reject}
          onManage={controller.manage}
          refocus={snapshot.refocusBanner}
        />
      )}
      {snapshot.view === "modal" && <ConsentModal onConfirm={controller.confirm} onDismiss={controller.dismiss} />}
    </>
  );
}
