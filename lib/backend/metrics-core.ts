// The process's Prometheus metrics (prom-client): one registry per process, kept on globalThis
// like the logger (log-core.ts), so that the entry server (server/main.ts), the app bundle
// (lib/backend/metrics.ts: the /api proxy, the backend calls) and the Redis cache handler
// (cache-handler.ts) count into the same series whichever of them loads first, even when the
// bundle carries its own copy of this module. Served off the public port (server/metrics-server.ts).
//
// Every label is one of a fixed set (metric-labels.ts, the contract's call names, the funnel's
// step names): never a path, an id or anything a visitor typed.
import client from "prom-client";
import { buildInfo } from "./build-info.ts";
import { isDraining } from "./drain.ts";
import { fileRouteClass, methodLabel, statusClass } from "./metric-labels.ts";

const KEY = Symbol.for("ultrafibra.metrics");

/** Seconds: a prerendered page answers in milliseconds, a page rendered on demand in a second or two. */
export const HTTP_BUCKETS: readonly number[] = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Seconds: up to the proxy's 15 s wait for the backend (BACKEND_TIMEOUT_MS) and beyond. */
export const BACKEND_BUCKETS: readonly number[] = [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15, 30];

/**
 * Real visitors' web vitals (lib/backend/vitals.ts), in seconds but CLS (no unit): finer around
 * each metric's "good" and "poor" thresholds (LCP 2.5/4 s, INP 0.2/0.5 s, CLS 0.1/0.25, FCP
 * 1.8/3 s, TTFB 0.8/1.8 s), so their p75 reads true where it matters.
 */
export const VITAL_BUCKETS = {
  LCP: [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10, 15, 20],
  INP: [0.025, 0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.75, 1, 2, 5],
  CLS: [0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.35, 0.5, 1, 2],
  FCP: [0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.8, 2.5, 3, 4, 6, 10],
  TTFB: [0.05, 0.1, 0.2, 0.4, 0.6, 0.8, 1, 1.4, 1.8, 2.5, 4, 8],
} as const satisfies Record<string, readonly number[]>;

