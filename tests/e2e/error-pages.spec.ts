import AxeBuilder from "@axe-core/playwright";
import { televendas, telHref } from "@/lib/contact";
import { ERROR_COPY } from "@/lib/content/errors";
import { expect as baseExpect, test, type Page, type Request } from "./support/test";

/**
 * Issue "No error pages of our own": a screen that cannot render shows our Portuguese error page
 * (app/[[...addon]]/error.tsx) with the site's header and footer, not Next's English one, and
 * "Tentar novamente" brings the page back once the cause is gone.
 *
 * The failure is a real one of this site: every screen is a chunk of its own, loaded when the page
 * shows it (components/screens/ClientScreen), so a visitor whose connection drops between two
 * pages, or who moves on after a deployment replaced the chunks, gets a screen whose code never
 * arrives. The browser (page.route) drops the regulations screen's chunks (those a visit to
 * /regulamentos/ loads beyond what the first page loaded); with every new chunk dropped, the
 * error page still answers, without the header and footer that could not load either.
 */

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

const CHUNK = /\/_next\/static\/chunks\/[^?]+\.js(\?.*)?$/;

/** The script chunks a page loads, by URL. */
async function chunksOf(page: Page, path: string): Promise<Set<string>> {
  const seen = new Set<string>();
  const record = (request: Request) => {
    if (CHUNK.test(request.url())) seen.add(request.url());
  };
  page.on("request", record);
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  page.off("request", record);
  return seen;
}

test("a screen whose chunk does not arrive shows our error page, and retry brings it back @responsive", async ({ page, context }) => {
  // The regulations screen's own chunks: what a visit to it loads beyond the checkout page's.
  const probe = await context.newPage();
  const regulations = await chunksOf(probe, "/regulamentos/");
  await probe.close();
  const loaded = await chunksOf(page, "/checkout/cep/?s=d500a");
  await expect(page.getByRole("textbox", { name: "CEP" })).toBeVisible();
  const screenChunks = [...regulations].filter((url) => !loaded.has(url));
  expect(screenChunks.length, "the regulations screen has chunks of its own").toBeGreaterThan(0);

  const dropped: string[] = [];
  await page.route(CHUNK, async (route) => {
    if (!screenChunks.includes(route.request().url())) return route.fallback();
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
  const call = main.getByRole("link", { name: ERROR_COPY.call(televendas()) });
  await expect(call).toBeVisible();
  await expect(call).toHaveAttribute("href", telHref(televendas()));
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

test("with the connection still down, the message stays without the header and footer, retry and call included", async ({ page }) => {
  const loaded = await chunksOf(page, "/checkout/cep/?s=d500a");
  // Every chunk the first page did not load is dropped: the screen's, and the error page's header
  // and footer (ErrorShell), which come in a chunk of their own.
  await page.route(CHUNK, async (route) => (loaded.has(route.request().url()) ? route.fallback() : route.abort("connectionreset")));
  await page.getByRole("contentinfo").getByRole("link", { name: "Regulamentos" }).click();

  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(ERROR_COPY.heading);
  await expect(page.getByRole("button", { name: ERROR_COPY.retry })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: ERROR_COPY.call(televendas()) })).toHaveAttribute("href", telHref(televendas()));
  await expect(page.getByText(/Application error|client-side exception|This page couldn/)).toHaveCount(0);
});
