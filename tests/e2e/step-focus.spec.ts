import { freshAddress } from "./support/api";
import { axeViolations } from "./support/axe";
import { expect, test, type Locator, type Page } from "./support/test";

/**
 * Issue "Orders right the first time", rough edges: after a client navigation the next step's
 * heading gets the focus (components/ui/useStepFocus). It must not wear a ring in the error colour
 * (it read as "something is wrong"); keyboard focus on controls keeps a clearly visible ring, in a
 * colour of its own.
 */

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": freshAddress() });
});

/** A colour custom property of the theme, as the browser computes it (rgb(...)). */
function tokenColour(page: Page, token: string, theme?: "light" | "dark") {
  return page.evaluate(
    ([name, mode]) => {
      const probe = document.createElement("span");
      if (mode) probe.dataset.theme = mode;
      probe.style.color = `var(${name})`;
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    },
    [token, theme] as const,
  );
}

/** The focused element's outline, and the page background it is drawn on. */
function focusRing(locator: Locator) {
  return locator.evaluate((el) => {
    const s = getComputedStyle(el);
    return { style: s.outlineStyle, width: parseFloat(s.outlineWidth), colour: s.outlineColor, focused: el === document.activeElement };
  });
}

/** WCAG contrast ratio of two rgb(...) colours. */
function contrast(a: string, b: string) {
  const luminance = (rgb: string) => {
    const [r, g, bl] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

async function tabTo(page: Page, target: Locator, max = 20) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test("the error and focus colours are distinct tokens, in both themes", async ({ page }) => {
  await page.goto("/checkout/cep/?s=d500a");
  for (const theme of ["light", "dark"] as const) {
    const error = await tokenColour(page, "--color-error", theme);
    const focus = await tokenColour(page, "--color-focus", theme);
    const onDark = await tokenColour(page, "--color-focus-on-dark", theme);
    expect(error, theme).toMatch(/^rgb/);
    expect(focus, theme).not.toBe(error);
    expect(onDark, theme).not.toBe(error);
    // The ring is seen on the page's background (3:1, WCAG 1.4.11), and the dark bands' ring on the header.
    expect(contrast(focus, await tokenColour(page, "--color-bg", theme)), theme).toBeGreaterThanOrEqual(3);
    expect(contrast(onDark, await tokenColour(page, "--color-header-bg", theme)), theme).toBeGreaterThanOrEqual(3);
  }
});

test("after a step-to-step navigation the heading has no error-coloured ring; Tab to a button shows a visible one @responsive", async ({
  page,
}) => {
  await page.goto("/checkout/cep/?s=d500a");
  const error = await tokenColour(page, "--color-error");
  const focusColour = await tokenColour(page, "--color-focus");
  const background = await tokenColour(page, "--color-bg");
  // By keyboard, as the browser then shows focus rings: type the CEP and send it with Enter.
  await tabTo(page, page.getByRole("textbox", { name: "CEP" }));
  await page.keyboard.type("01310100");
  await page.keyboard.press("Enter");

  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText("Qual é o número do imóvel?");
  await expect(heading).toBeFocused();
  // No ring at all on text focused by script (styles/globals.css), so certainly not the error red.
  const onHeading = await focusRing(heading);
  expect(onHeading, `heading outline, error colour ${error}`).toMatchObject({ style: "none", focused: true });

  // Tab on from the heading: the fields, then the button, each with the focus colour's ring.
  const number = page.getByRole("textbox", { name: "Número" });
  await tabTo(page, number);
  const onField = await focusRing(number);
  expect(onField).toMatchObject({ style: "solid", colour: focusColour, focused: true });
  await page.keyboard.type("1000");
  await tabTo(page, page.getByRole("checkbox", { name: "Sem complemento" }));
  await page.keyboard.press("Space");
  const button = page.getByRole("button", { name: "Continuar" });
  await tabTo(page, button);
  const onButton = await focusRing(button);
  expect(onButton.focused).toBe(true);
  expect(onButton.style).toBe("solid");
  expect(onButton.width).toBeGreaterThanOrEqual(2);
  expect(onButton.colour).toBe(focusColour);
  expect(onButton.colour).not.toBe(error);
  expect(contrast(onButton.colour, background)).toBeGreaterThanOrEqual(3);
  await page.screenshot({ path: test.info().outputPath("button-focus.png") });

  expect(await axeViolations(page)).toEqual([]);
});
