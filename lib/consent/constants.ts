/**
 * Cookie names (the spec does not name them). Prefixed with the product so they never collide
 * with the operator's other sites on a shared parent domain.
 */
export const CONSENT_COOKIE = "ultrafibra_consent";
/**
 * The "expiry cookie" of marketing §4. document.cookie never reveals a cookie's expiry date, so
 * the date the rules compare against has to live in a cookie of its own.
 */
export const CONSENT_EXPIRY_COOKIE = "ultrafibra_consent_expiry";

/** Marketing §9 "Consent cookie: 365 days default, 7 days after a choice, reshown under 7 days". */
export const DEFAULT_DAYS = 365;
export const CHOICE_DAYS = 7;
export const RESHOW_DAYS = 7;

export const DAY_MS = 86_400_000;

/** sessionStorage: the banner was shown in this tab and is still unanswered (see browser.ts). */
export const BANNER_PENDING_KEY = "ultrafibra-consent-pending";
