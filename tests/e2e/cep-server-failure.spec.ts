import { expect, test, type Page } from "./support/test";
import { freshAddress } from "./support/api";

/**
 * CEP 99999-005 answers `{ "success": false }` (docs/sandbox.md).
 * Funnel §8 and the sandbox table say "Erro no servidor. Por favor tente novamente mais tarde";
 * the checkout and coverage CEP steps must not show "Propriedades não encontradas no endereço: UF,
 * city, address" (the API's field names). It is a fault of the server, not of the CEP typed: the
 * message once, in the form's alert with its retry, and the CEP field left valid.
 */

const SERVER_FAILURE = "Erro no servidor. Por favor tente novamente mais tarde";

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": freshAddress() });
});

async function expectServerFailure(page: Page) {
  const alert = page.getByRole("alert").filter({ hasText: SERVER_FAILURE });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(alert).toHaveText(SERVER_FAILURE);
  await expect(page.getByText(/Propriedades não encontradas/)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Tentar novamente" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "CEP" })).not.toHaveAttribute("aria-invalid", "true");
}

test("checkout CEP step: 99999-005 says Erro no servidor, with its retry", async ({ page }) => {
  await page.goto("/checkout/cep/?s=d500a");
  await page.getByRole("textbox", { name: "CEP" }).fill("99999005");
  await page.getByRole("button", { name: "Continuar", exact: true }).click();
  await expectServerFailure(page);
  await expect(page).toHaveURL(/\/checkout\/cep\//);
});

test("coverage CEP page: 99999-005 says Erro no servidor, with its retry", async ({ page }) => {
  await page.goto("/consultar-cobertura/cep/");
  await page.getByRole("textbox", { name: "CEP" }).fill("99999005");
  await page.getByLabel("Telefone com DDD").fill("11987654321");
  await page.getByRole("button", { name: "Consultar Cobertura" }).click();
  await expectServerFailure(page);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
