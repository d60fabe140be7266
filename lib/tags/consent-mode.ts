import { allowsAdvertising, allowsEngagement } from "@/lib/consent/rules";
import type { ConsentValue } from "@/lib/consent/types";

/**
 * Google Consent Mode v2 from our banner's answer. The banner asks two things
 * (marketing §4): publi (advertising) and func (performance and functionality). Advertising covers
 * Google's three ad signals (ad storage, sending user data for ads, ad personalisation); performance
 * covers analytics storage. The rules of what each value allows are lib/consent's.
 */

export type ConsentModeFlag = "granted" | "denied";

export interface ConsentModeState {
  ad_storage: ConsentModeFlag;
  ad_user_data: ConsentModeFlag;
  ad_personalization: ConsentModeFlag;
  analytics_storage: ConsentModeFlag;
}

/** How long tags wait for our update after the default (ms): the banner's state is read on load. */
export const CONSENT_UPDATE_WAIT_MS = 500;

/** Everything denied until the visitor says otherwise: the default set before the container loads. */
export function consentModeDefault(): ConsentModeState & { wait_for_update: number } {
  return { ...consentModeFor("denied"), wait_for_update: CONSENT_UPDATE_WAIT_MS };
}

export function consentModeFor(value: ConsentValue): ConsentModeState {
  const ads: ConsentModeFlag = allowsAdvertising(value) ? "granted" : "denied";
  const analytics: ConsentModeFlag = allowsEngagement(value) ? "granted" : "denied";
  return { ad_storage: ads, ad_user_data: ads, ad_personalization: ads, analytics_storage: analytics };
}

/**
 * Whether the container may load (basic consent mode, docs/decisions/security-and-privacy.md#0051): once the visitor has
 * answered, and only for an answer that allows something. After "Recusar" no request goes to the
 * tag host at all: a denied container would still send Google the visitor's address and device
 * in cookieless pings, and the tags an operator adds are not ours to vouch for.
 */
export function containerAllowed(answered: boolean, value: ConsentValue): boolean {
  return answered && (allowsAdvertising(value) || allowsEngagement(value));
}
