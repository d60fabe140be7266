// The label values of the process's metrics (lib/backend/metrics-core.ts), as rules over fixed
// sets: a label that took a raw path, a lead id or a free status would give Prometheus a new
// series per value and no bound. The entry server (server/main.ts) uses them too.
import { VITALS_PATH } from "../vitals/path.ts";

/**
 * Route classes of the RED metrics. Pages are classed by the section of their route
 * (lib/backend/route-class.ts): landing (marketing pages), checkout, coverage, renewal and page
 * (the other entries); api, static, health and beacon (the web-vitals beacon) by their path
 * (fileRouteClass); other: anything else (an unknown path, a scanner's probe).
 */
export const ROUTE_CLASSES = ["landing", "checkout", "coverage", "renewal", "page", "api", "static", "health", "beacon", "other"] as const;
export type RouteClass = (typeof ROUTE_CLASSES)[number];

/** Health checks, with and without the trailing slash Next would redirect to. */
const HEALTH_PATHS = ["/healthz", "/healthz/", "/readyz", "/readyz/"];
/** Folders of Next's build and of our files in public/. */
const STATIC_PREFIXES = ["/_next/static/", "/_next/image", "/icons/", "/images/", "/docs/", "/scripts/", "/og/"];

/**
 * The class of a path that is not a page (health, api, static, beacon), or null. A last segment
 * with a dot is a file (favicon.ico, robots.txt, sitemap.xml, /og/*.png): route keys have none.
 */
export function fileRouteClass(pathname: string): "health" | "api" | "static" | "beacon" | null {
  if (HEALTH_PATHS.includes(pathname)) return "health";
  if (pathname === VITALS_PATH) return "beacon";
  if (pathname === "/api" || pathname.startsWith("/api/")) return "api";
  if (STATIC_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return "static";
  const last = pathname.slice(pathname.lastIndexOf("/") + 1);
  return last.includes(".") ? "static" : null;
}

/** "2xx" … "5xx"; anything outside 100-599 (never sent) is "other". */
export function statusClass(status: number): string {
  return status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : "other";
}

/** Methods kept as labels; any other (TRACE, PROPFIND, made-up ones) is "OTHER". */
export const METHOD_LABELS: readonly string[] = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

export function methodLabel(method: string | undefined): string {
  const upper = (method ?? "").toUpperCase();
  return METHOD_LABELS.includes(upper) ? upper : "OTHER";
}

/**
 * How the /api proxy answered a call: "ok" (below 400), the four answers an operator watches
 * by name (403 cross-site or not the lead's owner, 429 rate limit, 502 backend failure, 504
 * backend timeout), 499 (the client went away), and "4xx"/"5xx" for the rest.
 */
export function proxyOutcome(status: number): "ok" | "403" | "429" | "499" | "502" | "504" | "4xx" | "5xx" {
  if (status < 400) return "ok";
  if (status === 403 || status === 429 || status === 499 || status === 502 || status === 504) return String(status) as "403" | "429" | "499" | "502" | "504";
  return status < 500 ? "4xx" : "5xx";
}
