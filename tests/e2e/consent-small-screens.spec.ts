import { freshAddress } from "./support/api";
import { expect, test, type Locator, type Page } from "./support/test";
import { UI_STORAGE_KEY } from "@/lib/store/ui";

/**
 * On a first visit the consent banner is open at the bottom of the screen. It
 * was made compact for 390 × 844, but at 320 × 640 and at 200 % page zoom it still stood over the
 * step's heading and field as the page opened. Both must be on screen and clear of it, without
 * answering the banner first, on the first step and on the next one. Where they are clear already
 * (390 × 844) the page opens at its top: nothing scrolls the header away.
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

test.describe("390 × 844", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  /** The page stays at its top, header on screen, while the step opens and settles. */
  async function expectOpenAtTop(page: Page, heading: string, field: Locator) {
    await expectStepClear(page, heading, field);
    await expect(page.locator("form[data-opening]")).toHaveCount(0, { timeout: 20_000 });
    for (let i = 0; i < 5; i++) {
      expect(await page.evaluate(() => window.scrollY), "the page has not scrolled").toBe(0);
      await page.waitForTimeout(200);
    }
    await expect.poll(() => clear(page.getByRole("link", { name: /Televendas/ }))).toBe(true);
  }

  test("the coverage check opens at its top with the header, the heading and the CEP clear of the banner", async ({ page }) => {
    await page.goto("/consultar-cobertura/cep/");
    await expectOpenAtTop(page, "Consulte a cobertura na sua região", page.getByRole("textbox", { name: "CEP" }));
  });

  test("the checkout's CEP step reached from a plan card opens at its top", async ({ page }) => {
    await page.goto("/");
    const card = page.locator("#planos").getByRole("article").first();
    // The banner covers the card's lower half: the card's own button, as a visitor reaches it after scrolling.
    await card.getByRole("link", { name: /^Contratar agora/ }).dispatchEvent("click");
    await page.getByRole("button", { name: "Contratar online" }).or(page.getByRole("link", { name: "Contratar online" })).click();
    await expect(page).toHaveURL(/\/checkout\/cep\//);
    await expectOpenAtTop(page, "Qual é o CEP da instalação?", page.getByRole("textbox", { name: "CEP" }));
  });
});
