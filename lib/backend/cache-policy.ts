// What a CDN (and the browser) may keep, by class of answer (docs/decisions/caching.md#0040):
// the entry server (server/main.ts) applies the static rules, the /api proxy the catalogue's.
//
// - Next's own fingerprinted files (/_next/static/…, the self-hosted font included) are already
//   `public, max-age=31536000, immutable`: left as Next sends them.
// - Our files in public/ keep their names from one release to the next (an illustration or a
//   regulation can change under the same name): long but not immutable, shorter in the browser
//   (which nobody can purge) than in the CDN (purged at each deploy), revalidated cheaply after
//   that (ETag / Last-Modified answer 304). A file whose URL is versioned (?v=…) or whose name
//   carries a content hash is immutable.
// - Catalogue GETs through /api (plans, banks, regulations, benefits): shared caches keep them a
//   few minutes (CATALOGUE_CACHE_CONTROL); everything else of /api stays no-store.

/** A year, the most any cache honours; for URLs that change when their content does. */
export const IMMUTABLE = "public, max-age=31536000, immutable";

/** Illustrations, icons and fonts: 7 days in the browser, 30 in the CDN, a day more while it refetches. */
export const LONG = "public, max-age=604800, s-maxage=2592000, stale-while-revalidate=86400";

/**
 * Contracts and regulations (PDF): a day in the browser and a week in the CDN. A regulation that
 * changes under its name must reach visitors within a day (an offer's rules are binding), and the
 * CDN is purged at deploy.
 */
export const DOCUMENTS = "public, max-age=86400, s-maxage=604800, stale-while-revalidate=86400";

/**
 * Catalogue answers of /api: a minute in the browser, 5 minutes in the CDN, then served stale for
 * up to 10 minutes while the CDN refetches, and for a day if the backend fails meanwhile. The
 * pages revalidate the same catalogue every 10 minutes (lib/backend/catalogue.ts), so a price
 * change reaches every visitor within about that time, and a campaign's burst costs the operator's
 * API one request per URL per CDN node every 5 minutes instead of one per visitor.
 */
export const CATALOGUE_CACHE_CONTROL = "public, max-age=60, s-maxage=300, stale-while-revalidate=600, stale-if-error=86400";

/**
 * Calls of the contract (lib/api/contract) whose answer is the same for every visitor: GETs
 * with no lead, no person and no address in them. `staticCatalogue` is the plans file per
 * campaign (json/{file}). A call with an owner, a rate limit or a person's data can never be
 * here (tests/unit/lib/backend/cache-policy.test.ts checks it against the contract).
 */
export const CATALOGUE_CALLS: readonly string[] = ["plans", "banks", "regulations", "benefits", "staticCatalogue"];

const FONT = /\.(?:woff2?|ttf|otf)$/i;
/** "name.3f9a1c2b.svg": a content hash of 8+ hex digits between dots, as bundlers write it. */
const HASHED_NAME = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

/** Statuses whose answer is the file itself (206: a range of a PDF; 304: still the same). */
const CACHEABLE_STATUS = new Set([200, 206, 304]);

/**
 * Cache-Control for one of our files in public/ (request path and query), or null to leave the
 * answer's own header (pages, Next's files, the API, anything missing: a 404 must not be cached
 * for a month).
 * `url` is the request target ("/images/x.svg?v=2").
 */
export function staticCacheControl(url: string, status: number): string | null {
  if (!CACHEABLE_STATUS.has(status)) return null;
  const query = url.indexOf("?");
  const pathname = query < 0 ? url : url.slice(0, query);
  const versioned = query >= 0 && /(?:^|&)v=[^&]+/.test(url.slice(query + 1));
  let policy: string | null = null;
  if (pathname.startsWith("/docs/") || /^\/[^/]+\.pdf$/i.test(pathname)) policy = DOCUMENTS;
  else if (pathname.startsWith("/images/") || pathname.startsWith("/icons/") || (FONT.test(pathname) && !pathname.startsWith("/_next/"))) policy = LONG;
  if (!policy) return null;
  return versioned || HASHED_NAME.test(pathname) ? IMMUTABLE : policy;
}
