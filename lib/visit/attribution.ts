import { parseTracking } from "@/lib/plans/request";
import { capped, liveTouches, mergeTouches, parseTouches, touchesAfter, type Touches } from "./touches";

/**
 * Attribution of a visit (funnel §3 "Lead": origin, lp_origin, client_id, session_id, and the
 * tracking parameters, as a first and a last touch). Pure rules here; lib/visit/storage.ts
 * keeps them in the browser. Nothing here is personal: the ids are random and the rest comes
 * from the URL.
 */
export interface Visit {
  /** Path (no query, no hash) of the first page of the visit: the lead's lp_origin. */
  lpOrigin: string;
  /** Random id of this visit (one tab's session): the lead's session_id. */
  sessionId: string;
  /** The campaign touches of this tab: kept for the tab's life whatever the consent. */
  touches: Touches;
}

/**
 * A page load's outcome: the tab's visit, and the touches to keep in the attribution cookie
 * (this tab's merged with earlier visits'), or null when the visitor has not allowed advertising.
 */
export interface VisitState {
  visit: Visit;
  cookie: Touches | null;
}

const ID_MAX = 128;
const PATH_MAX = 256;

/** A random id (UUID where the browser has one); never derived from anything the visitor typed. */
export function randomId(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === "function") return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** A stored id that looks like one of ours; anything else (tampered, too long) is replaced. */
export const isVisitId = (value: unknown): value is string =>
  typeof value === "string" && /^[\w-]{8,128}$/.test(value) && value.length <= ID_MAX;

/**
 * The visit after a page load at path+search, at `now` (epoch ms). lp_origin and the session id
 * are set once. A URL with a new campaign click (lib/visit/touches isNewTouch) becomes the last
 * touch of the tab and, with `cookie` (the attribution cookie's touches, null without consent for
 * advertising), of the cookie; the first touch stays until its 30 days end. A URL without one
 * keeps what the visit has, so a link that drops the query (the header logo) loses nothing.
 */
export function nextVisit(
  stored: Visit | null,
  cookie: Touches | null,
  path: string,
  search: string,
  now: number,
  newId: () => string = randomId,
): VisitState {
  const tab = liveTouches(stored?.touches ?? {}, now);
  const kept = cookie && liveTouches(cookie, now);
  const fresh = parseTracking(search);
  // Our links repeat the tab's last touch, or after a day away the cookie's: neither is a click.
  const known = [tab.last, kept?.last];
  const visit: Visit = {
    lpOrigin: stored?.lpOrigin ?? (path || "/").slice(0, PATH_MAX),
    sessionId: stored && isVisitId(stored.sessionId) ? stored.sessionId : newId(),
    touches: touchesAfter(tab, fresh, now, known),
  };
  return { visit, cookie: kept ? touchesAfter(mergeTouches(kept, tab), fresh, now, known) : null };
}

/** The touches a lead is attributed to: the cookie's (which hold this tab's too), else the tab's. */
export const attributedTouches = (state: VisitState): Touches => state.cookie ?? state.visit.touches;

/**
 * A stored visit read back: only the fields of a Visit with well-formed values; null otherwise.
 * A visit stored before touches existed (a flat `tracking` record, a tab open across the deploy)
 * keeps its parameters as a touch of `now`.
 */
export function parseVisit(raw: unknown, now: number): Visit | null {
  if (typeof raw !== "object" || raw === null) return null;
  const r = raw as Record<string, unknown>;
  if (typeof r.lpOrigin !== "string" || !r.lpOrigin.startsWith("/") || !isVisitId(r.sessionId)) return null;
  const legacy = typeof r.tracking === "object" && r.tracking !== null ? capped(r.tracking as Record<string, unknown>) : {};
  const touches = Object.keys(legacy).length ? liveTouches({ last: { params: legacy, at: now } }, now) : parseTouches(r.touches, now);
  return { lpOrigin: r.lpOrigin, sessionId: r.sessionId, touches };
}
