import AxeBuilder from "@axe-core/playwright";
import { expect, test, type BrowserContextOptions, type Page } from "./support/test";
import { CONSENT_COOKIE, CONSENT_EXPIRY_COOKIE } from "@/lib/consent/constants";
import { DEVICE_SESSION_KEY } from "@/lib/device/session";

/**
 * Cookie consent in a real browser (marketing §4, §7, §9): cookies and their attributes, the
 * banner and modal, the preferences script, the Livelo affiliate script, CSP and layout shift.
 * Needs <ConsentRoot addon={addon} /> mounted on every page.
 */
const DAY_S = 86_400;

// Every other spec starts with consent given (playwright.config.ts); this one starts without.
test.use({ storageState: { cookies: [], origins: [] } });

async function consentCookies(page: Page) {
  const cookies = await page.context().cookies();
  return { value: cookies.find((c) => c.name === CONSENT_COOKIE), expiry: cookies.find((c) => c.name === CONSENT_EXPIRY_COOKIE) };
}

const daysLeft = (expires: number) => Math.round((expires - Date.now() / 1000) / DAY_S);

function cspErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

test("the banner comes in the HTML after the header and before the content, and the skip link stays the first Tab stop", async ({ page, request }) => {
  // Its place in the HTML decides when it paints (components/layout/PageShell.tsx): at the end of
  // the body it waited for the page's scripts, and it is most pages' largest text (their LCP).
  for (const path of ["/", "/consultar-cobertura/cep/", "/checkout/cep/?s=d500a"]) {
    const html = await (await request.get(path)).text();
    const banner = html.indexOf('data-testid="consent-banner"');
    expect(banner, path).toBeGreaterThan(html.indexOf("<header"));
    expect(banner, path).toBeLessThan(html.indexOf("<main"));
  }
  await page.goto("/consultar-cobertura/cep/");
  await expect(page.getByTestId("consent-banner")).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Pular para o conteúdo" })).toBeFocused();
});

test("first visit: denied for 365 days, banner at the bottom, no layout shift @responsive", async ({ page }) => {
  const errors = cspErrors(page);
  await page.goto("/");
  const banner = page.getByRole("region", { name: "Sua privacidade" });
  await expect(banner).toBeVisible();
  await expect(banner).toHaveCSS("position", "fixed");
  // On screen at phone size too: content wider than the phone would push a fixed bar out of view.
  await expect(banner).toBeInViewport({ ratio: 1 });
  const { value, expiry } = await consentCookies(page);
  expect(value).toMatchObject({ value: "denied", path: "/", sameSite: "Lax", secure: false });
  expect(daysLeft(value?.expires ?? 0)).toBe(365);
  expect(Date.parse(expiry?.value ?? "")).not.toBeNaN();
  // CLS 0 from the banner: it takes no room in the flow (the page is as tall with it as without;
  // the space the page keeps for it is body padding after all content, which moves nothing) and no
  // layout shift involves it. Shifts of other sections are theirs to answer for.
  const { withBanner, withoutBanner, consentShifts } = await page.evaluate(
    () =>
      new Promise<{ withBanner: number; withoutBanner: number; consentShifts: number }>((resolve) => {
        let consentShifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { sources?: { node?: Node | null }[] })[]) {
            const nodes = (entry.sources ?? []).map((s) => s.node).filter((n): n is Element => n instanceof Element);
            if (nodes.some((n) => n.closest('[data-testid="consent-banner"]'))) consentShifts++;
          }
        }).observe({ type: "layout-shift", buffered: true });
        const el = document.querySelector<HTMLElement>('[data-testid="consent-banner"]');
        const withBanner = document.documentElement.scrollHeight;
        if (el) el.style.display = "none";
        const withoutBanner = document.documentElement.scrollHeight;
        if (el) el.style.display = "";
        setTimeout(() => resolve({ withBanner, withoutBanner, consentShifts }), 300);
      }),
  );
  expect(withBanner).toBe(withoutBanner);
  expect(consentShifts).toBe(0);
  expect(errors).toEqual([]);
});

test("the preferences script fills #user_prefs2 and session deviceInfo (CSP allows it)", async ({ page }) => {
  const errors = cspErrors(page);
  await page.goto("/");
  await expect(page.locator("#user_prefs2")).toHaveValue(/"language"/);
  const session = await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? "{}"), DEVICE_SESSION_KEY);
  expect(session.cookies).toBe("denied");
  expect(JSON.parse(session.user_prefs2)).toHaveProperty("timezone");
  expect(errors).toEqual([]);
});

