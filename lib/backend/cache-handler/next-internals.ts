// The parts of Next this handler builds on, which Next does not export as an API: its default
// handler and its process-wide tag state. They are CommonJS files of next/dist, required by their
// exact paths (Node's resolution of `next`, which has no "exports" map for them).
import { createRequire } from "node:module";
import type { CacheHandler, CacheHandlerContext } from "next/dist/server/lib/incremental-cache";
import type * as TagsManifestModule from "next/dist/server/lib/incremental-cache/tags-manifest.external.js";

const require = createRequire(import.meta.url);

/**
 * Next's default handler, as this handler makes it: with the context Next gave this handler.
 * Its own constructor type wants `fs` and `serverDistDir` set; Next passes both to a custom handler
 * as it would to its own one (next/dist/server/lib/incremental-cache: the same context object).
 */
export type LocalCacheClass = new (ctx: CacheHandlerContext) => CacheHandler;

// Next's default handler and its process-wide tag state (the ".external" modules are shared by
// every bundle of the server, so a tag revalidated here is seen by Next's own checks).
export const FileSystemCache = (require("next/dist/server/lib/incremental-cache/file-system-cache.js") as { default: LocalCacheClass }).default;
export const { tagsManifest, areTagsExpired, areTagsStale } = require("next/dist/server/lib/incremental-cache/tags-manifest.external.js") as typeof TagsManifestModule;
export type { TagManifestEntry } from "next/dist/server/lib/incremental-cache/tags-manifest.external.js";
