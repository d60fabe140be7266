// @vitest-environment node
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createRequire } from "node:module";
import type { CacheHandler, CacheHandlerContext, CacheHandlerValue } from "next/dist/server/lib/incremental-cache";
import {
  buildNamespace,
  createCacheHandler,
  deserialize,
  MAX_SHARED_ENTRY_CHARS,
  MAX_TTL_SECONDS,
  pagePathOf,
  serialize,
  sharesCache,
  ttlSeconds,
  type RedisCacheHandlerClass,
} from "@/lib/backend/cache-handler";
import { processMetrics } from "@/lib/backend/metrics-core";
import { captureLog } from "../../support/log-capture";
import { redisServerOnPath, TestRedisServer } from "../../support/redis-server";

/**
 * The Redis cache handler (lib/backend/cache-handler.ts) against a real redis-server: two handler
 * classes stand for two instances of the fleet (each its own process-side state and build
 * directory), as Next would call them. TEST_REDIS_URL (.ci/run) or a redis-server this file
 * starts; the outage test needs its own server. Without either, skipped, saying so. Every run
 * uses its own key prefix: nothing is flushed.
 */
const require = createRequire(import.meta.url);
const { nodeFs } = require("next/dist/server/lib/node-fs-methods.js") as { nodeFs: CacheHandlerContext["fs"] };
const { tagsManifest } = require("next/dist/server/lib/incremental-cache/tags-manifest.external.js") as {
  tagsManifest: Map<string, { stale?: number; expired?: number }>;
};

const given = process.env.TEST_REDIS_URL;
const runs = Boolean(given) || redisServerOnPath;
const reason = given ? "TEST_REDIS_URL" : redisServerOnPath ? "redis-server started by the test" : "skipped: no TEST_REDIS_URL and no redis-server on PATH";

const BUILD_ID = "build-test-1";
const dirs: string[] = [];

/** A build directory of one instance: BUILD_ID and a prerender manifest (a static and an ISR page). */
function instanceContext(): CacheHandlerContext {
  const distDir = mkdtempSync(join(tmpdir(), "uf-cache-handler-"));
  dirs.push(distDir);
  mkdirSync(join(distDir, "server"), { recursive: true });
  writeFileSync(join(distDir, "BUILD_ID"), BUILD_ID);
  const routes = { "/static": { initialRevalidateSeconds: false }, "/landing": { initialRevalidateSeconds: 600 } };
  writeFileSync(join(distDir, "prerender-manifest.json"), JSON.stringify({ version: 4, routes, dynamicRoutes: {}, notFoundRoutes: [] }));
  // No memory size: Next's memory cache is process-wide, and the two "instances" share a process.
  return { fs: nodeFs, dev: false, flushToDisk: true, serverDistDir: join(distDir, "server"), maxMemoryCacheSize: 0, revalidatedTags: [], _requestHeaders: {} };
}

const pageKey = (page: string) => `/route-cache/APP_PAGE/${"ab".repeat(32)}/$${page}`;
type GetContext = Parameters<CacheHandler["get"]>[1];
type SetContext = Parameters<CacheHandler["set"]>[2];
/** Next's contexts, as it passes them (its types use const enums a test cannot write). */
const PAGE_GET = { kind: "APP_PAGE", isFallback: false } as unknown as GetContext;
const lifetime = (revalidate: number | false, expire?: number) => ({ cacheControl: { revalidate, expire } }) as unknown as SetContext;
type Value = NonNullable<CacheHandlerValue["value"]>;
const appPage = (html: string): Value =>
  ({
    kind: "APP_PAGE",
    html,
    rscData: Buffer.from(`rsc of ${html}`),
    status: 200,
    postponed: undefined,
    headers: { "x-next-cache-tags": "_N_T_/layout,catalogue" },
    segmentData: new Map([["/_tree", Buffer.from([0, 1, 2, 255])]]),
  }) as unknown as Value;

/** The number of GET commands Redis has run (to prove a lookup did not reach it). */
async function redisGets(handler: RedisCacheHandlerClass): Promise<number> {
  const info = await handler.store()!.client.info("commandstats");
  return Number(/cmdstat_get:calls=(\d+)/.exec(info)?.[1] ?? 0);
}

