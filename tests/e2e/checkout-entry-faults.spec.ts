import { expect, test, type Page, type Route } from "./support/test";
import { freshAddress } from "./support/api";

/**
 * A checkout step opens by reading the addon's plan list (GET plans?addon=).
 * When that call fails — HTTP 500, or no network — the step must not treat it as an empty list and
 * send the visitor to the landing without a word. Funnel §8's transport message and a retry
 * belong there; only a list that really is empty goes home (funnel §2).
 */

const ENTRY = "/timblack/checkout/cep/?s=d500a";
const PLANS = /\/api\/plans\/?(\?.*)?$/;

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": freshAddress() });
});

/** The plan list fails once with `fail`; the retry meets the real backend. */
async function failPlansOnce(page: Page, fail: (route: Route) => Promise<void>) {
  let failed = 0;
  await page.route(PLANS, async (route) => {
    if (failed++ === 0) return fail(route);
    return route.continue();
  });
  return () => failed;
}

async function expectRetryThenStep(page: Page, message: string) {
  const alert = page.locator("main").getByRole("alert");
  await expect(alert).toHaveText(message, { timeout: 20_000 });
  // Still the step the visitor asked for: not the landing.
  await expect(page).toHaveURL(/\/timblack\/checkout\/cep\/\?s=d500a$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Qual é o CEP da instalação?");
  await page.getByRole("button", { name: "Tentar novamente" }).click();
  await expect(page.getByRole("textbox", { name: "CEP" })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator("main").getByRole("alert")).toHaveCount(0);
  await expect(page.getByTestId("plan-info")).toContainText("500 Mega");
}

test("plans answers HTTP 500 at the checkout's entry: the message and a retry, not the landing @responsive", async ({ page }) => {
  const count = await failPlansOnce(page, (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" }));
  await page.goto(ENTRY);
  await expectRetryThenStep(page, "Erro HTTP 500 Internal Server Error");
  expect(count()).toBeGreaterThanOrEqual(2);
});

test("the network is down at the checkout's entry: the network message and a retry @responsive", async ({ page }) => {
  await failPlansOnce(page, (route) => route.abort("internetdisconnected"));
  await page.goto(ENTRY);
  await expectRetryThenStep(page, "Erro de rede: sua conexão caiu ou o servidor está fora do ar");
});

test("a plan list that really is empty still goes to the addon home (funnel §2)", async ({ page }) => {
  await page.route(PLANS, (route) => route.fulfill({ status: 200, contentType: "application/json", body: '{"plans":[]}' }));
  await page.goto(ENTRY);
  await expect(page).toHaveURL(/\/timblack\/$/, { timeout: 20_000 });
});

test("a 200 plan answer without plans says the property is missing, and does not go home", async ({ page }) => {
  await page.route(PLANS, (route) => route.fulfill({ status: 200, contentType: "application/json", body: '{"success":true}' }));
  await page.goto(ENTRY);
  await expect(page.locator("main").getByRole("alert")).toHaveText("Propriedades não encontradas na resposta: plans", { timeout: 20_000 });
  await expect(page).toHaveURL(/\/timblack\/checkout\/cep\/\?s=d500a$/);
});
