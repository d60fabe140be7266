import Cookies from "js-cookie";
import { isHttps } from "@/lib/consent/browser";
import { ATTRIBUTION_COOKIE, parseTouchesCookie, serializeTouches } from "./attribution-cookie";
import { touchesExpiry, type Touches } from "./touches";

/**
 * The js-cookie side of the attribution cookie: the only place in lib/visit that
 * touches document.cookie. What to write and what a value means are lib/visit/attribution-cookie's.
 */

export function readAttributionCookie(now: number): Touches {
  return parseTouchesCookie(Cookies.get(ATTRIBUTION_COOKIE), now);
}

/**
 * Keeps the touches until the newest leaves the 30-day window: first-party, every path, SameSite
 * Lax (it is read by our pages only, and must be there when a campaign link brings the visitor
 * back), Secure on https. Nothing to keep removes the cookie.
 */
export function writeAttributionCookie(touches: Touches, secure: boolean = isHttps()): void {
  const value = serializeTouches(touches);
  const expires = touchesExpiry(touches);
  if (value === null || expires === null) return removeAttributionCookie();
  if (Cookies.get(ATTRIBUTION_COOKIE) === value) return;
  Cookies.set(ATTRIBUTION_COOKIE, value, { expires, path: "/", sameSite: "Lax", secure });
}

/** The Unix epoch: a date every browser has passed, whatever the page's clock says. */
const LONG_AGO = new Date(0);

/**
 * Consent for advertising withdrawn (or never given): the cookie goes at once. Not
 * Cookies.remove(): it expires the cookie "yesterday" by the page's clock, and a clock more than a
 * day ahead of the browser's (a wrong system date) left the cookie in place, emptied.
 */
export function removeAttributionCookie(): void {
  if (Cookies.get(ATTRIBUTION_COOKIE) !== undefined) Cookies.set(ATTRIBUTION_COOKIE, "", { path: "/", expires: LONG_AGO, sameSite: "Lax", secure: isHttps() });
}
