import { BANNER_PENDING_KEY, CONSENT_COOKIE, CONSENT_EXPIRY_COOKIE, DAY_MS, RESHOW_DAYS } from "./constants";
import { CONSENT_VALUES } from "./types";

/**
 * The attribute the boot script sets on <html> when the consent banner is not wanted on this page.
 * Why: the banner is in the server HTML (so it paints with the page instead of popping in after
 * hydration, where it was the page's largest paint, LCP ≈ 4 s on a phone). A visitor who already
 * answered must not see it flash, so this hint hides it with CSS until React takes over.
 */
export const CONSENT_HINT_ATTRIBUTE = "data-consent";
export const CONSENT_HINT_ANSWERED = "answered";

const cookieRe = (name: string, value: string) => `/(?:^|; )${name}=(${value})(?:;|$)/`;

/**
 * Inline script run before the body paints. A hint only, deliberately on the safe side: it hides
 * the banner when a known value cookie and an expiry record more than RESHOW_DAYS away are present
 * and no answer is pending in this tab. The rules of truth stay in ./rules (consentState), applied
 * once React hydrates; where the hint errs, the banner shows (or leaves) then.
 */
export const CONSENT_BOOT_SCRIPT =
  `try{var c=document.cookie,v=${cookieRe(CONSENT_COOKIE, CONSENT_VALUES.join("|"))}.exec(c),` +
  `e=${cookieRe(CONSENT_EXPIRY_COOKIE, "[^;]*")}.exec(c);` +
  `if(v&&e&&Date.parse(decodeURIComponent(e[1]))-Date.now()>=${RESHOW_DAYS * DAY_MS}&&sessionStorage.getItem(${JSON.stringify(BANNER_PENDING_KEY)})!=="1")` +
  `document.documentElement.setAttribute(${JSON.stringify(CONSENT_HINT_ATTRIBUTE)},${JSON.stringify(CONSENT_HINT_ANSWERED)})}catch(x){}`;
