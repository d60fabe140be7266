import { allowsEngagement } from "@/lib/consent/rules";
import type { ConsentValue } from "@/lib/consent/types";

/**
 * The visitor id of the customer-engagement script (marketing §7), which the lead keeps as
 * `webcare_tuid` and PATCH lead-v2/{id}/name sends (funnel §3, §7). The spec names the field, not
 * how the script hands the id over: it leaves it in `window.ueTuid`, beside the `window.ueTrack`
 * it defines (docs/decisions/content.md#0088).
 */
export const ENGAGEMENT_TUID = "ueTuid";

/** The contract's limit for webcare_tuid: a longer id would make the proxy refuse the name step. */
export const TUID_MAX_LENGTH = 128;

declare global {
  interface Window {
    ueTuid?: unknown;
  }
}

/**
 * The id to send: the script's text, trimmed, within TUID_MAX_LENGTH, and only with performance
 * consent (the script's own processing, as its events); undefined otherwise, and the name goes alone.
 */
export function engagementTuid(value: unknown, consent: ConsentValue): string | undefined {
  if (!allowsEngagement(consent) || typeof value !== "string") return undefined;
  const tuid = value.trim();
  return tuid && tuid.length <= TUID_MAX_LENGTH ? tuid : undefined;
}
