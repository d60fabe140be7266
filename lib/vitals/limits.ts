/**
 * What a web-vitals beacon may say (docs/decisions/performance.md#0089): the five metrics
 * of Google's web-vitals library, each with the largest value a real page view can give, and the
 * route classes the site counts them under. The browser (lib/vitals/beacon.ts) and the server
 * (lib/vitals/payload.ts) read the same table.
 */

export const VITAL_NAMES = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/**
 * The largest value accepted, in the library's units (milliseconds; CLS has none). A minute of
 * paint or of one interaction is a stalled or backgrounded tab, not a measurement; CLS past 10
 * is a page that moved its whole height ten times over. Anything above is dropped, not clamped:
 * a clamped value would sit in the top bucket as if it had been measured.
 */
export const VITAL_MAX: Readonly<Record<VitalName, number>> = {
  LCP: 60_000,
  INP: 60_000,
  CLS: 10,
  FCP: 60_000,
  TTFB: 60_000,
};

/**
 * Route classes of the web vitals: the landing pages (marketing section), the checkout, the
 * coverage check, the renewal and migration flows, and every other page (regulamentos, the 404).
 */
export const VITALS_ROUTE_CLASSES = ["landing", "checkout", "coverage", "flow", "other"] as const;
export type VitalsRouteClass = (typeof VITALS_ROUTE_CLASSES)[number];

/** A beacon holds five short entries: well under 512 bytes. Twice 1 KiB leaves room and no more. */
export const VITALS_BODY_LIMIT_BYTES = 2048;

/** A beacon arrives in one packet; a body still trickling in after this is not a browser's. */
export const VITALS_BODY_DEADLINE_MS = 2_000;
