import { currentConsent } from "@/lib/consent/browser";
import type { ConsentValue } from "@/lib/consent/types";
import { operatorSettings } from "@/lib/settings";
import type { EventName, EventPayload } from "@/lib/tracking/engagement";
import { consentModeDefault, consentModeFor } from "./consent-mode";
import { dataLayerEvent } from "./data-layer";

/**
 * The page's window.dataLayer, only with a container id (GTM_ID). Small on purpose: it is in the
 * tracker's chunk on every page; the code that inserts the container is loaded apart (./container).
 * Its first entry is always the Consent Mode default (everything denied), whoever touches it first:
 * ConsentRoot on load, or an event of the funnel a moment earlier.
 */

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** What the queue last said about consent in this page (null: only the default so far). */
let published: string | null = null;
/** The visitor has answered in this page (a stored answer counts): an answer is said even if unchanged. */
let answeredOnce = false;

/** The queue, created with the Consent Mode default as its first entry. */
export function dataLayerQueue(): unknown[] {
  if (!window.dataLayer) {
    window.dataLayer = [];
    gtag("consent", "default", consentModeDefault());
  }
  return window.dataLayer;
}

/**
 * gtag.js's own function: GTM reads an Arguments object in dataLayer as a gtag command (an array
 * or a plain object would be something else), so the entry must be `arguments` itself.
 */
function gtag(...command: [string, string, object]): void {
  void command;
  // eslint-disable-next-line prefer-rest-params -- the Arguments object is what GTM recognises.
  dataLayerQueue().push(arguments);
}

export const tagManagerOn = (): boolean => typeof window !== "undefined" && operatorSettings().gtmId !== null;

/**
 * Tells the tags the banner's state: on load, when the visitor answers ("Recusar" on a first visit
 * says "denied" again, now as an answer), and whenever it changes; a repeat is not pushed.
 */
export function publishConsent(value: ConsentValue, answered: boolean): void {
  if (!tagManagerOn()) return;
  answeredOnce ||= answered;
  const said = `${value}|${answeredOnce}`;
  if (said === published) return;
  dataLayerQueue();
  published = said;
  gtag("consent", "update", consentModeFor(value));
}

/**
 * An engagement event the tracker lets out (consent checked there) as a dataLayer entry. The
 * consent in force is published first, so a tag never sees the event before the consent it was
 * sent under.
 */
export function publishEvent(event: EventName, data: EventPayload): void {
  if (!tagManagerOn()) return;
  // An event goes out only under an answer that allows it (the tracker holds it until then).
  publishConsent(currentConsent(), true);
  dataLayerQueue().push(dataLayerEvent(event, data));
}

/** A new page load, for unit tests. */
export function forgetDataLayer(): void {
  published = null;
  answeredOnce = false;
  delete window.dataLayer;
}
