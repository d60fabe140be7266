import { expect as baseExpect, test } from "./support/test";
import { freshAddress } from "./support/api";
import { startOrder } from "./support/checkout";
import { consentGiven } from "./support/consent";
import { engagementEvents, recordEngagement, type EngagementEvent } from "./support/engagement";
import { prepareOrder } from "./support/order";

/**
 * The funnel's events and what the order sends.
 * - funil_recuperacao reports the price without direct debit (129.99) once the visitor declines
 *   it, not the direct-debit price (119.99). It goes "up to step 14" (marketing §7) only.
 * - Engagement events (docs/decisions/security-and-privacy.md#0064) wait for consent — held until the banner is
 *   answered, sent on acceptance, dropped on refusal; b/timblack's cards promise "Até 30 GIGA a
 *   mais", and its order sends the TIM Black bonus plan id.
 */

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": freshAddress() });
});

const named = (events: EngagementEvent[], name: string) => events.filter(([event]) => event === name).map(([, data]) => data);

test("funil_recuperacao reports 129.99 once the visitor declines direct debit (d600gl: 119.99 with it), and stops after step 14", async ({ page }) => {
  await consentGiven(page, "func");
  await recordEngagement(page);
  await prepareOrder(page, "d600gl", { dueDay: 10 });
  await page.goto("/checkout/ativar-debito/");
  await expect.poll(async () => named(await engagementEvents(page), "funil_recuperacao").at(-1)).toMatchObject({ step: 14, price: 119.99 });
  await page.getByRole("radio", { name: "Não, prefiro pagar a fatura todo mês" }).check();
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page).toHaveURL(/\/checkout\/data-instalacao\//);
  await expect(page.getByTestId("plan-info")).toContainText("R$\u00a0129,99/mês");
  // Marketing §7: "up to step 14". The funnel's step still goes out past it.
  await expect.poll(async () => Number(named(await engagementEvents(page), "PurchaseFunnelStep").at(-1)?.currentStep)).toBeGreaterThan(14);
  expect(named(await engagementEvents(page), "funil_recuperacao").filter((e) => Number(e.step) > 14)).toEqual([]);
  // Back on a step it covers, the event carries the price without direct debit.
  await page.goto("/checkout/ativar-debito/");
  await expect.poll(async () => named(await engagementEvents(page), "funil_recuperacao").at(-1)).toMatchObject({ step: 14, price: 129.99 });
});

test.describe("first visit, the banner unanswered", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("the funnel's events wait for consent and go out, in order, on 'Aceitar' @responsive", async ({ page }) => {
    await recordEngagement(page);
    await page.goto("/checkout/cep/?s=d500a");
    await expect(page.getByRole("textbox", { name: "CEP" })).toBeVisible();
    await expect(page.getByTestId("plan-info")).toContainText("500 Mega");
    expect(await engagementEvents(page)).toEqual([]);
    await page.getByRole("button", { name: "Aceitar" }).click();
    await expect.poll(async () => (await engagementEvents(page)).map(([event]) => event)).toEqual([
      "addToShoppingCart",
      "PurchaseFunnelStep",
      "funil_recuperacao",
      "page_view",
    ]);
    const events = await engagementEvents(page);
    expect(named(events, "addToShoppingCart")[0]).toMatchObject({ ref: "d500a", qty: 1 });
    expect(named(events, "PurchaseFunnelStep")[0]).toEqual({ currentStep: 2 });
  });

  test("on 'Recusar' they are dropped: nothing reaches the engagement script", async ({ page }) => {
    await recordEngagement(page);
    await page.goto("/checkout/cep/?s=d500a");
    await expect(page.getByRole("textbox", { name: "CEP" })).toBeVisible();
    await expect(page.getByTestId("plan-info")).toContainText("500 Mega");
    await page.getByRole("button", { name: "Recusar" }).click();
    await expect(page.getByTestId("consent-banner")).toHaveCount(0);
    await page.getByRole("textbox", { name: "CEP" }).fill("01310100");
    await page.getByRole("button", { name: "Continuar", exact: true }).click();
    await expect(page).toHaveURL(/\/checkout\/nr-imovel\//);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Qual é o número do imóvel?");
    expect(await engagementEvents(page)).toEqual([]);
  });
});

test("b/timblack: the order carries the TIM Black bonus its cards promise (idPlanAddonBonus)", async ({ page }) => {
  await consentGiven(page);
  await page.goto("/b/timblack/");
  await expect(page.locator("#planos article").first()).toContainText("Até 30 GIGA a mais");
  const created = page.waitForRequest((r) => /\/api\/lead-v2\/?$/.test(r.url()) && r.method() === "POST");
  await startOrder(page, { sku: "d500a", prefix: "/b/timblack" });
  expect((await created).postDataJSON()).toMatchObject({ addon: "black", idPlanAddonBonus: "bonus-timblack" });
});

test("a landing card's 'Consultar disponibilidade' drawer sends addToShoppingCart for its plan, once", async ({ page }) => {
  await consentGiven(page, "func");
  await recordEngagement(page);
  await page.goto("/");
  await page.locator("#planos").getByRole("article").first().getByRole("button", { name: "Consultar disponibilidade" }).click();
  const drawer = page.getByRole("dialog", { name: "Consulte a disponibilidade na sua região" });
  await drawer.getByLabel("CEP").pressSequentially("01310100");
  await drawer.getByLabel("Número do imóvel").fill("1000");
  await drawer.getByLabel("Sem complemento", { exact: true }).check();
  await drawer.getByLabel(/Telefone para contato/).pressSequentially("11987654321");
  await drawer.getByRole("button", { name: "Enviar" }).click();
  await expect(page).toHaveURL(/\/checkout\/(verificando-disponibilidade|nome)\//);
  await expect(page).toHaveURL(/\/checkout\/nome\//);
  const carts = named(await engagementEvents(page), "addToShoppingCart");
  expect(carts).toHaveLength(1);
  expect(carts[0]).toMatchObject({ ref: "d500a", qty: 1 });
});
