import { closeDb, getDb, sandboxBackend } from "./index";
import { log } from "./log";
import { createSandboxServer } from "./server";

/**
 * `npm run sandbox`: the sandbox server on SANDBOX_PORT (default 4010; any free port when the
 * storefront starts it) of SANDBOX_HOST (default
 * 127.0.0.1: the sandbox's admin calls and fault scenarios are for this machine). Its database is
 * PGlite in DATA_DIR, or DATABASE_URL's PostgreSQL. Point the storefront at it with
 * BACKEND_URL=http://127.0.0.1:4010 and SANDBOX=1; or let the storefront start it (SANDBOX=1
 * without BACKEND_URL), in which case it ends with its parent.
 */
// Started by the storefront (an IPC channel): any free port unless one is asked for, told back.
const port = Number(process.env.SANDBOX_PORT || (process.send ? 0 : 4010));
const host = process.env.SANDBOX_HOST || "127.0.0.1";

const server = createSandboxServer({
  backend: sandboxBackend,
  health: async () => (await getDb()).query("SELECT 1"),
});
// The storefront's own timeouts are shorter; these only end connections nobody uses.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 10_000;
server.requestTimeout = 60_000;

async function stop(reason: string): Promise<void> {
  log("info", { event: "sandbox.stop", reason });
  server.close();
  server.closeIdleConnections();
  await closeDb().catch(() => undefined);
  process.exit(0);
}

async function main(): Promise<void> {
  // Opened (and migrated) before listening: the first order does not wait for PGlite's start.
  await getDb();
  server.listen(port, host, () => {
    const address = server.address();
    const actual = typeof address === "object" && address ? address.port : port;
    log("info", { event: "sandbox.ready", url: `http://${host}:${actual}/` });
    process.send?.({ ready: true, port: actual });
  });
  process.once("SIGTERM", () => void stop("SIGTERM"));
  process.once("SIGINT", () => void stop("SIGINT"));
  // Started by the storefront (an IPC channel): end with it, however it ended.
  process.once("disconnect", () => void stop("parent gone"));
}

main().catch((error: unknown) => {
  log("error", { event: "sandbox.start", error: error instanceof Error ? `${error.name}: ${error.message}` : "unknown" });
  process.exit(1);
});
