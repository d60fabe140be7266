// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { BOOT_SCRIPT } from "@/lib/bootScript";
import { absoluteUrls, BOOT_ATTRIBUTES, firstScreenCss, inlineFirstScreenCss, isBuildSheet, withFirstScreenCss } from "@/lib/backend/first-screen-css";
import { acceptsBrotli, FirstScreenDocuments, sheetsFrom } from "@/lib/backend/first-screen-documents";

/** A page as Next renders it: its stylesheet links in the head, the RSC payload at the end of the body. */
const SHEET_A = '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>';
const SHEET_B = '<link href="/_next/static/chunks/b.css" rel="stylesheet" as="style" data-precedence="dynamic"/>';
const PAYLOAD = '<script>self.__next_f.push([1,"<p class=\\"unused\\">"])</script>';
const page = (body: string, head = SHEET_A + SHEET_B, end = "") =>
  `<!DOCTYPE html><html lang="pt-BR"><head><meta charSet="utf-8"/>${head}<script src="/_next/static/chunks/x.js" async=""></script></head><body>${body}${PAYLOAD}${end}</body></html>`;
const SHEETS: Record<string, string> = {
  "/_next/static/chunks/a.css":
    "@font-face{font-family:inter;src:url(../media/inter.woff2)format(\"woff2\");font-display:swap}:root{--ink:#111}body{margin:0;font-family:var(--font-inter)}",
  "/_next/static/chunks/b.css":
    ".hero{color:red}.cta{--gap:1rem;display:flex;position:relative;}.unused{color:blue}@media (min-width:1024px){.hero{font-size:2rem}.unused{font-size:3rem}}.cta:hover{color:green}",
};
const read = (href: string) => SHEETS[href];

