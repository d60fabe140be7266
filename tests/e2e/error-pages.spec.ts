import AxeBuilder from "@axe-core/playwright";
import { TELEVENDAS, telHref } from "@/lib/contact";
import { ERROR_COPY } from "@/lib/content/errors";
import { expect as baseExpect, test, type Request } from "./support/test";

/**
 * Issue "No error pages of our own": a screen that cannot render shows our Portuguese error page
 * (app/[[...addon]]/error.tsx) with the site's header and footer, not Next's English one, and
 * "Tentar novamente" brings the page back once the cause is gone.
 *
 * The failure is a real one of this site: every screen is a chunk of its own, loaded when the page
 * shows it (components/screens/ClientScreen), so a visitor whose connection drops between two
 * pages, or who moves on after a deployment replaced the chunks, gets a screen whose code never
 * arrives. The browser (page.route) drops every script chunk the first page did not load.
 */

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

const CHUNK = /\/_next\/static\/chunks\/[^?]+\.js(\?.*)?$/;

test("a screen whose chunk does not arrive shows our error page, and retry brings it back @responsive", async ({ page }) => {
  const seen = new Set<string>();
  const record = (request: Request) => {
    if (CHUNK.test(request.url())) seen.add(request.url());
  };
  page.on("request", record);
  await page.goto("/checkout/cep/?s=d500a");
  await expect(page.getByRole("textbox", { name: "CEP" })).toBeVisible();

  // The chunks the first page loaded still load; any other script chunk is dropped.
  page.off("request", record);
  const loaded = new Set(seen);
  const dropped: string[] = [];
  await page.route(CHUNK, async (route) => {
    if (loaded.has(route.request().url())) return route.fallback();
    dropped.push(route.request().url());
    await route.abort("connectionreset");
  });
  await page.getByRole("contentinfo").getByRole("link", { name: "Regulamentos" }).click();

  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(ERROR_COPY.heading);
  // The link the visitor used has gone with the page: the heading has the focus.
  await expect(heading).toBeFocused();
  expect(dropped.length, "the regulations screen's chunk was asked for and dropped").toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/regulamentos\/$/);
  await expect(page.getByText(ERROR_COPY.text)).toBeVisible();
  await expect(page.getByText(/Application error|client-side exception|ChunkLoadError|Failed to load chunk/)).toHaveCount(0);
  const main = page.getByRole("main");
  const call = main.getByRole("link", { name: ERROR_COPY.call(TELEVENDAS) });
  await expect(call).toBeVisible();
  await expect(call).toHaveAttribute("href", telHref(TELEVENDAS));
  // The site's header and footer are back around the message.
  await expect(page.getByRole("banner").getByRole("link", { name: "TIM Ultrafibra" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("banner").getByTestId("televendas")).toBeVisible();
  await expect(page.getByRole("contentinfo").getByTestId("aviso-0303")).toContainText("prefixo 0303");
  // Nothing sticks out sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  // The connection is back. The retry loads the document again (re-rendering in place would meet
  // the failed import React.lazy keeps), and the screen shows.
  await page.unroute(CHUNK);
  const reload = page.waitForRequest((request) => request.isNavigationRequest() && request.url().endsWith("/regulamentos/"));
  await page.getByRole("button", { name: ERROR_COPY.retry }).click();
  await reload;
  await expect(heading).toHaveText("Regulamentos, sumários e contratos");
  await expect(main.locator("a[href$='.pdf']").first()).toBeVisible();
  await expect(page).toHaveURL(/\/regulamentos\/$/);
});
