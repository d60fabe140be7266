// The process's side of the shared cache (layers 2 and 3 of get(), lib/backend/cache-handler.ts):
// the Redis connection, the near entries, the build's revalidation periods, the render lease and
// the tag sync.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { Redis } from "ioredis";
import type { PrerenderManifest } from "next/dist/build";
import type { CacheHandlerValue } from "next/dist/server/lib/incremental-cache";
import type { Revalidate } from "next/dist/server/lib/cache-control";
import { processLogger } from "../log-core.ts";
import { buildNamespace, deserialize, MAX_TTL_SECONDS, serialize, tagsOf, ttlSeconds, pagePathOf, type ContextFields } from "./entry.ts";
import { NearCache } from "./near-cache.ts";
import { areTagsExpired, areTagsStale, tagsManifest, type TagManifestEntry } from "./next-internals.ts";

/** How long other instances wait for the one re-rendering a stale entry before trying themselves. */
export const LEASE_MS = 15_000;
/** How often a busy instance reads the tags other instances revalidated. */
export const TAG_SYNC_MS = 1_000;
/** Deletes a lease only when it is still the caller's (its token). */
const RELEASE_SCRIPT = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0";

/** What tests and shutdown see of a process's shared store. */
export interface SharedStoreView {
  readonly client: Redis;
  readonly space: string;
  readonly tagsKey: string;
  readonly usable: boolean;
}

export interface SharedStoreOptions {
  url: string;
  prefix: string;
  timeoutMs: number;
  serverDistDir: string;
  maxBytes: number;
}

/** An entry against its revalidation period; "tags" when a tag of it was revalidated since. */
export type Freshness = "tags" | "fresh" | "unknown" | "stale";

/**
 * The process's side of the shared cache: the Redis connection, the near entries, the build's
 * revalidation periods and the tag sync. One per process (per createCacheHandler()).
 */
/** The largest entry shared, serialized: ten times the landing page, far below a 100 MB catalogue. */
export const MAX_SHARED_ENTRY_CHARS = 4 * 1024 * 1024;

export class SharedStore implements SharedStoreView {
  readonly space: string;
  readonly tagsKey: string;
  readonly near: NearCache;
  readonly client: Redis;
  private readonly routes: PrerenderManifest["routes"];
  private readonly token = randomUUID();
  private lastTagSync = 0;
  private down = false;

