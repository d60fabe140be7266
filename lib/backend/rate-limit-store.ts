import { backendConfig } from "./config";
import { MemoryRateLimitStore, type RateLimitStore } from "./rate-limit";
import { sharedRedis } from "./redis";

/**
 * The proxy's rate-limit store, chosen by the environment: REDIS_URL counts in Redis, shared by
 * every instance (lib/backend/rate-limit-redis, counting per instance while Redis is down);
 * without it, in this process's memory, as a single server needs.
 */

// Kept across Next's dev reloads of this module (counters would reset on every edit), and per
// REDIS_URL so that a test changing it gets the store that goes with it.
const globalKey = Symbol.for("ultrafibra.rate-limit-store");
type GlobalWithStore = typeof globalThis & { [globalKey]?: { url: string; store: Promise<RateLimitStore> } };

export function rateLimitStore(): Promise<RateLimitStore> {
  const url = backendConfig.redisUrl();
  const g = globalThis as GlobalWithStore;
  const current = g[globalKey];
  if (current?.url === url) return current.store;
  const store = createStore();
  g[globalKey] = { url, store };
  // A store that failed to load (it cannot, short of a broken install) is retried, not cached.
  store.catch(() => {
    if (g[globalKey]?.store === store) delete g[globalKey];
  });
  return store;
}

async function createStore(): Promise<RateLimitStore> {
  const redis = sharedRedis();
  if (!redis) return new MemoryRateLimitStore();
  const [{ client, outage }, { RedisRateLimitStore }] = await Promise.all([redis, import("./rate-limit-redis")]);
  return new RedisRateLimitStore({ client, outage, keySecret: process.env.SESSION_SECRET });
}
