import { expect, test } from "@playwright/test";

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

test("robots meta per addon, canonical on indexable pages, lang pt-BR", async ({ page }) => {
  const noindex = ["b", "c", "d", "r", "r2", "r3", "es", "black-friday", "fluxo", "fluxo-online", "oferta-colaborador"];
  for (const id of noindex) {
    await page.goto(`/${id}/`);
    await expect(page.locator('meta[name="robots"]'), id).toHaveAttribute("content", "noindex, follow");
    await expect(page.locator('link[rel="canonical"]'), id).toHaveCount(0);
  }
  await page.goto("/timpre/");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await page.goto("/b/timblack/checkout/cep/");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/b\/timblack\/checkout\/cep\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
  await expect(page).toHaveTitle("Qual é o CEP da instalação? | TIM Ultrafibra");
  await page.goto("/black-friday/");
  await expect(page).toHaveTitle(/Black Friday/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Black Friday/);
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