  constructor({ url, prefix, timeoutMs, serverDistDir, maxBytes }: SharedStoreOptions) {
    const distDir = path.join(serverDistDir, "..");
    const read = (file: string): string | null => {
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
    // The build's own manifest (a broken one fails here, as Next itself would fail on it).
    this.routes = (JSON.parse(read("prerender-manifest.json") ?? "{}") as Partial<PrerenderManifest>).routes ?? {};
    this.near = new NearCache(maxBytes);
    this.client = new Redis(url, {
      commandTimeout: timeoutMs,
      connectTimeout: 2_000,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
      connectionName: "ultrafibra-cache",
    });
    this.client.on("error", (error: unknown) => this.failed(error));
    this.client.on("ready", () => this.recovered());
  }

  get usable(): boolean {
    return this.client.status === "ready";
  }

  /** One line when an outage starts, one when it ends (an error's code, never its message). */
  private failed(error: unknown): void {
    if (this.down) return;
    this.down = true;
    const code = typeof error === "object" && error && "code" in error && typeof error.code === "string" ? error.code : error instanceof Error ? error.name : typeof error;
    processLogger().warn({ event: "cache.redis.down", error: code, fallback: "pages cached per instance" });
  }

  private recovered(): void {
    this.lastTagSync = 0;
    if (!this.down) return;
    this.down = false;
    processLogger().info({ event: "cache.redis.up", fallback: "ended" });
  }

  /** Runs a command when connected; its failure is a fallback, never an error of the page. */
  private async command<T>(run: (client: Redis) => Promise<T>, fallback: T): Promise<T> {
    if (!this.usable) return fallback;
    try {
      return await run(this.client);
    } catch (error) {
      this.failed(error);
      return fallback;
    }
  }

  /** The revalidation period of an entry, or undefined when unknown here. */
  revalidateOf(key: string, entry: CacheHandlerValue, ctx: ContextFields | undefined): Revalidate | undefined {
    if (entry.value?.kind === "FETCH") return ctx?.revalidate || entry.value.revalidate;
    if (entry.cacheControl) return entry.cacheControl.revalidate;
    return this.routes[pagePathOf(key)]?.initialRevalidateSeconds;
  }

  /** Tags revalidated since the entry was made (Next's own check, on the synced tag state). */
  tagsChanged(entry: CacheHandlerValue, ctx: ContextFields | undefined): boolean {
    const tags = tagsOf(entry, ctx);
    return tags.length > 0 && (areTagsExpired(tags, entry.lastModified) || areTagsStale(tags, entry.lastModified));
  }

  /** Stale by its period (or unknown), as opposed to fresh; tag changes are told apart. */
  freshness(key: string, entry: CacheHandlerValue, ctx: ContextFields | undefined, now: number): Freshness {
    if (this.tagsChanged(entry, ctx)) return "tags";
    const revalidate = this.revalidateOf(key, entry, ctx);
    if (revalidate === false) return "fresh";
    if (typeof revalidate !== "number") return "unknown";
    return now < entry.lastModified + revalidate * 1000 ? "fresh" : "stale";
  }

  async read(key: string): Promise<CacheHandlerValue | null> {
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

  async write(key: string, entry: CacheHandlerValue): Promise<void> {
    const text = serialize(entry);
    // Next's own 2 MB limit on a cached fetch is skipped under a custom handler: an entry far
    // larger than any page (~240 KB) is a fault, and kept in Redis it would crowd the rate limits.
    if (text.length > MAX_SHARED_ENTRY_CHARS) return;
    this.near.set(key, entry, text.length);
    await this.command((c) => c.set(this.space + key, text, "EX", ttlSeconds(entry)), null);
  }

  /** True for the one instance that may re-render `key` now (and whenever Redis cannot tell). */
  lease(key: string): Promise<boolean> {
    return this.command(async (c) => (await c.set(`${this.space}lease:${key}`, this.token, "PX", LEASE_MS, "NX")) === "OK", true);
  }

  /** Ends this instance's lease on `key`, not another's. */
  release(key: string): Promise<unknown> {
    return this.command((c) => c.eval(RELEASE_SCRIPT, 1, `${this.space}lease:${key}`, this.token), 0);
  }

  /** Publishes this process's state of `tags` (after Next's own revalidateTag updated it). */
  async publishTags(tags: readonly string[]): Promise<void> {
    const fields = tags.flatMap((tag) => [tag, JSON.stringify(tagsManifest.get(tag) ?? {})]);
    if (!fields.length) return;
    await this.command((c) => c.multi().hset(this.tagsKey, ...fields).expire(this.tagsKey, MAX_TTL_SECONDS).exec(), null);
  }

  /** Takes the tags other instances revalidated into Next's tag state, at most every TAG_SYNC_MS. */
  async syncTags(now: number = Date.now()): Promise<void> {
    if (now - this.lastTagSync < TAG_SYNC_MS) return;
    this.lastTagSync = now;
    const all = await this.command<Record<string, string> | null>((c) => c.hgetall(this.tagsKey), null);
    for (const [tag, text] of Object.entries(all ?? {})) {
      try {
        const parsed: unknown = JSON.parse(text);
        // Not a tag state of ours (null, or not JSON above): ignored. Any other value is read
        // as an object, for the numeric stamps it has.
        if (parsed === null) continue;
        const theirs: Partial<Record<"stale" | "expired", unknown>> = typeof parsed === "object" ? parsed : {};
        const ours = tagsManifest.get(tag) ?? {};
        const merged: TagManifestEntry = { ...ours };
        for (const field of ["stale", "expired"] as const) {
          const stamp = theirs[field];
          const mine = ours[field];
          if (typeof stamp === "number" && !(typeof mine === "number" && mine >= stamp)) merged[field] = stamp;
        }
        tagsManifest.set(tag, merged);
      } catch {
        // Not ours: ignored.
      }
    }
  }

  close(): void {
    this.client.disconnect();
  }

  /** At shutdown: QUIT (Redis answers what was sent before it), then no reconnecting. */
  async quit(): Promise<void> {
    if (this.usable) await this.client.quit().catch(() => undefined);
    this.client.disconnect();
  }
}
