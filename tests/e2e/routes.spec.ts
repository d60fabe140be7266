import { expect, test } from "./support/test";
import { pathFor, redirectFor, ROUTES } from "@/lib/routing";

/** Every route of both specs answers 200 with its layout, with and without an addon. */
const ADDONS = ["", "b/timblack", "oferta-colaborador", "globoplay/timpre"];

function layoutOf(html: string): string | undefined {
  return /data-layout="([^"]+)"/.exec(html)?.[1];
}

for (const addon of ADDONS) {
  test(`every route answers 200 with its layout under "${addon || "no addon"}"`, async ({ request }) => {
    for (const route of ROUTES.values()) {
      const path = pathFor(addon, route.key);
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      // Redirected routes (max → hbo-max) land on their target, which has its own layout.
      const expected = redirectFor(path) ? ROUTES.get(route.key === "max" ? "hbo-max" : route.key)?.layout : route.layout;
      expect(layoutOf(html), path).toBe(expected);
      expect(html, path).toContain("<h1");
    }
  });
}

test("a made-up path answers 404 with the 404 layout", async ({ request, page }) => {
  // Status 404 for every made-up path. Pages are rendered on
  // their first request, and Next 16 answers an on-demand notFound() with a shell that its script
  // fills, so the 404 layout is checked in the browser below, not in the server's HTML.
  for (const path of ["/nao-existe/", "/b/timblack/checkout/inexistente/", "/checkout/cep/extra/", "/xyz/abc/"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()["cache-control"], path).toBe("no-store");
  }
  const response = await page.goto("/pagina-que-nao-existe/");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Página não encontrada" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Consultar cobertura" })).toHaveAttribute(
    "href",
    "/consultar-cobertura/cep/",
  );
});

test("paths without the trailing slash are sent to the slashed form", async ({ request }) => {
  const response = await request.get("/checkout/cep", { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toBe("/checkout/cep/");
});
