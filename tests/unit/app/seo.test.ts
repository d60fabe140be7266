// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import robots from "@/app/robots";
import sitemap from "@/app/sitemap";
import { ADDONS, ADDON_IDS, DEFAULT_ADDON, getAddon } from "@/lib/addons";
import { getRoute, pathFor, redirectFor, resolvePath, ROUTES, toSegments, type RouteDef } from "@/lib/routing";
import { BRAND, MISSING_SITE_URL_WARNING, pageMetadata, robotsFor, siteUrl } from "@/lib/seo";
import { sitemapPaths } from "@/lib/sitemap";

/** marketing §2 "Indexing", copied from the spec. */
const NOINDEX = ["b", "c", "d", "r", "r2", "r3", "es", "black-friday", "fluxo", "fluxo-online", "oferta-colaborador"];
const NOINDEX_NOFOLLOW = ["timpre"];
const ALL_IDS = ["", ...Object.keys(ADDONS)];
const INDEXABLE_IDS = ALL_IDS.filter((id) => !NOINDEX.includes(id) && !NOINDEX_NOFOLLOW.includes(id));

const SITE = "https://www.example.com.br";
const route = (key: string) => getRoute(key) as RouteDef;
const home = route("");
const coverage = route("consultar-cobertura/cep");

/** Marketing and entry pages: worth a search result on an indexable addon (issue "Search engines index the funnel"). */
const INDEXABLE_KEYS = ["", "ofertas", "novo-cliente", "hbo-max", "regulamentos", "receber-ligacao", "consultar-cobertura/cep", "refidelizacao/consulta-cpf"];
/** Funnel steps, order pages, renewal steps and the coverage steps after the CEP: never indexed. */
const STEP_KEYS = [
  "checkout",
  "checkout/cep",
  "checkout/nome",
  "checkout/cpf",
  "checkout/conta-debito",
  "checkout/validacao/erro1",
  "checkout/confirmacao",
  "pedido-realizado",
  "refidelizacao/ofertas",
  "refidelizacao/confirmacao",
  "refidelizacao/pedido-realizado",
  "consultar-cobertura/nr-imovel",
  "consultar-cobertura/verificando-disponibilidade",
  "consultar-cobertura/planos",
  "consultar-cobertura/com-cobertura",
];

