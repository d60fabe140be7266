import { expect, test } from "./support/test";

test("security headers on pages, 404s and files", async ({ request }) => {
  for (const path of ["/", "/checkout/cep/", "/nao-existe/", "/robots.txt"]) {
    const headers = (await request.get(path)).headers();
    const csp = headers["content-security-policy"] ?? "";
    expect(csp, path).toContain("object-src 'none'");
    expect(csp, path).toContain("base-uri 'none'");
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).not.toContain("unsafe-eval");
    expect(headers["strict-transport-security"], path).toContain("max-age=");
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], path).toContain("camera=()");
    expect(headers["x-powered-by"], path).toBeUndefined();
  }
});

test("the page runs under its CSP with no violations", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(msg.text());
  });
  await page.goto("/checkout/nome/");
  await page.getByRole("button", { name: "Tema escuro" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  expect(problems).toEqual([]);
});

test("robots meta per addon, canonical on indexable pages, lang pt-BR", async ({ request }) => {
  // The server HTML is what crawlers read (and funnel pages redirect in the browser without a plan).
  const html = async (path: string) => (await request.get(path)).text();
  const robots = (doc: string) => /<meta name="robots" content="([^"]+)"/.exec(doc)?.[1];
  const canonical = (doc: string) => /<link rel="canonical" href="([^"]+)"/.exec(doc)?.[1];
  const noindex = ["b", "c", "d", "r", "r2", "r3", "es", "black-friday", "fluxo", "fluxo-online", "oferta-colaborador"];
  for (const id of noindex) {
    const doc = await html(`/${id}/`);
    expect(robots(doc), id).toBe("noindex, follow");
    expect(canonical(doc), id).toBeUndefined();
  }
  expect(robots(await html("/timpre/"))).toBe("noindex, nofollow");
  const cep = await html("/b/timblack/checkout/cep/");
  expect(robots(cep)).toBe("index, follow");
  expect(canonical(cep)).toMatch(/\/b\/timblack\/checkout\/cep\/$/);
  expect(cep).toContain('<html lang="pt-BR"');
  expect(cep).toContain("<title>Qual é o CEP da instalação? | TIM Ultrafibra</title>");
  const blackFriday = await html("/black-friday/");
  expect(blackFriday).toMatch(/<title>[^<]*Black Friday/);
  expect(blackFriday).toMatch(/<meta name="description" content="[^"]*Black Friday/);
});

test("robots.txt and sitemap.xml list only indexable pages", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /api/");
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(paths).toContain("/");
  expect(paths).toContain("/b/timblack/");
  expect(paths).toContain("/consultar-cobertura/cep/");
  for (const hidden of ["/b/", "/timpre/", "/black-friday/", "/oferta-colaborador/", "/checkout/nome/", "/max/"]) {
    expect(paths, hidden).not.toContain(hidden);
  }
  expect(paths.filter((p) => p.includes("/checkout/"))).toEqual([]);
});
