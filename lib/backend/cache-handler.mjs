// Next's cache handler (next.config.ts `cacheHandler`) for a fleet: the pages and fetches Next
// revalidates (the catalogue, with BACKEND_URL) are shared in Redis, so when a page goes stale one
// instance fetches and renders it and the others take its result, instead of each of N servers
// fetching and rendering it again. Registered only with REDIS_URL (next.config.ts at build and
// start; server/main.ts in the standalone image). The maintained packages were checked on
// Node 24 too and do less (no local layer in front of Redis, no render lease: docs/decisions/
// 0031-shared-page-cache.md), hence this small one on ioredis.
//
// Layers, for each get():
//   1. this process: the entries it took from Redis or rendered itself (`near`, bounded LRU), then
//      Next's own default handler (its memory, then the build's prerendered files on disk). An
//      entry still fresh there is answered with no I/O: static pages never touch Redis.
//   2. Redis, only for an entry that is stale or missing here: a newer copy there is taken.
//   3. Still stale: one instance takes a short lease and lets Next re-render (its set() lands in
//      Redis for everyone); the others answer their copy as fresh for this request and look again
//      on the next one.
// Redis down, slow or not yet connected: layer 1 alone, which is exactly Next's default
// behaviour (each instance renders for itself). Nothing here throws into a page.
//
// Plain JavaScript: Next imports the handler with Node's own import(), uncompiled.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Redis } from "ioredis";
import { onShutdown } from "./drain.ts";
import { processLogger } from "./log-core.ts";
import { countCacheLookup } from "./metrics-core.ts";

const require = createRequire(import.meta.url);
// Next's default handler and its process-wide tag state (the ".external" modules are shared by
// every bundle of the server, so a tag revalidated here is seen by Next's own checks).
const FileSystemCache = require("next/dist/server/lib/incremental-cache/file-system-cache.js").default;
const { tagsManifest, areTagsExpired, areTagsStale } = require("next/dist/server/lib/incremental-cache/tags-manifest.external.js");

/** Longest a shared entry is kept, whatever it says (Redis memory is the operator's, not ours). */
export const MAX_TTL_SECONDS = 7 * 86_400;
/** How long other instances wait for the one re-rendering a stale entry before trying themselves. */
export const LEASE_MS = 15_000;
/** How often a busy instance reads the tags other instances revalidated. */
export const TAG_SYNC_MS = 1_000;
const TAGS_HEADER = "x-next-cache-tags";
/** Deletes a lease only when it is still the caller's (its token). */
const RELEASE_SCRIPT = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0";

/**
 * How long Redis keeps an entry: two revalidation periods (the stale copy stays useful to serve
 * while one instance re-renders), at least a minute, at most the entry's `expire` and MAX_TTL.
 * A static entry (revalidate false or unknown) is kept MAX_TTL.
 */
export function ttlSeconds(entry) {
  const revalidate = entry.value?.kind === "FETCH" ? entry.value.revalidate : entry.cacheControl?.revalidate;
  const expire = typeof entry.cacheControl?.expire === "number" ? entry.cacheControl.expire : MAX_TTL_SECONDS;
  const wanted = typeof revalidate === "number" && revalidate > 0 ? Math.max(60, revalidate * 2) : MAX_TTL_SECONDS;
  return Math.max(1, Math.min(wanted, expire, MAX_TTL_SECONDS));
}

/** JSON with Buffers (RSC payloads, route bodies) and Maps (segment data) kept as such. */
export function serialize(entry) {
  return JSON.stringify(entry, function (key, value) {
    const raw = this[key];
    if (Buffer.isBuffer(raw)) return { $b: raw.toString("base64") };
    if (raw instanceof Map) return { $m: [...raw.entries()] };
    return value;
  });
}

export function deserialize(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      if (typeof value.$b === "string") return Buffer.from(value.$b, "base64");
      if (Array.isArray(value.$m)) return new Map(value.$m);
    }
    return value;
  });
}

