import { ATTRIBUTION_COOKIE } from "@/lib/visit/attribution-cookie";
import { expect, test, waitingForHydration, type Browser, type BrowserContext, type Page } from "./support/test";
import { freshAddress } from "./support/api";
import { readLead, startOrder } from "./support/checkout";

/**
 * Attribution that lasts: a campaign visit's touches are kept for 30 days in a
 * first-party cookie when the visitor allows advertising, and only for the tab otherwise; the
 * lead of a later visit carries them; utm_term and the click ids never go into a link.
 *
 * Each visit is a context of its own, made from the previous one's storage state (its cookies and
 * localStorage; never sessionStorage, which ends with the tab), as a browser closed and opened
 * again. The page's clock is moved ahead; the browser's own cookie clock is not, so "31 days
 * later" shows the site itself dropping what is past the window, and the cookie's expiry date is
 * checked as written.
 */

const DAY_MS = 86_400_000;
type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;
type Body = Record<string, unknown>;

test.describe.configure({ timeout: 120_000 });

/** A browser opened `daysLater` days after now, with what the last one kept (nothing at first). */
async function visit(browser: Browser, state: StorageState | undefined, daysLater = 0): Promise<{ context: BrowserContext; page: Page }> {
  const { baseURL, locale, viewport } = test.info().project.use;
  const context = await browser.newContext({
    baseURL,
    locale,
    viewport,
    // No consent answered yet on the first visit: the banner is on screen.
    storageState: state ?? { cookies: [], origins: [] },
    extraHTTPHeaders: { "x-forwarded-for": freshAddress() },
  });
  const page = waitingForHydration(await context.newPage());
  if (daysLater) await page.clock.setFixedTime(new Date(Date.now() + daysLater * DAY_MS));
  return { context, page };
}

const attributionCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === ATTRIBUTION_COOKIE);

/** The order started at checkout/cep up to the lead's creation: the POST lead-v2 body and the lead as stored. */
async function orderLead(page: Page): Promise<{ sent: Body; stored: Body }> {
  const request = page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/lead-v2/", { timeout: 60_000 });
  const id = await startOrder(page, { sku: "d600gl" });
  const sent = (await request).postDataJSON() as Body;
  return { sent, stored: await readLead(id) };
}

const STORED_ONLY = /[?&](utm_term|fbclid|gbraid|wbraid)=/;

test("advertising accepted: the next day's lead carries utm_term and fbclid from the 30-day cookie; 31 days later they are gone", async ({ browser }) => {
  // Day 0: a campaign click; no cookie until the visitor allows advertising.
  const day0 = await visit(browser, undefined);
  await day0.page.goto("/?utm_term=x&fbclid=y");
  await expect(day0.page.getByRole("button", { name: "Aceitar" })).toBeVisible();
  expect(await attributionCookie(day0.context)).toBeUndefined();
  const clickedAt = Date.now();
  await day0.page.getByRole("button", { name: "Aceitar" }).click();
  await expect.poll(() => attributionCookie(day0.context)).toBeTruthy();
  const cookie = (await attributionCookie(day0.context))!;
  expect(cookie).toMatchObject({ path: "/", sameSite: "Lax", secure: false, httpOnly: false });
  // 30 days from the click, not from now: the touch was taken before "Aceitar".
  expect(cookie.expires * 1000 - clickedAt).toBeGreaterThan(30 * DAY_MS - 60_000);
  expect(cookie.expires * 1000 - clickedAt).toBeLessThan(30 * DAY_MS + 60_000);
  expect(JSON.parse(decodeURIComponent(cookie.value))).toMatchObject({ v: 1, last: { params: { utm_term: "x", fbclid: "y" } } });
  expect(cookie.value.length).toBeLessThan(512);
  // The landing's links keep them out of the URL.
  const card = day0.page.locator("#planos").getByRole("article").first();
  await expect(card.getByRole("link", { name: /^Contratar agora/ })).not.toHaveAttribute("href", STORED_ONLY);
  const state = await day0.context.storageState();
  await day0.context.close();

  // Day 1: the visitor comes back (a bookmark, no query) and orders.
  const day1 = await visit(browser, state, 1);
  const { sent, stored } = await orderLead(day1.page);
  expect(sent).toMatchObject({ utm_term: "x", fbclid: "y", first_touch: { utm_term: "x", fbclid: "y" } });
  expect(Date.parse(String((sent.first_touch as Body).at))).toBeGreaterThanOrEqual(clickedAt - 5_000);
  expect(Date.parse(String((sent.first_touch as Body).at))).toBeLessThan(clickedAt + 60_000);
  expect(stored).toMatchObject({ utm_term: "x", fbclid: "y", first_touch: sent.first_touch });
  await day1.context.close();

  // Day 31: past the window, the site drops the cookie and the lead has no attribution left.
  const day31 = await visit(browser, state, 31);
  await day31.page.goto("/");
  await expect.poll(() => attributionCookie(day31.context)).toBeUndefined();
  const late = await orderLead(day31.page);
  expect(late.sent).not.toHaveProperty("utm_term");
  expect(late.sent).not.toHaveProperty("fbclid");
  expect(late.sent).not.toHaveProperty("first_touch");
  await day31.context.close();
});

test("advertising refused: the tab's own lead is attributed, nothing persists past the tab", async ({ browser }) => {
  const day0 = await visit(browser, undefined);
  await day0.page.goto("/?utm_term=x&fbclid=y");
  await day0.page.getByRole("button", { name: "Recusar" }).click();
  await expect(day0.page.getByRole("button", { name: "Recusar" })).toBeHidden();
  expect(await attributionCookie(day0.context)).toBeUndefined();
  // What the browser keeps when the visitor leaves now (before an order: its lead would be resumed).
  const state = await day0.context.storageState();
  expect(state.cookies.map((c) => c.name)).not.toContain(ATTRIBUTION_COOKIE);
  // Session-only: this tab still attributes its own order.
  const same = await orderLead(day0.page);
  expect(same.sent).toMatchObject({ utm_term: "x", fbclid: "y", first_touch: { utm_term: "x", fbclid: "y" } });
  expect(await attributionCookie(day0.context)).toBeUndefined();
  await day0.context.close();

  const day1 = await visit(browser, state, 1);
  const { sent, stored } = await orderLead(day1.page);
  expect(sent).not.toHaveProperty("utm_term");
  expect(sent).not.toHaveProperty("fbclid");
  expect(sent).not.toHaveProperty("first_touch");
  expect(stored).not.toHaveProperty("utm_term");
  expect(await attributionCookie(day1.context)).toBeUndefined();
  await day1.context.close();
});
