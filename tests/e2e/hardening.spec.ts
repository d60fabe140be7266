import { createHash } from "node:crypto";
import { COVERED, freshAddress } from "./support/api";
import { rawRequest, trickleBody } from "./support/raw-http";
import { expect, test } from "./support/test";

/** Requests a hostile client would send, against the production server. */

const SECURITY_HEADERS = ["content-security-policy", "strict-transport-security", "x-content-type-options", "referrer-policy", "permissions-policy", "x-frame-options"];

test.describe("redirects stay on the site", () => {
  for (const path of ["/%2Fevil.com/max/", "/%5Cevil.com/colaborador/", "/%09/evil.com/sao-paulo/", "/%2F%2Fuser:pass@evil.com/max/", "/%2Fjavascript:alert(1)/max/"]) {
    test(`${path} does not send the browser away`, async () => {
      const response = await rawRequest("GET", path);
      const location = response.headers.location;
      if (location !== undefined) expect(new URL(location, "http://127.0.0.1").host, location).toBe("127.0.0.1");
      expect(response.status, path).toBe(404);
      for (const name of SECURITY_HEADERS) expect(response.headers[name], `${path} ${name}`).toBeTruthy();
    });
  }

  test("the spec's own redirects still work, query kept", async () => {
    const response = await rawRequest("GET", "/max/?s=d600c&utm_source=x");
    expect(response.status).toBe(307);
    expect(response.headers.location).toBe("/hbo-max/?s=d600c&utm_source=x");
  });
});

test.describe("methods and Next's own answers", () => {
  test("TRACE on any path answers 405, with the security headers", async () => {
    for (const path of ["/", "/api/banks/", "/nao-existe/"]) {
      const response = await rawRequest("TRACE", path);
      expect(response.status, path).toBe(405);
      for (const name of SECURITY_HEADERS) expect(response.headers[name], `${path} ${name}`).toBeTruthy();
    }
  });

  test("HEAD on a GET API call answers like GET without a body", async () => {
    const response = await rawRequest("HEAD", "/api/banks/");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.body).toBe("");
  });

  test("Next's trailing-slash 308 and a malformed URL carry the same security headers as pages", async () => {
    const page = await rawRequest("GET", "/");
    for (const path of ["/checkout/cep", "/%"]) {
      const response = await rawRequest("GET", path);
      expect([308, 400, 404], path).toContain(response.status);
      for (const name of SECURITY_HEADERS.filter((n) => n !== "content-security-policy")) {
        expect(response.headers[name], `${path} ${name}`).toBe(page.headers[name]);
      }
      expect(response.headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
      expect(response.headers["content-security-policy"], path).not.toContain("unsafe-inline' 'sha");
    }
  });
});

test.describe("writes", () => {
  test("a body trickled a byte every 2 s is cut off with 408 after the 10 s deadline", async () => {
    test.setTimeout(40_000);
    const { statusLine, ms } = await trickleBody("/api/supportRequest/", 500, 2000, { "sec-fetch-site": "same-origin", "x-forwarded-for": freshAddress() });
    expect(statusLine).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeGreaterThan(9_000);
    expect(ms).toBeLessThan(20_000);
  });
});

test.describe("CSP: each page allows exactly its own inline scripts", () => {
  const inline = (html: string) =>
    [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      // Data blocks (JSON-LD, the operator settings' JSON) are never run: they need no hash.
      .filter(([, attrs]) => !/\ssrc=/.test(attrs ?? "") && !/application\/(?:ld\+)?json/.test(attrs ?? ""))
      .map(([, , text]) => `sha256-${createHash("sha256").update(text ?? "").digest("base64")}`);
  const scriptSrc = (csp: string) => csp.split(";").map((d) => d.trim()).find((d) => d.startsWith("script-src")) ?? "";

  test("three pages, three policies: every inline script of each page is hashed in its own header, nothing else inline", async ({ request }) => {
    const seen: string[] = [];
    for (const path of ["/", "/checkout/cep/", "/consultar-cobertura/cep/"]) {
      const response = await request.get(path);
      const policy = scriptSrc(response.headers()["content-security-policy"] ?? "");
      expect(policy, path).not.toContain("unsafe-inline");
      expect(policy, path).not.toContain("unsafe-eval");
      const hashes = inline(await response.text());
      expect(hashes.length, path).toBeGreaterThan(1);
      for (const hash of hashes) expect(policy, `${path} ${hash}`).toContain(`'${hash}'`);
      expect(policy.split(" ").filter((s) => s.startsWith("'sha256-")).length, path).toBe(new Set(hashes).size);
      seen.push(policy);
    }
    expect(new Set(seen).size).toBe(3);
  });

  test("an inline script the build did not make does not run; the page's own do, and it works", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error" && /Content Security Policy/.test(m.text())) violations.push(m.text());
    });
    // The document as an attacker's injection would leave it: same headers, one extra inline script.
    await page.route("**/checkout/cep/**", async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace("<body>", '<body><script>window.__injected = true</script>');
      await route.fulfill({ response, body: html });
    });
    await page.goto(`/checkout/cep/?s=d500a`);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    expect(violations.length).toBe(1);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated");
    await page.getByLabel("CEP", { exact: true }).fill(COVERED.cep);
    await page.getByRole("button", { name: "Continuar", exact: true }).click();
    await expect(page).toHaveURL(/\/checkout\/nr-imovel\//);
  });
});