/** A response-cache key's page path ("/route-cache/APP_PAGE/<hash>/$/index" → "/"). */
export function pagePathOf(key) {
  const at = key.indexOf("/$/");
  let page = at < 0 ? key : key.slice(at + 2);
  if (page === "/index") return "/";
  if (page.startsWith("/index/")) page = page.slice("/index".length);
  return page;
}

/** The tags an entry was made with: a fetch's own and the request's, or a page's header. */
function tagsOf(entry, ctx) {
  const value = entry.value;
  if (value?.kind === "FETCH") return [...(value.tags ?? []), ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
  const header = value?.headers?.[TAGS_HEADER];
  return typeof header === "string" ? header.split(",") : [];
}

/** One LRU of entries by approximate size (bytes of their JSON). */
class NearCache {
  constructor(maxBytes) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    this.items = new Map();
  }

  get(key) {
    const item = this.items.get(key);
    if (!item) return null;
    this.items.delete(key);
    this.items.set(key, item);
    return item.entry;
  }

  set(key, entry, size) {
    this.delete(key);
    if (size > this.maxBytes) return;
    this.items.set(key, { entry, size });
    this.bytes += size;
    for (const [oldest, item] of this.items) {
      if (this.bytes <= this.maxBytes) break;
      this.items.delete(oldest);
      this.bytes -= item.size;
    }
  }

  delete(key) {
    const item = this.items.get(key);
    if (!item) return;
    this.items.delete(key);
    this.bytes -= item.size;
  }
}

/**
 * The name of a build's cache space: its deploymentId when it has one (required-server-files.json),
 * else its BUILD_ID. Two builds with different deployment ids share a BUILD_ID.
 * @param {(file: string) => string | null} read a file of the build directory, or null
 */
export function buildNamespace(read) {
  let deploymentId = null;
  try {
    deploymentId = JSON.parse(read("required-server-files.json") ?? "{}").config?.deploymentId || null;
  } catch {
    deploymentId = null;
  }
  return deploymentId ? `dpl-${deploymentId}` : (read("BUILD_ID") ?? "unknown").trim();
}

/**
 * The process's side of the shared cache: the Redis connection, the near entries, the build's
 * revalidation periods and the tag sync. One per process (per createCacheHandler()).
 */
class SharedStore {
  constructor({ url, prefix, timeoutMs, serverDistDir, maxBytes }) {
    const distDir = path.join(serverDistDir, "..");
    const read = (file) => {
      try {
        return readFileSync(path.join(distDir, file), "utf8");
      } catch {
        return null;
      }
    };
    // Each build its own namespace: a rolling deploy never serves one build's HTML with the
    // other's scripts. Tags are shared (a revalidated catalogue is revalidated for every build).
    // With a deploymentId (DEPLOYMENT_ID at build) Next writes the same constant BUILD_ID for
    // every build ("build-TfctsWXpff2fKS", next/dist/build getBuildId): the deployment id names it then.
    this.space = `${prefix}${buildNamespace(read)}:`;
    this.tagsKey = `${prefix}tags`;
    this.routes = JSON.parse(read("prerender-manifest.json") ?? "{}").routes ?? {};
    this.near = new NearCache(maxBytes);
    this.lastTagSync = 0;
    this.down = false;
    this.token = randomUUID();
    this.client = new Redis(url, {
      commandTimeout: timeoutMs,
      connectTimeout: 2_000,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
      connectionName: "ultrafibra-cache",
    });
    this.client.on("error", (error) => this.failed(error));
    this.client.on("ready", () => this.recovered());
  }

  get usable() {
    return this.client.status === "ready";
  }

  /** One line when an outage starts, one when it ends (an error's code, never its message). */
  failed(error) {
    if (this.down) return;
    this.down = true;
    const code = typeof error?.code === "string" ? error.code : error instanceof Error ? error.name : typeof error;
    processLogger().warn({ event: "cache.redis.down", error: code, fallback: "pages cached per instance" });
  }

