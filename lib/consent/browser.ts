import Cookies from "js-cookie";
import { BANNER_PENDING_KEY, CONSENT_COOKIE, CONSENT_EXPIRY_COOKIE } from "./constants";
import { parseConsentValue } from "./rules";
import type { ConsentCookies, ConsentValue, CookieWrite } from "./types";

/** The js-cookie side of lib/consent: the only place that touches document.cookie. */

export function readConsentCookies(): ConsentCookies {
  return { value: Cookies.get(CONSENT_COOKIE), expiry: Cookies.get(CONSENT_EXPIRY_COOKIE) };
}

/** Secure only on https: on http://localhost (next dev, the e2e server) a Secure cookie is dropped. */
export function isHttps(): boolean {
  return typeof window !== "undefined" && window.location.protocol === "https:";
}

export function applyCookieWrites(writes: readonly CookieWrite[], secure: boolean = isHttps()): void {
  for (const write of writes) {
    Cookies.set(write.name, write.value, { expires: write.expires, path: "/", sameSite: "Lax", secure });
  }
}

/** The consent in force right now, without writing anything; no or unknown cookie = denied. */
export function currentConsent(): ConsentValue {
  if (typeof document === "undefined") return "denied";
  return parseConsentValue(Cookies.get(CONSENT_COOKIE)) ?? "denied";
}

/**
 * The first visit writes the 365-day default, so from the second page on the rules alone would
 * hide a banner the visitor never answered. This tab-session flag keeps it on screen, page after
 * page, until a choice is made; a new session follows the cookie rules alone.
 */
export const bannerPending = {
  get(): boolean {
    try {
      return sessionStorage.getItem(BANNER_PENDING_KEY) === "1";
    } catch {
      return false;
    }
  },
  set(on: boolean): void {
    try {
      if (on) sessionStorage.setItem(BANNER_PENDING_KEY, "1");
      else sessionStorage.removeItem(BANNER_PENDING_KEY);
    } catch {
      // Storage disabled (private mode, policy): the banner then follows the cookie rules only.
    }
  },
};