beforeEach(() => {
  vi.stubEnv("SITE_URL", SITE);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe("robots per indexing (marketing §2)", () => {
  it.each(ALL_IDS)("addon '%s'", (id) => {
    const expected = NOINDEX_NOFOLLOW.includes(id)
      ? { index: false, follow: false }
      : NOINDEX.includes(id)
        ? { index: false, follow: true }
        : { index: true, follow: true };
    expect(robotsFor(getAddon(id), home)).toEqual(expected);
    expect(pageMetadata(getAddon(id), home).robots).toEqual(expected);
    expect(pageMetadata(getAddon(id), coverage).robots).toEqual(expected);
  });
});

describe("funnel, order, renewal and coverage steps are noindex without a canonical", () => {
  it.each(STEP_KEYS)("'%s' on every addon", (key) => {
    for (const id of ALL_IDS) {
      const meta = pageMetadata(getAddon(id), route(key));
      const follow = !NOINDEX_NOFOLLOW.includes(id);
      expect(meta.robots, `${id}/${key}`).toEqual({ index: false, follow });
      expect(meta.alternates?.canonical, `${id}/${key}`).toBeUndefined();
    }
  });

  it("covers every checkout, renewal and coverage route but the two entry pages", () => {
    const steps = [...ROUTES.values()].filter((r) => r.section === "checkout" || r.section === "renewal" || r.section === "coverage");
    for (const r of steps) {
      const entry = r.key === "consultar-cobertura/cep" || r.key === "refidelizacao/consulta-cpf";
      expect(pageMetadata(DEFAULT_ADDON, r).robots, r.key).toEqual({ index: entry, follow: true });
    }
  });
});

describe("marketing and entry pages of indexable addons carry index and a canonical", () => {
  it.each(INDEXABLE_IDS)("addon '%s'", (id) => {
    for (const key of INDEXABLE_KEYS) {
      const meta = pageMetadata(getAddon(id), route(key));
      expect(meta.robots, `${id}/${key}`).toEqual({ index: true, follow: true });
      expect(meta.alternates?.canonical, `${id}/${key}`).toBe(pathFor(id, key));
    }
    expect(pageMetadata(getAddon(id), home).alternates?.canonical).toBe(id ? `/${id}/` : "/");
  });

  it("the migration lookup, the one page of its flow, is its entry page", () => {
    const meta = pageMetadata(getAddon("migracao-ultrafibra"), route("consulta-cpf"));
    expect(meta.robots).toEqual({ index: true, follow: true });
    expect(meta.alternates?.canonical).toBe("/migracao-ultrafibra/consulta-cpf/");
  });

  it.each([...NOINDEX, ...NOINDEX_NOFOLLOW])("none on noindex addon '%s'", (id) => {
    for (const key of INDEXABLE_KEYS) {
      expect(pageMetadata(getAddon(id), route(key)).alternates?.canonical, `${id}/${key}`).toBeUndefined();
    }
  });
});

describe("without SITE_URL", () => {
  beforeEach(() => {
    vi.stubEnv("SITE_URL", "");
  });

  it("siteUrl() is null (no localhost guess), and the URL when set", () => {
    expect(siteUrl()).toBeNull();
    vi.stubEnv("SITE_URL", "  ");
    expect(siteUrl()).toBeNull();
    vi.stubEnv("SITE_URL", SITE);
    expect(siteUrl()?.href).toBe(`${SITE}/`);
  });

  it("no page has a canonical link; robots are unchanged", () => {
    for (const id of ALL_IDS) {
      for (const key of [...INDEXABLE_KEYS, ...STEP_KEYS]) {
        const meta = pageMetadata(getAddon(id), route(key));
        expect(meta.alternates?.canonical, `${id}/${key}`).toBeUndefined();
        expect(meta.robots, `${id}/${key}`).toEqual(robotsFor(getAddon(id), route(key)));
      }
    }
    expect(pageMetadata(DEFAULT_ADDON, home).robots).toEqual({ index: true, follow: true });
  });

  it("robots.txt has no Sitemap line, sitemap.xml no entry", () => {
    const rules = robots();
    expect(rules.sitemap).toBeUndefined();
    expect(rules.rules).toEqual([{ userAgent: "*", allow: "/", disallow: ["/api/"] }]);
    expect(sitemap()).toEqual([]);
  });

  it("the production build warns once on stderr, other runs do not", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    sitemap();
    robots();
    pageMetadata(DEFAULT_ADDON, home);
    expect(warn).not.toHaveBeenCalled();
    vi.stubEnv("NEXT_PHASE", "phase-production-build");
    sitemap();
    robots();
    pageMetadata(DEFAULT_ADDON, home);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain(MISSING_SITE_URL_WARNING);
    expect(MISSING_SITE_URL_WARNING).toMatch(/^SITE_URL is not set: canonical links/);
  });
});

describe("with SITE_URL, robots.txt and sitemap.xml use it", () => {
  it("absolute Sitemap line and entries", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    vi.stubEnv("NEXT_PHASE", "phase-production-build");
    expect(robots().sitemap).toBe(`${SITE}/sitemap.xml`);
    const urls = sitemap().map((e) => e.url);
    expect(urls).toContain(`${SITE}/`);
    expect(urls).toContain(`${SITE}/b/timblack/`);
    expect(urls).toHaveLength(sitemapPaths().length);
    expect(warn).not.toHaveBeenCalled();
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
    expect(paths).toContain("/refidelizacao/consulta-cpf/");
    expect(paths).toContain("/migracao-ultrafibra/consulta-cpf/");
    expect(paths).toContain("/hbo-max/");
    expect(paths).toContain("/b/timblack/");
  });

  it("lists exactly the pages whose robots meta says index (one rule for both)", () => {
    const indexed = new Set<string>();
    for (const id of ["", ...ADDON_IDS]) {
      for (const r of ROUTES.values()) {
        const path = pathFor(id, r.key);
        const robotsMeta = pageMetadata(getAddon(id), r).robots as { index: boolean };
        if (redirectFor(path) === null && robotsMeta.index) indexed.add(path);
      }
    }
    expect([...paths].sort()).toEqual([...indexed].sort());
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

  it("contains no checkout step, order page, renewal step nor coverage step after the CEP", () => {
    for (const { path, match } of resolved) {
      expect(path).not.toMatch(/\/checkout(\/|$)/);
      expect(path).not.toContain("pedido-realizado");
      expect(path).not.toMatch(/\/refidelizacao\/(?!consulta-cpf\/$)/);
      expect(path).not.toMatch(/\/consultar-cobertura\/(?!cep\/$)/);
      if (match.kind === "page") expect(match.route.section, path).not.toBe("checkout");
    }
  });

  it("contains no path that redirects", () => {
    for (const path of paths) expect(redirectFor(path), path).toBeNull();
    expect(paths).not.toContain("/max/");
    expect(paths).not.toContain("/migracao-ultrafibra/");
  });
});
