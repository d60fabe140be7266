import { test as base, type Page, type Response } from "@playwright/test";

export * from "@playwright/test";

/**
 * The site's pages answer with full server HTML, and each screen hydrates from its own chunk
 * (components/screens/ClientScreen), which can be a moment after the load event Playwright waits
 * for. A visitor's tap in that moment does nothing; a test's would fail for the wrong reason. So
 * `page.goto` and `page.reload` here also wait until the page is interactive: `<html
 * data-hydrated>`, set by components/layout/HydrationMark. Only for our HTML pages (not for
 * robots.txt or an API answer).
 */
async function interactive(page: Page, response: Response | null): Promise<void> {
  if (!response || !(response.headers()["content-type"] ?? "").includes("text/html")) return;
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
}

/** `page` with goto and reload that wait until the page is interactive (also for pages of contexts a test makes). */
export function waitingForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await interactive(page, response);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await interactive(page, response);
    return response;
  };
  return page;
}

export const test = base.extend({
  page: async ({ page }, provide) => {
    await provide(waitingForHydration(page));
  },
});
