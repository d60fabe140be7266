import type { Page } from "@playwright/test";

/**
 * Waits on conditions rather than fixed times (no `waitForTimeout` in the specs).
 *
 * `networkQuiet`: a test that proves something did NOT happen ("no call to the API", "no request
 * to the tag host", "no chunk before the first input") cannot wait for an event; it waits until the
 * page has had no request in flight for `quietMs` (what Playwright's "networkidle" load state means,
 * but from now rather than from the load, which has passed). A late request would start inside
 * that window and be seen by the test's own listener.
 */
export async function networkQuiet(page: Page, quietMs = 500, timeoutMs = 15_000): Promise<void> {
  const inFlight = new Set<unknown>();
  let lastChange = Date.now();
  const start = (r: unknown) => {
    inFlight.add(r);
    lastChange = Date.now();
  };
  const end = (r: unknown) => {
    inFlight.delete(r);
    lastChange = Date.now();
  };
  page.on("request", start);
  page.on("requestfinished", end);
  page.on("requestfailed", end);
  const deadline = Date.now() + timeoutMs;
  try {
    while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
      if (Date.now() > deadline) throw new Error(`networkQuiet: ${inFlight.size} request(s) still in flight after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    page.off("request", start);
    page.off("requestfinished", end);
    page.off("requestfailed", end);
  }
}

/**
 * Until every finite CSS transition and animation on the page has ended (a drawer's opening, before
 * axe reads its colours). Endless ones (a spinner) never end and are not waited for.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
  );
}
