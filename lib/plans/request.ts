/**
 * The plan request of funnel §3 ("Plan request (query parameters)"): which plan a link asks for,
 * which lead it continues, and the tracking parameters the funnel carries along.
 */

import { LINK_TRACKING_KEYS, TRACKING_KEYS, TRACKING_LIMITS, type Tracking } from "@/lib/visit/params";

/**
 * Tracking parameters of the visit (funnel §3): one list in lib/visit/params. The
 * user agent is added by the caller.
 */
export { TRACKING_KEYS };
export type { Tracking, TrackingKey } from "@/lib/visit/params";

export interface PlanRequest {
  /** Renewal offer (refidelização): a plan id. */
  idr?: string;
  /** Migration offer: a plan id. */
  idm?: string;
  /** Plan id. */
  id?: string;
  /** Plan sku, from the first of s, sk, sku that is present. */
  sku?: string;
  /** Download and upload speeds (plan_download / plan_upload). */
  dl?: number;
  ul?: number;
  /** Subscription slugs the plan must all have (sb, repeatable). */
  sb: string[];
  /** sba=true: the plan must have some subscription. */
  sba: boolean;
  /** Lead id, no-coverage lead id, migration lead id. */
  l?: string;
  ls?: string;
  lmig?: string;
  /** Addon (campaign variant). */
  a?: string;
  tracking: Tracking;
}

/** What Next.js hands a page as `searchParams`, besides URLSearchParams and a query string. */
export type SearchParamsRecord = Readonly<Record<string, string | readonly string[] | undefined>>;
export type SearchParamsInput = URLSearchParams | string | SearchParamsRecord;

function toSearchParams(input: SearchParamsInput): URLSearchParams {
  if (input instanceof URLSearchParams) return input;
  if (typeof input === "string") return new URLSearchParams(input);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    for (const v of typeof value === "string" ? [value] : value) params.append(key, v);
  }
  return params;
}

/** A parameter's first value, trimmed; an empty value counts as absent (`?s=` asks for nothing). */
function text(params: URLSearchParams, key: string): string | undefined {
  const value = params.get(key)?.trim();
  return value ? value : undefined;
}

/** A finite number or absent: `dl=abc` must not turn into a speed of NaN that matches nothing. */
function num(params: URLSearchParams, key: string): number | undefined {
  const value = text(params, key);
  if (value === undefined) return undefined;
  const n = Number(value.replace(",", "."));
  return Number.isFinite(n) ? n : undefined;
}

/** Drops undefined values so that `{ ...request }` and `toEqual` only show what was asked. */
function defined<T extends object>(obj: T): T {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined)) as T;
}

/** The tracking parameters of a query, each cut to its length limit (an over-long utm stays usable). */
export function parseTracking(input: SearchParamsInput): Tracking {
  const params = toSearchParams(input);
  return defined(Object.fromEntries(TRACKING_KEYS.map((key) => [key, text(params, key)?.slice(0, TRACKING_LIMITS[key])])) as Tracking);
}

/**
 * Parses the plan request. s, sk and sku are aliases: the first present (non-empty) wins. sb is
 * repeatable (`sb=max&sb=paramount`); empty values are dropped. sba is on only for the exact value
 * "true" (the spec's wording), so `sba=1` or `sba=false` mean no subscription requirement.
 */
export function parsePlanRequest(input: SearchParamsInput): PlanRequest {
  const params = toSearchParams(input);
  return {
    ...defined({
      idr: text(params, "idr"),
      idm: text(params, "idm"),
      id: text(params, "id"),
      sku: text(params, "s") ?? text(params, "sk") ?? text(params, "sku"),
      dl: num(params, "dl"),
      ul: num(params, "ul"),
      l: text(params, "l"),
      ls: text(params, "ls"),
      lmig: text(params, "lmig"),
      a: text(params, "a"),
    }),
    sb: params
      .getAll("sb")
      .map((s) => s.trim())
      .filter(Boolean),
    sba: params.get("sba")?.trim() === "true",
    tracking: parseTracking(params),
  };
}

/**
 * The tracking parameters as a query string part (no "?"), to carry them onto the next link: funnel
 * §3's seven only. utm_term and the click ids stay out of URLs (lib/visit/params LINK_TRACKING_KEYS).
 */
export function trackingQuery(tracking: Tracking): string {
  const params = new URLSearchParams();
  for (const key of LINK_TRACKING_KEYS) {
    const value = tracking[key];
    if (value) params.set(key, value);
  }
  return params.toString();
}

/**
 * The criteria of a request that picks plans by speed and subscriptions (dl, ul, sb, sba) as a
 * query string part (no "?"): the plan list a link with several matches is sent to lists those
 * matches (lib/plans/choice-list), and a reload there still does. Never ids or skus: those match
 * one plan at most.
 */
export function planCriteriaQuery(request: Pick<PlanRequest, "dl" | "ul" | "sb" | "sba">): string {
  const params = new URLSearchParams();
  if (request.dl !== undefined) params.set("dl", String(request.dl));
  if (request.ul !== undefined) params.set("ul", String(request.ul));
  for (const slug of request.sb) params.append("sb", slug);
  if (request.sba) params.set("sba", "true");
  return params.toString();
}
