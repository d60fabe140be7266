// The entry server's rules for a request, apart from serving it (server/main.ts serves) and what
// it refuses (lib/backend/refusals.ts): the health paths, the access line, Node's
// deadlines for a request to arrive and the answers Node writes itself. Pure functions, unit-tested.
import os from "node:os";
import { NO_INLINE_POLICY } from "./served-policy.ts";
import { STATIC_SECURITY_HEADERS } from "../lib/security/policy.ts";
import { API_PREFIX } from "../lib/backend/refusals.ts";

/** What the access line says of one request (accessLine). */
export interface AccessFacts {
  method: string;
  pathname: string;
  status: number;
  ms: number;
  requestId: string;
  /** The process is draining (lib/backend/drain.ts). */
  draining?: boolean;
}

/** The path part of a request target, with repeated slashes folded ("/b//x/?q" → "/b/x/"). */
export const requestPath = (url = "/"): string => (url.split(/[?#]/)[0] ?? "").replace(/\/{2,}/g, "/") || "/";

/**
 * Health checks answer without the trailing-slash redirect: a load balancer's check does not
 * follow a 308, and next.config's trailingSlash sends one for /healthz before any rewrite or
 * middleware could step in. So /healthz and /readyz are handed to Next as /healthz/ and /readyz/.
 */
export const HEALTH_PATHS: readonly string[] = ["/healthz", "/readyz"];
export function withHealthSlash(url = "/"): string {
  const query = url.indexOf("?");
  const pathname = query < 0 ? url : url.slice(0, query);
  return HEALTH_PATHS.includes(pathname) ? `${pathname}/${query < 0 ? "" : url.slice(query)}` : url;
}

export { PAGE_QUERY_HEADER } from "../lib/routing/page-query-header.ts";
/** Next's own query parameter of an RSC request, which its check against CDN poisoning reads. */
const RSC_QUERY = "_rsc";

/**
 * The target Next renders a page request from: the path, and of the query only Next's own `_rsc`
 * on an RSC request (`rsc: 1`). Whichever request renders or regenerates a page writes its target
 * into the page's payload, which the cache then serves to everyone: a visitor's utm_*, e-mail or
 * CPF in the query would reach every later visitor. Our pages read their query in the browser,
 * never on the server. `query` is what was taken off ("?utm_source=…"), for the redirects that
 * carry it over (proxy.ts), or null when nothing was. Other targets (the API, files, a path that
 * still gets the trailing-slash redirect) are left as they are.
 */
export function pageTarget(url: string, rsc: boolean): { url: string; query: string | null } {
  const at = url.indexOf("?");
  const pathname = at < 0 ? url : url.slice(0, at);
  if (at < 0 || !pathname.endsWith("/") || pathname.startsWith(API_PREFIX) || pathname.startsWith("/_next/")) return { url, query: null };
  const query = url.slice(at);
  const kept = rsc ? new URLSearchParams(query).get(RSC_QUERY) : null;
  const rest = kept === null ? "" : kept ? `?${RSC_QUERY}=${encodeURIComponent(kept)}` : `?${RSC_QUERY}`;
  return { url: pathname + rest, query };
}

/** Longest path written to an access line (a scanner's 8 KB path is cut). */
export const MAX_LOGGED_PATH = 256;

/**
 * The access line of a request: method, path without its query string (a query can hold a lead
 * id or a postcode), status, duration and request id. Health checks (a balancer asks every few
 * seconds) at debug level, server errors at error level, a client that went away (499) at warn.
 * While the process drains, /readyz's 503 is what it is meant to answer: debug, not an error.
 */
export function accessLine({ method, pathname, status, ms, requestId, draining = false }: AccessFacts): { level: "debug" | "info" | "warn" | "error"; fields: { event: "http"; requestId: string; method: string; path: string; status: number; ms: number } } {
  const health = HEALTH_PATHS.includes(pathname);
  const level = health && draining ? "debug" : status >= 500 ? "error" : status === 499 ? "warn" : health ? "debug" : "info";
  return { level, fields: { event: "http", requestId, method, path: pathname.slice(0, MAX_LOGGED_PATH), status, ms } };
}

/**
 * Node's limits on how long a request may take to arrive. Its defaults hold a POST
 * trickled a byte every 5 s for 300 s (requestTimeout) and slowly sent headers for 60-90 s
 * (headersTimeout, checked every 30 s): a few hundred such sockets tie up a server. Headers must be
 * in within 10 s, the whole request within 20 s, checked every second. The /api proxy's own body
 * deadline (API_BODY_TIMEOUT_MS, 10 s) stays first, so its 408 keeps its Portuguese message; a
 * longer one moves requestTimeout to 5 s past it.
 */
export function serverTimeouts(env: Readonly<Record<string, string | undefined>> = process.env): { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number } {
  const apiBodyMs = Number(env.API_BODY_TIMEOUT_MS) || 10_000;
  return { headersTimeout: 10_000, requestTimeout: Math.max(20_000, apiBodyMs + 5_000), connectionsCheckingInterval: 1_000 };
}

/**
 * Node's own answers, written to the socket when a request cannot reach the handler:
 * 400 for a malformed request, 431 for headers too large, 408 past serverTimeouts(). Node
 * sends them bare; these carry the security headers every other answer has, and close.
 * `code` is the error's code (HPE_HEADER_OVERFLOW, ERR_HTTP_REQUEST_TIMEOUT, …).
 */
export function clientErrorResponse(code: string | undefined): string {
  const [status, reason]: [number, string] = code === "HPE_HEADER_OVERFLOW" ? [431, "Request Header Fields Too Large"] : code === "ERR_HTTP_REQUEST_TIMEOUT" ? [408, "Request Timeout"] : [400, "Bad Request"];
  const body = JSON.stringify({ success: false, message: status === 408 ? "A requisição demorou demais para chegar." : "Requisição inválida." });
  const headers = [
    ["Content-Type", "application/json; charset=utf-8"],
    ["Content-Length", String(Buffer.byteLength(body))],
    ["Cache-Control", "no-store"],
    ["Connection", "close"],
    ["Content-Security-Policy", NO_INLINE_POLICY],
    ...STATIC_SECURITY_HEADERS,
  ];
  return `HTTP/1.1 ${status} ${reason}\r\n${headers.map(([name, value]) => `${name}: ${value}`).join("\r\n")}\r\n\r\n${body}`;
}

/** Exit status of a process stopped at once by a second signal: 128 + the signal's number, as a shell reports it. */
export const forcedExitCode = (signal: string): number => 128 + (os.constants.signals[signal as NodeJS.Signals] ?? 15);
