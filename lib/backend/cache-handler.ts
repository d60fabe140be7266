// Next's cache handler (next.config.ts `cacheHandler`) for a fleet: the pages and fetches Next
// revalidates (the catalogue, with BACKEND_URL) are shared in Redis, so when a page goes stale one
// instance fetches and renders it and the others take its result, instead of each of N servers
// fetching and rendering it again. Registered only with REDIS_URL (next.config.ts at build and
// start; in the standalone image, the next.config.mjs scripts/standalone.ts writes). The maintained packages were checked on
// Node 24 too and do less (no local layer in front of Redis, no render lease: docs/decisions/
// caching.md#0041), hence this small one on ioredis.
//
// Layers, for each get() (cache-handler/handler.ts):
//   1. this process: the entries it took from Redis or rendered itself (`near`, bounded LRU:
//      cache-handler/near-cache.ts), then Next's own default handler (its memory, then the build's
//      prerendered files on disk). An entry still fresh there is answered with no I/O: static
//      pages never touch Redis.
//   2. Redis, only for an entry that is stale or missing here: a newer copy there is taken
//      (cache-handler/shared-store.ts; entries as stored: cache-handler/entry.ts).
//   3. Still stale: one instance takes a short lease and lets Next re-render (its set() lands in
//      Redis for everyone); the others answer their copy as fresh for this request and look again
//      on the next one.
// Redis down, slow or not yet connected: layer 1 alone, which is exactly Next's default
// behaviour (each instance renders for itself). Nothing here throws into a page.
//
// Node runs these files as they are (type stripping): Next imports the handler with Node's own
// import(), uncompiled. So only erasable TypeScript, imports that name their .ts files, and
// type-only imports and exports marked as such.
import { createCacheHandler } from "./cache-handler/handler.ts";

export { buildNamespace, deserialize, MAX_TTL_SECONDS, pagePathOf, serialize, ttlSeconds } from "./cache-handler/entry.ts";
export { createCacheHandler, sharesCache, type CacheHandlerOptions, type RedisCacheHandlerClass } from "./cache-handler/handler.ts";
export { LEASE_MS, MAX_SHARED_ENTRY_CHARS, TAG_SYNC_MS, type SharedStoreView } from "./cache-handler/shared-store.ts";

export default createCacheHandler();