describe.skipIf(!runs)(`the shared page cache in Redis (${reason})`, () => {
  let server: TestRedisServer | null = null;
  let url = "";
  const open: RedisCacheHandlerClass[] = [];
  let prefix = "";

  /** One instance: its handler class and a handler as Next makes one per request. */
  function instance(): { Handler: RedisCacheHandlerClass; handler: () => CacheHandler } {
    const Handler = createCacheHandler({ url, prefix, env: { REDIS_URL: url } });
    open.push(Handler);
    const ctx = instanceContext();
    return { Handler, handler: () => new Handler(ctx) };
  }

  async function connected(...handlers: (() => CacheHandler)[]): Promise<void> {
    for (const make of handlers) make();
    for (let i = 0; i < 100 && !open.every((h) => h.store()?.usable); i++) await new Promise((r) => setTimeout(r, 20));
  }

  beforeAll(async () => {
    if (given) url = given;
    else {
      server = await TestRedisServer.start();
      url = server.url;
    }
  }, 20_000);

  beforeEach(() => {
    prefix = `uf:test:${randomBytes(6).toString("hex")}:`;
  });

  afterEach(() => {
    for (const Handler of open.splice(0)) Handler.close();
  });

  afterAll(async () => {
    await server?.stop();
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it("a page rendered on one instance is read on another, whole: html, RSC Buffer, segment Map, lifetime", async () => {
    const a = instance();
    const b = instance();
    await connected(a.handler, b.handler);
    const key = pageKey("/landing");
    await a.handler().set(key, appPage("<p>planos de 10 minutos atrás</p>"), lifetime(600, 31_536_000));

    const got = await b.handler().get(key, PAGE_GET);
    expect(got?.value).toEqual(appPage("<p>planos de 10 minutos atrás</p>"));
    expect(got?.cacheControl).toEqual({ revalidate: 600, expire: 31_536_000 });
    expect(Date.now() - (got?.lastModified ?? 0)).toBeLessThan(5_000);
    // Kept for two revalidation periods, in this build's namespace.
    const client = a.Handler.store()!.client;
    const ttl = await client.ttl(`${prefix}${BUILD_ID}:${key}`);
    expect(ttl).toBeGreaterThan(1_100);
    expect(ttl).toBeLessThanOrEqual(1_200);
  });

  it("the not-found page of a made-up path is kept neither in Redis nor by the instance", async () => {
    const a = instance();
    const b = instance();
    await connected(a.handler, b.handler);
    const key = pageKey("/made-up-9f3k2");
    const notFound = { ...(appPage("<h1>Página não encontrada</h1>") as object), status: 404 } as Value;
    await a.handler().set(key, notFound, lifetime(false));

    expect(await a.Handler.store()!.client.exists(`${prefix}${BUILD_ID}:${key}`)).toBe(0);
    expect(await a.handler().get(key, PAGE_GET)).toBeNull();
    expect(await b.handler().get(key, PAGE_GET)).toBeNull();
  });

  it("an entry larger than any page (a 100 MB catalogue's) is not shared: the other instance makes its own", async () => {
    const a = instance();
    const b = instance();
    await connected(a.handler, b.handler);
    const key = pageKey("/landing");
    await a.handler().set(key, appPage(`<p>${"x".repeat(MAX_SHARED_ENTRY_CHARS)}</p>`), lifetime(600));
    expect(await a.Handler.store()!.client.exists(`${prefix}${BUILD_ID}:${key}`)).toBe(0);
    expect(await b.handler().get(key, PAGE_GET)).toBeNull();
  });

  it("a fresh page is answered by the instance itself: Redis is asked once, not on every request", async () => {
    const a = instance();
    const b = instance();
    await connected(a.handler, b.handler);
    // A static page (revalidate false in the build's manifest) another instance stored.
    const key = pageKey("/static");
    await a.handler().set(key, appPage("<p>estático</p>"), {} as SetContext);
    const before = await redisGets(b.Handler);
    expect((await b.handler().get(key, PAGE_GET))?.value).toEqual(appPage("<p>estático</p>"));
    for (let i = 0; i < 5; i++) await b.handler().get(key, PAGE_GET);
    expect((await redisGets(b.Handler)) - before).toBe(1);
  });

  it("counts each lookup for the hit ratio: from this instance, from Redis, or a miss", async () => {
    const a = instance();
    const b = instance();
    await connected(a.handler, b.handler);
    const count = async () => {
      const { values } = await processMetrics().cacheLookups.get();
      return Object.fromEntries(values.map((v) => [String(v.labels.result), v.value]));
    };
    const key = pageKey("/static");
    await a.handler().set(key, appPage("<p>estático</p>"), {} as SetContext);
    const before = await count();
    await b.handler().get(key, PAGE_GET);
    for (let i = 0; i < 5; i++) await b.handler().get(key, PAGE_GET);
    await b.handler().get(pageKey("/nunca-feita"), PAGE_GET);
    const after = await count();
    const moved = (result: string) => (after[result] ?? 0) - (before[result] ?? 0);
    expect({ hit_redis: moved("hit_redis"), hit_local: moved("hit_local"), miss: moved("miss"), stale_local: moved("stale_local") }).toEqual({
      hit_redis: 1,
      hit_local: 5,
      miss: 1,
      stale_local: 0,
    });
  });

  it("a stale page: one instance re-renders it, the others serve their copy and then take its result", async () => {
    const a = instance();
    const b = instance();
    await connected(a.handler, b.handler);
    const key = pageKey("/landing");
    const old = Date.now() - 700_000;
    // As another instance left it 700 s ago: past its 600 s period.
    await a.Handler.store()!.client.set(`${prefix}${BUILD_ID}:${key}`, serialize({ value: appPage("<p>velho</p>"), lastModified: old, cacheControl: { revalidate: 600 } }), "EX", 600);

    const first = await a.handler().get(key, PAGE_GET);
    const second = await b.handler().get(key, PAGE_GET);
    // a won the lease: it gets the stale entry as it is, so Next re-renders in the background.
    expect(first?.lastModified).toBe(old);
    // b lost it: the same page, answered as fresh for this request (no second render).
    expect(second?.value).toEqual(appPage("<p>velho</p>"));
    expect(second?.lastModified).toBeGreaterThan(old);

    // a's render lands in Redis; b's next request takes it.
    await a.handler().set(key, appPage("<p>novo</p>"), lifetime(600));
    expect((await b.handler().get(key, PAGE_GET))?.value).toEqual(appPage("<p>novo</p>"));
    // The lease ended with a's render: the next stale entry may be re-rendered at once.
    expect(await a.Handler.store()!.client.exists(`${prefix}${BUILD_ID}:lease:${key}`)).toBe(0);
  });

  it("a fetch of the catalogue is shared too, with its tags; its time in Redis follows its revalidate", async () => {
    const a = instance();
    const b = instance();
    await connected(a.handler, b.handler);
    const data = { headers: { "content-type": "application/json" }, body: "eyJwbGFucyI6W119", status: 200, url: "https://api.example/plans" };
    const fetched = { kind: "FETCH", data, revalidate: 600 } as unknown as Value;
    await a.handler().set("f3a9", fetched, { fetchCache: true, tags: ["catalogue"] } as SetContext);
    const got = await b.handler().get("f3a9", { kind: "FETCH", revalidate: 600, tags: ["catalogue"], softTags: [] } as unknown as GetContext);
    expect(got?.value).toEqual({ ...fetched, tags: ["catalogue"] });
    expect(await a.Handler.store()!.client.ttl(`${prefix}${BUILD_ID}:f3a9`)).toBe(1_200);
  });

  it("a tag revalidated on one instance reaches the other's tag state", async () => {
    const a = instance();
    const b = instance();
    await connected(a.handler, b.handler);
    const tag = `catalogue-${prefix}`;
    await a.handler().revalidateTag(tag);
    const published = JSON.parse((await a.Handler.store()!.client.hget(a.Handler.store()!.tagsKey, tag)) ?? "{}") as { expired?: number };
    expect(published.expired).toBeGreaterThan(Date.now() - 5_000);
    // The other process never saw Next revalidate it: b learns it from Redis on its next lookup.
    tagsManifest.delete(tag);
    await b.handler().get(pageKey("/static"), PAGE_GET);
    await expect.poll(() => tagsManifest.get(tag)?.expired).toBe(published.expired);
  });

  it.skipIf(!redisServerOnPath)("Redis stopped: pages still come from this instance (Next's default), quickly, and one line says so", async () => {
    const own = await TestRedisServer.start();
    const log = captureLog();
    try {
      url = own.url;
      const a = instance();
      await connected(a.handler);
      const key = pageKey("/landing");
      await a.handler().set(key, appPage("<p>antes</p>"), lifetime(600));
      await own.stop();
      const started = performance.now();
      await a.handler().set(key, appPage("<p>durante</p>"), lifetime(600));
      expect((await a.handler().get(key, PAGE_GET))?.value).toEqual(appPage("<p>durante</p>"));
      // A page on disk only (Next's default handler): still served.
      const other = pageKey("/other");
      await a.handler().set(other, appPage("<p>só aqui</p>"), lifetime(600));
      expect((await a.handler().get(other, PAGE_GET))?.value).toEqual(appPage("<p>só aqui</p>"));
      expect(performance.now() - started).toBeLessThan(1_000);
      await expect.poll(() => log.events("cache.redis.down").length).toBe(1);
      expect(log.events("cache.redis.down")[0]).toMatchObject({ level: "warn", error: "ECONNREFUSED", fallback: "pages cached per instance" });
      expect(log.text()).not.toContain(own.url);

      await own.restart();
      await expect.poll(() => log.events("cache.redis.up").length, { timeout: 10_000 }).toBe(1);
    } finally {
      log.restore();
      await own.stop();
    }
  }, 30_000);
});

describe("each build its own cache space", () => {
  const files = (f: Record<string, string>) => (name: string) => f[name] ?? null;
  test("the deployment id when the build has one: Next then writes one constant BUILD_ID for every build", () => {
    const constant = "build-TfctsWXpff2fKS\n";
    const a = buildNamespace(files({ BUILD_ID: constant, "required-server-files.json": JSON.stringify({ config: { deploymentId: "a1" } }) }));
    const b = buildNamespace(files({ BUILD_ID: constant, "required-server-files.json": JSON.stringify({ config: { deploymentId: "b2" } }) }));
    expect([a, b]).toEqual(["dpl-a1", "dpl-b2"]);
  });
  test("the BUILD_ID without one, unknown without either", () => {
    expect(buildNamespace(files({ BUILD_ID: "AXKwxYQ2sELFIYovumqEK\n", "required-server-files.json": JSON.stringify({ config: {} }) }))).toBe("AXKwxYQ2sELFIYovumqEK");
    expect(buildNamespace(files({}))).toBe("unknown");
  });
});

describe("without Redis, or while building", () => {
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it("is Next's default handler alone: no connection, pages written to and read from disk", async () => {
    const Handler = createCacheHandler({ env: {} });
    const ctx = instanceContext();
    const key = pageKey("/landing");
    await new Handler(ctx).set(key, appPage("<p>local</p>"), lifetime(600));
    expect(Handler.store()).toBeNull();
    // A new handler, as for the next request: read back from the build directory.
    const got = await new Handler(ctx).get(key, PAGE_GET);
    expect(got?.value).toMatchObject({ kind: "APP_PAGE", html: "<p>local</p>" });
  });

  it("shares only with REDIS_URL, outside the build and development", () => {
    expect(sharesCache({ dev: false }, { REDIS_URL: "redis://cache:6379" })).toBe(true);
    expect(sharesCache({ dev: false }, {})).toBe(false);
    expect(sharesCache({ dev: false }, { REDIS_URL: "redis://cache:6379", NEXT_PHASE: "phase-production-build" })).toBe(false);
    expect(sharesCache({ dev: true }, { REDIS_URL: "redis://cache:6379" })).toBe(false);
  });
});

describe("entries as stored", () => {
  it("keep Buffers and Maps through JSON", () => {
    const entry = { value: appPage("<p>x</p>"), lastModified: 1, cacheControl: { revalidate: 60 } };
    expect(deserialize(serialize(entry))).toEqual(entry);
  });

  it("live two revalidation periods (at least a minute), at most their expire and a week", () => {
    expect(ttlSeconds({ value: appPage("x"), cacheControl: { revalidate: 600, expire: 31_536_000 } })).toBe(1_200);
    expect(ttlSeconds({ value: appPage("x"), cacheControl: { revalidate: 600, expire: 900 } })).toBe(900);
    expect(ttlSeconds({ value: appPage("x"), cacheControl: { revalidate: 10, expire: undefined } })).toBe(60);
    expect(ttlSeconds({ value: appPage("x"), cacheControl: { revalidate: false, expire: undefined } })).toBe(MAX_TTL_SECONDS);
    expect(ttlSeconds({ value: { kind: "FETCH", revalidate: 300 } as unknown as Value })).toBe(600);
  });

  it("name their page by the key's path", () => {
    expect(pagePathOf(pageKey("/index"))).toBe("/");
    expect(pagePathOf(pageKey("/checkout/cep"))).toBe("/checkout/cep");
    expect(pagePathOf(pageKey("/index/index"))).toBe("/index");
  });
});
