import type * as z from "@/lib/validation/z";
import type { trackingFields } from "@/lib/api/contract";

/** funnel §3: the tracking parameters the funnel keeps, with the contract's length limits. */
export const TRACKING_PARAMS = {
  utm_source: 128,
  utm_medium: 128,
  utm_campaign: 128,
  utm_content: 128,
  gclid: 256,
  matchchannel: 128,
  campaignid: 128,
} as const;

const USER_AGENT_MAX = 512;

export type Tracking = { [K in keyof typeof trackingFields]?: z.input<(typeof trackingFields)[K]> };

/** The query string (URLSearchParams) or a record of what the landing URL carried. */
export type TrackingSource = URLSearchParams | Readonly<Record<string, string | readonly string[] | null | undefined>>;

function read(source: TrackingSource, key: string): string | undefined {
  const raw = source instanceof URLSearchParams ? source.get(key) : source[key];
  const value = typeof raw === "string" ? raw : raw?.[0];
  return value?.trim() || undefined;
}

/** navigator.userAgent in a browser, undefined elsewhere. */
export const browserUserAgent = (): string | undefined =>
  typeof navigator !== "undefined" && navigator.userAgent ? navigator.userAgent : undefined;

/**
 * The tracking fields of a payload. Values are cut to the contract's limits: an over-long utm in
 * a campaign link must not make the proxy refuse the order.
 */
export function trackingPayload(
  source: TrackingSource | undefined,
  options: { userAgent?: boolean | string } = {},
): Tracking {
  const out: Tracking = {};
  for (const [key, max] of Object.entries(TRACKING_PARAMS) as [keyof typeof TRACKING_PARAMS, number][]) {
    const value = source ? read(source, key) : undefined;
    if (value) out[key] = value.slice(0, max);
  }
  const agent = typeof options.userAgent === "string" ? options.userAgent : options.userAgent ? browserUserAgent() : undefined;
  if (agent) out.userAgent = agent.slice(0, USER_AGENT_MAX);
  return out;
}