  recovered() {
    this.lastTagSync = 0;
    if (!this.down) return;
    this.down = false;
    processLogger().info({ event: "cache.redis.up", fallback: "ended" });
  }

  /** Runs a command when connected; its failure is a fallback, never an error of the page. */
  async command(run, fallback) {
    if (!this.usable) return fallback;
    try {
      return await run(this.client);
    } catch (error) {
      this.failed(error);
      return fallback;
    }
  }

  /** The revalidation period of an entry, or undefined when unknown here. */
  revalidateOf(key, entry, ctx) {
    if (entry.value?.kind === "FETCH") return ctx?.revalidate || entry.value.revalidate;
    if (entry.cacheControl) return entry.cacheControl.revalidate;
    return this.routes[pagePathOf(key)]?.initialRevalidateSeconds;
  }

  /** Tags revalidated since the entry was made (Next's own check, on the synced tag state). */
  tagsChanged(entry, ctx) {
    const tags = tagsOf(entry, ctx);
    return tags.length > 0 && (areTagsExpired(tags, entry.lastModified) || areTagsStale(tags, entry.lastModified));
  }

  /** Stale by its period (or unknown), as opposed to fresh; tag changes are told apart. */
  freshness(key, entry, ctx, now) {
    if (this.tagsChanged(entry, ctx)) return "tags";
    const revalidate = this.revalidateOf(key, entry, ctx);
    if (revalidate === false) return "fresh";
    if (typeof revalidate !== "number") return "unknown";
    return now < entry.lastModified + revalidate * 1000 ? "fresh" : "stale";
  }

  async read(key) {
    const text = await this.command((c) => c.get(this.space + key), null);
    if (!text) return null;
    try {
      const entry = deserialize(text);
      this.near.set(key, entry, text.length);
      return entry;
    } catch {
      return null;
    }
  }

  async write(key, entry) {
    const text = serialize(entry);
    this.near.set(key, entry, text.length);
    await this.command((c) => c.set(this.space + key, text, "EX", ttlSeconds(entry)), null);
  }

  /** True for the one instance that may re-render `key` now (and whenever Redis cannot tell). */
  lease(key) {
    return this.command(async (c) => (await c.set(`${this.space}lease:${key}`, this.token, "PX", LEASE_MS, "NX")) === "OK", true);
  }

  /** Ends this instance's lease on `key`, not another's. */
  release(key) {
    return this.command((c) => c.eval(RELEASE_SCRIPT, 1, `${this.space}lease:${key}`, this.token), 0);
  }

  /** Publishes this process's state of `tags` (after Next's own revalidateTag updated it). */
  async publishTags(tags) {
    const fields = tags.flatMap((tag) => [tag, JSON.stringify(tagsManifest.get(tag) ?? {})]);
    if (!fields.length) return;
    await this.command((c) => c.multi().hset(this.tagsKey, ...fields).expire(this.tagsKey, MAX_TTL_SECONDS).exec(), null);
  }

  /** Takes the tags other instances revalidated into Next's tag state, at most every TAG_SYNC_MS. */
  async syncTags(now = Date.now()) {
    if (now - this.lastTagSync < TAG_SYNC_MS) return;
    this.lastTagSync = now;
    const all = await this.command((c) => c.hgetall(this.tagsKey), null);
    for (const [tag, text] of Object.entries(all ?? {})) {
      try {
        const theirs = JSON.parse(text);
        const ours = tagsManifest.get(tag) ?? {};
        const merged = { ...ours };
        for (const field of ["stale", "expired"]) {
          if (typeof theirs[field] === "number" && !(typeof ours[field] === "number" && ours[field] >= theirs[field])) merged[field] = theirs[field];
        }
        tagsManifest.set(tag, merged);
      } catch {
        // Not ours: ignored.
      }
    }
  }

  close() {
    this.client.disconnect();
  }

