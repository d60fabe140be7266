// @vitest-environment node
import { hasDotSegment, targetRefusal } from "@/lib/backend/refusals";
import { pageTarget } from "@/server/requests";

/** The entry server's reading of a request target: what its shape refuses, what Next renders from. */
describe("a request target's shape", () => {
  it("a dot segment, written or encoded, or a backslash is refused with 400 before its method is looked at", () => {
    const probed = [
      "/api/../checkout/cep/",
      "/api/../_next/static/chunks/main.js",
      "/api/../_next/data/abc123/index.json",
      "/./_next/data/abc123/index.json",
      "/a/../_next/data/abc123/index.json",
      "/api/../",
      "/api/%2e%2e/checkout/cep/",
      "/api/.%2E/checkout/",
      "/checkout/./cep/",
      "/checkout/..",
      "/api\\..\\checkout/",
    ];
    for (const url of probed) expect(targetRefusal(url), url).toEqual({ status: 400, message: "Endereço inválido." });
  });

  it("the absolute and asterisk forms are refused: a browser sends a path", () => {
    for (const url of ["http://evil.example/", "https://evil.example/checkout/cep/", "*", "evil.example:443"]) {
      expect(targetRefusal(url), url).toEqual({ status: 400, message: "Endereço inválido." });
    }
  });

  it("ordinary paths pass, dots inside a name and in the query included", () => {
    for (const url of ["/", "/checkout/cep/", "/faq-migracao.pdf", "/_next/static/chunks/a.b.js", "/.well-known/security.txt", "/checkout/cep/?next=../x", "/api/banks/"]) {
      expect(targetRefusal(url), url).toBeNull();
    }
    expect(hasDotSegment("/...")).toBe(false);
  });
});

describe("the target Next renders a page from", () => {
  it("is the path alone: the query a visitor brought is taken off and handed over for the redirects", () => {
    const url = "/?utm_source=news&email=joao%40example.com&fbclid=abc";
    expect(pageTarget(url, false)).toEqual({ url: "/", query: "?utm_source=news&email=joao%40example.com&fbclid=abc" });
    expect(pageTarget("/regulamentos/?cpf=12345678909", false)).toEqual({ url: "/regulamentos/", query: "?cpf=12345678909" });
  });

  it("keeps Next's _rsc only on an RSC request, empty or not; elsewhere _rsc is a visitor's query like any other", () => {
    expect(pageTarget("/checkout/nome/?utm_source=x&_rsc=abc_-1", true)).toEqual({ url: "/checkout/nome/?_rsc=abc_-1", query: "?utm_source=x&_rsc=abc_-1" });
    expect(pageTarget("/checkout/nome/?utm_source=x&_rsc", true)).toEqual({ url: "/checkout/nome/?_rsc", query: "?utm_source=x&_rsc" });
    expect(pageTarget("/checkout/nome/?utm_source=x", true)).toEqual({ url: "/checkout/nome/", query: "?utm_source=x" });
    expect(pageTarget("/checkout/nome/?_rsc=abc", false)).toEqual({ url: "/checkout/nome/", query: "?_rsc=abc" });
  });

  it("leaves alone what is not a page render: no query, the API, Next's files, a path still owed its trailing slash", () => {
    for (const url of ["/checkout/cep/", "/api/banks/?x=1", "/_next/static/chunks/a.js?v=1", "/checkout/cep?utm_source=x", "/robots.txt?x=1"]) {
      expect(pageTarget(url, false), url).toEqual({ url, query: null });
    }
  });
});
