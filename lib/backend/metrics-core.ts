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
  return {
    registry,
    /** Installed by the app (lib/backend/metrics.ts installRouteClass): pages by their route's section. */
    routeClass: null as ((pathname: string) => string) | null,
    httpRequests: new client.Counter({
      name: "storefront_http_requests_total",
      help: "Requests answered by the entry server, by route class, method and status class.",
      labelNames: ["route_class", "method", "status_class"],
      registers,
    }),
    httpDuration: new client.Histogram({
      name: "storefront_http_request_duration_seconds",
      help: "Time from a request's arrival to the end of its answer, by route class and method.",
      labelNames: ["route_class", "method"],
      buckets: [...HTTP_BUCKETS],
      registers,
    }),
    proxyAnswers: new client.Counter({
      name: "storefront_proxy_answers_total",
      help: "Answers of the /api proxy by documented call and outcome (ok, 403, 429, 499, 502, 504, 4xx, 5xx).",
      labelNames: ["call", "outcome"],
      registers,
    }),
    leadsCreated: new client.Counter({
      name: "storefront_leads_created_total",
      help: "Leads (and requests) the backend created through the proxy, by the call that created them.",
      labelNames: ["call"],
      registers,
    }),
    leadUpdates: new client.Counter({
      name: "storefront_lead_updates_total",
      help: "Successful writes to an existing lead, by call and funnel step (the path's step, or \"-\").",
      labelNames: ["call", "step"],
      registers,
    }),
    backendDuration: new client.Histogram({
      name: "storefront_backend_call_duration_seconds",
      help: "Time of one proxy call to BACKEND_URL, by documented call (timeouts included).",
      labelNames: ["call"],
      buckets: [...BACKEND_BUCKETS],
      registers,
    }),
    cacheLookups: new client.Counter({
      name: "storefront_shared_cache_lookups_total",
      help: "Lookups of the shared page cache (REDIS_URL): hit_local, hit_redis, stale_local (served while one instance re-renders) or miss.",
      labelNames: ["result"],
      registers,
    }),
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
