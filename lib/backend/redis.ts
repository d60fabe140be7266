import type { Redis, RedisOptions } from "ioredis";
import { backendConfig } from "./config";
import { onShutdown } from "./drain.ts";
import { logEvent } from "./log";

/**
 * The process's connection to REDIS_URL (shared rate-limit counters), and the bookkeeping of its
 * outages. ioredis is loaded only when REDIS_URL is set: a single server never opens a socket.
 */

/** Messages of ioredis and rate-limiter-flexible that carry no data, as one word each. */
const KNOWN_MESSAGES: Readonly<Record<string, string>> = {
  "Command timed out": "timeout",
  "Redis connection is not ready": "not-connected",
  "Stream isn't writeable and enableOfflineQueue options is false": "not-connected",
  "Connection is closed.": "connection-closed",
};

/** What went wrong, as a code or a fixed word: an error's message may name hosts and keys. */
export function errorKind(error: unknown): string {
  if (typeof error === "object" && error && "code" in error && typeof error.code === "string") return error.code;
  if (error instanceof Error) return KNOWN_MESSAGES[error.message] ?? error.name;
  return typeof error;
}

/**
 * Up or down, as the last command or connection event saw it. One log line when an outage starts
 * and one when it ends, however many requests fail in between (ioredis retries every second or two
 * and every rate-limited request would otherwise log its own failure).
 */
export class RedisOutage {
  private down = false;

  get isDown(): boolean {
    return this.down;
  }

  failed(error: unknown): void {
    if (this.down) return;
    this.down = true;
    logEvent("warn", "redis.down", { error: errorKind(error), fallback: "rate limits counted per instance" });
  }

  recovered(): void {
    if (!this.down) return;
    this.down = false;
    logEvent("info", "redis.up", { fallback: "ended" });
  }
}

/**
 * Client options chosen so that Redis never holds a request: a command fails after `timeoutMs`
 * (a Redis that hangs), at once while the connection is down (no offline queue, no retry of the
 * command: the caller has a fallback), and the client keeps reconnecting in the background.
 */
export function redisOptions(timeoutMs: number): RedisOptions {
  return {
    commandTimeout: timeoutMs,
    connectTimeout: 2_000,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt: number) => Math.min(attempt * 200, 2_000),
  };
}

export interface SharedRedis {
  client: Redis;
  outage: RedisOutage;
}

/** How long opening the connection may take before the first commands go to the fallback. */
export const CONNECT_WAIT_MS = 1_000;

/**
 * Opens a client whose connection events feed `outage` (an unheard "error" event would crash),
 * and answers once it is ready, or after `waitMs` if it is not: without an offline queue, a
 * command sent while the connection is still opening would fail and count as an outage.
 */
export async function connectRedis(url: string, timeoutMs: number, waitMs = CONNECT_WAIT_MS): Promise<SharedRedis> {
  const { Redis } = await import("ioredis");
  const client = new Redis(url, redisOptions(timeoutMs));
  const outage = new RedisOutage();
  client.on("error", (error: unknown) => outage.failed(error));
  client.on("ready", () => outage.recovered());
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      client.off("ready", ready);
      resolve();
    }, waitMs);
    const ready = () => {
      clearTimeout(timer);
      resolve();
    };
    client.once("ready", ready);
  });
  return { client, outage };
}

// One connection per process and URL, kept across Next's dev reloads of this module. The URL is
// part of the key so that a test changing REDIS_URL gets a client of its own.
const globalKey = Symbol.for("ultrafibra.redis");
type GlobalWithRedis = typeof globalThis & { [globalKey]?: { url: string; redis: Promise<SharedRedis> } };

/** The process's Redis connection, opened on first use; null without REDIS_URL. */
export function sharedRedis(): Promise<SharedRedis> | null {
  const url = backendConfig.redisUrl();
  const g = globalThis as GlobalWithRedis;
  const current = g[globalKey];
  if (current?.url === url) return current.redis;
  if (current) void closeSharedRedis();
  if (!url) return null;
  const redis = connectRedis(url, backendConfig.redisTimeoutMs());
  g[globalKey] = { url, redis };
  // Closed when the entry server stops (server/main.ts), after its last request.
  onShutdown("redis", () => closeSharedRedis({ quit: true }));
  return redis;
}

/**
 * Closes the process's Redis connection (tests, shutdown). With `quit`, a QUIT first: the
 * commands already sent get their answers before the connection closes.
 */
export async function closeSharedRedis({ quit = false }: { quit?: boolean } = {}): Promise<void> {
  const g = globalThis as GlobalWithRedis;
  const current = g[globalKey];
  delete g[globalKey];
  if (!current) return;
  const client = await current.redis.then(({ client }) => client, () => null);
  if (!client) return;
  if (quit && client.status === "ready") await client.quit().catch(() => undefined);
  client.disconnect();
}
