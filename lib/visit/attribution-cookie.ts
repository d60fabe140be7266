import { parseTouches, type Touch, type Touches } from "./touches";
import type { TrackingKey } from "./params";

/**
 * The attribution cookie's value: the first and last touch as a small JSON document.
 * Pure: what to write and how to read back what the browser (or anyone editing it) sent.
 * Nothing personal is in it: campaign names, click ids and two times.
 */

/** First-party, named after the product like the consent cookies (lib/consent/constants). */
export const ATTRIBUTION_COOKIE = "ultrafibra_attribution";

/** Bumped if the shape changes; a value of another version is ignored (and replaced). */
const VERSION = 1;

/**
 * Browsers keep about 4 KB per cookie, name and attributes included, and send every cookie with
 * every request to the site: the value, URL-encoded, stays under half of that. Real campaign
 * values are a few hundred characters at most; only a crafted link comes near it.
 */
export const MAX_COOKIE_CHARS = 2048;

/** The encoded size of a value as a cookie (js-cookie encodes less than this, never more). */
export const cookieChars = (value: string): number => encodeURIComponent(value).length;

interface Stored {
  v: typeof VERSION;
  first?: Touch;
  last?: Touch;
}

const sameTouch = (a?: Touch, b?: Touch): boolean =>
  Boolean(a && b && a.at === b.at && JSON.stringify(a.params) === JSON.stringify(b.params));

function storedForm(touches: Touches): Stored {
  // A first touch that is the last touch (a single campaign visit) is written once.
  const first = sameTouch(touches.first, touches.last) ? undefined : touches.first;
  return { v: VERSION, ...(first ? { first } : {}), ...(touches.last ? { last: touches.last } : {}) };
}

/** The touches without their longest value (a touch left with no parameter goes); null if none left. */
function withoutLongestValue(touches: Touches): Touches | null {
  // One touch kept in both slots is shortened once, and stays the same in both.
  const shared = sameTouch(touches.first, touches.last);
  const slots: (keyof Touches)[] = shared ? ["last"] : ["first", "last"];
  let longest: { slot: keyof Touches; key: TrackingKey; length: number } | null = null;
  for (const slot of slots) {
    for (const [key, value] of Object.entries(touches[slot]?.params ?? {}) as [TrackingKey, string][]) {
      if (!longest || value.length > longest.length) longest = { slot, key, length: value.length };
    }
  }
  if (!longest) return null;
  const touch = touches[longest.slot]!;
  const params = { ...touch.params };
  delete params[longest.key];
  const next: Touches = { ...touches, [longest.slot]: Object.keys(params).length ? { ...touch, params } : undefined };
  if (shared) next.first = next.last;
  return next.first || next.last ? next : null;
}

/**
 * The cookie value for `touches`, within MAX_COOKIE_CHARS: over it, the longest values are dropped
 * one by one (a crafted link must not make the cookie too big to be kept, nor push the site's
 * other cookies out). Null when there is nothing to keep: the cookie is then removed.
 */
export function serializeTouches(touches: Touches): string | null {
  let current: Touches | null = touches.first || touches.last ? touches : null;
  while (current) {
    const text = JSON.stringify(storedForm(current));
    if (cookieChars(text) <= MAX_COOKIE_CHARS) return text;
    current = withoutLongestValue(current);
  }
  return null;
}

/**
 * The touches a cookie value holds, live at `now`. Anything we could not have written (not JSON,
 * another version, unknown parameters, values too long or with control characters, times in the
 * future or past the window) is dropped: the cookie is the visitor's to edit.
 */
export function parseTouchesCookie(raw: string | undefined, now: number): Touches {
  if (!raw || raw.length > 4 * MAX_COOKIE_CHARS) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof value !== "object" || value === null || (value as { v?: unknown }).v !== VERSION) return {};
  return parseTouches(value, now);
}
