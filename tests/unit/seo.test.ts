import { describe, expect, it } from "vitest";
import { ADDONS, DEFAULT_ADDON, getAddon } from "@/lib/addons";
import { getRoute, redirectFor, resolvePath, toSegments, type RouteDef } from "@/lib/routing";
import { BRAND, pageMetadata, robotsFor } from "@/lib/seo";
import { sitemapPaths } from "@/lib/sitemap";

/** marketing §2 "Indexing", copied from the spec. */
const NOINDEX = ["b", "c", "d", "r", "r2", "r3", "es", "black-friday", "fluxo", "fluxo-online", "oferta-colaborador"];
const NOINDEX_NOFOLLOW = ["timpre"];
const ALL_IDS = ["", ...Object.keys(ADDONS)];

const home = getRoute("") as RouteDef;
const coverage = getRoute("consultar-cobertura/cep") as RouteDef;

describe("robots per indexing (marketing §2)", () => {
  it.each(ALL_IDS)("addon '%s'", (id) => {
    const expected = NOINDEX_NOFOLLOW.includes(id)
      ? { index: false, follow: false }
      : NOINDEX.includes(id)
        ? { index: false, follow: true }
        : { index: true, follow: true };
    expect(robotsFor(getAddon(id))).toEqual(expected);
    expect(pageMetadata(getAddon(id), home).robots).toEqual(expected);
    expect(pageMetadata(getAddon(id), coverage).robots).toEqual(expected);
  });
});

describe("canonical link only on indexable pages", () => {
  it.each(ALL_IDS)("addon '%s'", (id) => {
    const addon = getAddon(id);
    const indexable = !NOINDEX.includes(id) && !NOINDEX_NOFOLLOW.includes(id);
    const meta = pageMetadata(addon, coverage);
    if (indexable) {
      expect(meta.alternates?.canonical).toBe(id ? `/${id}/consultar-cobertura/cep/` : "/consultar-cobertura/cep/");
      expect(pageMetadata(addon, home).alternates?.canonical).toBe(id ? `/${id}/` : "/");
    } else {
      expect(meta.alternates?.canonical).toBeUndefined();
      expect(pageMetadata(addon, home).alternates?.canonical).toBeUndefined();
    }
  });
});

describe("title and description", () => {
  it("uses the addon title on the landing page and the route heading elsewhere", () => {
    const addon = getAddon("black-friday");
    expect(pageMetadata(addon, home).title).toBe(addon.title);
    expect(pageMetadata(addon, coverage).title).toBe(`${coverage.heading} | ${BRAND}`);
    expect(pageMetadata(DEFAULT_ADDON, home).title).toBe(DEFAULT_ADDON.title);
  });

  it("uses the addon description", () => {
    expect(pageMetadata(getAddon("premium"), home).description).toBe(getAddon("premium").description);
  });
});

describe("sitemapPaths", () => {
  const paths = sitemapPaths();
  const resolved = paths.map((p) => ({ path: p, match: resolvePath(toSegments(p)) }));

  it("lists the home page and indexable addon pages", () => {
    expect(paths).toContain("/");
    expect(paths).toContain("/consultar-cobertura/cep/");
    expect(paths).toContain("/hbo-max/");
    expect(paths).toContain("/b/timblack/");
  });

  it("lists each path once", () => {
    // "/globoplay/" is both the globoplay addon's home and the globoplay page of the default storefront.
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  it("every path is a page with a trailing slash", () => {
    for (const { path, match } of resolved) {
      expect(path, path).toMatch(/\/$/);
      expect(match.kind, path).toBe("page");
    }
  });

  it("contains no path of a noindex addon", () => {
    for (const { path, match } of resolved) {
      if (match.kind !== "page") continue;
      expect([...NOINDEX, ...NOINDEX_NOFOLLOW], path).not.toContain(match.addonId);
    }
    for (const id of [...NOINDEX, ...NOINDEX_NOFOLLOW]) {
      expect(paths, id).not.toContain(`/${id}/`);
      expect(paths, id).not.toContain(`/${id}/consultar-cobertura/cep/`);
    }
  });

  it("contains no checkout step nor order-placed page", () => {
    for (const { path, match } of resolved) {
      expect(path).not.toMatch(/\/checkout(\/|$)/);
      expect(path).not.toContain("pedido-realizado");
      if (match.kind === "page") expect(match.route.section, path).not.toBe("checkout");
    }
  });

  it("contains no path that redirects", () => {
    for (const path of paths) expect(redirectFor(path), path).toBeNull();
    expect(paths).not.toContain("/max/");
    expect(paths).not.toContain("/migracao-ultrafibra/");
  });
});
