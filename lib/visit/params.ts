/**
 * The campaign parameters a visit is attributed by: the one list, with the operator API's length
 * limits. The plan request (lib/plans/request), the API client (lib/api/client/tracking) and the
 * contract (lib/api/contract/fields) derive theirs from it. Zod-free on purpose: the landing reads
 * it without loading the schemas.
 *
 * funnel §3 keeps utm_source, utm_medium, utm_campaign, utm_content, gclid, matchchannel and
 * campaignid; we also keep utm_term and the click ids of Google's iOS campaigns (gbraid, wbraid)
 * and of Meta (fbclid). Click ids are opaque tokens up to a few hundred characters: 256.
 */
export const TRACKING_LIMITS = {
  utm_source: 128,
  utm_medium: 128,
  utm_campaign: 128,
  utm_term: 128,
  utm_content: 128,
  gclid: 256,
  gbraid: 256,
  wbraid: 256,
  fbclid: 256,
  matchchannel: 128,
  campaignid: 128,
} as const;

export type TrackingKey = keyof typeof TRACKING_LIMITS;
export type Tracking = Partial<Record<TrackingKey, string>>;

export const TRACKING_KEYS = Object.keys(TRACKING_LIMITS) as TrackingKey[];

/**
 * The parameters our own links carry from page to page (funnel §3's seven).
 * The others are kept only in the stored touch and sent with the lead: a URL the visitor copies
 * or shares must not hand someone else their ad click (fbclid, gbraid, wbraid) or search term.
 */
export const LINK_TRACKING_KEYS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_content",
  "gclid",
  "matchchannel",
  "campaignid",
] as const satisfies readonly TrackingKey[];

const LINK_KEYS: ReadonlySet<string> = new Set(LINK_TRACKING_KEYS);

/** A tracking parameter that stays out of links (kept in the touch only). */
export const isStoredOnlyKey = (key: string): boolean => key in TRACKING_LIMITS && !LINK_KEYS.has(key);

/** The tracking parameters of `tracking` that links may carry, in the list's order. */
export function linkTracking(tracking: Tracking): Tracking {
  return Object.fromEntries(LINK_TRACKING_KEYS.flatMap((key) => (tracking[key] ? [[key, tracking[key]]] : []))) as Tracking;
}

/**
 * A query string ("?a=1&fbclid=x" or "a=1") without the stored-only tracking parameters, in the
 * same form it came ("?" kept). For links that carry the page's whole query onward.
 */
export function shareableSearch(search: string): string {
  const hasMark = search.startsWith("?");
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const [key, value] of params) if (!isStoredOnlyKey(key)) kept.append(key, value);
  const text = kept.toString();
  if (text === params.toString()) return search;
  return text && hasMark ? `?${text}` : text;
}
