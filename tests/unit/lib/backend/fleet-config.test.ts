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
import { captureLog, withoutBase } from "../../support/log-capture";

/** Running as a fleet: the start-up rule, the health answers and the store chosen by the environment. */

/** A secret as `openssl rand -base64 32` makes one: 44 characters. */
const SECRET = "fTTjcM0p6o0p8uI1OyYoCtrsu1CvAGrCT4QRrSiGVBQ=";

describe("the server refuses to start on a fleet misconfiguration", () => {
  const secret = SECRET;

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

describe("the server refuses to start with unsafe settings, one line each", () => {
  const operator = { BACKEND_URL: "https://api.example/v1", SESSION_SECRET: SECRET };

  it("BACKEND_URL with a user name and password is refused, pointing at BACKEND_HEADERS", () => {
    expect(startupProblems({ ...operator, BACKEND_URL: "http://user:pass@host" })).toEqual([
      expect.stringMatching(/^BACKEND_URL must not hold a user name or password: .*BACKEND_HEADERS/),
    ]);
  });

  it("the BACKEND_URL refusal does not print the address or its credentials", () => {
    const [problem] = startupProblems({ ...operator, BACKEND_URL: "http://user:pass@host" });
    expect(problem).not.toContain("user:pass@");
    expect(problem).not.toContain("//host");
  });

  it("BACKEND_URL with a user name alone is refused the same way", () => {
    expect(startupProblems({ ...operator, BACKEND_URL: "https://user@api.example/v1" })).toEqual([expect.stringMatching(/^BACKEND_URL must not hold a user name/)]);
  });

  it("SESSION_SECRET=CHANGE_ME (the Kubernetes template's value) is refused as a placeholder, saying how to make one", () => {
    expect(startupProblems({ ...operator, SESSION_SECRET: "CHANGE_ME" })).toEqual([
      expect.stringMatching(/^SESSION_SECRET is too weak \(a placeholder or a made-up phrase such as CHANGE_ME\b.*`openssl rand -base64 32`/),
    ]);
  });

  it("SESSION_SECRET=x is refused as too short, on a single sandbox server too", () => {
    expect(startupProblems({ SANDBOX: "1", SESSION_SECRET: "x" })).toEqual([expect.stringMatching(/^SESSION_SECRET is too weak \(shorter than 32 characters\)/)]);
  });

  it("REVALIDATE_SECRET=CHANGE_ME (the Kubernetes template's value) or a short one is refused; unset, the route is off and nothing is", () => {
    for (const value of ["CHANGE_ME", "segredo-de-revalidacao"]) {
      expect(startupProblems({ SANDBOX: "1", REVALIDATE_SECRET: value }), value).toEqual([expect.stringMatching(/^REVALIDATE_SECRET is too weak/)]);
    }
    expect(startupProblems({ SANDBOX: "1", REVALIDATE_SECRET: "" })).toEqual([]);
    expect(startupProblems({ SANDBOX: "1", REVALIDATE_SECRET: "Vb3nQ8rTz1LmK6wXp4YcF9sHd2JgA7uE0oNiR5tMq+k=" })).toEqual([]);
  });

  it("a long SESSION_SECRET made of a placeholder or a made-up phrase is refused", () => {
    for (const phrase of ["CHANGE_ME_CHANGE_ME_CHANGE_ME_CHANGE_ME", "change-me-before-going-to-production-2024", "our-super-secret-session-key-for-the-fleet"]) {
      expect(startupProblems({ ...operator, SESSION_SECRET: phrase }), phrase).toEqual([expect.stringMatching(/^SESSION_SECRET is too weak \(a placeholder/)]);
    }
  });

  it("a SESSION_SECRET of one character or a short pattern repeated is refused, however long", () => {
    expect(startupProblems({ ...operator, SESSION_SECRET: "s".repeat(44) })).toEqual([expect.stringMatching(/^SESSION_SECRET is too weak \(a character or a few repeated/)]);
    expect(startupProblems({ ...operator, SESSION_SECRET: "ab".repeat(22) })).toHaveLength(1);
  });

  it("the SESSION_SECRET refusal never quotes the secret", () => {
    const weak = "kd93jf7e2h";
    expect(startupProblems({ ...operator, SESSION_SECRET: weak }).join("\n")).not.toContain(weak);
  });

  it("a 44-character base64 secret and 32 hex digits start", () => {
    expect(startupProblems(operator)).toEqual([]);
    expect(startupProblems({ ...operator, SESSION_SECRET: "9f86d081884c7d659a2feaa0c55ad015" })).toEqual([]);
  });

  it("SESSION_SECRET_PREVIOUS with a weak key is refused, naming its position and not its value", () => {
    const older = SECRET.split("").reverse().join("");
    const problems = startupProblems({ ...operator, SESSION_SECRET_PREVIOUS: `${older}, kd93jf7e2h` });
    expect(problems).toEqual([expect.stringMatching(/^SESSION_SECRET_PREVIOUS holds a weak key \(key 2: shorter than 32 characters\)/)]);
    expect(problems[0]).not.toContain("kd93jf7e2h");
    expect(problems[0]).not.toContain(older);
  });

  it("GTM_SCRIPT_URL that could break out of the CSP (https://evil.example;report-uri/gtm.js) is refused", () => {
    expect(startupProblems({ ...operator, GTM_SCRIPT_URL: "https://evil.example;report-uri/gtm.js" })).toEqual([
      expect.stringMatching(/^GTM_SCRIPT_URL must be https:\/\/host\[:port\]\[\/path\]: .*Content-Security-Policy/),
    ]);
  });

  it("a server-side tagging GTM_SCRIPT_URL starts, with or without a port", () => {
    expect(startupProblems({ ...operator, GTM_ID: "GTM-TEST123", GTM_SCRIPT_URL: "https://sgtm.example.com.br/gtm.js" })).toEqual([]);
    expect(startupProblems({ ...operator, GTM_ID: "GTM-TEST123", GTM_SCRIPT_URL: "https://sgtm.example.com.br:8443/gtm.js" })).toEqual([]);
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
