import { expect, test, type Page } from "./support/test";
import { freshAddress } from "./support/api";
import { consentGiven } from "./support/consent";
import { engagementEvents, recordEngagement } from "./support/engagement";

/**
 * Issue "Orders right the first time" item 8: the lead's attribution (funnel §3). The lead-v2 of
 * an order started from a landing card carries origin, lp_origin, client_id, session_id and the
 * visit's utm parameters; the card start is an addToShoppingCart; the header logo keeps the utm.
 */

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  // "func": the engagement events of marketing §7 are allowed, so the stub sees addToShoppingCart.
  await consentGiven(page, "func");
  await page.setExtraHTTPHeaders({ "x-forwarded-for": freshAddress() });
  // The engagement script's function (marketing §7), recording what the site sends it.
  await recordEngagement(page);
});

const next = (page: Page) => page.getByRole("button", { name: "Continuar", exact: true }).click();

/** CEP and number, up to the availability check; returns the POST lead-v2's body. */
async function toAvailability(page: Page): Promise<Record<string, unknown>> {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Qual é o CEP da instalação?");
  await page.getByLabel("CEP", { exact: true }).fill("01310100");
  await next(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Qual é o número do imóvel?");
  await page.getByLabel("Número", { exact: true }).fill("1000");
  await page.getByLabel("Sem complemento", { exact: true }).check();
  const lead = page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/lead-v2/", { timeout: 30_000 });
  await next(page);
  return (await lead).postDataJSON() as Record<string, unknown>;
}

test("a landing card's order: lead-v2 carries origin, lp_origin, client_id, session_id and the utm; the start is an addToShoppingCart", async ({ page }) => {
  await page.goto("/?utm_source=news&utm_campaign=bf");
  const card = page.locator("#planos").getByRole("article").first();
  await card.getByRole("link", { name: /^Contratar agora/ }).click();
  await expect(page).toHaveURL(/\/checkout\/cep\/\?s=d500a&utm_source=news&utm_campaign=bf$/);
  await expect.poll(async () => (await engagementEvents(page)).filter(([e]) => e === "addToShoppingCart").map(([, d]) => d.ref)).toEqual(["d500a"]);

  const body = await toAvailability(page);
  expect(body).toMatchObject({ origin: "timinternet", lp_origin: "/", utm_source: "news", utm_campaign: "bf" });
  expect(body.client_id).toEqual(expect.stringMatching(/^[\w-]{8,128}$/));
  expect(body.session_id).toEqual(expect.stringMatching(/^[\w-]{8,128}$/));
  expect(body.client_id).not.toBe(body.session_id);
});

test("the header logo keeps the visit's utm, and the next lead still carries them", async ({ page }) => {
  await page.goto("/?utm_source=news&utm_campaign=bf");
  // A page of the same visit whose URL has lost the utm (a bookmark, a typed address).
  await page.goto("/checkout/cep/?s=d600gl");
  await page.getByRole("banner").getByRole("link", { name: "TIM Ultrafibra" }).click();
  await expect(page).toHaveURL(/\/\?utm_source=news&utm_campaign=bf$/);

  await page.goto("/checkout/cep/?s=d600gl");
  const body = await toAvailability(page);
  expect(body).toMatchObject({ lp_origin: "/", utm_source: "news", utm_campaign: "bf" });
});
