import { currentConsent } from "@/lib/consent/browser";
import { allowsAdvertising } from "@/lib/consent/rules";
import { firstTouchPayload } from "@/lib/api/client/tracking";
import type { LeadExtra } from "@/lib/api/client/payload";
import { originLabel } from "./origin";
import { attributedTouches, isVisitId, nextVisit, parseVisit, randomId, type Visit, type VisitState } from "./attribution";
import { readAttributionCookie, removeAttributionCookie, writeAttributionCookie } from "./browser";
import type { Tracking } from "./params";

/**
 * Where the visit's attribution lives in the browser. The visit (lp_origin, session id, this tab's
 * campaign touches) in sessionStorage: it ends with the tab, and utm parameters are not personal.
 * The first and last touch of the last 30 days in a first-party cookie, only while the visitor
 * allows advertising (marketing §4 "publi"; docs/marketing.md). The client id in localStorage: a
 * random id per browser, so that leads of later visits can be told to come from the same browser;
 * it is not derived from, nor stored with, any personal data.
 */
export const VISIT_KEY = "ultrafibra-visit";
export const CLIENT_ID_KEY = "ultrafibra-client-id";

function readVisit(now: number): Visit | null {
  try {
    return parseVisit(JSON.parse(sessionStorage.getItem(VISIT_KEY) ?? "null"), now);
  } catch {
    return null;
  }
}

/** The visit after this page load, read from storage; nothing written. */
function visitState(now: number): VisitState {
  const cookie = allowsAdvertising(currentConsent()) ? readAttributionCookie(now) : null;
  return nextVisit(readVisit(now), cookie, window.location.pathname, window.location.search, now);
}

/**
 * Records this page load in the visit (first page, campaign touches) and returns it. Also what a
 * consent choice calls: allowed, this tab's touches move into the cookie; refused or withdrawn,
 * the cookie is deleted at once and the tab keeps only its own.
 */
export function rememberVisit(): VisitState {
  const state = visitState(Date.now());
  try {
    sessionStorage.setItem(VISIT_KEY, JSON.stringify(state.visit));
  } catch {
    // Storage unavailable: the visit is this page's alone, which still attributes this lead.
  }
  if (state.cookie) writeAttributionCookie(state.cookie);
  else removeAttributionCookie();
  return state;
}

/** The browser's random client id, made on first use. */
export function clientId(): string {
  try {
    const stored = localStorage.getItem(CLIENT_ID_KEY);
    if (isVisitId(stored)) return stored;
    const id = randomId();
    localStorage.setItem(CLIENT_ID_KEY, id);
    return id;
  } catch {
    return randomId();
  }
}

/**
 * This tab's last touch, without recording anything (for links rendered on the page). The
 * cookie's touches of earlier visits never go into a link: they reach the lead only.
 */
export const visitTracking = (): Tracking => {
  const now = Date.now();
  return nextVisit(readVisit(now), null, window.location.pathname, window.location.search, now, () => "").visit.touches.last?.params ?? {};
};

/**
 * The lead's attribution fields (funnel §3) for a lead created on this page: the last touch as the
 * flat tracking fields, the first touch as first_touch.
 */
export function leadAttribution(): { extra: LeadExtra; tracking: Tracking } {
  const state = rememberVisit();
  const touches = attributedTouches(state);
  const extra: LeadExtra = {
    origin: originLabel(),
    lp_origin: state.visit.lpOrigin,
    client_id: clientId(),
    session_id: state.visit.sessionId,
  };
  const first = firstTouchPayload(touches.first);
  return { extra: first ? { ...extra, first_touch: first } : extra, tracking: touches.last?.params ?? {} };
}
