import { createHmac } from "node:crypto";
import type { Redis } from "ioredis";
import { RateLimiterRedis } from "rate-limiter-flexible";
import { MemoryRateLimitStore, type RateLimitStore } from "./rate-limit";
import type { RedisOutage } from "./redis";

/**
 * Rate-limit counters shared by every instance, in Redis: rate-limiter-flexible's Lua script does
 * SET NX EX + INCRBY + PTTL in one atomic step, so the windows are the memory store's (fixed, from
 * a key's first hit, on Redis's one clock) and a budget is one budget across the fleet.
 *
 * When Redis cannot answer (down, or slower than the client's command timeout) the hit is counted
 * in this process instead (the fallback). Every class is limited that way, per instance: a
 * per-instance count never exceeds the shared one, so no visitor is refused who would have passed,
 * while CPF lookups and collaborator codes never become unlimited (docs/decisions/contract-and-proxy.md#0033).
 */
export interface RedisRateLimitOptions {
  client: Redis;
  outage: RedisOutage;
  /** Keys are HMACs under this secret (SESSION_SECRET), so Redis holds no client address. */
  keySecret?: string;
  /** Counts while Redis cannot answer; a fresh memory store by default. */
  fallback?: RateLimitStore;
  /**
   * After a failure, how long hits go straight to the fallback before Redis is asked again: a
   * Redis that hangs then costs one command timeout per interval, not one per request.
   */
  retryAfterMs?: number;
}

export class RedisRateLimitStore implements RateLimitStore {
  private readonly limiter: RateLimiterRedis;
  private readonly fallback: RateLimitStore;
  private readonly retryAfterMs: number;
  private skipUntil = 0;

  constructor(private readonly options: RedisRateLimitOptions) {
    this.fallback = options.fallback ?? new MemoryRateLimitStore();
    this.retryAfterMs = options.retryAfterMs ?? 1_000;
    // points and duration are placeholders: hit() passes each window as customDuration and
    // checkRateLimit compares the count with the class's limit, as for the memory store.
    // rejectIfRedisNotReady: fail at once while the connection is down, straight to the fallback.
    this.limiter = new RateLimiterRedis({ storeClient: options.client, keyPrefix: "uf:rl", points: 1, duration: 600, rejectIfRedisNotReady: true });
  }

  async hit(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }> {
    if (Date.now() < this.skipUntil) return this.fallback.hit(key, windowMs, now);
    try {
      // penalty() adds a point and answers the count without a verdict of its own (consume()
      // would reject past `points`): the verdict stays checkRateLimit's, one rule for both stores.
      const res = await this.limiter.penalty(this.redisKey(key), 1, { customDuration: Math.max(1, Math.ceil(windowMs / 1000)) });
      this.options.outage.recovered();
      return { count: res.consumedPoints, resetAt: now + Math.max(0, res.msBeforeNext) };
    } catch (error) {
      this.options.outage.failed(error);
      this.skipUntil = Date.now() + this.retryAfterMs;
      return this.fallback.hit(key, windowMs, now);
    }
  }

  private redisKey(key: string): string {
    return createHmac("sha256", this.options.keySecret ?? "").update(key).digest("base64url").slice(0, 32);
  }
}
