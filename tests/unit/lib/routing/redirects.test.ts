import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { proxy } from "@/proxy";
import { PAGE_QUERY_HEADER } from "@/lib/routing/page-query-header";
import { hostRedirectFor, MIGRATION_HOME, redirectFor, resolvePath, toSegments } from "@/lib/routing";
import { isLocalPath } from "@/lib/routing/redirects";

describe("migration redirect (funnel §2, marketing §2)", () => {
  it("targets /migracao-ultrafibra/consulta-cpf/", () => {
    expect(MIGRATION_HOME).toBe("/migracao-ultrafibra/consulta-cpf/");
  });

  it.each([
    "/migracao-ultrafibra/",
    "/migracao-ultrafibra",
    "/migracao-ultrafibra/checkout/cep/",
    "/migracao-ultrafibra/consulta-cpf/extra/",
    "/migracao-ultrafibra/refidelizacao/consulta-cpf/",
    "/b/migracao-ultrafibra/",
    "/b/migracao-ultrafibra/consulta-cpf/",
    "/checkout/migracao-ultrafibra/",
    "/oferta-colaborador/migracao-ultrafibra/consulta-cpf/",
    "/promo-migracao-ultrafibra-2025/",
    "/nao-existe/migracao-ultrafibra",
  ])("%s goes to the migration CPF page", (path) => {
    expect(redirectFor(path)).toBe("/migracao-ultrafibra/consulta-cpf/");
  });

  it.each(["/migracao-ultrafibra/consulta-cpf/", "/migracao-ultrafibra/consulta-cpf"])(
    "%s (the page itself) is served",
    (path) => {
      expect(redirectFor(path)).toBeNull();
    },
  );

  it("the redirect target resolves to a page and does not redirect again", () => {
    expect(redirectFor(MIGRATION_HOME)).toBeNull();
    expect(resolvePath(toSegments(MIGRATION_HOME))).toMatchObject({ kind: "page", addonId: "migracao-ultrafibra" });
  });
});

describe("max → hbo-max (marketing §2 client redirects)", () => {
  it.each([
    ["/max/", "/hbo-max/"],
    ["/max", "/hbo-max/"],
    ["/b/max/", "/b/hbo-max/"],
    ["/max/checkout/cep/", "/hbo-max/checkout/cep/"],
    ["/b/timblack/max/", "/b/timblack/hbo-max/"],
  ])("%s goes to %s", (from, to) => {
    expect(redirectFor(from)).toBe(to);
  });

  it("does not touch hbo-max or other paths", () => {
    expect(redirectFor("/hbo-max/")).toBeNull();
    expect(redirectFor("/b/hbo-max/")).toBeNull();
    expect(redirectFor("/maximo/")).toBeNull();
  });
});

describe("collaborator and sp path aliases (mapping chosen by the code; spec: 'not shown')", () => {
  it.each([
    ["/colaborador/", "/oferta-colaborador/"],
    ["/colaboradores/checkout/cep/", "/oferta-colaborador/checkout/cep/"],
    ["/sao-paulo/", "/sp/"],
  ])("%s goes to %s", (from, to) => {
    expect(redirectFor(from)).toBe(to);
  });
});

describe("paths served as they are", () => {
  it.each([
    "/",
    "",
    "/checkout/cep/",
    "/b/timblack/checkout/nr-imovel/",
    "/oferta-colaborador/",
    "/sp/",
    "/refidelizacao/consulta-cpf/",
    "/globoplay/timpre/",
  ])("%j is not redirected", (path) => {
    expect(redirectFor(path)).toBeNull();
  });
});

