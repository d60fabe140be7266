// What the entry server refuses before Next sees a request (server/main.ts answers it): pure
// rules, unit-tested, that Node runs as they are (decision 0079).
import { VITALS_PATH } from "../vitals/path.ts";

/** A request refused before Next sees it, and how. */
export interface Refusal {
  status: 400 | 404 | 405;
  message: string;
  allow?: string;
}

/** Methods the site answers; anything else (TRACE, CONNECT, …) gets 405 here. */
export const METHODS: readonly string[] = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/** The methods our pages and files answer: they are prerendered or static, nothing takes a body. */
export const PAGE_METHODS: readonly string[] = ["GET", "HEAD"];

/** Requests the /api proxy logs itself, with the call's path template (never the filled path). */
export const API_PREFIX = "/api/";

/** A path with a percent sign that does not decode (a stray "%", "%ZZ", bytes that are not UTF-8). */
export function undecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/**
 * A request target whose path Next would serve as another path than the one written: a dot
 * segment ("/api/../checkout/", "/./_next/data/", "%2e%2e" spelled encoded) or a backslash, which
 * URL parsers read as a slash. Browsers resolve these before sending, so only a hand-made request
 * has one; refusing it means the path judged here is the path Next serves.
 */
export function hasDotSegment(pathname: string): boolean {
  return pathname.includes("\\") || pathname.split("/").some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment));
}

/**
 * A request target that is not a path: the absolute form ("GET http://other.example/ HTTP/1.1",
 * which a proxy sends, not a browser; Next redirected it to that host) and the asterisk form.
 */
export const notOriginForm = (url: string): boolean => !url.startsWith("/");

/**
 * What a request target's shape alone refuses, before its method or path are looked at: a target
 * that is not a path, or a path with dot segments (hasDotSegment). Null for every other target.
 */
export function targetRefusal(url: string): Refusal | null {
  if (notOriginForm(url) || hasDotSegment(url.split(/[?#]/)[0] ?? "")) return { status: 400, message: "Endereço inválido." };
  return null;
}

/**
 * Requests this server answers itself with a 4xx before Next sees them, or
 * null: a method the site has no use for (TRACE, CONNECT, …) anywhere. Next answered each with a
 * 500 (and an error line, or for /api none at all): a path that does not decode ("/%E0%A4%A/",
 * "/api/lead/%ZZ/"); a write or OPTIONS outside /api (our pages and files take no body, and the
 * site has no server actions), but the web-vitals beacon's POST (VITALS_PATH, which takes nothing
 * else); and /_next/data/, the Pages Router's data URLs, which this App
 * Router site does not have (Next served the home page there, indexable and cached for a year).
 */
export function refusalFor(method: string, pathname: string): Refusal | null {
  if (!METHODS.includes(method)) return { status: 405, message: "Método não permitido.", allow: METHODS.join(", ") };
  if (undecodablePath(pathname)) return { status: 400, message: "Endereço inválido." };
  if (pathname.startsWith(API_PREFIX)) return null;
  if (pathname === VITALS_PATH) return method === "POST" ? null : { status: 405, message: "Método não permitido.", allow: "POST" };
  if (!PAGE_METHODS.includes(method)) return { status: 405, message: "Método não permitido.", allow: PAGE_METHODS.join(", ") };
  if (pathname.startsWith("/_next/data/")) return { status: 404, message: "Página não encontrada." };
  return null;
}
