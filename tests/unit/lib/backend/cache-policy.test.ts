// @vitest-environment node
import { CALLS, type CallName } from "@/lib/api/contract";
import { CATALOGUE_CACHE_CONTROL, CATALOGUE_CALLS, DOCUMENTS, IMMUTABLE, LONG, staticCacheControl } from "@/lib/backend/cache-policy";
import { handleApiRequest, sharedCacheable } from "@/lib/backend/proxy";
import { withSandboxProxy } from "../../support/sandbox-proxy";

/** Caching for a CDN: each class of answer and what a shared cache may keep of it. */

const maxAge = (value: string, name: "max-age" | "s-maxage") => Number(new RegExp(`(?:^|, )${name}=(\\d+)`).exec(value)?.[1] ?? NaN);

describe("our files in public/", () => {
  it("illustrations, icons and fonts: long, longer in the CDN than in the browser", () => {
    for (const url of ["/images/banner/plans.svg", "/icons/icon-192.png", "/fonts/extra.woff2"]) expect(staticCacheControl(url, 200), url).toBe(LONG);
    expect(maxAge(LONG, "max-age")).toBeGreaterThanOrEqual(7 * 86_400);
    expect(maxAge(LONG, "s-maxage")).toBeGreaterThan(maxAge(LONG, "max-age"));
  });

  it("contracts and regulations: a day in the browser, a week in the CDN", () => {
    for (const url of ["/docs/regulamento-livelo.pdf", "/faq-migracao.pdf"]) expect(staticCacheControl(url, 200), url).toBe(DOCUMENTS);
    expect(maxAge(DOCUMENTS, "max-age")).toBe(86_400);
    expect(staticCacheControl("/docs/termo-adesao.pdf", 206)).toBe(DOCUMENTS);
  });

  it("immutable when the URL is versioned or the name fingerprinted", () => {
    expect(staticCacheControl("/images/banner/plans.svg?v=3", 200)).toBe(IMMUTABLE);
    expect(staticCacheControl("/docs/contrato-scm.pdf?lang=pt&v=2026-11", 200)).toBe(IMMUTABLE);
    expect(staticCacheControl("/images/hero.3f9a1c2b.webp", 200)).toBe(IMMUTABLE);
    // Not a version: a word that happens to be hex-like, or a "v" inside another parameter.
    expect(staticCacheControl("/images/benefits/aya-bancah.svg", 200)).toBe(LONG);
    expect(staticCacheControl("/images/banner/plans.svg?nav=1", 200)).toBe(LONG);
  });

  it("left alone: missing files, errors, pages, Next's own files and the API", () => {
    expect(staticCacheControl("/images/nope.svg", 404)).toBeNull();
    expect(staticCacheControl("/docs/x.pdf", 500)).toBeNull();
    for (const url of ["/", "/checkout/cep/", "/_next/static/media/inter.woff2", "/api/banks/", "/healthz", "/robots.txt"]) {
      expect(staticCacheControl(url, 200), url).toBeNull();
    }
  });
});

describe("catalogue answers of /api", () => {
  it("are plans, banks, regulations and benefits: GETs with no lead, no person, no limit", () => {
    expect(CATALOGUE_CALLS).toEqual(expect.arrayContaining(["plans", "banks", "regulations", "benefits"]));
    for (const name of CATALOGUE_CALLS) {
      expect(Object.keys(CALLS), name).toContain(name);
      const def = CALLS[name as CallName];
      expect(def.method, name).toBe("GET");
      expect("owner" in def || "rateLimit" in def || "creates" in def || "changesState" in def, name).toBe(false);
    }
    // A CDN keeps them a few minutes and serves them stale while it refetches.
    expect(maxAge(CATALOGUE_CACHE_CONTROL, "s-maxage")).toBeGreaterThan(0);
    expect(CATALOGUE_CACHE_CONTROL).toMatch(/^public, .*stale-while-revalidate=\d+/);
  });

  it("only a catalogue call's 200 is shared: never an error, never a call with a lead or a person", () => {
    expect(sharedCacheable("plans", 200)).toBe(true);
    expect(sharedCacheable("plans", 502)).toBe(false);
    expect(sharedCacheable("banks", 504)).toBe(false);
    for (const name of ["leadGet", "coverage", "addressInfo", "cepInformation", "leadV2Create", "collaboratorNewCode"] as CallName[]) {
      expect(sharedCacheable(name, 200), name).toBe(false);
    }
    expect(sharedCacheable(null, 404)).toBe(false);
  });
});

describe("through the proxy", () => {
  const TOKEN = "entry-token-for-cache-tests";
  let n = 0;
  const call = (method: string, path: string, body?: unknown) =>
    handleApiRequest(
      new Request(`http://loja.test/api/${path}`, {
        method,
        headers: { host: "loja.test", "sec-fetch-site": "same-origin", "content-type": "application/json", "x-uf-peer": `192.0.2.${++n}`, "x-uf-proto": "http", "x-uf-entry": TOKEN },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
      path.split("?")[0]!.replace(/\/$/, ""),
    );

  withSandboxProxy("uf-cache-", TOKEN);

  it("catalogue GETs (and HEAD) answer public with s-maxage; a lead, an address, a 404 stay no-store", async () => {
    for (const path of ["plans", "banks", "benefits", "plans/regulationsAndSummaries/getAll", "json/plans.json"]) {
      const response = await call("GET", path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe(CATALOGUE_CACHE_CONTROL);
      expect(response.headers.get("set-cookie"), path).toBeNull();
    }
    expect((await call("HEAD", "banks")).headers.get("cache-control")).toBe(CATALOGUE_CACHE_CONTROL);

    const created = await call("POST", "lead-v2", { idPlan: "p-d600gl", address: { cep: "01310100", number: "1000" } });
    expect(created.status).toBe(200);
    expect(created.headers.get("cache-control")).toBe("no-store");
    const coverage = await handleApiRequest(
      new Request("http://loja.test/api/cep/coverage?cep=01310100&number=1000", { headers: { host: "loja.test", "x-uf-peer": "192.0.2.200", "x-uf-entry": TOKEN } }),
      "cep/coverage",
    );
    expect(coverage.status).toBe(200);
    expect(coverage.headers.get("cache-control")).toBe("no-store");
    expect((await call("GET", "admin/users")).headers.get("cache-control")).toBe("no-store");
  }, 60_000);
});
