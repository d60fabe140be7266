// @vitest-environment node
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GET as readyz } from "@/app/readyz/route";
import { ENTRY_TOKEN } from "@/lib/backend/client";
import { handleApiRequest } from "@/lib/backend/proxy";
import { RATE_LIMITS } from "@/lib/backend/rate-limit";
import { configuredProbes, readiness } from "@/lib/backend/readiness";
import { closeSharedRedis, sharedRedis } from "@/lib/backend/redis";
import { closeDb } from "@/sandbox";
import { captureLog, type CapturedLog } from "../../support/log-capture";
import { redisServerOnPath, TestRedisServer } from "../../support/redis-server";
import { startTestSandbox } from "../../support/sandbox-proxy";

/**
 * The proxy with REDIS_URL when Redis goes away mid-run: it keeps answering, CPF lookups stay
 * limited (counted per instance), one log line says Redis is down, /readyz says which dependency
 * is, and all of it recovers when Redis is back. The test stops and freezes a redis-server of its
 * own, so it needs `redis-server` on PATH (.ci/run installs it); without it, skipped, saying so.
 */
const TOKEN = "entry-token-for-outage-tests";
const LIMIT = RATE_LIMITS["cpf-lookup"].limit;

function lookup(from: string): Promise<Response> {
  const path = "renewalBaseUser/documentNumber";
  const headers = { host: "loja.test", "sec-fetch-site": "same-origin", "content-type": "application/json", "x-uf-peer": from, "x-uf-proto": "http", "x-uf-entry": TOKEN };
  const request = new Request(`http://loja.test/api/${path}/`, { method: "POST", headers, body: JSON.stringify({ cpf: "28573914637" }) });
  return handleApiRequest(request, path);
}

describe.skipIf(!redisServerOnPath)(`the proxy when Redis stops (${redisServerOnPath ? "redis-server started by the test" : "skipped: no redis-server on PATH"})`, () => {
  let redis: TestRedisServer;
  let dataDir = "";
  let log: CapturedLog;
  let sandbox: Awaited<ReturnType<typeof startTestSandbox>> | undefined;

  beforeAll(async () => {
    redis = await TestRedisServer.start();
    dataDir = mkdtempSync(join(tmpdir(), "uf-redis-outage-"));
    vi.stubEnv("REDIS_URL", redis.url);
    vi.stubEnv("SESSION_SECRET", "a-test-secret-shared-by-the-fleet");
    vi.stubEnv("DATA_DIR", dataDir);
    vi.stubEnv("DATABASE_URL", "");
    vi.stubEnv("SANDBOX", "1");
    vi.stubEnv("SANDBOX_LOG_LEVEL", "warn");
    vi.stubEnv("TRUSTED_PROXY_HOPS", "0");
    sandbox = await startTestSandbox();
    vi.stubEnv("BACKEND_URL", sandbox.url);
    (globalThis as Record<symbol, unknown>)[ENTRY_TOKEN] = TOKEN;
    log = captureLog();
    // The embedded database takes a few seconds to open the first time.
    expect((await lookup("192.0.2.1")).status).toBe(200);
  }, 60_000);

  afterAll(async () => {
    await closeSharedRedis();
    await redis?.stop();
    log.restore();
    await sandbox?.close();
    await closeDb();
    await rm(dataDir, { recursive: true, force: true });
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it("counts in Redis while it is up, and /readyz is ready", async () => {
    for (let i = 0; i < 3; i++) expect((await lookup("203.0.113.60")).status).toBe(200);
    const { client } = (await sharedRedis())!;
    expect((await client.keys("uf:rl:*")).length).toBeGreaterThanOrEqual(2);
    expect(await readiness(configuredProbes(), "b1")).toEqual({
      status: 200,
      body: { status: "ready", build: "b1", backend: "sandbox", checks: { sandbox: "up", redis: "up" } },
    });
  });

  it("Redis stopped: the proxy keeps answering, CPF lookups are limited per instance, one log line says so, /readyz says degraded", async () => {
    await redis.stop();
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) statuses.push((await lookup("203.0.113.61")).status);
    expect(statuses.slice(0, -1)).toEqual(Array(LIMIT).fill(200));
    expect(statuses.at(-1)).toBe(429);

    const down = log.events("redis.down");
    expect(down).toHaveLength(1);
    expect(down[0]).toMatchObject({ level: "warn", fallback: "rate limits counted per instance" });
    // No client address (nor the host of Redis) in what was logged.
    const logged = log.text();
    expect(logged).not.toMatch(/203\.0\.113|127\.0\.0\.1|28573914637/);

    const ready = await readiness(configuredProbes(), "b1");
    expect(ready).toEqual({ status: 200, body: { status: "degraded", build: "b1", backend: "sandbox", checks: { sandbox: "up", redis: "down" } } });
    const response = await readyz();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toMatchObject({ status: "degraded", checks: { redis: "down" } });
    // Still one line: the outage is logged once, however many requests and probes meet it.
    expect(log.events("redis.down")).toHaveLength(1);
  });

  it("Redis back: the client reconnects, the log says so, /readyz is ready again", async () => {
    await redis.restart();
    let state = "";
    for (let i = 0; i < 50 && state !== "ready"; i++) {
      await new Promise((r) => setTimeout(r, 200));
      state = (await readiness(configuredProbes(), null)).body.status;
    }
    expect(state).toBe("ready");
    expect(log.events("redis.up")).toHaveLength(1);
  }, 20_000);

  it("a Redis that hangs costs a request at most the command timeout, then the per-instance count", async () => {
    // Past the store's one-second pause after the outage of the previous test.
    await new Promise((r) => setTimeout(r, 1_100));
    redis.pause();
    try {
      const started = performance.now();
      expect((await lookup("203.0.113.62")).status).toBe(200);
      // Without the command timeout it would wait for as long as Redis stays frozen.
      expect(performance.now() - started).toBeLessThan(2_500);
      // A second outage, a second line: this one for the timeout.
      const down = log.events("redis.down");
      expect(down.map((l) => l.error)).toEqual([expect.any(String), "timeout"]);
      const statuses: number[] = [];
      for (let i = 1; i <= LIMIT; i++) statuses.push((await lookup("203.0.113.62")).status);
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
      expect((await readiness(configuredProbes(), null, 1_000)).body.checks.redis).toBe("down");
    } finally {
      redis.resume();
    }
  }, 20_000);
});
