// @vitest-environment node
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { GET as healthz } from "@/app/healthz/route";
import { GET as readyz } from "@/app/readyz/route";
import { startupProblems } from "@/lib/backend/config";
import { MemoryRateLimitStore } from "@/lib/backend/rate-limit";
import { rateLimitStore } from "@/lib/backend/rate-limit-store";
import { readiness } from "@/lib/backend/readiness";
import { errorKind, RedisOutage } from "@/lib/backend/redis";
import { config as middleware } from "@/proxy";
import { withHealthSlash } from "@/server/requests";
import { captureLog, withoutBase } from "./support/log-capture";

/** Running as a fleet: the start-up rule, the health answers and the store chosen by the environment. */

describe("the server refuses to start on a fleet misconfiguration", () => {
  const secret = "s".repeat(44);

  it("BACKEND_URL or REDIS_URL without SESSION_SECRET is refused, naming the variable", () => {
    expect(startupProblems({ SANDBOX: "1", REDIS_URL: "redis://cache:6379" })).toEqual([expect.stringMatching(/^SESSION_SECRET is required when REDIS_URL is set/)]);
    expect(startupProblems({ BACKEND_URL: "https://api.example/v1" })).toEqual([expect.stringMatching(/^SESSION_SECRET is required when BACKEND_URL is set/)]);
    expect(startupProblems({ BACKEND_URL: "https://api.example/v1", REDIS_URL: "redis://cache:6379", SESSION_SECRET: "  " })).toEqual([
      expect.stringMatching(/^SESSION_SECRET is required when BACKEND_URL or REDIS_URL is set/),
    ]);
  });

  it("starts with the secret, and a single sandbox server needs none", () => {
    expect(startupProblems({ BACKEND_URL: "https://api.example/v1", REDIS_URL: "rediss://cache:6380/1", SESSION_SECRET: secret })).toEqual([]);
    expect(startupProblems({ SANDBOX: "1" })).toEqual([]);
    expect(startupProblems({ SANDBOX: "1", BACKEND_URL: "http://127.0.0.1:4010", REDIS_URL: "" })).toEqual([]);
  });

  it("no sandbox by accident: neither BACKEND_URL nor SANDBOX=1 is refused with the way out", () => {
    expect(startupProblems({})).toEqual([expect.stringMatching(/^BACKEND_URL is not set: .*set SANDBOX=1/)]);
    expect(startupProblems({ BACKEND_URL: "  ", SANDBOX: "0" })).toHaveLength(1);
    expect(startupProblems({ BACKEND_URL: "api.example", SESSION_SECRET: secret })).toEqual([expect.stringMatching(/^BACKEND_URL must be an http/)]);
  });

  it("BACKEND_HEADERS must be a JSON object of one-line strings, and cannot replace our own headers", () => {
    const base = { BACKEND_URL: "https://api.example/v1", SESSION_SECRET: secret };
    expect(startupProblems({ ...base, BACKEND_HEADERS: '{"Authorization":"Bearer abc","X-Api-Key":"k"}' })).toEqual([]);
    for (const bad of ["Authorization: Bearer abc", '["a"]', '{"X-Key":1}', '{"X-Key":"a\\nb"}', '{"Host":"evil"}', '{"bad name":"x"}']) {
      expect(startupProblems({ ...base, BACKEND_HEADERS: bad }), bad).toEqual([expect.stringMatching(/^BACKEND_HEADERS/)]);
    }
  });

  it("REDIS_URL must be a Redis URL", () => {
    expect(startupProblems({ SANDBOX: "1", REDIS_URL: "cache:6379", SESSION_SECRET: secret })).toEqual([expect.stringMatching(/^REDIS_URL must be a redis:\/\//)]);
    expect(startupProblems({ SANDBOX: "1", REDIS_URL: "http://cache:6379", SESSION_SECRET: secret })).toHaveLength(1);
  });
});

describe("readiness", () => {
  const up = async () => "PONG";
  const down = async () => {
    throw new Error("ECONNREFUSED");
  };
  const hangs = () => new Promise<never>(() => undefined);

  it("ready when every dependency in use answers; a dependency not used is said so", async () => {
    expect(await readiness({ database: up, redis: null }, "abc", undefined, "sandbox")).toEqual({
      status: 200,
      body: { status: "ready", build: "abc", backend: "sandbox", checks: { database: "up", redis: "not-used" } },
    });
  });

  it("Redis down: 200 and degraded (the limits fall back per instance), never 503 for the whole fleet", async () => {
    expect(await readiness({ database: up, redis: down }, null)).toMatchObject({ status: 200, body: { status: "degraded", checks: { database: "up", redis: "down" } } });
  });

  it("503 naming the dependency that fails or does not answer in time", async () => {
    expect(await readiness({ database: down, redis: up }, null)).toMatchObject({ status: 503, body: { status: "not-ready", checks: { database: "down", redis: "up" } } });
    const started = Date.now();
    expect(await readiness({ database: hangs, redis: up }, null, 100)).toMatchObject({ status: 503, body: { checks: { database: "down", redis: "up" } } });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("/readyz with the operator's BACKEND_URL and no REDIS_URL has nothing to ask: 200, no-store, the mode said", async () => {
    vi.stubEnv("BACKEND_URL", "https://api.example/v1");
    vi.stubEnv("REDIS_URL", "");
    vi.stubEnv("SANDBOX", "");
    try {
      const response = await readyz();
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toMatchObject({ status: "ready", backend: "operator", checks: { sandbox: "not-used", redis: "not-used" } });
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("/healthz answers 200 {status: ok}, no-store, asking nothing", async () => {
    const response = healthz();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok" });
  });
});

describe("health paths", () => {
  it("the entry server hands /healthz and /readyz to Next with their slash (no 308 for a balancer)", () => {
    expect(withHealthSlash("/healthz")).toBe("/healthz/");
    expect(withHealthSlash("/readyz?probe=lb")).toBe("/readyz/?probe=lb");
    expect(withHealthSlash("/healthz/")).toBe("/healthz/");
    expect(withHealthSlash("/healthzz")).toBe("/healthzz");
    expect(withHealthSlash("/planos/healthz")).toBe("/planos/healthz");
  });

  it("the site's redirect middleware does not run for them, and still runs for pages", () => {
    const runs = (url: string) => unstable_doesMiddlewareMatch({ config: middleware, url, nextConfig: { trailingSlash: true } });
    for (const url of ["/healthz", "/healthz/", "/readyz", "/readyz/"]) expect(runs(url), url).toBe(false);
    for (const url of ["/", "/max/", "/healthz-info/", "/planos/readyz/"]) expect(runs(url), url).toBe(true);
  });
});

describe("the rate-limit store and Redis outages", () => {
  it("without REDIS_URL the proxy counts in memory, one store per process", async () => {
    vi.stubEnv("REDIS_URL", "");
    try {
      const store = await rateLimitStore();
      expect(store).toBeInstanceOf(MemoryRateLimitStore);
      expect(await rateLimitStore()).toBe(store);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("an outage is logged once when it starts and once when it ends, with a code, never a message", () => {
    const log = captureLog();
    try {
      const outage = new RedisOutage();
      outage.recovered();
      const refused = Object.assign(new Error("connect ECONNREFUSED 10.0.0.5:6379"), { code: "ECONNREFUSED" });
      for (let i = 0; i < 5; i++) outage.failed(refused);
      expect(outage.isDown).toBe(true);
      outage.recovered();
      outage.recovered();
      expect(log.lines().map(withoutBase)).toEqual([
        { level: "warn", event: "redis.down", error: "ECONNREFUSED", fallback: "rate limits counted per instance" },
        { level: "info", event: "redis.up", fallback: "ended" },
      ]);
    } finally {
      log.restore();
    }
  });

  it("error kinds carry no host, key or input", () => {
    expect(errorKind(new Error("Command timed out"))).toBe("timeout");
    expect(errorKind(new Error("Redis connection is not ready"))).toBe("not-connected");
    expect(errorKind(new TypeError("WRONGTYPE key uf:rl:abc 203.0.113.9"))).toBe("TypeError");
    expect(errorKind("boom")).toBe("string");
  });
});
