import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import { RATE_LIMITS } from "@/lib/backend/rate-limit";
import { freePort, redisServerOnPath, TestRedisServer } from "../unit/support/redis-server";
import { rawRequest } from "./support/raw-http";
import { startSandboxServer, type SandboxServer } from "./support/sandbox-server";
import { expect, test } from "./support/test";

/**
 * Running as a fleet, against the production build: the load balancer's health checks, the
 * refusal to start without SESSION_SECRET, and three servers on one sandbox server sharing Redis:
 * one CPF-lookup budget, and a price change revalidated on one of them served by all three.
 */

const buildId = () => readFileSync(join(process.env.NEXT_DIST_DIR || ".next", "BUILD_ID"), "utf8").trim();
const json = (body: string) => JSON.parse(body) as Record<string, unknown>;

test("/healthz and /readyz answer 200 with and without the slash, never a redirect, no-store", async () => {
  // The answer names this config's single server (a sandbox server, no Redis); a fleet's /readyz
  // (Redis and PostgreSQL up) is checked by fleet-balancer.spec.ts.
  test.skip(Boolean(process.env.E2E_BASE_URL), "checks the server playwright.config.ts starts, not an E2E_BASE_URL deployment");
  for (const path of ["/healthz", "/healthz/"]) {
    const response = await rawRequest("GET", path);
    expect(response.status, path).toBe(200);
    expect(response.headers["cache-control"], path).toBe("no-store");
    expect(json(response.body), path).toEqual({ status: "ok" });
  }
  expect((await rawRequest("HEAD", "/healthz")).status).toBe(200);
  for (const path of ["/readyz", "/readyz/?probe=lb"]) {
    const response = await rawRequest("GET", path);
    expect(response.status, path).toBe(200);
    expect(response.headers["cache-control"], path).toBe("no-store");
    // The e2e server reaches a sandbox server, without Redis.
    expect(json(response.body), path).toEqual({ status: "ready", build: buildId(), backend: "sandbox", checks: { sandbox: "up", redis: "not-used" } });
  }
});

