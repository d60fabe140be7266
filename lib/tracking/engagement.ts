/**
 * The customer-engagement script of marketing §7. The spec does not name its function; we call it
 * `window.ueTrack(event, data)` ("user engagement"). The script that defines it is a setting
 * (ENGAGEMENT_SCRIPT_URL, loaded with performance consent: ./engagement-script), or a tag of the
 * operator's tag manager; without either every event is dropped with one console warning per
 * event name. With a tag manager (GTM_ID) the same events also go to its dataLayer (lib/tags).
 */
export const ENGAGEMENT_FUNCTION = "ueTrack";

export type EventValue = string | number | boolean;
export type EventPayload = Record<string, EventValue>;
export type EngagementFunction = (event: string, data: EventPayload) => void;

declare global {
  interface Window {
    ueTrack?: EngagementFunction;
  }
}

/** The function if the engagement script defined it, else undefined. */
export function engagementFunction(): EngagementFunction | undefined {
  if (typeof window === "undefined") return undefined;
  const fn: unknown = window[ENGAGEMENT_FUNCTION];
  return typeof fn === "function" ? (fn as EngagementFunction) : undefined;
}

/** Event names: the spec's own, plus "page_view" for the unnamed "page view". */
export const EVENTS = {
  pageView: "page_view",
  funnelStep: "PurchaseFunnelStep",
  recovery: "funil_recuperacao",
  addToCart: "addToShoppingCart",
  noCoverage: "checkout_semcobertura",
  checkout: "checkout",
} as const;
export type EventName = (typeof EVENTS)[keyof typeof EVENTS];
