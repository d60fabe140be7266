import { processLogger } from "./log-core.ts";

/**
 * Structured logs of the app (the /api proxy, its dependencies, request errors): one JSON line per
 * event through the process's pino logger (log-core.mjs, which also redacts personal field names
 * as a second net). The fields are fixed here so that nothing personal can slip in: a call's path
 * template (never the filled path), method, status, duration, request id, and an error's name or
 * code (never its message, which may echo input).
 */
export interface RequestLog {
  requestId: string;
  method: string;
  /** Path template of the documented call ("lead-v2/{id}/{step}") or "unknown". */
  route: string;
  status: number;
  ms: number;
  /** Why the proxy answered by itself: "not-found", "rate-limited", "not-owner", … */
  reason?: string;
}

/** A client that went away (499) is logged as what it is, not as a server error. */
export function logRequest(entry: RequestLog): void {
  const level = entry.status === 499 ? "warn" : entry.status >= 500 ? "error" : "info";
  processLogger()[level]({ event: "api", ...entry });
}

const warned = new Set<string>();

/** A configuration warning, once per process. */
export function logWarnOnce(event: string, message: string): void {
  if (warned.has(event)) return;
  warned.add(event);
  processLogger().warn({ event, message });
}

/** The class of an error and its code when it has one ("ECONNREFUSED"), never its message. */
export function errorFields(error: unknown): { error: string; code?: string } {
  const name = error instanceof Error ? error.name : typeof error;
  const code = typeof error === "object" && error && "code" in error ? String((error as { code: unknown }).code) : undefined;
  return code ? { error: name, code } : { error: name };
}

export function logError(requestId: string, route: string, error: unknown): void {
  processLogger().error({ event: "api.error", requestId, route, ...errorFields(error) });
}

/**
 * A state change of a dependency (Redis down, Redis back). Callers pass fixed words and error
 * codes only: never an error's message, which names hosts, keys or input.
 */
export function logEvent(level: "info" | "warn" | "error", event: string, fields: Record<string, string | number> = {}): void {
  processLogger()[level]({ event, ...fields });
}
