import { expect, test, type APIRequestContext } from "./support/test";

/**
 * What a browser tab, a home screen and a link shared on WhatsApp read from the server HTML (none
 * of them runs the page's JavaScript): the icons, the web manifest and the Open Graph / Twitter
 * tags, and that every file they point at answers with an image of the size it claims.
 */

const BRAND = "TIM Ultrafibra";

interface Head {
  title: string;
  /** meta tags by name or property ("description", "og:image", "twitter:card"...); the first of each. */
  meta: Map<string, string>;
  links: Array<Record<string, string>>;
}

const unescape = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [, name = "", value = ""] of tag.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)) out[name] = unescape(value);
  return out;
}

async function headOf(request: APIRequestContext, path: string): Promise<Head> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const meta = new Map<string, string>();
  for (const [tag] of html.matchAll(/<meta [^>]*>/g)) {
    const a = attributes(tag);
    const key = a.property ?? a.name;
    if (key && a.content !== undefined && !meta.has(key)) meta.set(key, a.content);
  }
  const links = [...html.matchAll(/<link [^>]*>/g)].map(([tag]) => attributes(tag));
  return { title: unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ""), meta, links };
}

/** Width and height from a PNG's IHDR chunk (and that the bytes are a PNG at all). */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

async function image(request: APIRequestContext, href: string, type = "image/png") {
  // Absolute addresses name the built SITE_URL; the file is asked of the server under test.
  const url = new URL(href, "http://site.invalid");
  const response = await request.get(url.pathname + url.search);
  expect(response.status(), href).toBe(200);
  expect(response.headers()["content-type"], href).toBe(type);
  return response.body();
}

const linkWith = (head: Head, rel: string, extra: (l: Record<string, string>) => boolean = () => true) =>
  head.links.find((l) => l.rel === rel && extra(l));

test("favicon.ico, the SVG icon and the apple-touch-icon answer and are linked from the pages", async ({ request }) => {
  const ico = await image(request, "/favicon.ico", "image/x-icon");
  // ICONDIR: reserved 0, type 1 (icon), then the number of images: 16, 32 and 48 px.
  expect(ico.readUInt16LE(0)).toBe(0);
  expect(ico.readUInt16LE(2)).toBe(1);
  const sizes = Array.from({ length: ico.readUInt16LE(4) }, (_, i) => ico[6 + 16 * i] || 256);
  expect(sizes).toEqual(expect.arrayContaining([16, 32, 48]));
  expect(ico.length).toBeLessThan(8_000);

  for (const path of ["/", "/timcontrole/", "/checkout/cep/"]) {
    const head = await headOf(request, path);
    expect(linkWith(head, "icon", (l) => (l.href ?? "").startsWith("/favicon.ico")), path).toBeDefined();
    const svg = linkWith(head, "icon", (l) => l.type === "image/svg+xml");
    expect(svg, path).toBeDefined();
    expect((await image(request, svg?.href ?? "", "image/svg+xml")).toString()).toContain("<svg");
    const apple = linkWith(head, "apple-touch-icon");
    expect(apple?.sizes, path).toBe("180x180");
    expect(pngSize(await image(request, apple?.href ?? ""))).toEqual({ width: 180, height: 180 });
  }
});

test("the web manifest names the brand and every icon it lists loads at its size", async ({ request }) => {
  const head = await headOf(request, "/");
  const link = linkWith(head, "manifest");
  expect(link?.href).toBe("/manifest.webmanifest");
  const response = await request.get(link?.href ?? "");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    lang: string;
    start_url: string;
    theme_color: string;
    background_color: string;
    icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
  };
  expect(manifest.name).toBe(BRAND);
  expect(manifest.short_name.length).toBeGreaterThan(0);
  expect(manifest.lang).toBe("pt-BR");
  expect(manifest.start_url).toBe("/");
  expect(manifest.theme_color).toBe("#001e62");
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  const pngs = manifest.icons.filter((icon) => icon.type === "image/png");
  expect(pngs.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  expect(pngs.some((icon) => icon.purpose === "maskable")).toBe(true);
  for (const icon of manifest.icons) {
    const body = await image(request, icon.src, icon.type);
    if (icon.type !== "image/png") continue;
    const [width, height] = icon.sizes.split("x").map(Number);
    expect(pngSize(body), icon.src).toEqual({ width, height });
    expect(body.length, icon.src).toBeLessThan(20_000);
  }
});

/** Landings of each image family, an addon with a canonical and one without, and a funnel step. */
const SHARED_PAGES = [
  { path: "/", canonical: true },
  { path: "/timcontrole/", canonical: true },
  { path: "/globoplay/", canonical: true },
  { path: "/black-friday/", canonical: false },
  { path: "/checkout/cep/", canonical: false },
];

test("Open Graph and Twitter tags: title, description, a 1200x630 image per addon family", async ({ request }) => {
  const images = new Map<string, string>();
  for (const { path, canonical } of SHARED_PAGES) {
    const { title, meta, links } = await headOf(request, path);
    expect(meta.get("og:title"), path).toBe(title);
    expect(meta.get("og:description"), path).toBe(meta.get("description"));
    expect(meta.get("og:description")?.length, path).toBeGreaterThan(20);
    expect(meta.get("og:type"), path).toBe("website");
    expect(meta.get("og:locale"), path).toBe("pt_BR");
    expect(meta.get("og:site_name"), path).toBe(BRAND);
    // og:url only beside a canonical link, and then the same address.
    expect(meta.get("og:url"), path).toBe(canonical ? links.find((l) => l.rel === "canonical")?.href : undefined);
    const og = meta.get("og:image") ?? "";
    // A crawler needs an absolute address, and never one of the machine that built the site.
    expect(og, path).toMatch(/^https?:\/\/(?!localhost)[^/]+\/og\/[a-z-]+\.png$/);
    expect(meta.get("og:image:width"), path).toBe("1200");
    expect(meta.get("og:image:height"), path).toBe("630");
    expect(meta.get("og:image:alt"), path).toContain(BRAND);
    expect(meta.get("twitter:card"), path).toBe("summary_large_image");
    expect(meta.get("twitter:title"), path).toBe(title);
    expect(meta.get("twitter:description"), path).toBe(meta.get("description"));
    expect(meta.get("twitter:image"), path).toBe(og);
    images.set(path, og);
  }
  // One image per family: default, TIM mobile, streaming, Black Friday; a step shares its addon's.
  expect(new Set([...images.values()]).size).toBe(4);
  expect(images.get("/checkout/cep/")).toBe(images.get("/"));
  for (const og of new Set(images.values())) {
    const body = await image(request, og);
    expect(pngSize(body), og).toEqual({ width: 1200, height: 630 });
    expect(body.length, og).toBeLessThan(300_000);
  }
});

test("an image family that does not exist is a 404", async ({ request }) => {
  expect((await request.get("/og/nao-existe.png")).status()).toBe(404);
});