test("Aceitar: both for 7 days; the banner stays away on the next pages", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Aceitar" }).click();
  await expect(page.getByTestId("consent-banner")).toHaveCount(0);
  const { value, expiry } = await consentCookies(page);
  expect(value?.value).toBe("both");
  expect(daysLeft(value?.expires ?? 0)).toBe(7);
  expect(daysLeft(Date.parse(expiry?.value ?? "") / 1000)).toBe(365);
  await page.goto("/regulamentos/");
  await expect(page.locator("#user_prefs2")).toHaveCount(1);
  await expect(page.getByTestId("consent-banner")).toHaveCount(0);
});

test("an unanswered banner follows the visitor to the next page", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("consent-banner")).toBeVisible();
  await page.goto("/regulamentos/");
  await expect(page.getByTestId("consent-banner")).toBeVisible();
});

test("Gerenciar: keyboard-only modal; Escape returns to the banner; one switch saves it alone", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Gerenciar" }).click();
  const dialog = page.getByRole("dialog", { name: "Gerenciar cookies" });
  await expect(dialog.getByRole("switch", { name: "Publicidade" })).toBeFocused();
  await page.keyboard.press("Space");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Gerenciar" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("switch", { name: "Publicidade" })).not.toBeChecked();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space");
  await dialog.getByRole("button", { name: "Confirmar" }).click();
  await expect(dialog).toHaveCount(0);
  expect((await consentCookies(page)).value?.value).toBe("func");
});

test("banner and modal have no axe violations @responsive", async ({ page }) => {
  await page.goto("/regulamentos/");
  await expect(page.getByTestId("consent-banner")).toBeVisible();
  const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
  const onBanner = await new AxeBuilder({ page }).include('[data-testid="consent-banner"]').withTags(tags).analyze();
  expect(onBanner.violations.map((v) => v.id)).toEqual([]);
  await page.getByRole("button", { name: "Gerenciar" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  const onModal = await new AxeBuilder({ page }).include('[data-testid="consent-backdrop"]').withTags(tags).analyze();
  expect(onModal.violations.map((v) => v.id)).toEqual([]);
});

test("Livelo: the affiliate script runs with the page URL only after advertising consent", async ({ page }) => {
  const errors = cspErrors(page);
  await page.goto("/livelo/?utm_source=livelo&l=lead-1");
  await expect(page.getByTestId("consent-banner")).toBeVisible();
  expect(await page.evaluate(() => (window as { __liveloAffiliate?: string }).__liveloAffiliate)).toBeUndefined();
  await page.getByRole("button", { name: "Aceitar" }).click();
  await expect
    .poll(() => page.evaluate(() => (window as { __liveloAffiliate?: string }).__liveloAffiliate))
    .toBe(new URL("/livelo/?utm_source=livelo", page.url()).toString());
  expect(errors).toEqual([]);
});

test("no affiliate script outside the livelo variant", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Aceitar" }).click();
  await expect(page.locator('script[src^="/scripts/livelo-affiliate.js"]')).toHaveCount(0);
});

test("the banner is in the server HTML: shown before any script runs, hidden by the boot hint for a visitor who answered", async ({
  browser,
  baseURL,
}) => {
  // No Next.js script at all: what a visitor sees before hydration (the inline boot script still
  // runs). Plain contexts: the suite's page fixture would wait for a hydration that never comes.
  async function withoutScripts(storageState: BrowserContextOptions["storageState"]) {
    const context = await browser.newContext({ baseURL, storageState });
    const page = await context.newPage();
    await page.route("**/_next/static/chunks/**/*.js", (route) => route.abort());
    await page.goto("/checkout/cep/?s=d500a", { waitUntil: "load" });
    return { context, page };
  }

  const first = await withoutScripts({ cookies: [], origins: [] });
  const html = await (await first.page.request.get("/checkout/cep/?s=d500a")).text();
  expect(html).toContain('data-testid="consent-banner"');
  expect(html).not.toContain("from the server but"); // the boot script is real code, not a client reference
  await expect(first.page.getByRole("region", { name: "Sua privacidade" })).toBeVisible();
  await expect(first.page.locator("html")).not.toHaveAttribute("data-consent", /./);
  await first.context.close();

  // Consent given (the suite's default storage state): the hint hides it before React would.
  const answered = await withoutScripts(test.info().project.use.storageState);
  await expect(answered.page.locator("html")).toHaveAttribute("data-consent", "answered");
  await expect(answered.page.getByTestId("consent-banner")).toBeHidden();
  await answered.context.close();
});
