import { originLabel } from "./origin";
import type { LeadExtra } from "@/lib/api/client/payload";
import { isVisitId, nextVisit, parseVisit, randomId, type Visit } from "./attribution";

/**
 * Where the visit's attribution lives in the browser. The visit (lp_origin, session id, tracking
 * parameters) in sessionStorage: it ends with the tab, and utm parameters are not personal. The
 * client id in localStorage: a random id per browser, so that leads of later visits can be told
 * to come from the same browser; it is not derived from, nor stored with, any personal data.
 */
export const VISIT_KEY = "ultrafibra-visit";
export const CLIENT_ID_KEY = "ultrafibra-client-id";

function readVisit(): Visit | null {
  try {
    return parseVisit(JSON.parse(sessionStorage.getItem(VISIT_KEY) ?? "null"));
  } catch {
    return null;
  }
}

/** Records this page load in the visit (first page, tracking parameters) and returns the visit. */
export function rememberVisit(): Visit {
  const visit = nextVisit(readVisit(), window.location.pathname, window.location.search);
  try {
    sessionStorage.setItem(VISIT_KEY, JSON.stringify(visit));
  } catch {
    // Storage unavailable: the visit is this page's alone, which still attributes this lead.
  }
  return visit;
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

/** The visit's tracking parameters without recording anything (for links rendered on the page). */
export const visitTracking = () => nextVisit(readVisit(), window.location.pathname, window.location.search, () => "").tracking;

/** The lead's attribution fields (funnel §3) for a lead created on this page. */
export function leadAttribution(): { extra: LeadExtra; tracking: Visit["tracking"] } {
  const visit = rememberVisit();
  return {
    extra: { origin: originLabel(), lp_origin: visit.lpOrigin, client_id: clientId(), session_id: visit.sessionId },
    tracking: visit.tracking,
  };
}
