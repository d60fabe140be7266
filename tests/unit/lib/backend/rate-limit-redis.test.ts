// @vitest-environment node
import { randomBytes } from "node:crypto";
import { checkRateLimit, RATE_LIMITS } from "@/lib/backend/rate-limit";
import { RedisRateLimitStore } from "@/lib/backend/rate-limit-redis";
import { connectRedis, type SharedRedis } from "@/lib/backend/redis";
import { redisServerOnPath, TestRedisServer } from "../../support/redis-server";

/**
 * Shared rate limits in Redis: three stores on three connections stand for three instances of the
 * storefront behind one load balancer. Runs against TEST_REDIS_URL (.ci/run starts one), else a
 * redis-server this file starts; without either it is skipped, saying so. Each test signs its keys
 * with a fresh secret, so the counters of one test (or of another user of TEST_REDIS_URL) are
 * never another's, and nothing is flushed.
 */
const given = process.env.TEST_REDIS_URL;
const runs = Boolean(given) || redisServerOnPath;
const reason = given ? "TEST_REDIS_URL" : redisServerOnPath ? "redis-server started by the test" : "skipped: no TEST_REDIS_URL and no redis-server on PATH";

describe.skipIf(!runs)(`rate limits shared in Redis (${reason})`, () => {
  let server: TestRedisServer | null = null;
  let url = "";
  const connections: SharedRedis[] = [];

  beforeAll(async () => {
    if (given) url = given;
    else {
      server = await TestRedisServer.start();
      url = server.url;
    }
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    vi.spyOn(console, "info").mockImplementation(() => undefined);
  }, 20_000);

  afterAll(async () => {
    for (const { client } of connections) client.disconnect();
    await server?.stop();
    vi.restoreAllMocks();
  });

  /** `n` instances' stores over their own connections, sharing one key secret. */
  async function instances(n: number): Promise<RedisRateLimitStore[]> {
    const keySecret = randomBytes(16).toString("hex");
    const stores: RedisRateLimitStore[] = [];
    for (let i = 0; i < n; i++) {
      const redis = await connectRedis(url, 250);
      await redis.client.ping();
      connections.push(redis);
      stores.push(new RedisRateLimitStore({ ...redis, keySecret }));
    }
    return stores;
  }

  it("10 CPF lookups pass in total across three instances; the 11th is refused whichever instance it hits", async () => {
    const stores = await instances(3);
    const { limit, windowMs } = RATE_LIMITS["cpf-lookup"];
    expect(limit).toBe(10);
    const verdicts = [];
    for (let i = 0; i < limit; i++) verdicts.push(await checkRateLimit(stores[i % 3]!, "cpf-lookup", "203.0.113.7"));
    expect(verdicts.every((v) => v.allowed)).toBe(true);
    for (const store of stores) {
      const refused = await checkRateLimit(store, "cpf-lookup", "203.0.113.7");
      expect(refused.allowed).toBe(false);
      // The window started with the first lookup: a Retry-After of about ten minutes.
      if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(windowMs / 1000 - 10);
    }
    // Another address, and another class for the same address, have budgets of their own.
    expect((await checkRateLimit(stores[1]!, "cpf-lookup", "203.0.113.8")).allowed).toBe(true);
    expect((await checkRateLimit(stores[2]!, "lead", "203.0.113.7")).allowed).toBe(true);
  });

  it("counts atomically: 30 lookups at once over three instances, exactly 10 allowed", async () => {
    const stores = await instances(3);
    const verdicts = await Promise.all(Array.from({ length: 30 }, (_, i) => checkRateLimit(stores[i % 3]!, "cpf-lookup", "2001:db8:5::")));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(RATE_LIMITS["cpf-lookup"].limit);
  });

  it("a window resets when it ends, the same for every instance", async () => {
    const [a, b] = await instances(2);
    const now = Date.now();
    expect(await a!.hit("callback:198.51.100.1", 1000, now)).toMatchObject({ count: 1 });
    expect(await b!.hit("callback:198.51.100.1", 1000, now)).toMatchObject({ count: 2 });
    const third = await a!.hit("callback:198.51.100.1", 1000, now);
    expect(third.count).toBe(3);
    expect(third.resetAt - now).toBeGreaterThan(0);
    expect(third.resetAt - now).toBeLessThanOrEqual(1000);
    await new Promise((r) => setTimeout(r, 1100));
    expect(await b!.hit("callback:198.51.100.1", 1000, Date.now())).toMatchObject({ count: 1 });
  });

  it("keeps no client address in Redis: keys are HMACs under the secret", async () => {
    const [store] = await instances(1);
    await store!.hit("cpf-lookup:192.0.2.77", 60_000, Date.now());
    const keys = await connections[0]!.client.keys("uf:rl:*");
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.some((k) => k.includes("192.0.2") || k.includes("cpf-lookup"))).toBe(false);
  });
});
