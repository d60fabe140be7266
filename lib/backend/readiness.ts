import { discardBody } from "./capped-body";
import { backendConfig } from "./config";
import { sharedRedis } from "./redis";

/**
 * /readyz: can this instance serve? Each dependency it uses is asked once, in parallel, with a
 * time limit (a load balancer's health check times out after a few seconds, and a hung database
 * must read as down, not as a hung check). The answer names dependencies and states only.
 */

export type DependencyState = "up" | "down" | "not-used";
export type BackendMode = "operator" | "sandbox";

export const backendMode = (): BackendMode => (backendConfig.sandbox() ? "sandbox" : "operator");
/** Answers when the dependency works, throws (or takes too long) when not; null: not used here. */
export type Probe = (() => Promise<unknown>) | null;

export interface Readiness {
  status: 200 | 503;
  body: {
    status: "ready" | "degraded" | "not-ready" | "draining";
    build: string | null;
    /** Which backend this instance serves: the operator's API or the sandbox server. */
    backend: BackendMode;
    checks: Record<string, DependencyState>;
  };
}

/**
 * Dependencies this instance serves without: with Redis down the rate limits fall back to each
 * instance's own count (lib/backend/rate-limit-store.ts), so the instance still serves and says
 * "degraded" with 200. A 503 there would make a balancer drop every instance at once and turn a
 * Redis outage into a site outage. The database is not optional: without it no order is kept.
 */
export const DEGRADABLE: ReadonlySet<string> = new Set(["redis"]);

/** Long enough for a query on a busy database, short of a balancer's usual 5 s check timeout. */
export const PROBE_TIMEOUT_MS = 2_000;

function withinTime(probe: () => Promise<unknown>, ms: number): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error("timeout")), ms)));
  return Promise.race([probe(), late]).finally(() => clearTimeout(timer));
}

/** Runs the probes; ready (200) unless a dependency it cannot serve without is down (503). */
export async function readiness(
  probes: Record<string, Probe>,
  build: string | null,
  timeoutMs = PROBE_TIMEOUT_MS,
  backend: BackendMode = backendMode(),
): Promise<Readiness> {
  const names = Object.keys(probes);
  const states = await Promise.all(
    names.map(async (name): Promise<DependencyState> => {
      const probe = probes[name];
      if (!probe) return "not-used";
      return withinTime(probe, timeoutMs).then(() => "up" as const, () => "down" as const);
    }),
  );
  const checks = Object.fromEntries(names.map((name, i) => [name, states[i]!]));
  const down = names.filter((_, i) => states[i] === "down");
  const ready = down.every((name) => DEGRADABLE.has(name));
  const status = !ready ? "not-ready" : down.length ? "degraded" : "ready";
  return { status: ready ? 200 : 503, body: { status, build, backend, checks } };
}

/**
 * The answer while the process drains (a SIGTERM arrived, lib/backend/drain.ts): 503 at once,
 * without asking any dependency, so the balancer takes this instance out while it still serves
 * what it is sent (docs/operating.md "Running several instances").
 */
export function drainingReadiness(build: string | null, backend: BackendMode = backendMode()): Readiness {
  return { status: 503, body: { status: "draining", build, backend, checks: {} } };
}

/**
 * The dependencies of this configuration: the sandbox server and its database (SANDBOX=1, its
 * GET /_sandbox/health), and Redis when REDIS_URL is set. The operator's API is not probed: its
 * outage is the same for every instance and the proxy answers it with its own 502/504 (a 503
 * here would take every instance out of the balancer at once).
 */
export function configuredProbes(): { sandbox: Probe; redis: Probe } {
  const redis = sharedRedis();
  return {
    sandbox: backendConfig.sandbox()
      ? async () => {
          // A redirect is not followed: only the sandbox's own 2xx says it is healthy (a 3xx fails here).
          const response = await fetch(`${backendConfig.backendUrl()}/_sandbox/health`, { redirect: "manual", signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
          // Its body says nothing more than the status: not read, and let go of now.
          await discardBody(response);
          if (!response.ok) throw new Error(`sandbox health ${response.status}`);
        }
      : null,
    redis: redis
      ? async () => {
          const { client, outage } = await redis;
          // The ping's answer also ends or starts an outage in the log, as the rate limiter's would.
          await client.ping().then(() => outage.recovered(), (error: unknown) => {
            outage.failed(error);
            throw error;
          });
        }
      : null,
  };
}

/** The build's id from {distDir}/BUILD_ID (what the browser's /_next/static paths carry), or null. */
export { buildId } from "./build-info.ts";
