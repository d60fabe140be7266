"use client";

import { useEffect, useState, useSyncExternalStore } from "react";
import type { Addon } from "@/lib/addons";
import { CONSENT_HINT_ATTRIBUTE } from "@/lib/consent/boot";
import { consentControllerForPage } from "@/lib/consent/controller";
import { OPEN_CONSENT_SETTINGS_EVENT } from "@/lib/consent/settings";
import { PREFERENCES_FIELD_ID } from "@/lib/device/preferences";
import { ConsentBanner } from "./ConsentBanner";
import { ConsentModal } from "./ConsentModal";
import { useConsentEffects } from "./useConsentEffects";

/**
 * Cookie consent for the page (marketing §4, §7): banner, manage modal, the preferences script's
 * hidden field, and the scripts and events consent allows. The banner is in the server HTML (it
 * paints with the page, fixed at the bottom); the boot hint hides it for a visitor who already
 * answered until start() applies the rules, after hydration.
 */
export function ConsentRoot({ addon }: { addon: Pick<Addon, "livelo"> }) {
  const [controller] = useState(consentControllerForPage);
  const snapshot = useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getServerSnapshot);
  useConsentEffects(snapshot, addon.livelo);

  useEffect(() => {
    controller.start();
    // From here React shows or hides the banner; the pre-hydration hint must not hide it any more.
    document.documentElement.removeAttribute(CONSENT_HINT_ATTRIBUTE);
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
