/**
 * Runs once when the server starts. On the embedded sandbox, open (and migrate) its database now,
 * so the first visitor does not wait the 3-7 s PGlite takes to start on this machine.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.BACKEND_URL || process.env.NEXT_PHASE === "phase-production-build") return;
  const { getDb } = await import("@/lib/backend/sandbox/db");
  getDb().catch((error: unknown) => {
    // The first request retries; only the error class is logged (no data in it).
    console.error(JSON.stringify({ level: "error", event: "sandbox.open", error: error instanceof Error ? error.name : "unknown" }));
  });
}
