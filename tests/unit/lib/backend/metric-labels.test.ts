// @vitest-environment node
import { CALL_NAMES, CALLS } from "@/lib/api/contract";
import { fileRouteClass, methodLabel, proxyOutcome, ROUTE_CLASSES, statusClass } from "@/lib/backend/metric-labels";
import { leadWriteOf } from "@/lib/backend/metrics";
import { routeClass, SECTION_CLASSES } from "@/lib/backend/route-class";
import { routePages } from "../../support/route-pages";

/**
 * The labels of the metrics: fixed sets derived by pure rules, never a raw path, id or
 * value, so a scanner trying a million paths adds no series.
 */

describe("routeClass", () => {
  it("classes each page of the route table, under every addon, by its route's section", () => {
    const seen = new Set<string>();
    for (const { path, match } of routePages()) {
      expect(routeClass(path), path).toBe(SECTION_CLASSES[match.route.section]);
      seen.add(routeClass(path));
    }
    expect([...seen].sort()).toEqual(["checkout", "coverage", "landing", "page", "renewal"]);
  });

  it("names the usual pages as expected", () => {
    expect(routeClass("/")).toBe("landing");
    expect(routeClass("/b/timblack/")).toBe("landing");
    expect(routeClass("/globoplay/")).toBe("landing");
    expect(routeClass("/checkout/cep/")).toBe("checkout");
    expect(routeClass("/b/timblack/checkout/cpf/")).toBe("checkout");
    expect(routeClass("/pedido-realizado/")).toBe("checkout");
    expect(routeClass("/consultar-cobertura/cep/")).toBe("coverage");
    expect(routeClass("/refidelizacao/consulta-cpf/")).toBe("renewal");
    expect(routeClass("/regulamentos/")).toBe("page");
  });

  it("classes health checks, the API and files by their path, and anything else as other", () => {
    for (const path of ["/healthz", "/healthz/", "/readyz", "/readyz/"]) expect(routeClass(path), path).toBe("health");
    for (const path of ["/api/lead-v2/", "/api/lead/123/", "/api/nope"]) expect(routeClass(path), path).toBe("api");
    for (const path of ["/_next/static/chunks/a1b2.js", "/favicon.ico", "/robots.txt", "/sitemap.xml", "/og/landing.png", "/icons/icon-192.png", "/docs/termo-adesao.pdf", "/wp-login.php"]) {
      expect(routeClass(path), path).toBe("static");
    }
    for (const path of ["/wp-admin/", "/checkout/cep/12345678901/", "/%ZZ/", "/nao-existe/", "/metrics"]) expect(routeClass(path), path).toBe("other");
  });

  it("answers one of the fixed classes for any path", () => {
    const paths = ["", "/", "//", "/a/b/c/d/e/f/", "/api", "/_next/data/x/index.json", "/%E0%A4%A/", `/${"x".repeat(5000)}/`];
    for (let i = 0; i < 200; i++) paths.push(`/${Math.random().toString(36).slice(2)}/${i}/`);
    for (const path of paths) expect(ROUTE_CLASSES, path).toContain(routeClass(path));
  });

  it("fileRouteClass leaves pages to the route table", () => {
    expect(fileRouteClass("/checkout/cep/")).toBeNull();
    expect(fileRouteClass("/")).toBeNull();
  });
});

describe("status, method and proxy outcome labels", () => {
  it("status classes", () => {
    expect([200, 204, 301, 308, 404, 429, 499, 500, 504].map(statusClass)).toEqual(["2xx", "2xx", "3xx", "3xx", "4xx", "4xx", "4xx", "5xx", "5xx"]);
    expect(statusClass(0)).toBe("other");
    expect(statusClass(999)).toBe("other");
  });

  it("methods: the ones the site answers, anything else OTHER", () => {
    expect(["get", "HEAD", "POST", "PATCH"].map(methodLabel)).toEqual(["GET", "HEAD", "POST", "PATCH"]);
    expect(["TRACE", "CONNECT", "PROPFIND", "X".repeat(100), undefined].map((m) => methodLabel(m))).toEqual(Array(5).fill("OTHER"));
  });

  it("proxy outcomes: ok, the four an operator watches by name, 499, else 4xx/5xx", () => {
    expect([200, 201, 304, 403, 429, 502, 504, 499, 400, 404, 413, 500, 503].map(proxyOutcome)).toEqual([
      "ok", "ok", "ok", "403", "429", "502", "504", "499", "4xx", "4xx", "4xx", "5xx", "5xx",
    ]);
  });
});

describe("leadWriteOf", () => {
  it("a creation is a lead created only when the answer held the new id", () => {
    expect(leadWriteOf("leadV2Create", {}, 200, 1)).toEqual({ kind: "created" });
    expect(leadWriteOf("leadV2Create", {}, 200, 0)).toBeNull();
    expect(leadWriteOf("leadV2Create", {}, 429, 0)).toBeNull();
    expect(leadWriteOf("noCoverageCreate", {}, 201, 1)).toEqual({ kind: "created" });
  });

  it("a write to an owned lead is an update at the step its path names, or '-'", () => {
    expect(leadWriteOf("leadV2Step", { id: "123", step: "name" }, 200, 0)).toEqual({ kind: "updated", step: "name" });
    expect(leadWriteOf("leadV2Confirm", { id: "123" }, 200, 0)).toEqual({ kind: "updated", step: "-" });
    expect(leadWriteOf("migrationAddress", { idLead: "9", step: "cep" }, 200, 0)).toEqual({ kind: "updated", step: "cep" });
    expect(leadWriteOf("leadV2Step", { id: "123", step: "name" }, 400, 0)).toBeNull();
  });

  it("reads, deletions and calls of no lead are not lead writes", () => {
    expect(leadWriteOf("leadGet", { id: "123" }, 200, 0)).toBeNull();
    expect(leadWriteOf("leadDelete", {}, 200, 0)).toBeNull();
    expect(leadWriteOf("banks", {}, 200, 0)).toBeNull();
  });

  it("steps come from the contract's validated path parameters: a fixed set", () => {
    // Calls whose step is a path parameter validate it against an enum before anything is counted.
    const withStep = CALL_NAMES.filter((name) => CALLS[name].path.includes("{step}"));
    expect(withStep.sort()).toEqual(["leadV2Step", "migrationAddress"]);
  });
});