describe("hostRedirectFor", () => {
  it("sends colaborador.* hosts to the oferta-colaborador addon, keeping the path", () => {
    expect(hostRedirectFor("colaborador.example.com.br", "/")).toBe("/oferta-colaborador/");
    expect(hostRedirectFor("colaborador.example.com.br", "/checkout/cep/")).toBe("/oferta-colaborador/checkout/cep/");
  });

  it("sends sp.* hosts to the sp addon", () => {
    expect(hostRedirectFor("sp.example.com.br", "/")).toBe("/sp/");
    expect(hostRedirectFor("sp.example.com.br", "/consultar-cobertura/cep/")).toBe("/sp/consultar-cobertura/cep/");
  });

  it("does not redirect when the path is already under that addon", () => {
    expect(hostRedirectFor("colaborador.example.com.br", "/oferta-colaborador/")).toBeNull();
    expect(hostRedirectFor("colaborador.example.com.br", "/oferta-colaborador/checkout/email/")).toBeNull();
    expect(hostRedirectFor("sp.example.com.br", "/sp/checkout/cep/")).toBeNull();
  });

  it("ignores other hosts", () => {
    expect(hostRedirectFor("www.example.com.br", "/")).toBeNull();
    expect(hostRedirectFor("localhost:3000", "/checkout/cep/")).toBeNull();
    expect(hostRedirectFor("spa.example.com.br", "/")).toBeNull();
    expect(hostRedirectFor("example.com.br", "/sp/")).toBeNull();
  });
});

describe("redirects never leave the site", () => {
  // What a browser sends for these URLs: the pathname keeps the percent-encoding.
  const probes = [
    "/%2Fevil.com/max/",
    "/%5Cevil.com/colaborador/",
    "/%09/evil.com/sao-paulo/",
    "/%2F%2Fuser:pass@evil.com/max/",
    "/%2Fjavascript:alert(1)/max/",
    "/%2e%2e/max/",
    "/b/%2F%2Fevil.com/saopaulo/",
    "/%0d%0aSet-Cookie:x=1/max/",
  ];
  it.each(probes)("%s is not redirected at all", (path) => {
    expect(redirectFor(path)).toBeNull();
  });

  it("every redirect target is a path of this site", () => {
    for (const path of ["/max/", "/b/colaborador/checkout/cep/", "/sao-paulo/", "/x/migracao-ultrafibra/y/", ...probes]) {
      const to = redirectFor(path);
      if (to !== null) expect(isLocalPath(to), `${path} → ${to}`).toBe(true);
    }
  });

  it("isLocalPath accepts our paths only", () => {
    expect(isLocalPath("/")).toBe(true);
    expect(isLocalPath("/b/hbo-max/")).toBe(true);
    for (const bad of ["//evil.com/", "/\\evil.com/", "/\tx/", "http://evil.com/", "/a/../", "javascript:alert(1)", "/a"]) {
      expect(isLocalPath(bad), bad).toBe(false);
    }
  });

  it("host redirects keep unsafe paths where they are", () => {
    expect(hostRedirectFor("sp.loja.test", "/%2Fevil.com/")).toBeNull();
  });
});

describe("the proxy answers the redirects before rendering", () => {
  // The entry server hands a page's query over in PAGE_QUERY_HEADER (server/requests.ts).
  const redirectOf = (path: string, query: string | null) => {
    const headers = query === null ? undefined : { [PAGE_QUERY_HEADER]: query };
    const response = proxy(new NextRequest(`http://loja.test${path}`, { headers }));
    return { status: response.status, location: response.headers.get("location") };
  };

  it.each(["/migracao-ultrafibra/", "/migracao-ultrafibra/checkout/cep/", "/b/migracao-ultrafibra/x/"])(
    "%s goes to the migration CPF lookup with 307, the query kept",
    (path) => {
      expect(redirectOf(path, "utm_source=email")).toEqual({ status: 307, location: "http://loja.test/migracao-ultrafibra/consulta-cpf/?utm_source=email" });
    },
  );

  it("max goes to hbo-max keeping the query string; under an addon too", () => {
    expect(redirectOf("/max/", "s=d600c&utm_source=app")).toEqual({ status: 307, location: "http://loja.test/hbo-max/?s=d600c&utm_source=app" });
    expect(redirectOf("/b/max/", null)).toEqual({ status: 307, location: "http://loja.test/b/hbo-max/" });
  });

  it("the migration CPF lookup itself is served", () => {
    expect(redirectOf("/migracao-ultrafibra/consulta-cpf/", null).location).toBeNull();
  });
});
