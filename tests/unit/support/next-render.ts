// Next's server sets AsyncLocalStorage on globalThis before it loads anything else; its stores are
// made when their module loads, so this import must come before any module that reaches next/cache.
import "next/dist/server/node-environment-baseline.js";
import { createRequire } from "node:module";
import type * as PatchFetchModule from "next/dist/server/lib/patch-fetch";
import type * as WorkModule from "next/dist/server/app-render/work-async-storage.external";
import type * as WorkUnitModule from "next/dist/server/app-render/work-unit-async-storage.external";

const require = createRequire(import.meta.url);
const { createPatchedFetcher } = require("next/dist/server/lib/patch-fetch.js") as typeof PatchFetchModule;
const { workAsyncStorage } = require("next/dist/server/app-render/work-async-storage.external.js") as typeof WorkModule;
const { workUnitAsyncStorage } = require("next/dist/server/app-render/work-unit-async-storage.external.js") as typeof WorkUnitModule;

/** What Next asked its cache to keep: the fetch cache and unstable_cache both write FETCH entries. */
export interface StoredEntry {
  key: string;
  /** `fetchUrl` of the write: the URL of a fetch, "unstable_cache …" of an unstable_cache. */
  source: string;
  tags: string[];
  /** The stored body as Next keeps it (base64 of a fetch's bytes, JSON of an unstable_cache result). */
  body: string;
}

/** A FETCH entry Next's cache already holds, answered to every lookup. */
export interface HeldEntry {
  body: string;
  stale: boolean;
}

export interface RenderResult<T> {
  /** What the rendered code returned, or the error it threw. */
  outcome: { ok: true; value: T } | { ok: false; error: unknown };
  stored: StoredEntry[];
  /** The page's period and tags as the render left them (what ISR keeps the page by). */
  page: { revalidate: number; tags: string[] };
}

interface FetchData {
  kind?: string;
  data?: { body?: string };
}

/**
 * Runs `render` as Next renders a page at run time for ISR (a "prerender-legacy" work unit):
 * Next's own fetch (patch-fetch) and unstable_cache, over an incremental cache that records every
 * write and answers every lookup with `held` (or nothing). Next's end-of-render writes are awaited.
 */
export async function renderLikeNext<T>(render: () => Promise<T>, held: HeldEntry | null = null): Promise<RenderResult<T>> {
  const stored: StoredEntry[] = [];
  const incrementalCache = {
    isOnDemandRevalidate: false,
    generateCacheKey: async (url: string) => `fetch ${url}`,
    generateSimpleCacheKey: async (key: string) => `simple ${key}`,
    lock: async () => async () => {},
    get: async () => (held ? { isStale: held.stale, value: { kind: "FETCH", data: { headers: {}, body: held.body, status: 200, url: "" }, revalidate: 600 } } : null),
    set: async (key: string, value: FetchData | null, ctx: { fetchUrl?: string; tags?: string[] }) => {
      stored.push({ key, source: ctx.fetchUrl ?? "", tags: ctx.tags ?? [], body: value?.data?.body ?? "" });
    },
  };
  const work = { route: "/[[...addon]]", incrementalCache, pendingRevalidates: {} as Record<string, Promise<unknown>>, nextFetchId: 1, isDraftMode: false, forceStatic: false, forceDynamic: false };
  const unit = { type: "prerender-legacy", phase: "render", revalidate: 31_536_000, tags: null as string[] | null, implicitTags: undefined, rootParams: {} };
  const original = globalThis.fetch;
  globalThis.fetch = createPatchedFetcher(original, { workAsyncStorage, workUnitAsyncStorage });
  let outcome: RenderResult<T>["outcome"];
  try {
    const run = () => workUnitAsyncStorage.run(unit as unknown as WorkUnitModule.WorkUnitStore, render);
    outcome = await workAsyncStorage.run(work as unknown as WorkModule.WorkStore, run).then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    await Promise.allSettled(Object.values(work.pendingRevalidates));
  } finally {
    globalThis.fetch = original;
  }
  return { outcome, stored, page: { revalidate: unit.revalidate, tags: unit.tags ?? [] } };
}
