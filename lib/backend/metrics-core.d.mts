/** Types of metrics-core.mjs (plain JavaScript, shared with the entry server and the cache handler). */
import type { Counter, Gauge, Histogram, Registry } from "prom-client";
export const HTTP_BUCKETS: readonly number[];
export const BACKEND_BUCKETS: readonly number[];
export interface ProcessMetrics {
  registry: Registry;
  routeClass: ((pathname: string) => string) | null;
  httpRequests: Counter<"route_class" | "method" | "status_class">;
  httpDuration: Histogram<"route_class" | "method">;
  proxyAnswers: Counter<"call" | "outcome">;
  leadsCreated: Counter<"call">;
  leadUpdates: Counter<"call" | "step">;
  backendDuration: Histogram<"call">;
  cacheLookups: Counter<"result">;
  draining: Gauge;
}
export function processMetrics(): ProcessMetrics;
export function routeClassOf(pathname: string): string;
export function observeHttp(request: { pathname: string; method: string | undefined; status: number; seconds: number }): void;
export function countCacheLookup(result: "hit_local" | "hit_redis" | "stale_local" | "miss"): void;
export function metricsText(): Promise<{ contentType: string; body: string }>;