function createMetrics() {
  const registry = new client.Registry();
  // process_* and nodejs_* (event-loop lag, heap, GC, handles), read at each scrape.
  client.collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const info = buildInfo();
  const buildGauge = new client.Gauge({
    name: "storefront_build_info",
    help: "The build this process serves (always 1): its .next/BUILD_ID and package version.",
    labelNames: ["build_id", "version"],
    registers,
  });
  buildGauge.set({ build_id: info.buildId ?? "unknown", version: info.version ?? "unknown" }, 1);
  // The counters and histograms below, all in this registry; L keeps their label names typed for inc and observe.
  const counter = <L extends string>(name: string, labelNames: readonly L[], help: string) =>
    new client.Counter({ name, help, labelNames, registers });
  const histogram = <L extends string>(name: string, labelNames: readonly L[], buckets: readonly number[], help: string) =>
    new client.Histogram({ name, help, labelNames, buckets: [...buckets], registers });
  return {
    registry,
    /** Installed by the app (lib/backend/metrics.ts installRouteClass): pages by their route's section. */
    routeClass: null as ((pathname: string) => string) | null,
    httpRequests: counter("storefront_http_requests_total", ["route_class", "method", "status_class"],
      "Requests answered by the entry server, by route class, method and status class."),
    httpDuration: histogram("storefront_http_request_duration_seconds", ["route_class", "method"], HTTP_BUCKETS,
      "Time from a request's arrival to the end of its answer, by route class and method."),
    proxyAnswers: counter("storefront_proxy_answers_total", ["call", "outcome"],
      "Answers of the /api proxy by documented call and outcome (ok, 403, 429, 499, 502, 504, 4xx, 5xx)."),
    leadsCreated: counter("storefront_leads_created_total", ["call"],
      "Leads (and requests) the backend created through the proxy, by the call that created them."),
    leadUpdates: counter("storefront_lead_updates_total", ["call", "step"],
      "Successful writes to an existing lead, by call and funnel step (the path's step, or \"-\")."),
    backendDuration: histogram("storefront_backend_call_duration_seconds", ["call"], BACKEND_BUCKETS,
      "Time of one proxy call to BACKEND_URL, by documented call (timeouts included)."),
    cacheLookups: counter("storefront_shared_cache_lookups_total", ["result"],
      "Lookups of the shared page cache (REDIS_URL): hit_local, hit_redis, stale_local (served while one instance re-renders) or miss."),
    /** By route class (lib/vitals/limits.ts) and addon (lib/addons, else "other"): never a path. */
    vitals: {
      LCP: histogram("storefront_web_vitals_lcp_seconds", ["route_class", "addon"], VITAL_BUCKETS.LCP,
        "Largest Contentful Paint of real page views (performance consent), by route class and addon."),
      INP: histogram("storefront_web_vitals_inp_seconds", ["route_class", "addon"], VITAL_BUCKETS.INP,
        "Interaction to Next Paint of real page views (performance consent), by route class and addon."),
      CLS: histogram("storefront_web_vitals_cls", ["route_class", "addon"], VITAL_BUCKETS.CLS,
        "Cumulative Layout Shift (unitless) of real page views (performance consent), by route class and addon."),
      FCP: histogram("storefront_web_vitals_fcp_seconds", ["route_class", "addon"], VITAL_BUCKETS.FCP,
        "First Contentful Paint of real page views (performance consent), by route class and addon."),
      TTFB: histogram("storefront_web_vitals_ttfb_seconds", ["route_class", "addon"], VITAL_BUCKETS.TTFB,
        "Time to First Byte of real page views (performance consent), by route class and addon."),
    },
    vitalsDropped: counter("storefront_web_vitals_dropped_total", ["reason"],
      "Web-vitals values of accepted beacons that were not counted: unknown-name or out-of-range."),
    draining: new client.Gauge({
      name: "storefront_draining",
      help: "1 while the process drains after SIGTERM (/readyz answers 503), 0 otherwise.",
      registers,
      collect() {
        this.set(isDraining() ? 1 : 0);
      },
    }),
  };
}

export type ProcessMetrics = ReturnType<typeof createMetrics>;

/** The process's metrics, created on first use. */
export function processMetrics(): ProcessMetrics {
  const g = globalThis as Record<symbol, ProcessMetrics | undefined>;
  let metrics = g[KEY];
  if (!metrics) {
    metrics = createMetrics();
    g[KEY] = metrics;
  }
  return metrics;
}

/**
 * The class of a path: the app's classifier once installed (pages by route section), before that
 * (or without the app) only what the path says: health, api, static, else "other".
 */
export function routeClassOf(pathname: string): string {
  const classify = processMetrics().routeClass;
  if (classify) {
    try {
      return classify(pathname);
    } catch {
      return "other";
    }
  }
  return fileRouteClass(pathname) ?? "other";
}

/**
 * One answered request of the entry server.
 */
export function observeHttp({ pathname, method, status, seconds }: { pathname: string; method: string | undefined; status: number; seconds: number }): void {
  const metrics = processMetrics();
  const routeClass = routeClassOf(pathname);
  const methodName = methodLabel(method);
  metrics.httpRequests.inc({ route_class: routeClass, method: methodName, status_class: statusClass(status) });
  metrics.httpDuration.observe({ route_class: routeClass, method: methodName }, seconds);
}

export function countCacheLookup(result: "hit_local" | "hit_redis" | "stale_local" | "miss"): void {
  processMetrics().cacheLookups.inc({ result });
}

/** The scrape: Prometheus's text format and its content type. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  const { registry } = processMetrics();
  return { contentType: registry.contentType, body: await registry.metrics() };
}
