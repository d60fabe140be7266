import { describe, expect, it } from "vitest";
import { CHECKOUT_PATH_ORDER } from "../../spec-lists";
import { getRoute, NOT_FOUND_ROUTE, pathFor, resolvePath, ROUTES, toSegments } from "@/lib/routing";


/** funnel §2 "Other routes" (without the migration redirect, tested in redirects.test.ts). */
const OTHER_CHECKOUT = [
  "checkout",
  "checkout/carrinho",
  "checkout/cep-dados-cliente",
  "checkout/dados-pessoais",
  "checkout/instalacao",
  "checkout/instalacao-pagamento",
  "checkout/consulta-telefone",
  "checkout/planos",
  "checkout/confirmando-dados",
];
const COVERAGE = [
  "consultar-cobertura/cep",
  "consultar-cobertura/nr-imovel",
  "consultar-cobertura/verificando-disponibilidade",
  "consultar-cobertura/sem-cobertura",
  "consultar-cobertura/oferta-indisponivel",
  "consultar-cobertura/planos",
  "consultar-cobertura/com-cobertura",
];
const OTHER_ENTRIES = [
  "receber-ligacao",
  "selecao-plano-movel",
  "livelo",
  "regulamentos",
  "linktree",
  "chat",
  "chat-tct",
  "ofertas",
  "novo-cliente",
  "consulta-cpf",
];
const RENEWAL = [
  "refidelizacao/consulta-cpf",
  "refidelizacao/ofertas",
  "refidelizacao/confirmacao",
  "refidelizacao/pedido-realizado",
];
/** marketing §2 streaming sub-pages and the /max link. */
const STREAMING_PAGES = ["globoplay", "hbo-max", "paramount", "max"];

const ALL_SPEC_ROUTES = [
  ...CHECKOUT_PATH_ORDER,
  ...OTHER_CHECKOUT,
  ...COVERAGE,
  ...OTHER_ENTRIES,
  ...RENEWAL,
  ...STREAMING_PAGES,
];

/** Route keys that are also addon ids: without an addon they resolve to that addon's home. */
const ALSO_ADDON = new Set(["livelo", "globoplay", "hbo-max", "paramount", "max"]);

const seg = (key: string) => key.split("/").filter(Boolean);

describe("toSegments", () => {
  it("splits a pathname into non-empty decoded segments", () => {
    expect(toSegments("/b/timblack/checkout/cep/")).toEqual(["b", "timblack", "checkout", "cep"]);
    expect(toSegments("/")).toEqual([]);
    expect(toSegments("")).toEqual([]);
    expect(toSegments("//checkout//cep")).toEqual(["checkout", "cep"]);
    expect(toSegments("/hbo%2Dmax/")).toEqual(["hbo-max"]);
  });

  it("keeps a segment that is not valid percent-encoding", () => {
    expect(toSegments("/%E0%A4%A/")).toEqual(["%E0%A4%A"]);
  });
});

describe("route table", () => {
  it("defines every route of funnel §2 and marketing §2", () => {
    for (const key of ALL_SPEC_ROUTES) expect(getRoute(key), key).toBeDefined();
  });

  it("defines no route the specs do not name", () => {
    expect([...ROUTES.keys()].sort()).toEqual([...new Set(ALL_SPEC_ROUTES)].sort());
  });
});

describe("resolvePath without an addon", () => {
  it.each(ALL_SPEC_ROUTES.filter((k) => !ALSO_ADDON.has(k)))("resolves /%s/", (key) => {
    const match = resolvePath(seg(key));
    expect(match).toMatchObject({ kind: "page", addonId: "", route: { key } });
  });

  it.each([...ALSO_ADDON])("resolves /%s/ to the page of that addon", (key) => {
    // "/globoplay/" is the globoplay addon's landing (longest addon prefix wins).
    const match = resolvePath([key]);
    expect(match).toMatchObject({ kind: "page", addonId: key, route: { key: "" } });
  });

  it("resolves the migration CPF page under its addon", () => {
    expect(resolvePath(["migracao-ultrafibra", "consulta-cpf"])).toMatchObject({
      kind: "page",
      addonId: "migracao-ultrafibra",
      route: { key: "consulta-cpf" },
    });
  });
});

describe.each(["b/timblack", "oferta-colaborador", "globoplay/timpre"])("resolvePath under addon %s", (addonId) => {
  it.each(ALL_SPEC_ROUTES)(`resolves /${addonId}/%s/`, (key) => {
    const match = resolvePath([...seg(addonId), ...seg(key)]);
    expect(match).toMatchObject({ kind: "page", addonId, route: { key } });
  });
});

