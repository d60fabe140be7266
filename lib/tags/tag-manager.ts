import { currentConsent } from "@/lib/consent/browser";
import type { ConsentValue } from "@/lib/consent/types";
import type { EventName, EventPayload } from "@/lib/tracking/engagement";
import { consentModeDefault, consentModeFor, containerAllowed } from "./consent-mode";
import { insertContainer } from "./container";
import { dataLayerEvent } from "./data-layer";
import type { TagSettings } from "./settings";

/**
 * The page's window.dataLayer and the container. A chunk of its own, loaded by
 * ./bridge only with a container id (GTM_ID). Its first entry is always the Consent Mode default
 * (everything denied), whoever touches it first: ConsentRoot on load, or an event of the funnel.
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

/**
 * Tells the tags the banner's state: on load, when the visitor answers ("Recusar" on a first visit
 * says "denied" again, now as an answer), and whenever it changes; a repeat is not pushed.
 */
export function publishConsent(value: ConsentValue, answered: boolean): void {
  answeredOnce ||= answered;
  const said = `${value}|${answeredOnce}`;
  if (said === published) return;
  dataLayerQueue();
  published = said;
  gtag("consent", "update", consentModeFor(value));
}

/**
 * ConsentRoot's state (ready): published, and the container inserted once the rule allows it
 * (./consent-mode containerAllowed). `answered`: the banner is gone (a stored answer or a choice).
 */
export function applyConsent(value: ConsentValue, answered: boolean, settings: Pick<TagSettings, "gtmId" | "gtmScriptUrl">): void {
  publishConsent(value, answered);
  if (settings.gtmId && containerAllowed(answered, value)) insertContainer(dataLayerQueue(), settings.gtmId, settings.gtmScriptUrl);
}

/**
 * An engagement event the tracker let out (consent checked there) as a dataLayer entry. The
 * consent in force is published first, so a tag never sees the event before the consent it was
 * sent under; an event goes out only under an answer that allows it.
 */
export function publishEvent(event: EventName, data: EventPayload): void {
  publishConsent(currentConsent(), true);
  dataLayerQueue().push(dataLayerEvent(event, data));
}

/** A new page load, for unit tests. */
export function forgetDataLayer(): void {
  published = null;
  answeredOnce = false;
  delete window.dataLayer;
}
