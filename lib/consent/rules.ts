import { CHOICE_DAYS, CONSENT_COOKIE, CONSENT_EXPIRY_COOKIE, DAY_MS, DEFAULT_DAYS, RESHOW_DAYS } from "./constants";
import {
  CONSENT_VALUES,
  type ConsentChoice,
  type ConsentCookies,
  type ConsentSelection,
  type ConsentValue,
  type CookieWrite,
} from "./types";

/**
 * The cookie-consent rules of marketing §4 as pure functions of a clock and the cookie strings.
 *
 * Two cookies: the value cookie (denied | both | publi | func) and the expiry cookie, which holds
 * the ISO date on which the consent record lapses (365 days from the last write). A choice writes
 * the value cookie for 7 days and starts a new 365-day record. Read literally, "7 days after a
 * choice" plus "reshown under 7 days remaining" would bring the banner back on the very next page
 * after every choice; keeping the two lifetimes apart gives each rule its meaning: a choice lasts
 * 7 days (then the value cookie is gone, which is "no cookie": denied + banner), and the
 * under-7-days rule catches a record about to lapse or a tampered clock.
 */

export type BannerReason = "first-visit" | "expiring" | "invalid-expiry";

export interface ConsentState {
  value: ConsentValue;
  showBanner: boolean;
  /** Why the banner shows; null when it does not. */
  reason: BannerReason | null;
  /** Cookies to write now (the 365-day default on a first visit), else empty. */
  writes: CookieWrite[];
}

export type ChoiceResult =
  | { kind: "saved"; value: ConsentValue; writes: CookieWrite[] }
  /** Confirm with no toggle on: nothing is written and the banner comes back (marketing §4). */
  | { kind: "reopen-banner" };

export function parseConsentValue(raw: string | undefined): ConsentValue | null {
  return (CONSENT_VALUES as readonly string[]).includes(raw ?? "") ? (raw as ConsentValue) : null;
}

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/;

/**
 * The expiry as epoch ms, or null when it is not a date we could have written: not ISO UTC, not a
 * real date, or further ahead than a fresh 365-day record (plus a day of clock skew).
 */
export function parseExpiry(raw: string, now: Date): number | null {
  if (!ISO_UTC.test(raw)) return null;
  const at = Date.parse(raw);
  // Date.parse rolls 30 February over into March; a real date reads back the same day.
  if (!Number.isFinite(at) || new Date(at).toISOString().slice(0, 10) !== raw.slice(0, 10)) return null;
  if (at > now.getTime() + (DEFAULT_DAYS + 1) * DAY_MS) return null;
  return at;
}

function daysFrom(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_MS);
}

/** The value cookie for `valueDays` and a fresh 365-day expiry record. */
function recordWrites(now: Date, value: ConsentValue, valueDays: number): CookieWrite[] {
  const recordEnd = daysFrom(now, DEFAULT_DAYS);
  return [
    { name: CONSENT_COOKIE, value, expires: daysFrom(now, valueDays) },
    { name: CONSENT_EXPIRY_COOKIE, value: recordEnd.toISOString(), expires: recordEnd },
  ];
}

/**
 * What the page does on load. A value cookie we do not recognise counts as no cookie (it was not
 * written by these rules, so it cannot stand for a choice).
 */
export function consentState(now: Date, cookies: ConsentCookies): ConsentState {
  const value = parseConsentValue(cookies.value);
  if (value === null || cookies.expiry === undefined) {
    return { value: "denied", showBanner: true, reason: "first-visit", writes: recordWrites(now, "denied", DEFAULT_DAYS) };
  }
  const expiry = parseExpiry(cookies.expiry, now);
  if (expiry === null) return { value, showBanner: true, reason: "invalid-expiry", writes: [] };
  if (expiry - now.getTime() < RESHOW_DAYS * DAY_MS) return { value, showBanner: true, reason: "expiring", writes: [] };
  return { value, showBanner: false, reason: null, writes: [] };
}

/** Confirm in the manage modal: both toggles → both, one → that one, none → null. */
export function valueForSelection({ publi, func }: ConsentSelection): ConsentValue | null {
  if (publi && func) return "both";
  if (publi) return "publi";
  if (func) return "func";
  return null;
}

/** Accept → both, Reject → denied, a selection → its value; each kept for 7 days. */
export function choose(now: Date, choice: ConsentChoice): ChoiceResult {
  const value = choice === "accept" ? "both" : choice === "reject" ? "denied" : valueForSelection(choice);
  if (value === null) return { kind: "reopen-banner" };
  return { kind: "saved", value, writes: recordWrites(now, value, CHOICE_DAYS) };
}

/** publi = advertising (the Livelo affiliate script). */
export function allowsAdvertising(value: ConsentValue): boolean {
  return value === "both" || value === "publi";
}

/** func = performance and functionality (the customer-engagement events of lib/tracking). */
export function allowsEngagement(value: ConsentValue): boolean {
  return value === "both" || value === "func";
}