describe("the first screen's CSS of a page", () => {
  it("keeps the rules its markup uses, in their media queries, and drops the rest", async () => {
    const css = await firstScreenCss(page('<h1 class="hero">Fibra</h1><a class="cta" href="/">Assine</a>'), read);
    expect(css).toContain(".hero{color:red}");
    expect(css).toMatch(/@media \(min-width:1024px\)\{\.hero\{font-size:2rem\}\}/);
    expect(css).toContain(".cta:hover{color:green}");
    // Every declaration as the build wrote it (a minifier's trailing semicolon included).
    expect(css).toContain(".cta{--gap:1rem;display:flex;position:relative;}");
    expect(css).toContain("body{margin:0");
    // Only in a script (the RSC payload), never in the markup: not part of the first screen.
    expect(css).not.toContain(".unused");
  });

  it("keeps the rules of what the boot script sets on <html> before the first paint, absent from the markup", async () => {
    const sheets = { "/_next/static/chunks/a.css": '[data-theme="dark"]{--ink:#fff}html[data-consent=answered] .banner{display:none}.unused{color:blue}' };
    const css = await firstScreenCss(page('<p class="hero">x</p>', SHEET_A), (href) => sheets[href as keyof typeof sheets]);
    expect(css).toContain('[data-theme="dark"]{--ink:#fff}');
    expect(css).toContain("html[data-consent=answered] .banner{display:none}");
    expect(css).not.toContain(".unused");
    // Every attribute the boot script sets is one of them (dataset.theme is data-theme).
    const set = [...BOOT_SCRIPT.matchAll(/setAttribute\((?:"|\\")([\w-]+)/g)].map((m) => m[1]);
    const dataset = [...BOOT_SCRIPT.matchAll(/\.dataset\.(\w+)=/g)].map((m) => `data-${m[1]}`);
    expect(set.length + dataset.length).toBeGreaterThan(1);
    expect(BOOT_ATTRIBUTES).toEqual(expect.arrayContaining([...set, ...dataset]));
  });

  it("carries the sheets' @font-face rules with their font named from the site's root", async () => {
    const css = await firstScreenCss(page('<p class="hero">x</p>'), read);
    expect(css).toContain('@font-face{font-family:inter;src:url(/_next/static/media/inter.woff2)format("woff2");font-display:swap}');
  });

  it("puts the CSS where the first link was and moves the links, unchanged, to the end of the body, the later ones preloaded", () => {
    const out = withFirstScreenCss(page("<main>x</main>"), ".a{b:c}");
    const preloadB = '<link rel="preload" as="style" href="/_next/static/chunks/b.css"/>';
    expect(out).toBe(page("<main>x</main>", "<style>.a{b:c}</style>", preloadB + SHEET_A + SHEET_B));
  });

  it("moves the build font's preload after the links: it no longer shares the link with the document", () => {
    const font = '<link rel="preload" href="/_next/static/media/inter_subset.woff2" as="font" crossorigin="" type="font/woff2"/>';
    const other = '<link rel="preload" href="/images/banner/offer.svg" as="image" fetchPriority="high"/>';
    const out = withFirstScreenCss(page("<main>x</main>", font + other + SHEET_A), ".a{b:c}");
    expect(out).toBe(page("<main>x</main>", `${other}<style>.a{b:c}</style>`, SHEET_A + font));
  });

  it("leaves a page alone without a build stylesheet, a body or any CSS", async () => {
    const foreign = page("<p class='hero'>x</p>", '<link rel="stylesheet" href="https://cdn.example/x.css" data-precedence="next"/>');
    expect(await inlineFirstScreenCss(foreign, read)).toBe(foreign);
    expect(withFirstScreenCss(page("x"), "")).toBe(page("x"));
    const noBody = page("x").replace("</body>", "");
    expect(withFirstScreenCss(noBody, ".a{b:c}")).toBe(noBody);
  });

  it("reads only the build's own stylesheets", () => {
    expect(isBuildSheet("/_next/static/chunks/a.css")).toBe(true);
    for (const href of ["/_next/static/../../etc/passwd.css", "/_next/static/chunks/a.css?x=1", "/public/a.css", "https://cdn.example/_next/static/a.css", "/_next/static/a.js"]) {
      expect(isBuildSheet(href), href).toBe(false);
    }
  });

  it("makes a sheet's relative url()s absolute and leaves absolute and data ones", () => {
    const href = "/_next/static/chunks/a.css";
    expect(absoluteUrls("a{b:url(../media/f.woff2)}c{d:url('x.png#i')}", href)).toBe("a{b:url(/_next/static/media/f.woff2)}c{d:url('/_next/static/chunks/x.png#i')}");
    const kept = "a{b:url(/images/a.svg)}c{d:url(data:image/png;base64,AA)}e{f:url(#g)}";
    expect(absoluteUrls(kept, href)).toBe(kept);
  });
});

describe("pages worked out by the entry server", () => {
  it("sends a compressed page back in its encoding, with the CSS inline", async () => {
    const documents = new FirstScreenDocuments(read);
    const out = await documents.rewrite(gzipSync(page('<h1 class="hero">x</h1>')), "gzip");
    expect(out.encoding).toBe("gzip");
    const html = gunzipSync(out.body).toString("utf8");
    expect(html).toMatch(/<head><meta charSet="utf-8"\/><style>[^<]*\.hero\{color:red\}/);
    expect(html.endsWith(`${SHEET_A}${SHEET_B}</body></html>`)).toBe(true);
  });

  it("sends a gzipped page as brotli to a request that takes it, the same page once decoded", async () => {
    const documents = new FirstScreenDocuments(read);
    const body = gzipSync(page('<h1 class="hero">x</h1>'));
    const gzip = await documents.for("gzip, deflate").rewrite(body, "gzip");
    const br = await documents.for("gzip, deflate, br, zstd").rewrite(body, "gzip");
    expect([gzip.encoding, br.encoding]).toEqual(["gzip", "br"]);
    expect(brotliDecompressSync(br.body).toString("utf8")).toBe(gunzipSync(gzip.body).toString("utf8"));
    // An encoding other than Next's gzip is left as it is.
    expect((await documents.for("br").rewrite(Buffer.from(page("<p>x</p>")), undefined)).encoding).toBeUndefined();
  });

  it.each([
    ["gzip, deflate, br, zstd", true],
    ["br;q=0.5", true],
    ["gzip, br;q=0", false],
    ["gzip", false],
    [undefined, false],
  ] as const)("reads Accept-Encoding %s as taking brotli: %s", (accept, takes) => {
    expect(acceptsBrotli(accept)).toBe(takes);
  });

  it("works a page out once: the same bytes again are answered from what it kept", async () => {
    let reads = 0;
    const documents = new FirstScreenDocuments((href) => (reads++, read(href)));
    const body = Buffer.from(page('<h1 class="hero">x</h1>'));
    const first = await documents.rewrite(body, undefined);
    const readsOnce = reads;
    expect((await documents.rewrite(Buffer.from(body), undefined)).body).toBe(first.body);
    expect(reads).toBe(readsOnce);
  });

  it("drops the oldest pages past its size and passes an encoding it does not know", async () => {
    const documents = new FirstScreenDocuments(read, 1);
    const a = Buffer.from(page('<h1 class="hero">a</h1>'));
    const first = await documents.rewrite(a, "");
    await documents.rewrite(Buffer.from(page('<h1 class="hero">b</h1>')), "");
    expect((await documents.rewrite(a, "")).body).not.toBe(first.body);
    const unknown = Buffer.from("zzz");
    expect(await documents.rewrite(unknown, "compress")).toEqual({ body: unknown, encoding: "compress" });
  });

  it("reads the stylesheets from the build's static directory, nothing outside it", () => {
    const dist = mkdtempSync(path.join(tmpdir(), "uf-sheets-"));
    mkdirSync(path.join(dist, "static", "chunks"), { recursive: true });
    writeFileSync(path.join(dist, "static", "chunks", "a.css"), ".a{}");
    writeFileSync(path.join(dist, "secret.css"), ".secret{}");
    const sheets = sheetsFrom(dist);
    expect(sheets("/_next/static/chunks/a.css")).toBe(".a{}");
    expect(sheets("/_next/static/chunks/missing.css")).toBeUndefined();
    expect(sheets("/_next/static/../secret.css")).toBeUndefined();
  });
});
