import { expect, test } from "./support/test";
import { freshAddress } from "./support/api";

/**
 * After "Confirmar renovação" the browser's Back must not reopen "Confirme a renovação" with
 * its button live, where a second tap would send a second PUT renewalBaseUser. After the
 * order, Back never offers to confirm again (as the checkout's order page already does): the
 * confirmation is replaced by the order in the history, and every renewal page behind it shows
 * the order.
 */

const RENEWAL_WITH_OFFERS = "285.739.146-37";

test.beforeEach(async ({ page }) => {
  // The CPF lookups are rate-limited per client.
  await page.setExtraHTTPHeaders({ "x-forwarded-for": freshAddress() });
});

test("renewal: Back after confirming shows the order, never 'Confirme a renovação' again @responsive", async ({ page }) => {
  const confirms: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "PUT" && /\/api\/renewalBaseUser\//.test(r.url())) confirms.push(r.url());
  });
  await page.goto("/refidelizacao/consulta-cpf/");
  await page.getByLabel("CPF do titular").fill(RENEWAL_WITH_OFFERS);
  await page.getByRole("button", { name: "Consultar ofertas" }).click();
  await expect(page).toHaveURL(/\/refidelizacao\/ofertas\//);
  await page.getByRole("button", { name: "Escolher esta oferta" }).first().click();
  await expect(page).toHaveURL(/\/refidelizacao\/confirmacao\//);
  await page.getByRole("button", { name: "Confirmar renovação" }).click();
  await expect(page).toHaveURL(/\/refidelizacao\/pedido-realizado\//);
  const number = (await page.getByTestId("order-number").textContent()) ?? "";
  expect(number).toMatch(/^\d{6,}$/);

  // Back, as far as the renewal goes: each entry shows the order, never the confirmation.
  await page.goBack();
  await expect(page).toHaveURL(/\/refidelizacao\/pedido-realizado\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Renovação realizada");
  await expect(page.getByTestId("order-number")).toHaveText(number);
  await expect(page.getByRole("button", { name: "Confirmar renovação" })).toHaveCount(0);

  // The page's own "← Voltar" does not lead to a live confirmation either.
  await page.getByTestId("back-link").click();
  await expect(page).not.toHaveURL(/\/refidelizacao\/confirmacao\//);
  await expect(page.getByRole("button", { name: "Confirmar renovação" })).toHaveCount(0);
  expect(confirms).toHaveLength(1);
});
