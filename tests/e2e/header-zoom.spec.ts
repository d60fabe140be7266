import { axeViolations } from "./support/axe";
import { expect, test, type Page } from "./support/test";
import { UI_STORAGE_KEY } from "@/lib/store/ui";
import { ZOOM_LEVELS } from "@/lib/zoom";

/**
 * Issue "Orders right the first time", rough edges: the page zoom (funnel §4) must never trap the
 * visitor. At every one of the 13 steps, at phone and desktop size, A− and A+ stay inside the
 * viewport, visible, clear of the logo and of each other, and clickable; the choice persists
 * across visits, and A− walks all the way back from 250 %.
 */

// 13 steps up, a reload, 12 steps down, with a geometry check at each: well over the default.
test.describe.configure({ timeout: 120_000 });

const STEP = "/checkout/cep/?s=d500a";

type Box = { left: number; top: number; right: number; bottom: number };

/** Where the header's controls are, and what is painted at each zoom button's centre. */
function headerGeometry(page: Page) {
  return page.evaluate(() => {
    const box = (el: Element | null): Box | null => {
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    const hitsItself = (el: Element | null) => {
      if (!el) return false;
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return top !== null && el.contains(top);
    };
    const minus = document.querySelector('button[aria-label="Diminuir o tamanho do texto"]');
    const plus = document.querySelector('button[aria-label="Aumentar o tamanho do texto"]');
    // The logo link and the wordmark inside it (the text can overflow a squeezed link).
    const logoLink = document.querySelector("header a[href$='/']");
    const logo = logoLink?.firstElementChild ?? null;
    return {
      fontSize: document.documentElement.style.fontSize,
      viewport: { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight },
      minus: box(minus),
      plus: box(plus),
      logo: [box(logoLink), box(logo)],
      minusOnTop: hitsItself(minus),
      plusOnTop: hitsItself(plus),
    };
  });
}

const inside = (b: Box, v: Box) => b.left >= v.left && b.top >= v.top && b.right <= v.right && b.bottom <= v.bottom;
const overlap = (a: Box, b: Box) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;

async function expectUsableAt(page: Page, zoom: number) {
  await expect.poll(() => page.evaluate(() => document.documentElement.style.fontSize), { message: `zoom ${zoom}` }).toBe(`${zoom}%`);
  const g = await headerGeometry(page);
  const at = `at ${zoom} %`;
  expect(g.minus, at).not.toBeNull();
  expect(g.plus, at).not.toBeNull();
  const [minus, plus] = [g.minus as Box, g.plus as Box];
  expect(inside(minus, g.viewport), `A− inside the viewport ${at}: ${JSON.stringify(minus)}`).toBe(true);
  expect(inside(plus, g.viewport), `A+ inside the viewport ${at}: ${JSON.stringify(plus)}`).toBe(true);
  expect(overlap(minus, plus), `A− and A+ apart ${at}`).toBe(false);
  for (const logo of g.logo) {
    expect(logo, at).not.toBeNull();
    expect(overlap(logo as Box, minus), `logo clear of A− ${at}`).toBe(false);
    expect(overlap(logo as Box, plus), `logo clear of A+ ${at}`).toBe(false);
  }
  expect(g.minusOnTop, `nothing painted over A− ${at}`).toBe(true);
  expect(g.plusOnTop, `nothing painted over A+ ${at}`).toBe(true);
}

test("A− and A+ stay on screen, clear of the logo, at all 13 zoom steps; A− walks back from 250 % @responsive", async ({
  page,
}) => {
  await page.goto(STEP);
  const minus = page.getByRole("button", { name: "Diminuir o tamanho do texto" });
  const plus = page.getByRole("button", { name: "Aumentar o tamanho do texto" });
  const levels = [...ZOOM_LEVELS];
  const start = levels.indexOf(100);
  // Down to the smallest step (checked on the way up).
  for (let i = start; i > 0; i--) await minus.click();
  await expect(minus).toBeDisabled();
  for (const [i, zoom] of levels.entries()) {
    await expectUsableAt(page, zoom);
    if (i < levels.length - 1) await plus.click();
  }
  await expect(plus).toBeDisabled();

  // The choice is kept for the next visit: the page comes back at 250 %, and the way back is there.
  await page.reload();
  await expectUsableAt(page, 250);
  for (const zoom of levels.slice(0, -1).reverse()) {
    await minus.click();
    await expectUsableAt(page, zoom);
  }
  await expect(minus).toBeDisabled();
  await expect(plus).toBeEnabled();
});

test("axe: a checkout step at 250 % has no violations @responsive", async ({ page }) => {
  // A visitor who chose 250 % on an earlier visit.
  await page.addInitScript((key) => localStorage.setItem(key, JSON.stringify({ state: { zoom: 250 }, version: 0 })), UI_STORAGE_KEY);
  await page.goto(STEP);
  await expectUsableAt(page, 250);
  await expect(page.getByRole("textbox", { name: "CEP" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test.describe("a phone narrower than 390 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("the header wraps instead of pushing A− and A+ off or under the logo", async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, JSON.stringify({ state: { zoom: 250 }, version: 0 })), UI_STORAGE_KEY);
    await page.goto(STEP);
    await expectUsableAt(page, 250);
    const televendas = page.getByRole("banner").getByTestId("televendas");
    await expect(televendas).toBeInViewport({ ratio: 1 });
  });
});
