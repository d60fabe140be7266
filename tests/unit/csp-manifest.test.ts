// @vitest-environment node
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { contentSecurityPolicy, securityHeaders } from "@/lib/security/policy.mjs";
import { buildManifest, FALLBACK, inlineScripts, pagePath, sha256Source } from "@/scripts/csp-manifest.mjs";
import { policies, requestPath } from "@/scripts/server.mjs";

/** The per-page script policy (issue #7 §3): hashes of each prerendered page's inline scripts. */

const page = (body: string) => `<!DOCTYPE html><html><head><script>boot()</script><script src="/_next/a.js" async></script></head><body>${body}</body></html>`;

describe("inline scripts of a page", () => {
  it("takes executable inline scripts exactly as written, not external or JSON-LD ones", () => {
    const html = page('<script>self.__next_f.push([1,"a\\u003cb"])</script><script type="application/ld+json">{"a":1}</script><script type="module">m()</script>');
    expect(inlineScripts(html)).toEqual(["boot()", 'self.__next_f.push([1,"a\\u003cb"])', "m()"]);
  });

  it("hashes as a browser does: base64 SHA-256 of the text", () => {
    expect(sha256Source("boot()")).toBe(`sha256-${createHash("sha256").update("boot()").digest("base64")}`);
  });

  it("maps prerendered files to their paths", () => {
    expect(pagePath("index.html")).toBe("/");
    expect(pagePath(join("b", "timblack.html"))).toBe("/b/timblack/");
    expect(pagePath(join("checkout", "cep.html"))).toBe("/checkout/cep/");
    expect(pagePath("_not-found.html")).toBeNull();
    expect(pagePath("_global-error.html")).toBeNull();
  });
});

describe("the manifest and the policies the server sends", () => {
  const dist = mkdtempSync(join(tmpdir(), "uf-csp-"));
  const app = join(dist, "server", "app");
  mkdirSync(join(app, "checkout"), { recursive: true });
  writeFileSync(join(app, "index.html"), page("<script>home()</script>"));
  writeFileSync(join(app, "checkout", "cep.html"), page("<script>cep()</script>"));
  writeFileSync(join(app, "_not-found.html"), page("<script>missing()</script>"));
  const manifest = buildManifest(dist);
  const policyFor = policies(manifest);
  const hash = (text: string) => `'${sha256Source(text)}'`;

  it("gives each page exactly its own inline scripts", () => {
    const home = policyFor("/");
    expect(home).toContain(hash("boot()"));
    expect(home).toContain(hash("home()"));
    expect(home).not.toContain(hash("cep()"));
    expect(policyFor("/checkout/cep/")).toContain(hash("cep()"));
    expect(policyFor("/checkout/cep/")).not.toContain(hash("home()"));
  });

  it("answers anything else with the policy of Next's own documents", () => {
    expect(Object.keys(manifest.pages)).toContain(FALLBACK);
    for (const path of ["/nao-existe/", "/api/banks/", "/checkout/cep"]) {
      const policy = policyFor(path);
      expect(policy, path).toContain(hash("missing()"));
      expect(policy, path).not.toContain(hash("home()"));
    }
  });

  it("never allows inline scripts wholesale or eval in production", () => {
    for (const path of ["/", "/checkout/cep/", "/x/"]) {
      const scriptSrc = policyFor(path).split("; ").find((d: string) => d.startsWith("script-src")) ?? "";
      expect(scriptSrc).not.toContain("unsafe-inline");
      expect(scriptSrc).not.toContain("unsafe-eval");
      expect(scriptSrc.startsWith("script-src 'self' 'sha256-")).toBe(true);
    }
  });

  it("folds repeated slashes and drops the query before the lookup", () => {
    expect(requestPath("/checkout//cep/?s=d500a")).toBe("/checkout/cep/");
    expect(requestPath(undefined)).toBe("/");
  });
});

describe("the header set", () => {
  it("next dev alone gets inline scripts and eval", () => {
    expect(contentSecurityPolicy({ dev: true })).toContain("script-src 'self' 'unsafe-inline' 'unsafe-eval'");
    expect(contentSecurityPolicy({ dev: true })).toContain("connect-src 'self' ws:");
    expect(contentSecurityPolicy()).toContain("script-src 'self';");
  });

  it("keeps the rest of the set on every response", () => {
    const names = securityHeaders().map((h) => h.key);
    expect(names).toEqual(expect.arrayContaining(["Content-Security-Policy", "Strict-Transport-Security", "X-Content-Type-Options", "Referrer-Policy", "Permissions-Policy", "X-Frame-Options", "Cross-Origin-Opener-Policy"]));
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) {
      expect(contentSecurityPolicy()).toContain(directive);
    }
  });
});