/** Starts server/main.ts on `port` with `env` on top of ours (SESSION_SECRET and REDIS_URL removed). */
function startServer(port: number, env: Record<string, string>): { child: ChildProcess; stderr: () => string; stdout: () => string } {
  // SANDBOX=1 without BACKEND_URL: each server starts a sandbox server of its own.
  const base: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", SANDBOX: "1" };
  delete base.SESSION_SECRET;
  delete base.REDIS_URL;
  const child = spawn(process.execPath, ["server/main.ts", "-p", String(port), "-H", "127.0.0.1"], { env: { ...base, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let stderr = "";
  let stdout = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  return { child, stderr: () => stderr, stdout: () => stdout };
}

test("with REDIS_URL and no SESSION_SECRET the server refuses to start: exit 1, the reason on stderr", async () => {
  test.setTimeout(60_000);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "uf-fleet-refused-"));
  try {
    const server = startServer(port, { REDIS_URL: "redis://127.0.0.1:6390", DATA_DIR: dataDir });
    const code = await new Promise<number | null>((resolve) => server.child.once("exit", resolve));
    expect(code).toBe(1);
    expect(server.stderr()).toContain("server: SESSION_SECRET is required when REDIS_URL is set");
    expect(server.stdout()).not.toContain("ready on");
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

const given = process.env.TEST_REDIS_URL;
test.describe(`three servers sharing Redis (${given ? "TEST_REDIS_URL" : redisServerOnPath ? "redis-server started by the test" : "skipped: no TEST_REDIS_URL and no redis-server on PATH"})`, () => {
  test.skip(!given && !redisServerOnPath, "needs TEST_REDIS_URL or redis-server on PATH");
  // Against a fleet (E2E_BASE_URL) the same sharing is shown through the balancer by
  // fleet-balancer.spec.ts; two more servers beside the fleet starve a 2-core machine, and Redis
  // calls past REDIS_TIMEOUT_MS then fall back to each server's own count.
  test.skip(Boolean(process.env.E2E_BASE_URL), "starts servers of its own on this machine and tests those, not the E2E_BASE_URL deployment; skipped there so they do not take the CPU the deployment under test needs");
  test.describe.configure({ mode: "serial" });

  let redis: TestRedisServer | null = null;
  let sandbox: SandboxServer | null = null;
  const servers: { port: number; child: ChildProcess; dataDir: string }[] = [];
  const sandboxDir = mkdtempSync(join(tmpdir(), "uf-fleet-sandbox-"));
  const revalidateSecret = randomBytes(24).toString("base64url");

  test.beforeAll(async () => {
    // One sandbox server for all three, as a fleet has one backend; its start takes minutes on a
    // busy machine.
    test.setTimeout(300_000);
    if (!given) redis = await TestRedisServer.start();
    sandbox = await startSandboxServer(await freePort(), sandboxDir);
    // A fresh secret: the counters of this run are keyed apart from any earlier run on TEST_REDIS_URL.
    // The catalogue pages are kept an hour: only the on-demand revalidation can change them here.
    const env = {
      REDIS_URL: given ?? redis!.url,
      SESSION_SECRET: randomBytes(32).toString("base64url"),
      TRUSTED_PROXY_HOPS: "0",
      BACKEND_URL: sandbox.url,
      REVALIDATE_SECRET: revalidateSecret,
      CATALOGUE_REVALIDATE_SECONDS: "3600",
    };
    for (let i = 0; i < 3; i++) {
      const port = await freePort();
      const dataDir = mkdtempSync(join(tmpdir(), "uf-fleet-"));
      servers.push({ port, dataDir, child: startServer(port, { ...env, DATA_DIR: dataDir }).child });
    }
    for (const { port } of servers) {
      let ready = false;
      for (let i = 0; i < 360 && !ready; i++) {
        ready = await rawRequest("GET", "/readyz", { port }).then((r) => r.status === 200, () => false);
        if (!ready) await new Promise((r) => setTimeout(r, 500));
      }
      expect(ready, `server on ${port} ready`).toBe(true);
    }
  });

  test.afterAll(async () => {
    for (const { child, dataDir } of servers) {
      child.kill("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    }
    await sandbox?.stop();
    await redis?.stop();
    rmSync(sandboxDir, { recursive: true, force: true });
  });

  test("/readyz reports Redis up, with the same build on all three", async () => {
    for (const { port } of servers) {
      const response = await rawRequest("GET", "/readyz", { port });
      expect(json(response.body)).toEqual({ status: "ready", build: buildId(), backend: "sandbox", checks: { sandbox: "up", redis: "up" } });
    }
  });

  test("10 CPF lookups pass across the servers, the 11th is refused on every one", async () => {
    const lookup = (port: number) =>
      rawRequest("POST", "/api/renewalBaseUser/documentNumber/", {
        port,
        headers: { "content-type": "application/json", "sec-fetch-site": "same-origin" },
        body: JSON.stringify({ cpf: "28573914637" }),
      });
    const limit = RATE_LIMITS["cpf-lookup"].limit;
    const statuses: number[] = [];
    for (let i = 0; i < limit; i++) statuses.push((await lookup(servers[i % servers.length]!.port)).status);
    expect(statuses).toEqual(Array(limit).fill(200));
    for (const { port } of servers) expect((await lookup(port)).status).toBe(429);
  });

  test("a price change revalidated on one server is served by all three, hydrated", async ({ page }) => {
    test.setTimeout(180_000);
    /** The landing's first plan card on one server: the monthly price it prints. */
    const firstCard = async (port: number) => {
      await page.goto(`http://127.0.0.1:${port}/`);
      const card = page.locator("article[data-plan]").first();
      await expect(card).toBeVisible();
      const text = ((await card.textContent()) ?? "").replace(/\s/g, " ");
      return /R\$ [\d.]+,\d{2}\/mês/.exec(text)?.[0] ?? "";
    };
    const pricesNow = async () => {
      const prices: string[] = [];
      for (const { port } of servers) prices.push(await firstCard(port));
      return prices;
    };
    const before = await pricesNow();
    expect(before[0]).toMatch(/^R\$/);
    expect(new Set(before).size, before.join(" / ")).toBe(1);

    // The backend changes; the pages are kept an hour: every server still shows the old price.
    const moved = await fetch(`${sandbox!.url}/_sandbox/prices`, { method: "POST", body: JSON.stringify({ add: 7 }) });
    expect(moved.ok).toBe(true);
    expect(await pricesNow()).toEqual(before);

    // The operator tells one server; the others take it from the shared cache (Redis).
    const told = await rawRequest("POST", "/api/revalidate/", { port: servers[0]!.port, headers: { authorization: `Bearer ${revalidateSecret}` } });
    expect(told.status).toBe(200);
    await expect
      .poll(async () => {
        const now = await pricesNow();
        return new Set(now).size === 1 && now[0] !== before[0] ? "new price everywhere" : now.join(" / ");
      }, { timeout: 30_000, intervals: [500, 1000, 2000] })
      .toBe("new price everywhere");

    // Hydrated, with no CSP violation, on each: the consent banner's button closes it.
    await page.addInitScript(() => {
      const w = window as unknown as { __violations: string[] };
      w.__violations = [];
      document.addEventListener("securitypolicyviolation", (e) => w.__violations.push(e.violatedDirective));
    });
    for (const { port } of servers) {
      await page.context().clearCookies();
      await page.goto(`http://127.0.0.1:${port}/`);
      const banner = page.getByRole("region", { name: "Sua privacidade" });
      await banner.getByRole("button", { name: "Aceitar" }).click();
      await expect(banner).toBeHidden();
      expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
    }
  });

  test("a page remade for a visitor with a query string is served by the others byte for byte as one remade without it", async () => {
    test.setTimeout(120_000);
    const [a, b] = [servers[0]!.port, servers[1]!.port];
    const remadeOnA = async (target: string) => {
      const told = await rawRequest("POST", "/api/revalidate/", { port: a, headers: { authorization: `Bearer ${revalidateSecret}` } });
      expect(told.status).toBe(200);
      // Expired by the revalidation: this request waits for the page it makes, query and all.
      expect((await rawRequest("GET", target, { port: a })).status).toBe(200);
    };
    const visitor = "/?utm_source=newsletter&email=joao%40example.com&fbclid=IwAR0abc&_rsc=x1";
    await remadeOnA(visitor);
    // The next visitors, on the instance that made it and on another (through Redis).
    const afterVisitor = [await rawRequest("GET", "/", { port: a }), await rawRequest("GET", "/", { port: b })];
    await remadeOnA("/");
    const afterPlain = await rawRequest("GET", "/", { port: a });
    for (const [i, answer] of afterVisitor.entries()) {
      for (const leak of ["joao", "utm_source", "fbclid", "_rsc=x1"]) expect(answer.body, `instance ${i}`).not.toContain(leak);
      expect(answer.body === afterPlain.body, `instance ${i}: the page differs from one made without a query`).toBe(true);
    }

    // A page made on its first request, with a CPF and Next's own parameter in the query.
    expect((await rawRequest("GET", "/sp/regulamentos/?cpf=52998224725&_rsc=abc", { port: a })).status).toBe(200);
    const regulations = await rawRequest("GET", "/sp/regulamentos/", { port: b });
    expect(regulations.status).toBe(200);
    expect(regulations.body).not.toContain("52998224725");
  });

  test("made-up paths leave no entry in the shared Redis: a 404 is not kept for anyone", async () => {
    const token = randomBytes(6).toString("hex");
    for (let i = 0; i < 12; i++) {
      const answer = await rawRequest("GET", `/probe-${token}-${i}/`, { port: servers[i % servers.length]!.port });
      expect(answer.status).toBe(404);
    }
    const client = new Redis(given ?? redis!.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await client.connect();
      const keys: string[] = [];
      let cursor = "0";
      do {
        const [next, found] = await client.scan(cursor, "MATCH", `*probe-${token}*`, "COUNT", 1000);
        cursor = next;
        keys.push(...found);
      } while (cursor !== "0");
      expect(keys).toEqual([]);
    } finally {
      client.disconnect();
    }
  });
});
