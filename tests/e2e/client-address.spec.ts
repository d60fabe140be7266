import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { RATE_LIMITS } from "@/lib/backend/rate-limit";
import { rawRequest } from "./support/raw-http";
import { expect, test } from "./support/test";

/**
 * The client address with no proxy trusted (TRUSTED_PROXY_HOPS=0, the default of `npm start`):
 * a server of this spec's own, same build, so the spoofed headers meet the socket's truth. The
 * suite's main server trusts one hop, as behind the fleet's balancer (playwright.config.ts).
 */

const PORT = Number(process.env.E2E_PORT ?? 3100) + 50;
let server: ChildProcess | undefined;
let dataDir = "";

test.describe.configure({ mode: "serial" });
// Its server trusts no hop; a fleet's instances trust the balancer, so there is nothing to test there.
test.skip(Boolean(process.env.E2E_BASE_URL), "starts servers of its own on this machine and tests those, not the E2E_BASE_URL deployment; skipped there so they do not take the CPU the deployment under test needs");

test.beforeAll(async () => {
  // The server starts a sandbox server first (tsx, then PGlite): minutes on a busy CI machine.
  test.setTimeout(180_000);
  dataDir = mkdtempSync(join(tmpdir(), "uf-hops0-"));
  server = spawn(process.execPath, ["server/main.ts", "-p", String(PORT), "-H", "127.0.0.1"], {
    // SANDBOX=1 without BACKEND_URL: this server starts a sandbox server of its own.
    env: { ...process.env, TRUSTED_PROXY_HOPS: "0", DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: "1", SANDBOX: "1" },
    stdio: "ignore",
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await rawRequest("GET", "/api/banks/", { port: PORT })).status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the hops-0 server did not start");
});

test.afterAll(() => {
  server?.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
});

/** A JSON write; from our own page (Sec-Fetch-Site) unless the headers name an Origin instead. */
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  rawRequest("POST", `/api/${path}/`, {
    port: PORT,
    headers: { "content-type": "application/json", ...(headers.origin ? {} : { "sec-fetch-site": "same-origin" }), ...headers },
    body: JSON.stringify(body),
  });

test("CPF lookups with a rotated X-Forwarded-For are limited all the same", async () => {
  const statuses: number[] = [];
  for (let i = 0; i <= RATE_LIMITS["cpf-lookup"].limit; i++) {
    statuses.push((await post("renewalBaseUser/documentNumber", { cpf: "28573914637" }, { "x-forwarded-for": `10.1.${i}.7`, "x-uf-peer": `10.2.${i}.7` })).status);
  }
  expect(statuses.slice(0, -1)).toEqual(Array(RATE_LIMITS["cpf-lookup"].limit).fill(200));
  expect(statuses.at(-1)).toBe(429);
});

test("callbacks with a rotated X-Forwarded-For are limited all the same", async () => {
  const statuses: number[] = [];
  for (let i = 0; i <= RATE_LIMITS.callback.limit; i++) {
    statuses.push((await post("supportRequest", { telephone: "11987654321" }, { "x-forwarded-for": `10.3.${i}.9` })).status);
  }
  expect(statuses.at(-1)).toBe(429);
});

test("Origin evil.com with X-Forwarded-Host evil.com is a cross-site write", async () => {
  const response = await post("lead-no-coverage", { cep: "69900000", number: "10" }, { origin: "https://evil.com", "x-forwarded-host": "evil.com", "x-forwarded-proto": "https" });
  expect(response.status).toBe(403);
  const ours = await post("lead-no-coverage", { cep: "69900000", number: "10" }, { origin: `http://127.0.0.1:${PORT}` });
  expect(ours.status).toBe(200);
  const wrongScheme = await post("lead-no-coverage", { cep: "69900000", number: "10" }, { origin: `https://127.0.0.1:${PORT}`, "x-forwarded-proto": "https" });
  expect(wrongScheme.status).toBe(403);
});
