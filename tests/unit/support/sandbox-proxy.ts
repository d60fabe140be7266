import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ENTRY_TOKEN } from "@/lib/backend/client";
import { handleApiRequest } from "@/lib/backend/proxy";
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

/**
 * A fetch for the browser's API client that hands each /api request to the proxy's handler, with
 * the headers the entry server adds (`token` as in withSandboxProxy; `peer` is the socket's
 * address, so each client can have its own rate-limit budget). It rejects when the client aborts,
 * as a browser's fetch does, whether or not the proxy has answered.
 */
export function proxyFetch(token: string, peer: string): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input));
    const path = url.pathname.replace(/^\/api\//, "").replace(/\/+$/, "");
    const headers = new Headers(init?.headers);
    headers.set("host", url.host);
    headers.set("sec-fetch-site", "same-origin");
    headers.set("x-uf-peer", peer);
    headers.set("x-uf-proto", url.protocol.replace(":", ""));
    headers.set("x-uf-entry", token);
    const signal = init?.signal ?? undefined;
    const request = new Request(url, { method: init?.method, headers, body: init?.body, signal });
    const aborted = new Promise<never>((_, reject) => {
      if (signal?.aborted) reject(new DOMException("aborted", "AbortError"));
      signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")), { once: true });
    });
    return Promise.race([handleApiRequest(request, path), aborted]);
  };
}
