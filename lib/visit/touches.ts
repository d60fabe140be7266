import { isCleanText } from "@/lib/validation/clean-text";
import { TRACKING_KEYS, TRACKING_LIMITS, type Tracking } from "./params";

/**
 * First touch and last touch: which campaign brought the visitor first, and which
 * brought them last, each with the time it was captured. Pure rules of a clock and the stored
 * values; lib/visit/storage.ts keeps them in the browser.
 */

/** A campaign click: the tracking parameters a URL arrived with, and when (epoch ms). */
export interface Touch {
  params: Tracking;
  at: number;
}

export interface Touches {
  first?: Touch;
  last?: Touch;
}

export const DAY_MS = 86_400_000;

/**
 * The attribution window: the usual click-through window of the ad platforms (Google Ads and Meta
 * default to 30 days), long enough for a visitor who checks coverage today and orders after payday.
 */
export const ATTRIBUTION_DAYS = 30;
const WINDOW_MS = ATTRIBUTION_DAYS * DAY_MS;

/** A clock a day ahead of ours is skew; more is a value we did not write (docs/decisions/security-and-privacy.md#0058). */
const SKEW_MS = DAY_MS;

/** A touch still inside the window at `now` (and not from the future). */
export const isLive = (touch: Touch, now: number): boolean => touch.at <= now + SKEW_MS && now - touch.at <= WINDOW_MS;

/** The date the newest touch leaves the window: when the cookie holding them may go. */
export const touchesExpiry = (touches: Touches): Date | null => {
  const newest = Math.max(touches.first?.at ?? -Infinity, touches.last?.at ?? -Infinity);
  return Number.isFinite(newest) ? new Date(newest + WINDOW_MS) : null;
};

/**
 * The touches still inside the window. A first touch that left it while the last has not gives
 * way to the last: the first is then the earliest campaign still attributed.
 */
export function liveTouches(touches: Touches, now: number): Touches {
  const liveFirst = touches.first && isLive(touches.first, now) ? touches.first : undefined;
  const last = touches.last && isLive(touches.last, now) ? touches.last : liveFirst;
  return defined({ first: liveFirst ?? last, last });
}

export const hasTouches = (touches: Touches): boolean => Boolean(touches.first || touches.last);

/** The older first touch and the newer last touch of two sets (the cookie's and this tab's). */
export function mergeTouches(a: Touches, b: Touches): Touches {
  const older = (x?: Touch, y?: Touch) => (x && y ? (y.at < x.at ? y : x) : (x ?? y));
  const newer = (x?: Touch, y?: Touch) => (x && y ? (y.at >= x.at ? y : x) : (x ?? y));
  return defined({ first: older(a.first, b.first), last: newer(a.last, b.last) });
}

/**
 * Whether a URL's tracking parameters are a new campaign click. A URL without any is not; nor is
 * one whose every parameter has the same value in a known last touch: our own links carry funnel
 * §3's parameters from page to page (lib/plans trackingQuery, lib/routing/query), and that carried
 * part of a touch must not replace the whole touch (it would drop the fbclid or utm_term that
 * links never carry).
 */
export function isNewTouch(fresh: Tracking, known: readonly (Touch | undefined)[]): boolean {
  const keys = Object.keys(fresh) as (keyof Tracking)[];
  if (!keys.length) return false;
  return !known.some((touch) => touch && keys.every((key) => touch.params[key] === fresh[key]));
}

/**
 * A page load: a new campaign click becomes the last touch (and the first, when there is none);
 * otherwise the touches stay as they are. `known` are the last touches a carried URL may repeat.
 */
export function touchesAfter(touches: Touches, fresh: Tracking, now: number, known: readonly (Touch | undefined)[] = [touches.last]): Touches {
  if (!isNewTouch(fresh, known)) return touches;
  const touch: Touch = { params: capped(fresh), at: now };
  return { first: touches.first ?? touch, last: touch };
}

/**
 * Values that look like an e-mail address are never kept: some mailing tools put the recipient's
 * address in utm_content, and it must not sit in a 30-day cookie nor travel as a campaign name.
 */
const looksPersonal = (value: string): boolean => value.includes("@");

/** Only the known parameters, as non-empty strings cut to their limits, nothing personal. */
export function capped(raw: Readonly<Record<string, unknown>>): Tracking {
  const out: Tracking = {};
  for (const key of TRACKING_KEYS) {
    const value = raw[key];
    if (typeof value !== "string") continue;
    const text = value.trim().slice(0, TRACKING_LIMITS[key]);
    // isCleanText: the proxy refuses a body with control characters or lone surrogates (which a
    // tampered cookie could hold), and the order must not be refused for a campaign name.
    if (text && !looksPersonal(text) && isCleanText(text)) out[key] = text;
  }
  return out;
}

/** A stored touch read back: known parameters only, a finite time; null otherwise. */
export function parseTouch(raw: unknown): Touch | null {
  if (typeof raw !== "object" || raw === null) return null;
  const r = raw as Record<string, unknown>;
  if (typeof r.at !== "number" || !Number.isSafeInteger(r.at) || r.at <= 0) return null;
  if (typeof r.params !== "object" || r.params === null) return null;
  const params = capped(r.params as Record<string, unknown>);
  return Object.keys(params).length ? { params, at: r.at } : null;
}

/** Stored touches read back (each checked), limited to those live at `now`. */
export function parseTouches(raw: unknown, now: number): Touches {
  if (typeof raw !== "object" || raw === null) return {};
  const r = raw as Record<string, unknown>;
  return liveTouches(defined({ first: parseTouch(r.first) ?? undefined, last: parseTouch(r.last) ?? undefined }), now);
}

function defined(touches: Touches): Touches {
  const out: Touches = {};
  if (touches.first) out.first = touches.first;
  if (touches.last) out.last = touches.last;
  return out;
}
