import { expect as baseExpect, test } from "./support/test";
import { axeViolations } from "./support/axe";
import { consentGiven } from "./support/consent";

/**
 * Issue "Orders right the first time": every addon's landing lists plans (premium was empty), a
 * plan from another addon does not ride into this addon's order, and a link by speed selects one
 * plan (lib/plans/choice, lib/plans/notice).
 */

// Each checkout step loads the addon catalogue first: room for a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

const EMPTY_LANDING = "Nenhum plano desta oferta está disponível no momento";
const NOT_SOLD = "O plano escolhido não faz parte desta oferta. Escolha um dos planos disponíveis.";

test.beforeEach(async ({ page }) => {
  await consentGiven(page);
});

test("the premium landing lists its exclusive plans", async ({ page }) => {
  await page.goto("/premium/");
  const plans = page.locator("#planos");
  await expect(plans.getByRole("article").first()).toBeVisible();
  await expect(plans).not.toContainText(EMPTY_LANDING);
  await expect(plans).toContainText("OFERTA EXCLUSIVA");
  expect(await axeViolations(page, "#planos")).toEqual([]);
});

test("a premium plan carried into the default checkout sends the visitor to choose, saying why", async ({ page }) => {
  // The premium order puts d1000em in the store (one per tab, shared by the addons).
  await page.goto("/premium/checkout/cep/?s=d1000em");
  await expect(page).toHaveURL(/\/premium\/checkout\/cep\/\?s=d1000em$/);
  await expect(page.getByTestId("plan-info")).toContainText("1 Giga");

  await page.goto("/checkout/cep/?s=d1000em&utm_source=news");
  await expect(page).toHaveURL(/\/checkout\/planos\/\?utm_source=news&motivo=plano-fora-da-oferta$/);
  await expect(page.getByTestId("plan-notice")).toHaveText(NOT_SOLD);
  const list = page.getByRole("list", { name: "Planos disponíveis" });
  await expect(list.getByRole("listitem").first()).toBeVisible();
  await expect(list).not.toContainText("OFERTA EXCLUSIVA");
  await expect(page.getByTestId("plan-info")).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // The premium plan is gone from the order: the default CEP step does not take it on.
  await page.goto("/checkout/cep/");
  await expect(page).toHaveURL(/\/checkout\/planos\/$/);
  await expect(page.getByTestId("plan-notice")).toHaveCount(0);
});

test("a link by speed starts the order with the plan without subscriptions", async ({ page }) => {
  await page.goto("/checkout/cep/?dl=600&ul=300");
  await expect(page).toHaveURL(/\/checkout\/cep\/\?dl=600&ul=300$/);
  const info = page.getByTestId("plan-info");
  await expect(info).toContainText("600 Mega");
  await expect(info).not.toContainText("+");
  await expect(info).toContainText("R$\u00a0109,99/mês");
});

const SEVERAL = "Mais de um plano corresponde ao link que você seguiu. Escolha um dos planos disponíveis.";

for (const { query, count, preselected } of [
  // No match is without subscriptions: the default is the highest price_with_dacc (d600c, 129,99).
  { query: "dl=600&ul=300&sba=true", count: 3, preselected: "700 Mega com HBO Max" },
  { query: "sb=max", count: 2, preselected: "1 Giga + HBO Max" },
]) {
  test(`a link that matches several plans (${query}) lists those matches with the default preselected, none chosen`, async ({ page }) => {
    await page.goto(`/checkout/cep/?${query}`);
    await expect(page).toHaveURL(new RegExp(`/checkout/planos/\\?motivo=escolha-o-plano&${query}$`));
    await expect(page.getByTestId("plan-notice")).toHaveText(SEVERAL);
    const list = page.getByRole("list", { name: "Planos disponíveis" });
    // The cards, not the bullets inside them.
    const cards = list.locator(":scope > li");
    await expect(cards).toHaveCount(count);
    const suggested = list.locator(":scope > li[data-preselected]");
    await expect(suggested).toHaveCount(1);
    await expect(suggested).toContainText("Plano sugerido");
    await expect(suggested.getByRole("button", { name: `Continuar com este plano: ${preselected}` })).toBeVisible();
    // Preselected is not selected: the order has no plan yet.
    await expect(page.getByTestId("plan-info")).toHaveCount(0);
    // A reload lists the same matches.
    await page.reload();
    await expect(cards).toHaveCount(count);
    await suggested.getByRole("button", { name: `Continuar com este plano: ${preselected}` }).click();
    await expect(page).toHaveURL(/\/checkout\/cep\/$/);
    await expect(page.getByTestId("plan-info")).toContainText("HBO Max");
  });
}
