import { parseTracking, type Tracking } from "@/lib/plans/request";

/**
 * Attribution of a visit (funnel §3 "Lead": origin, lp_origin, client_id, session_id, and the
 * plan request's tracking parameters). Pure rules here; lib/visit/storage.ts keeps them in the
 * browser. Nothing here is personal: the ids are random and the rest comes from the URL.
 */
export interface Visit {
  /** Path (no query, no hash) of the first page of the visit: the lead's lp_origin. */
  lpOrigin: string;
  /** Random id of this visit (one tab's session): the lead's session_id. */
  sessionId: string;
  /** The tracking parameters the visit arrived with (funnel §3), kept until new ones arrive. */
  tracking: Tracking;
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
 * The kept-params rule: a URL that carries any tracking parameter replaces the kept set as a
 * whole (a new campaign click is a new attribution); a URL without any keeps what the visit
 * arrived with, so an internal link that drops the query (the header logo) loses nothing.
 */
export function keptTracking(search: string, kept: Tracking | undefined): Tracking {
  const fresh = parseTracking(search);
  return Object.keys(fresh).length ? fresh : { ...(kept ?? {}) };
}

/** The visit after a page load at path+search: lp_origin and session id are set once. */
export function nextVisit(stored: Visit | null, path: string, search: string, newId: () => string = randomId): Visit {
  return {
    lpOrigin: stored?.lpOrigin ?? (path || "/").slice(0, PATH_MAX),
    sessionId: stored && isVisitId(stored.sessionId) ? stored.sessionId : newId(),
    tracking: keptTracking(search, stored?.tracking),
  };
}

/** A stored visit read back: only the fields of a Visit with string values; null otherwise. */
export function parseVisit(raw: unknown): Visit | null {
  if (typeof raw !== "object" || raw === null) return null;
  const r = raw as Record<string, unknown>;
  if (typeof r.lpOrigin !== "string" || !r.lpOrigin.startsWith("/") || !isVisitId(r.sessionId)) return null;
  const tracking = typeof r.tracking === "object" && r.tracking !== null ? (r.tracking as Record<string, unknown>) : {};
  const strings = Object.fromEntries(Object.entries(tracking).filter(([, v]) => typeof v === "string")) as Record<string, string>;
  return { lpOrigin: r.lpOrigin, sessionId: r.sessionId, tracking: parseTracking(strings) };
}
