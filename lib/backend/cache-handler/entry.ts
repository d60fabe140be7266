// The entries of the shared cache: how long Redis keeps one, how one is written to and read from
// Redis, which page a key names and which tags an entry was made with; and the view this handler
// takes of the contexts Next passes to get() and set().
import type { CacheHandler, CacheHandlerValue } from "next/dist/server/lib/incremental-cache";
import type { CacheControl, Revalidate } from "next/dist/server/lib/cache-control";

/** Longest a shared entry is kept, whatever it says (Redis memory is the operator's, not ours). */
export const MAX_TTL_SECONDS = 7 * 86_400;
const TAGS_HEADER = "x-next-cache-tags";

/** The context Next passes to a handler's get(), and to its set(). */
export type GetContext = Parameters<CacheHandler["get"]>[1];
export type SetContext = Parameters<CacheHandler["set"]>[2];

/**
 * The fields this handler reads from either context. Next types each context as a union keyed by
 * a const enum (`kind`, which a file Node runs as it is cannot name), and only some of its members
 * declare each field: a fetch's lookup has `tags`, `softTags` and `revalidate`, a fetch's store
 * `fetchCache: true` and `tags`, a response's store `cacheControl`. Read through this view, a field
 * its member lacks is absent (undefined), as it is at run time.
 */
export interface ContextFields {
  readonly kind?: string;
  readonly tags?: string[];
  readonly softTags?: string[];
  readonly revalidate?: Revalidate;
  readonly fetchCache?: boolean;
  readonly cacheControl?: CacheControl;
}

export const fieldsOf = (ctx: GetContext | SetContext | undefined): ContextFields | undefined => ctx;

/**
 * How long Redis keeps an entry: two revalidation periods (the stale copy stays useful to serve
 * while one instance re-renders), at least a minute, at most the entry's `expire` and MAX_TTL.
 * A static entry (revalidate false or unknown) is kept MAX_TTL.
 */
export function ttlSeconds(entry: Pick<CacheHandlerValue, "value" | "cacheControl">): number {
  const revalidate = entry.value?.kind === "FETCH" ? entry.value.revalidate : entry.cacheControl?.revalidate;
  const expire = typeof entry.cacheControl?.expire === "number" ? entry.cacheControl.expire : MAX_TTL_SECONDS;
  const wanted = typeof revalidate === "number" && revalidate > 0 ? Math.max(60, revalidate * 2) : MAX_TTL_SECONDS;
  return Math.max(1, Math.min(wanted, expire, MAX_TTL_SECONDS));
}

/** JSON with Buffers (RSC payloads, route bodies) and Maps (segment data) kept as such. */
export function serialize(entry: unknown): string {
  // `this[key]` is the value before Buffer's own toJSON() turned it into { type, data }.
  return JSON.stringify(entry, function (this: Readonly<Record<string, unknown>>, key: string, value: unknown): unknown {
    const raw = this[key];
    if (Buffer.isBuffer(raw)) return { $b: raw.toString("base64") };
    if (raw instanceof Map) return { $m: [...raw.entries()] };
    return value;
  });
}

/** What serialize() wrote, read back (as the entry it was: only this handler writes these keys). */
export function deserialize(text: string): CacheHandlerValue {
  return JSON.parse(text, (_key: string, value: unknown): unknown => {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      const marked: { readonly $b?: unknown; readonly $m?: unknown } = value;
      if (typeof marked.$b === "string") return Buffer.from(marked.$b, "base64");
      if (Array.isArray(marked.$m)) return new Map(marked.$m as [unknown, unknown][]);
    }
    return value;
  }) as CacheHandlerValue;
}

/** A response-cache key's page path ("/route-cache/APP_PAGE/<hash>/$/index" → "/"). */
export function pagePathOf(key: string): string {
  const at = key.indexOf("/$/");
  let page = at < 0 ? key : key.slice(at + 2);
  if (page === "/index") return "/";
  if (page.startsWith("/index/")) page = page.slice("/index".length);
  return page;
}

/** The tags an entry was made with: a fetch's own and the request's, or a page's header. */
export function tagsOf(entry: CacheHandlerValue, ctx: ContextFields | undefined): string[] {
  const value = entry.value;
  if (value?.kind === "FETCH") return [...(value.tags ?? []), ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
  const header = value && "headers" in value ? value.headers?.[TAGS_HEADER] : undefined;
  return typeof header === "string" ? header.split(",") : [];
}

/**
 * The name of a build's cache space: its deploymentId when it has one (required-server-files.json),
 * else its BUILD_ID. Two builds with different deployment ids share a BUILD_ID.
 * @param read a file of the build directory, or null
 */
export function buildNamespace(read: (file: string) => string | null): string {
  let deploymentId: unknown = null;
  try {
    // Any JSON: what is not an object with config.deploymentId names no deployment.
    const files: unknown = JSON.parse(read("required-server-files.json") ?? "{}");
    const config: unknown = typeof files === "object" && files !== null && "config" in files ? files.config : undefined;
    deploymentId = (typeof config === "object" && config !== null && "deploymentId" in config ? config.deploymentId : null) || null;
  } catch {
    deploymentId = null;
  }
  return deploymentId ? `dpl-${String(deploymentId)}` : (read("BUILD_ID") ?? "unknown").trim();
}