  /** At shutdown: QUIT (Redis answers what was sent before it), then no reconnecting. */
  async quit() {
    if (this.usable) await this.client.quit().catch(() => undefined);
    this.client.disconnect();
  }
}

/** Whether this process shares its cache: REDIS_URL, and not while building or in development. */
export function sharesCache(ctx, env = process.env) {
  return Boolean(env.REDIS_URL) && env.NEXT_PHASE !== "phase-production-build" && !ctx?.dev;
}

/**
 * A cache handler class with its own process-side state (each call: another "instance" of the
 * fleet, which is how the tests run two in one process). Options default to the environment:
 * REDIS_URL, REDIS_TIMEOUT_MS (250 ms) and the key prefix REDIS_CACHE_PREFIX ("uf:cache:").
 */
export function createCacheHandler(options = {}) {
  let store;
  const storeFor = (ctx) => {
    if (store === undefined) {
      store = sharesCache(ctx, options.env ?? process.env)
        ? new SharedStore({
            url: options.url ?? (options.env ?? process.env).REDIS_URL,
            prefix: options.prefix ?? process.env.REDIS_CACHE_PREFIX ?? "uf:cache:",
            timeoutMs: options.timeoutMs ?? (Number(process.env.REDIS_TIMEOUT_MS) || 250),
            serverDistDir: ctx.serverDistDir ?? ".next/server",
            maxBytes: ctx.maxMemoryCacheSize || 50 * 1024 * 1024,
          })
        : null;
      // Closed when the entry server stops (server/main.ts, after its last request).
      if (store) {
        const opened = store;
        onShutdown("cache-redis", () => opened.quit());
      }
    }
    return store;
  };

  return class RedisCacheHandler {
    /** The process's shared store (null: Next's default behaviour only). For tests and shutdown. */
    static store() {
      return store ?? null;
    }

    static close() {
      store?.close();
      store = undefined;
    }

    constructor(ctx) {
      // Next makes a handler per request: the default handler is as cheap, the store is shared.
      this.local = new FileSystemCache(ctx);
      this.shared = storeFor(ctx);
    }

    async get(key, ctx) {
      const shared = this.shared;
      if (!shared) return this.local.get(key, ctx);
      const now = Date.now();
      void shared.syncTags(now);
      const mine = shared.near.get(key) ?? (await this.local.get(key, ctx));
      if (mine && shared.freshness(key, mine, ctx, now) === "fresh") {
        countCacheLookup("hit_local");
        return mine;
      }
      const theirs = await shared.read(key);
      const best = theirs && (!mine || theirs.lastModified >= mine.lastModified) ? theirs : mine;
      // Hit ratio (storefront_shared_cache_lookups_total): what this lookup answered from.
      countCacheLookup(!best ? "miss" : best === theirs ? "hit_redis" : "stale_local");
      if (!best) return null;
      // Stale by its period: one instance re-renders, the others answer this copy as fresh.
      if (shared.freshness(key, best, ctx, now) === "stale" && !(await shared.lease(key))) return { ...best, lastModified: now };
      return best;
    }

    async set(key, data, ctx) {
      await this.local.set(key, data, ctx);
      const shared = this.shared;
      if (!shared) return;
      // A fetch keeps its tags in its value (as Next's file cache does), a response its lifetime.
      const value = data?.kind === "FETCH" && ctx?.tags && !data.tags ? { ...data, tags: ctx.tags } : data;
      await shared.write(key, { value, lastModified: Date.now(), ...(ctx?.fetchCache ? {} : { cacheControl: ctx?.cacheControl }) });
      await shared.release(key);
    }

    async revalidateTag(tags, durations) {
      await this.local.revalidateTag(tags, durations);
      await this.shared?.publishTags(typeof tags === "string" ? [tags] : tags);
    }

    resetRequestCache() {
      this.local.resetRequestCache?.();
    }
  };
}

export default createCacheHandler();
