import { get, type IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { expect, test } from "./support/test";

/**
 * What a page asks for before its first paint (docs/decisions/performance.md#0020): Lighthouse's
 * simulated phone pays a round trip per render-blocking file, so the landing keeps its islands'
 * styles in the page stylesheet, and the web font is the small subset.
 */
const stylesheets = (html: string) => [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*>/g)].length;

test("the landing names two stylesheets, the checkout three at most, and preloads the font subset", async ({ request }) => {
  const home = await (await request.get("/")).text();
  expect(stylesheets(home)).toBeLessThanOrEqual(2);
  expect(home).toMatch(/<link rel="preload" href="\/_next\/static\/media\/inter_subset[^"]*\.woff2" as="font"/);
  const checkout = await (await request.get("/checkout/cep/")).text();
  expect(stylesheets(checkout)).toBeLessThanOrEqual(3);
  for (const addon of ["/b/", "/black-friday/", "/hbo-max/"]) {
    expect(stylesheets(await (await request.get(addon)).text()), addon).toBeLessThanOrEqual(2);
  }
});

/**
 * The landings' HTML is the markup plus its RSC payload, the same tree again as JSON for
 * hydration (docs/performance.md "The landing's HTML"), and the first screen's CSS in a <style>
 * (lib/backend/first-screen-css.ts): the bounds catch content that starts riding in a client
 * component's props or a section that doubles, and CSS that starts matching far more than the
 * page's markup uses. Gzip at zlib's default level, as Next sends the page to a browser without brotli.
 */
test("the landing's HTML on / and /b/timblack/ stays within 37 KB gzip, and its inline CSS within 9 KB", async ({ request }) => {
  for (const path of ["/", "/b/timblack/"]) {
    const html = (await (await request.get(path)).body()).toString("utf8");
    const style = /<style>([\s\S]*?)<\/style>/.exec(html);
    expect(style, path).not.toBeNull();
    expect(gzipSync(style![1]!).length / 1024, path).toBeLessThanOrEqual(9);
    expect(gzipSync(html.replace(style![0], "")).length / 1024, path).toBeLessThanOrEqual(37);
  }
});

/** An answer's headers and body as they came over the wire (Playwright's and fetch's bodies come decoded). */
function onTheWire(url: string, accept: string): Promise<{ headers: IncomingHttpHeaders; bytes: Buffer }> {
  return new Promise((resolve, reject) =>
    get(url, { headers: { "accept-encoding": accept } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
    }).on("error", reject),
  );
}

test("a page goes out as brotli to a browser that accepts it, gzip otherwise: the same page, a fifth smaller on /", async ({ page, baseURL }) => {
  for (const path of ["/", "/checkout/cep/"]) {
    const url = new URL(path, baseURL).href;
    const [br, gzip] = await Promise.all([onTheWire(url, "gzip, deflate, br, zstd"), onTheWire(url, "gzip, deflate")]);
    expect([br.headers["content-encoding"], gzip.headers["content-encoding"]], path).toEqual(["br", "gzip"]);
    expect(br.headers.vary, path).toMatch(/accept-encoding/i);
    expect(Number(br.headers["content-length"]), path).toBe(br.bytes.length);
    expect(brotliDecompressSync(br.bytes).toString("utf8"), path).toBe(gunzipSync(gzip.bytes).toString("utf8"));
    expect(br.headers["content-security-policy"], path).toBe(gzip.headers["content-security-policy"]);
    if (path === "/") expect(br.bytes.length / gzip.bytes.length).toBeLessThan(0.8);
  }
  // Chromium asks for brotli, and the page it gets hydrates under the policy hashed from it.
  const document = page.waitForResponse((response) => response.request().resourceType() === "document");
  await page.goto("/");
  expect((await (await document).allHeaders())["content-encoding"]).toBe("br");
  await page.locator("html[data-hydrated]").waitFor();
});

test("scripts and stylesheets go out as brotli to a browser that accepts it, gzip otherwise, with the same bytes", async ({ page, request }) => {
  const encodings: string[] = [];
  page.on("response", async (response) => {
    const type = response.request().resourceType();
    if (response.url().includes("/_next/static/") && (type === "script" || type === "stylesheet")) {
      encodings.push((await response.allHeaders())["content-encoding"] ?? "none");
    }
  });
  await page.goto("/consultar-cobertura/cep/");
  await page.locator("html[data-hydrated]").waitFor();
  expect(encodings.length).toBeGreaterThan(5);
  expect(new Set(encodings)).toEqual(new Set(["br"]));

  const doc = await (await request.get("/")).text();
  for (const file of [/\/_next\/static\/chunks\/[\w.-]+\.js/, /\/_next\/static\/chunks\/[\w.-]+\.css/].map((re) => re.exec(doc)![0])) {
    const br = await request.get(file, { headers: { "accept-encoding": "br" } });
    const gzip = await request.get(file, { headers: { "accept-encoding": "gzip" } });
    expect(br.headers()["content-encoding"], file).toBe("br");
    expect(gzip.headers()["content-encoding"], file).toBe("gzip");
    for (const response of [br, gzip]) {
      expect(response.headers()["vary"], file).toMatch(/accept-encoding/i);
      expect(response.headers()["cache-control"], file).toContain("immutable");
      expect(response.headers()["x-content-type-options"], file).toBe("nosniff");
      expect(response.headers()["content-security-policy"], file).toBeUndefined();
    }
    expect((await br.body()).equals(await gzip.body()), file).toBe(true);
    expect(br.headers()["content-type"]).toBe(gzip.headers()["content-type"]);
  }
});
