import { freshAddress } from "./support/api";
import { axeViolations } from "./support/axe";
import { expect, test, type Locator } from "./support/test";
import { CONSENT_COOKIE } from "@/lib/consent/constants";
import { UI_STORAGE_KEY } from "@/lib/store/ui";

/**
 * Issue "Orders right the first time", rough edges: on a first visit the cookie banner is open
 * at the bottom of the screen, and the step's form under it must stay usable without answering
 * it first: the CEP field and Continuar, once focused, are not under the banner, and the CEP can
 * be sent with the banner still open.
 */

// A first visit: none of the consent cookies playwright.config.ts presets for the other specs.
test.use({ storageState: { cookies: [], origins: [] } });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": freshAddress() });
});

const STEP = "/checkout/cep/?s=d500a";

/** Whether the element is what the visitor sees (and taps) at its centre, not something over it. */
function onTop(locator: Locator) {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return top !== null && el.contains(top);
  });
}

test("first visit: the CEP field and Continuar are not under the cookie banner, and the CEP is sent with it open @responsive", async ({
  page,
}) => {
  await page.goto(STEP);
  const banner = page.getByRole("region", { name: "Sua privacidade" });
  await expect(banner).toBeVisible();
  const cep = page.getByRole("textbox", { name: "CEP" });
  const next = page.getByRole("button", { name: "Continuar" });
  await expect(cep).toBeVisible();

  await cep.focus();
  await expect(cep).toBeFocused();
  expect(await onTop(cep), "the CEP field is not under the banner").toBe(true);
  // Typed, not filled: Playwright's fill would scroll the field into view itself.
  await page.keyboard.type("01310100");
  await next.focus();
  await expect(next).toBeFocused();
  expect(await onTop(next), "Continuar is not under the banner").toBe(true);

  // The whole page can be scrolled clear of the banner: its end stops above the banner's top.
  const [footerBottom, bannerTop] = await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    const footer = document.querySelector("footer")?.getBoundingClientRect().bottom ?? Infinity;
    const top = document.querySelector('[data-testid="consent-banner"]')?.getBoundingClientRect().top ?? 0;
    return [footer, top];
  });
  expect(footerBottom).toBeLessThanOrEqual(bannerTop + 1);

  await next.click();
  await expect(page).toHaveURL(/\/checkout\/nr-imovel\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Qual é o número do imóvel?");
  // Still unanswered: only the first visit's default is stored, and the banner is still there.
  const stored = (await page.context().cookies()).find((c) => c.name === CONSENT_COOKIE);
  expect(stored?.value).toBe("denied");
  await expect(banner).toBeVisible();

  // Answered: the banner and the space kept for it go.
  await banner.getByRole("button", { name: "Recusar" }).click();
  await expect(banner).toHaveCount(0);
  await expect(page.locator("body")).toHaveCSS("padding-bottom", "0px");
});

test("first visit at 250 % page zoom: the taller banner fits the screen and the form still comes clear of it @responsive", async ({
  page,
}) => {
  // A visitor who chose 250 % on an earlier visit but never answered the banner.
  await page.addInitScript((key) => localStorage.setItem(key, JSON.stringify({ state: { zoom: 250 }, version: 0 })), UI_STORAGE_KEY);
  await page.goto(STEP);
  const banner = page.getByRole("region", { name: "Sua privacidade" });
  await expect(banner).toBeVisible();
  // No wider than the screen: its text and all three buttons are on it, none cut at the edge.
  expect(await banner.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  for (const name of ["Aceitar", "Recusar", "Gerenciar"]) {
    const button = banner.getByRole("button", { name });
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport({ ratio: 1 });
  }
  const cep = page.getByRole("textbox", { name: "CEP" });
  await cep.focus();
  expect(await onTop(cep), "the CEP field is not under the banner").toBe(true);
  await page.keyboard.type("01310100");
  const next = page.getByRole("button", { name: "Continuar" });
  await next.focus();
  expect(await onTop(next), "Continuar is not under the banner").toBe(true);
  await next.click();
  await expect(page).toHaveURL(/\/checkout\/nr-imovel\//);
});

test("axe: the CEP step with the cookie banner open has no violations @responsive", async ({ page }) => {
  await page.goto(STEP);
  await expect(page.getByRole("region", { name: "Sua privacidade" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "CEP" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
