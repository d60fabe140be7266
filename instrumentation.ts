import type { Instrumentation } from "next";

/**
 * Runs once when the server starts (Next calls it from app.prepare(), before scripts/server.mjs
 * listens). A fleet misconfiguration stops the start here, with the reason on stderr, rather than
 * as 403s on every request that reaches another instance. Then tracing starts when an OTLP
 * endpoint is configured (lib/backend/telemetry.ts), and the connections open now, so the first
 * visitor does not wait for them: Redis (REDIS_URL), and on the embedded sandbox its database
 * (PGlite takes 3-7 s to start on this machine).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { exitOnStartupProblems } = await import("@/lib/backend/startup");
  exitOnStartupProblems();
  const { startTracing } = await import("@/lib/backend/telemetry");
  await startTracing();
  if (process.env.REDIS_URL) {
    // Connected before the first request: a rate-limited call does not wait for the handshake.
    const { sharedRedis } = await import("@/lib/backend/redis");
    void sharedRedis();
  }
  if (process.env.BACKEND_URL) return;
  const [{ getDb }, { logEvent, errorFields }] = await Promise.all([import("@/lib/backend/sandbox/db"), import("@/lib/backend/log")]);
  getDb().catch((error: unknown) => {
    // The first request retries; only the error class is logged (no data in it).
    logEvent("error", "sandbox.open", { error: errorFields(error).error });
  });
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
