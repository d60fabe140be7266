/**
 * Runs once when the server starts (Next calls it from app.prepare(), before scripts/server.mjs
 * listens). A fleet misconfiguration stops the start here, with the reason on stderr, rather than
 * as 403s on every request that reaches another instance. Then the connections open now, so the
 * first visitor does not wait for them: Redis (REDIS_URL), and on the embedded sandbox its
 * database (PGlite takes 3-7 s to start on this machine).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { exitOnStartupProblems } = await import("@/lib/backend/startup");
  exitOnStartupProblems();
  if (process.env.REDIS_URL) {
    // Connected before the first request: a rate-limited call does not wait for the handshake.
    const { sharedRedis } = await import("@/lib/backend/redis");
    void sharedRedis();
  }
  if (process.env.BACKEND_URL) return;
  const { getDb } = await import("@/lib/backend/sandbox/db");
  getDb().catch((error: unknown) => {
    // The first request retries; only the error class is logged (no data in it).
    console.error(JSON.stringify({ level: "error", event: "sandbox.open", error: error instanceof Error ? error.name : "unknown" }));
  });
}
