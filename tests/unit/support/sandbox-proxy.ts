import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ENTRY_TOKEN } from "@/lib/backend/client";
import { closeDb, getDb, sandboxBackend } from "@/sandbox";
import { createSandboxServer } from "@/sandbox/server";

/** A sandbox server of the test's own on 127.0.0.1 (any free port), on the process's database. */
export async function startTestSandbox(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createSandboxServer({ backend: sandboxBackend, health: async () => (await getDb()).query("SELECT 1") });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  await getDb();
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * For the tests of the describe block (or file) it is called in: the /api proxy answers from a
 * sandbox server of its own, reached over HTTP as in production (BACKEND_URL, SANDBOX=1), on a
 * fresh DATA_DIR (no DATABASE_URL, no trusted proxy hop), and `token` is the entry server's
 * (requests carrying it in x-uf-entry are believed). Afterwards the server and database are
 * closed, the folder removed and the environment put back.
 */
export function withSandboxProxy(dirPrefix: string, token: string): void {
  let dataDir = "";
  let sandbox: Awaited<ReturnType<typeof startTestSandbox>> | undefined;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), dirPrefix));
    vi.stubEnv("DATA_DIR", dataDir);
    vi.stubEnv("DATABASE_URL", "");
    vi.stubEnv("SANDBOX", "1");
    vi.stubEnv("TRUSTED_PROXY_HOPS", "0");
    (globalThis as Record<symbol, unknown>)[ENTRY_TOKEN] = token;
    // The sandbox's access lines stay out of the test output; its warnings and errors do not.
    vi.stubEnv("SANDBOX_LOG_LEVEL", "warn");
    sandbox = await startTestSandbox();
    vi.stubEnv("BACKEND_URL", sandbox.url);
  }, 60_000); // the embedded database takes a few seconds to open the first time
  afterAll(async () => {
    await sandbox?.close();
    await closeDb();
    await rm(dataDir, { recursive: true, force: true });
    vi.unstubAllEnvs();
  });
}
