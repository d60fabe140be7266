import { expect as baseExpect, test } from "./support/test";
import { freshAddress } from "./support/api";
import { axeViolations } from "./support/axe";
import { next, onPath, readLead, startOrder } from "./support/checkout";

/**
 * A plan picked after the order started replaces the order's plan (PATCH plan), after coverage at
 * the stored address has been checked for it; sold there → back to where the order stood; not
 * sold there → the unavailable-offer step. The address and the rest of the order stay.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": freshAddress() });
});

test("a plan link followed mid-order replaces the order's plan and returns to the step the order had reached @responsive", async ({ page }) => {
  const id = await startOrder(page, { sku: "d1000a" });
  expect((await readLead(id)).idPlan).toBe("p-d1000a");
  await page.getByLabel("Nome completo", { exact: true }).fill("Maria Aparecida Silva");
  await next(page);
  await onPath(page, "/checkout/telefone/");

  const patched = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/lead-v2/${id}/plan/` && r.request().method() === "PATCH");
  await page.goto("/checkout/cep/?s=d500a");
  expect((await patched).status()).toBe(200);
  // Nothing but the plan changed: no CEP and number to click through again.
  await onPath(page, "/checkout/telefone/");
  await expect(page.getByTestId("plan-info")).toContainText("500 Mega");
  const lead = await readLead(id);
  expect(lead.idPlan).toBe("p-d500a");
  expect((lead.address as { cep: string }).cep).toBe("01310100");
  expect(await page.evaluate(() => window.localStorage.getItem("ultrafibra-lead-id"))).toBe(id);

  // The order goes on with the answers it had.
  await page.getByTestId("back-link").click();
  await onPath(page, "/checkout/nome/");
  await expect(page.getByLabel("Nome completo", { exact: true })).toHaveValue("Maria Aparecida Silva");
  await page.goto("/checkout/carrinho/");
  await expect(page.locator("main")).toContainText("500 Mega");
  await expect(page.locator("main")).not.toContainText("1 Giga");
});

test("the plan-info line's Editar → landing → another plan changes the order and returns to where it was", async ({ page }) => {
  const id = await startOrder(page, { sku: "d1000a" });
  await page.getByTestId("plan-info").getByRole("link", { name: /Editar/ }).click();
  const card = page.locator("#planos article").filter({ hasText: "500 Mega" }).first();
  await card.getByRole("link", { name: /Contratar agora/ }).click();
  await onPath(page, "/checkout/nome/");
  await expect(page.getByTestId("plan-info")).toContainText("500 Mega");
  await expect.poll(async () => (await readLead(id)).idPlan).toBe("p-d500a");
});

test("a plan not sold at the order's address leads to the unavailable offer, as at the first check @responsive", async ({ page }) => {
  // Salvador: only d300a and d500a (docs/sandbox.md).
  const id = await startOrder(page, { sku: "d500a", cep: "40010000" });
  await onPath(page, "/checkout/nome/");

  await page.goto("/checkout/cep/?s=d1000a");
  await onPath(page, "/checkout/oferta-indisponivel/");
  await expect(page.locator("main")).toContainText("O plano 1 Giga ainda não chega ao seu endereço.");
  // The order holds the plan asked for, as when an order starts with a plan the address lacks.
  expect((await readLead(id)).idPlan).toBe("p-d1000a");
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("radio", { name: /300 Mega/ }).check();
  await next(page, "Continuar com este plano");
  await onPath(page, "/checkout/nome/");
  expect((await readLead(id)).idPlan).toBe("p-d300a");
  await expect(page.getByTestId("plan-info")).toContainText("300 Mega");
});
