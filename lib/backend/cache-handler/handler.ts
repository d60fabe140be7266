// The handler class Next makes for each request (`cacheHandler`, lib/backend/cache-handler.ts):
// Next's default handler in front, the process's shared store behind it when this process shares
// its cache.
import type { CacheHandler, CacheHandlerContext, CacheHandlerValue } from "next/dist/server/lib/incremental-cache";
import type { IncrementalCacheValue } from "next/dist/server/response-cache";
import { onShutdown } from "../drain.ts";
import { countCacheLookup } from "../metrics-core.ts";
import { fieldsOf, type GetContext, type SetContext } from "./entry.ts";
import { FileSystemCache } from "./next-internals.ts";
import { SharedStore, type SharedStoreView } from "./shared-store.ts";

type Env = Readonly<Record<string, string | undefined>>;

export interface CacheHandlerOptions {
  url?: string;
  prefix?: string;
  timeoutMs?: number;
  env?: Env;
}

/** What createCacheHandler() answers: the class Next instantiates, with the process's store. */
export interface RedisCacheHandlerClass {
  new (ctx: CacheHandlerContext): CacheHandler;
  store(): SharedStoreView | null;
  close(): void;
}

/** A rendered page whose status is 404 (Next's not-found page for a path of no route). */
export const notFoundPage = (data: IncrementalCacheValue | null): boolean => (data?.kind === "APP_PAGE" || data?.kind === "PAGES") && data.status === 404;

/** Whether this process shares its cache: REDIS_URL, and not while building or in development. */
export function sharesCache(ctx: Pick<CacheHandlerContext, "dev"> | undefined, env: Env = process.env): boolean {
  return Boolean(env.REDIS_URL) && env.NEXT_PHASE !== "phase-production-build" && !ctx?.dev;
}

/**
 * A cache handler class with its own process-side state (each call: another "instance" of the
 * fleet, which is how the tests run two in one process). Options default to the environment:
 * REDIS_URL, REDIS_TIMEOUT_MS (250 ms) and the key prefix REDIS_CACHE_PREFIX ("uf:cache:").
 */
export function createCacheHandler(options: CacheHandlerOptions = {}): RedisCacheHandlerClass {
  /** Undefined until the first handler is made; null when this process does not share. */
  let store: SharedStore | null | undefined;
  const storeFor = (ctx: CacheHandlerContext): SharedStore | null => {
    if (store === undefined) {
      const env = options.env ?? process.env;
      // Always a string when sharesCache() holds (it needs REDIS_URL).
      const url = options.url ?? env.REDIS_URL;
      store =
        sharesCache(ctx, env) && url !== undefined
          ? new SharedStore({
              url,
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

  return class RedisCacheHandler implements CacheHandler {
    /** The process's shared store (null: Next's default behaviour only). For tests and shutdown. */
    static store(): SharedStoreView | null {
      return store ?? null;
    }

    static close(): void {
      store?.close();
      store = undefined;
    }

    private readonly local: CacheHandler;
    private readonly shared: SharedStore | null;

    constructor(ctx: CacheHandlerContext) {
      // Next makes a handler per request: the default handler is as cheap, the store is shared.
      this.local = new FileSystemCache(ctx);
      this.shared = storeFor(ctx);
    }

    async get(key: string, ctx: GetContext): Promise<CacheHandlerValue | null> {
      const shared = this.shared;
      if (!shared) return this.local.get(key, ctx);
      const fields = fieldsOf(ctx);
      const now = Date.now();
      void shared.syncTags(now);
      const mine = shared.near.get(key) ?? (await this.local.get(key, ctx));
      if (mine && shared.freshness(key, mine, fields, now) === "fresh") {
        countCacheLookup("hit_local");
        return mine;
      }
      const theirs = await shared.read(key);
      const best = theirs && (!mine || theirs.lastModified >= mine.lastModified) ? theirs : mine;
      // Hit ratio (storefront_shared_cache_lookups_total): what this lookup answered from.
      countCacheLookup(!best ? "miss" : best === theirs ? "hit_redis" : "stale_local");
      if (!best) return null;
      // Stale by its period: one instance re-renders, the others answer this copy as fresh.
      if (shared.freshness(key, best, fields, now) === "stale" && !(await shared.lease(key))) return { ...best, lastModified: now };
      return best;
    }

    async set(key: string, data: IncrementalCacheValue | null, ctx: SetContext): Promise<void> {
      // The not-found page of a made-up path is the same for every path and cheap to make again:
      // keeping one per path let a scanner fill the shared Redis (and push real pages out of memory).
      if (notFoundPage(data)) return;
      await this.local.set(key, data, ctx);
      const shared = this.shared;
      if (!shared) return;
      const fields = fieldsOf(ctx);
      // A fetch keeps its tags in its value (as Next's file cache does), a response its lifetime.
      const value = data?.kind === "FETCH" && fields?.tags && !data.tags ? { ...data, tags: fields.tags } : data;
      await shared.write(key, { value, lastModified: Date.now(), ...(fields?.fetchCache ? {} : { cacheControl: fields?.cacheControl }) });
      await shared.release(key);
    }

    async revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> {
      await this.local.revalidateTag(tags, durations);
      await this.shared?.publishTags(typeof tags === "string" ? [tags] : tags);
    }

    resetRequestCache(): void {
      this.local.resetRequestCache?.();
    }
  };
}
