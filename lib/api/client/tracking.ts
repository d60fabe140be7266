import type * as z from "@/lib/validation/z";
import type { firstTouchFields, trackingFields } from "@/lib/api/contract";
import { TRACKING_LIMITS, type TrackingKey } from "@/lib/visit/params";
import type { Touch } from "@/lib/visit/touches";

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
  // The visit's parameters with the contract's length limits: one list, lib/visit/params.
  for (const [key, max] of Object.entries(TRACKING_LIMITS) as [TrackingKey, number][]) {
    const value = source ? read(source, key) : undefined;
    if (value) out[key] = value.slice(0, max);
  }
  const agent = typeof options.userAgent === "string" ? options.userAgent : options.userAgent ? browserUserAgent() : undefined;
  if (agent) out.userAgent = agent.slice(0, USER_AGENT_MAX);
  return out;
}

export type FirstTouch = z.input<typeof firstTouchFields>;

/** first_touch of lead creation: the touch's parameters, cut as above, and its time. */
export function firstTouchPayload(touch: Touch | undefined): FirstTouch | undefined {
  if (!touch) return undefined;
  return { ...trackingPayload(touch.params), at: new Date(touch.at).toISOString() };
}
