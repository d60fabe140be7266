import { freshAddress } from "./support/api";
import { expect, test, type Locator, type Page } from "./support/test";
import { UI_STORAGE_KEY } from "@/lib/store/ui";

/**
 * Issue #26, item 8: on a first visit the consent banner is open at the bottom of the screen. It
 * was made compact for 390 × 844, but at 320 × 640 and at 200 % page zoom it still stood over the
 * step's heading and field as the page opened. Both must be on screen and clear of it, without
 * answering the banner first, on the first step and on the next one.
 */

// A first visit: none of the consent cookies playwright.config.ts presets for the other specs.
test.use({ storageState: { cookies: [], origins: [] } });
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": freshAddress() });
});

/** On screen, and what the visitor sees (and taps) at its centre: nothing over it. */
function clear(locator: Locator) {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    if (r.top < 0 || r.bottom > window.innerHeight) return false;
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return top !== null && el.contains(top);
  });
}

async function expectStepClear(page: Page, heading: string, field: Locator) {
  await expect(page.getByRole("region", { name: "Sua privacidade" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expect(field).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => clear(page.getByRole("heading", { level: 1 })), { message: "the heading is clear of the banner" }).toBe(true);
  await expect.poll(() => clear(field), { message: "the field is clear of the banner" }).toBe(true);
}

async function walkTwoSteps(page: Page) {
  await page.goto("/checkout/cep/?s=d500a");
  const cep = page.getByRole("textbox", { name: "CEP" });
  await expectStepClear(page, "Qual é o CEP da instalação?", cep);
  await cep.fill("01310100");
  await cep.press("Enter");
  await expect(page).toHaveURL(/\/checkout\/nr-imovel\//);
  await expectStepClear(page, "Qual é o número do imóvel?", page.getByRole("textbox", { name: "Número" }));
}

test.describe("320 × 640", () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });
  test("the banner leaves the step's heading and field clear", async ({ page }) => {
    await walkTwoSteps(page);
  });
});

test("200 % page zoom at 1440 × 900: the banner leaves the step's heading and field clear", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.addInitScript((key) => localStorage.setItem(key, JSON.stringify({ state: { zoom: 200 }, version: 0 })), UI_STORAGE_KEY);
  await walkTwoSteps(page);
});
