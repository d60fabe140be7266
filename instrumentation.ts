import type { Instrumentation } from "next";

/**
 * Runs once when the server starts (Next calls it from app.prepare(), before server/main.ts
 * listens). A fleet misconfiguration stops the start here, with the reason on stderr, rather than
 * as 403s on every request that reaches another instance, and the request metrics learn the route
 * table and start timing the catalogue's backend calls (lib/backend/metrics.ts). Then tracing
 * starts when an OTLP endpoint is configured (lib/backend/telemetry.ts), and Redis connects now (REDIS_URL), so the first visitor does not
 * wait for it. With SANDBOX=1 and no BACKEND_URL the sandbox server is
 * started first (lib/backend/sandbox-process.ts) and BACKEND_URL set to it.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  // First, before anything is awaited: Next does not hold the server's start for the rest of
  // register(), and a refused configuration must stop the process before it says it is ready.
  const { exitOnStartupProblems } = await import("@/lib/backend/startup");
  exitOnStartupProblems();
  // The entry server's request metrics class pages by their route (lib/backend/route-class.ts).
  // The catalogue's backend calls are timed under Next's data cache: installed before any page
  // loads, as Next patches fetch then (lib/backend/metrics.ts timeCatalogueFetches).
  const [{ installRouteClass, timeCatalogueFetches }, { backendConfig }] = await Promise.all([import("@/lib/backend/metrics"), import("@/lib/backend/config")]);
  installRouteClass();
  timeCatalogueFetches(backendConfig.backendUrl);
  if (process.env.SANDBOX === "1" && !process.env.BACKEND_URL) {
    // The no-configuration run: the sandbox server beside us, reached over HTTP like any backend.
    // Until it answers, /readyz says 503 and the API 502.
    const { startSandboxServer } = await import("@/lib/backend/sandbox-process");
    process.env.BACKEND_URL = await startSandboxServer();
  }
  if (!process.env.SITE_URL?.trim()) {
    const [{ logWarnOnce }, { MISSING_SITE_URL_WARNING }] = await Promise.all([import("@/lib/backend/log"), import("@/lib/seo")]);
    logWarnOnce("site-url.missing", MISSING_SITE_URL_WARNING);
  }
  const { startTracing } = await import("@/lib/backend/telemetry");
  await startTracing();
  if (process.env.REDIS_URL) {
    // Connected before the first request: a rate-limited call does not wait for the handshake.
    const { sharedRedis } = await import("@/lib/backend/redis");
    void sharedRedis();
  }
}

/**
 * An error Next caught while rendering a page or answering a route: one log line with its class,
 * digest and route template (lib/backend/request-errors.ts), never its message or the request.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { logRequestError } = await import("@/lib/backend/request-errors");
  logRequestError(error, request, context);
};
