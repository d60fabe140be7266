import type * as z from "@/lib/validation/z";
import type { deviceInfoFields } from "@/lib/api/contract/fields";
import { currentConsent } from "@/lib/consent/browser";
import type { ConsentValue } from "@/lib/consent/types";
import { readDeviceSession } from "./session";

/**
 * deviceInfo of the bankInfo PATCH (funnel §3, §7): the consent value and a few technical facts
 * about the browser. Never personal data: no user agent string, no fingerprinting canvas, nothing
 * typed by the visitor.
 */
export type DeviceInfo = Required<Pick<z.infer<typeof deviceInfoFields>, "cookies" | "jsc" | "hdim_payload">> &
  Pick<z.infer<typeof deviceInfoFields>, "user_prefs2">;

/** The contract's limits (lib/api/contract/fields.ts deviceInfoFields). */
export const DEVICE_INFO_LIMITS = { cookies: 64, jsc: 4096, hdim_payload: 4096, user_prefs2: 4096 } as const;

export interface DeviceSnapshot {
  consent: ConsentValue;
  cookieEnabled: boolean;
  language: string;
  /** Minutes, as Date#getTimezoneOffset (180 in Brasília). */
  timezoneOffset: number;
  screen: { width: number; height: number };
  viewport: { width: number; height: number };
  pixelRatio: number;
  /** The preferences script's hidden field, from session data. */
  userPrefs2?: string;
}

const int = (n: number) => (Number.isFinite(n) ? Math.round(n) : 0);

export function buildDeviceInfo(s: DeviceSnapshot): DeviceInfo {
  const jsc = JSON.stringify({
    cookieEnabled: s.cookieEnabled,
    // A BCP 47 tag is short; a longer string is not a language and is cut.
    language: s.language.slice(0, 35),
    timezoneOffset: int(s.timezoneOffset),
  });
  const hdim = JSON.stringify({
    screen: `${int(s.screen.width)}x${int(s.screen.height)}`,
    viewport: `${int(s.viewport.width)}x${int(s.viewport.height)}`,
    pixelRatio: Number.isFinite(s.pixelRatio) ? Math.round(s.pixelRatio * 100) / 100 : 1,
  });
  const info: DeviceInfo = { cookies: s.consent, jsc, hdim_payload: hdim };
  // Cutting JSON would send something unparseable: a value over the limit is left out instead.
  if (s.userPrefs2 && s.userPrefs2.length <= DEVICE_INFO_LIMITS.user_prefs2) info.user_prefs2 = s.userPrefs2;
  return info;
}

function browserSnapshot(): DeviceSnapshot {
  return {
    consent: currentConsent(),
    cookieEnabled: navigator.cookieEnabled,
    language: navigator.language ?? "",
    timezoneOffset: new Date().getTimezoneOffset(),
    screen: { width: window.screen?.width ?? 0, height: window.screen?.height ?? 0 },
    viewport: { width: window.innerWidth, height: window.innerHeight },
    pixelRatio: window.devicePixelRatio ?? 1,
    userPrefs2: readDeviceSession().user_prefs2,
  };
}

/** deviceInfo for the bankInfo PATCH; on the server (no browser) only the neutral defaults. */
export function deviceInfo(): DeviceInfo {
  if (typeof window === "undefined") return { cookies: "denied", jsc: "{}", hdim_payload: "{}" };
  return buildDeviceInfo(browserSnapshot());
}
