// Playwright's own test, not ./support/test: its goto waits for the page to become interactive,
// and here the stylesheets are held back for good.
import { expect, test, type Page } from "@playwright/test";

/**
 * The first screen is styled from the document alone (lib/backend/first-screen-css.ts): the
 * rules its markup uses are inline, and the stylesheets, moved to the end of the body, no longer
 * hold the first paint. With every stylesheet request held, the first screen looks as it does
 * once they have arrived. (What the scripts draw later, such as the plan chosen on the checkout,
 * is not in the markup: the whole sheets style it, and they arrive before the scripts.)
 */
const PAGES = ["/", "/b/timblack/", "/checkout/cep/?s=d500a", "/consultar-cobertura/cep/"] as const;

/** Pixels of two PNGs (same size) that differ, counted in the page's canvas. */
function differingPixels(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([a, b]) => {
      const load = (src: string) =>
        new Promise<HTMLImageElement>((resolve, reject) => {
          const image = new Image();
          image.onload = () => resolve(image);
          image.onerror = reject;
          image.src = `data:image/png;base64,${src}`;
        });
      const pixels = (image: HTMLImageElement) => {
        const canvas = document.createElement("canvas");
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext("2d")!;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height).data;
      };
      const [first, second] = await Promise.all([load(a), load(b)]);
      if (first.width !== second.width || first.height !== second.height) return Number.POSITIVE_INFINITY;
      const [x, y] = [pixels(first), pixels(second)];
      let differing = 0;
      for (let i = 0; i < x.length; i += 4) {
        if (Math.abs(x[i]! - y[i]!) + Math.abs(x[i + 1]! - y[i + 1]!) + Math.abs(x[i + 2]! - y[i + 2]!) > 30) differing++;
      }
      return differing;
    },
    [a.toString("base64"), b.toString("base64")] as const,
  );
}

/**
 * The first screen once the web font is in. (`document.fonts.ready` waits for the document's
 * load, which a held stylesheet never lets come.)
 */
async function firstScreen(page: Page): Promise<Buffer> {
  await page.evaluate(() => Promise.all(["400 1em inter", "700 1em inter", "800 1em inter"].map((font) => document.fonts.load(font))));
  return page.screenshot({ animations: "disabled" });
}

test.use({ reducedMotion: "reduce" });

/**
 * The build's scripts held for good: what is compared is the markup's look with and without the
 * stylesheets, not a hydrated page (the consent banner goes, the scripts draw) against another.
 */
const holdScripts = (page: Page) => page.route(/\/_next\/static\/.+\.js$/, () => undefined);

for (const path of PAGES) {
  test(`${path}: the first screen is styled before its stylesheets arrive`, async ({ page }) => {
    await holdScripts(page);
    const held: string[] = [];
    await page.route(/\/_next\/static\/.+\.css$/, (route) => void held.push(route.request().url()));
    // Chromium holds the parser at a pending stylesheet in the body, so DOMContentLoaded waits
    // for it: the document is read once its last link is there, everything before it painted.
    await page.goto(path, { waitUntil: "commit" });
    await page.locator('body > link[rel="stylesheet"][data-precedence]').first().waitFor({ state: "attached" });
    const before = await firstScreen(page);
    // The links are still there for React and the rest of the page, at the end of the body, and
    // every sheet is asked for at once (the later ones preloaded), not one after another.
    const sheets = await page.locator('link[rel="stylesheet"][data-precedence], link[rel="preload"][as="style"]').evaluateAll((nodes) =>
      nodes.map((node) => ({ parent: node.parentElement?.tagName, href: (node as HTMLLinkElement).href })),
    );
    expect(new Set(sheets.map((sheet) => sheet.parent))).toEqual(new Set(["BODY"]));
    await expect.poll(() => new Set(held)).toEqual(new Set(sheets.map((sheet) => sheet.href)));

    await page.unrouteAll({ behavior: "ignoreErrors" });
    await holdScripts(page);
    await page.goto(path, { waitUntil: "commit" });
    await page.waitForFunction(() => [...document.styleSheets].filter((sheet) => sheet.href).length >= 2 && document.readyState !== "loading");
    const after = await firstScreen(page);
    expect(await differingPixels(page, before, after)).toBe(0);
  });
}
