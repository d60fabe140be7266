import { expect, type Page } from "./test";

const CONSENT = "Concordo em receber comunicações de TIM Ultrafibra por SMS e WhatsApp.";

/** The cep page up to the lead drawer, then nr-imovel with the house number. */
export async function checkCoverage(page: Page, cep: string, query = "") {
  await page.goto(`/consultar-cobertura/cep/${query}`);
  await fillCoverage(page, cep);
}

/** On a coverage cep page (any addon's): CEP, phone, the lead drawer, then nr-imovel's number. */
export async function fillCoverage(page: Page, cep: string) {
  const submit = page.getByRole("button", { name: "Consultar Cobertura" });
  await expect(submit).toBeDisabled();
  await page.getByLabel("CEP", { exact: true }).fill(cep);
  await page.getByLabel("Telefone com DDD").fill("11987654321");
  await expect(page.getByRole("checkbox", { name: CONSENT })).toBeChecked();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByRole("button", { name: /CEP encontrado/ })).toHaveAttribute("data-state", "success");
  const drawer = page.getByRole("dialog", { name: "Falta pouco! Informe seus dados" });
  await expect(drawer).toBeVisible();
  await drawer.getByLabel("Nome completo").fill("Maria da Silva");
  await drawer.getByLabel("E-mail").fill("maria@example.com.br");
  await expect(drawer.getByLabel("Telefone com DDD")).toHaveValue("(11) 98765-4321");
  await drawer.getByRole("button", { name: "Enviar" }).click();
  await expect(page).toHaveURL(/\/consultar-cobertura\/nr-imovel\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Qual é o número do imóvel?");
  await page.getByRole("textbox", { name: "Número" }).fill("1000");
  await page.getByRole("checkbox", { name: "Sem complemento" }).check();
}