describe("resolvePath: longest addon prefix wins", () => {
  it.each([
    [["b", "timblack"], "b/timblack", ""],
    [["b", "r"], "b/r", ""],
    [["b"], "b", ""],
    [["globoplay"], "globoplay", ""],
    [["globoplay", "timpre"], "globoplay/timpre", ""],
    [["b", "globoplay"], "b", "globoplay"],
    [["b", "hbo-max"], "b", "hbo-max"],
    [["timblack", "checkout", "cep"], "timblack", "checkout/cep"],
    [["b", "timblack", "checkout", "nr-imovel"], "b/timblack", "checkout/nr-imovel"],
    [["b", "r", "checkout", "cep"], "b/r", "checkout/cep"],
    [["globoplay", "timblack", "consultar-cobertura", "cep"], "globoplay/timblack", "consultar-cobertura/cep"],
    [["globoplay", "checkout", "cep"], "globoplay", "checkout/cep"],
  ])("%j is addon %s, route '%s'", (segments, addonId, key) => {
    expect(resolvePath(segments)).toMatchObject({ kind: "page", addonId, route: { key } });
  });
});

describe("resolvePath: unknown paths", () => {
  it.each([
    [["nao-existe"]],
    [["checkout", "nao-existe"]],
    [["checkout", "validacao", "erro3"]],
    [["refidelizacao"]],
    [["consultar-cobertura"]],
    [["b", "timblack", "nao-existe"]],
    [["b", "r", "x"]],
    [["timblack", "b"]],
    [["xyz", "checkout", "cep"]],
    [["checkout", "cep", "extra"]],
    [["b", "timblack", "globoplay", "timpre"]],
    [["404"]],
  ])("%j is not found", (segments) => {
    expect(resolvePath(segments)).toEqual({ kind: "not-found" });
  });

  it("has a not-found route with the not-found layout", () => {
    expect(NOT_FOUND_ROUTE.layout).toBe("not-found");
    expect(getRoute(NOT_FOUND_ROUTE.key)).toBeUndefined();
  });
});

describe("layouts (marketing §2 'Routes')", () => {
  it.each([
    ["", "home"],
    ["ofertas", "home"],
    ["novo-cliente", "home"],
    ["consulta-cpf", "home"],
    ["consultar-cobertura/cep", "coverage"],
    ["consultar-cobertura/nr-imovel", "coverage"],
    ["consultar-cobertura/verificando-disponibilidade", "loading"],
    ["consultar-cobertura/sem-cobertura", "no-coverage"],
    ["consultar-cobertura/oferta-indisponivel", "no-coverage"],
    ["consultar-cobertura/planos", "plans"],
    ["consultar-cobertura/com-cobertura", "receive-call"],
    ["receber-ligacao", "receive-call"],
    ["selecao-plano-movel", "mobile-plan"],
    ["regulamentos", "no-coverage"],
    ["linktree", "no-coverage"],
    ["chat", "loading"],
    ["chat-tct", "loading"],
  ])("/%s/ uses the %s layout", (key, layout) => {
    expect(getRoute(key)?.layout).toBe(layout);
  });

  it.each([...CHECKOUT_PATH_ORDER.filter((k) => k !== ""), ...OTHER_CHECKOUT, ...RENEWAL])(
    "funnel route /%s/ uses the default layout",
    (key) => {
      expect(getRoute(key)?.layout).toBe("default");
    },
  );
});

describe("pathFor", () => {
  it("builds canonical paths with the addon prefix and a trailing slash", () => {
    expect(pathFor("", "")).toBe("/");
    expect(pathFor("", "checkout/cep")).toBe("/checkout/cep/");
    expect(pathFor("b/timblack", "")).toBe("/b/timblack/");
    expect(pathFor("b/timblack", "checkout/nr-imovel")).toBe("/b/timblack/checkout/nr-imovel/");
  });

  it("round-trips through resolvePath for every route under every tested addon", () => {
    for (const addonId of ["", "b/timblack", "oferta-colaborador", "globoplay/timpre"]) {
      for (const key of ALL_SPEC_ROUTES) {
        if (addonId === "" && ALSO_ADDON.has(key)) continue;
        expect(resolvePath(toSegments(pathFor(addonId, key)))).toMatchObject({ kind: "page", addonId, route: { key } });
      }
    }
  });
});
