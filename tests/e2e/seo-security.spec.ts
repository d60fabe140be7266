import { expect, test, type APIRequestContext } from "./support/test";

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

test("the build's scripts, stylesheets and font carry HSTS and nosniff, not a page's headers", async ({ request }) => {
  const doc = await (await request.get("/")).text();
  const files = [/\/_next\/static\/chunks\/[\w.-]+\.js/, /\/_next\/static\/chunks\/[\w.-]+\.css/, /\/_next\/static\/media\/[\w.-]+\.woff2/].map((re) => re.exec(doc)?.[0]);
  for (const file of files) {
    expect(file, "named by the page").toBeTruthy();
    const response = await request.get(file!);
    expect(response.status(), file).toBe(200);
    const headers = response.headers();
    expect(headers["strict-transport-security"], file).toContain("max-age=");
    expect(headers["x-content-type-options"], file).toBe("nosniff");
    expect(headers["cache-control"], file).toContain("immutable");
    for (const name of ["content-security-policy", "permissions-policy", "x-frame-options", "cross-origin-opener-policy", "referrer-policy", "x-powered-by"]) {
      expect(headers[name], `${file} ${name}`).toBeUndefined();
    }
  }
  // A file that does not exist is answered by a page (404): that keeps every header.
  const missing = (await request.get("/_next/static/chunks/nao-existe.js")).headers();
  expect(missing["content-security-policy"]).toContain("frame-ancestors 'none'");
});

// The server HTML is what crawlers read (and funnel pages redirect in the browser without a plan).
const html = async (request: APIRequestContext, path: string) => (await request.get(path)).text();
const robotsMeta = (doc: string) => /<meta name="robots" content="([^"]+)"/.exec(doc)?.[1];
const canonical = (doc: string) => /<link rel="canonical" href="([^"]+)"/.exec(doc)?.[1];

test("robots meta per addon, canonical on indexable pages, lang pt-BR", async ({ request }) => {
  const noindex = ["b", "c", "d", "r", "r2", "r3", "es", "black-friday", "fluxo", "fluxo-online", "oferta-colaborador"];
  for (const id of noindex) {
    const doc = await html(request, `/${id}/`);
    expect(robotsMeta(doc), id).toBe("noindex, follow");
    expect(canonical(doc), id).toBeUndefined();
  }
  expect(robotsMeta(await html(request, "/timpre/"))).toBe("noindex, nofollow");
  const landing = await html(request, "/b/timblack/");
  expect(robotsMeta(landing)).toBe("index, follow");
  expect(canonical(landing)).toMatch(/^https?:\/\/(?!localhost)[^/]+\/b\/timblack\/$/);
  const cep = await html(request, "/b/timblack/checkout/cep/");
  expect(cep).toContain('<html lang="pt-BR"');
  expect(cep).toContain("<title>Qual é o CEP da instalação? | TIM Ultrafibra</title>");
  const blackFriday = await html(request, "/black-friday/");
  expect(blackFriday).toMatch(/<title>[^<]*Black Friday/);
  expect(blackFriday).toMatch(/<meta name="description" content="[^"]*Black Friday/);
});

test("funnel steps, order pages and renewal steps are noindex without a canonical", async ({ request }) => {
  // A step depends on what the visitor typed before: a search result would land on an empty form.
  const steps = [
    "/checkout/nome/",
    "/checkout/cpf/",
    "/pedido-realizado/",
    "/refidelizacao/confirmacao/",
    "/refidelizacao/pedido-realizado/",
    "/consultar-cobertura/planos/",
    "/b/timblack/checkout/cep/",
  ];
  for (const path of steps) {
    const doc = await html(request, path);
    expect(robotsMeta(doc), path).toBe("noindex, follow");
    expect(canonical(doc), path).toBeUndefined();
  }
  expect(robotsMeta(await html(request, "/timpre/checkout/cpf/"))).toBe("noindex, nofollow");
  // The entry pages of those flows stay in search results, with their canonical.
  for (const path of ["/", "/consultar-cobertura/cep/", "/refidelizacao/consulta-cpf/", "/migracao-ultrafibra/consulta-cpf/"]) {
    const doc = await html(request, path);
    expect(robotsMeta(doc), path).toBe("index, follow");
    expect(canonical(doc), path).toMatch(new RegExp(`^https?://(?!localhost)[^/]+${path}$`));
  }
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
