import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ENTRY_TOKEN } from "@/lib/backend/client";
import { closeDb } from "@/lib/backend/sandbox";

/**
 * For the tests of the describe block (or file) it is called in: the /api proxy answers from the
 * embedded sandbox in a fresh DATA_DIR (no DATABASE_URL, no BACKEND_URL, no trusted proxy hop),
 * and `token` is the entry server's (requests carrying it in x-uf-entry are believed). Afterwards
 * the database is closed, the folder removed and the environment put back.
 */
export function withSandboxProxy(dirPrefix: string, token: string): void {
  let dataDir = "";
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), dirPrefix));
    vi.stubEnv("DATA_DIR", dataDir);
    vi.stubEnv("DATABASE_URL", "");
    vi.stubEnv("BACKEND_URL", "");
    vi.stubEnv("TRUSTED_PROXY_HOPS", "0");
    (globalThis as Record<symbol, unknown>)[ENTRY_TOKEN] = token;
  });
  afterAll(async () => {
    await closeDb();
    await rm(dataDir, { recursive: true, force: true });
    vi.unstubAllEnvs();
  });
}
