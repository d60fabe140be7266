import { expect as baseExpect, test } from "./support/test";
import { freshAddress } from "./support/api";
import { prepareOrder } from "./support/order";

/**
 * The plan-info line (funnel §2) keeps room only on the checkout's steps: kept on every funnel
 * page, on the order page (the order placed, the store emptied) and on the renewal pages (no
 * checkout plan) it would stay an empty grey band.
 */

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": freshAddress() });
});

const band = '[data-testid="plan-info-reserved"], [data-testid="plan-info"]';

test("renewal pages have no plan-info band @responsive", async ({ page }) => {
  await page.goto("/refidelizacao/consulta-cpf/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Renove seu plano: informe seu CPF");
  await expect(page.locator(band)).toHaveCount(0);
  // Nor in the server HTML, before any script.
  const html = await (await page.request.get("/refidelizacao/ofertas/")).text();
  expect(html.includes("plan-info"), "a plan-info band in the server HTML").toBe(false);
});

test("the order page has no empty band once the order is placed; a checkout step keeps its room @responsive", async ({ page }) => {
  const step = await (await page.request.get("/checkout/cep/")).text();
  expect(step.includes('data-testid="plan-info-reserved"'), "the checkout step keeps room for the line").toBe(true);
  const placed = await (await page.request.get("/pedido-realizado/")).text();
  expect(placed.includes("plan-info-reserved"), "an empty band kept on the order page").toBe(false);
  await prepareOrder(page, "d500a", { dueDay: 10 });
  await page.goto("/checkout/ativar-debito/");
  await page.getByRole("radio", { name: "Não, prefiro pagar a fatura todo mês" }).check();
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.getByRole("button", { name: "Confirmar pedido" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pedido realizado");
  await expect(page.getByTestId("order-number")).toBeVisible();
  await expect(page.locator(band)).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("order-number")).toBeVisible();
  await expect(page.locator(band)).toHaveCount(0);
});
