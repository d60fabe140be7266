import { expect as baseExpect, test } from "./support/test";
import { callApi } from "./support/api";
import { LEAD_ID_KEY, ORDER_PERSON, prepareOrder } from "./support/order";

/**
 * Changing the address from the order summary deletes the lead (a lead is made for one
 * address), but the visitor does not walk ~10 prefilled steps again: the new lead
 * takes over what is still valid (name to payment) and the visitor returns to the summary.
 */

// Each step restores the order from the backend first: room for a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const ANSWER_STEPS = /\/checkout\/(nome|telefone|email|data-nascimento|nome-mae|cpf|data-de-vencimento|ativar-debito)\//;

test("a new address from the summary: the new lead takes over the answers and the visitor is back at the summary @responsive", async ({ page }) => {
  const { idLead: oldLead } = await prepareOrder(page, "d500a", { dueDay: 10 });
  await page.goto("/checkout/ativar-debito/");
  await page.getByRole("radio", { name: "Não, prefiro pagar a fatura todo mês" }).check();
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confira e confirme seu pedido");

  // From here on, every page the visitor is shown.
  const shown: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) shown.push(new URL(frame.url()).pathname);
  });
  await page.getByTestId("edit-endereco").click();
  await expect(page).toHaveURL(/\/checkout\/cep\//);
  await page.getByRole("textbox", { name: "CEP" }).fill("04538133");
  await page.getByRole("button", { name: "Continuar", exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/nr-imovel\//);
  await page.getByRole("textbox", { name: "Número" }).fill("200");
  await page.getByRole("checkbox", { name: "Sem complemento" }).check();
  await page.getByRole("button", { name: "Continuar", exact: true }).click();

  await expect(page).toHaveURL(/\/checkout\/confirmacao\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confira e confirme seu pedido");
  const summary = page.getByTestId("order-summary");
  await expect(summary).toContainText("04538-133");
  await expect(summary).toContainText(ORDER_PERSON.name);
  expect(shown.filter((path) => ANSWER_STEPS.test(path)), "no answer asked again").toEqual([]);

  // A new lead, with the answers; the old one is gone.
  const newLead = await page.evaluate((key) => localStorage.getItem(key), LEAD_ID_KEY);
  expect(newLead).toBeTruthy();
  expect(newLead).not.toBe(oldLead);
  const lead = (await (await callApi(page.request, "GET", `lead/${newLead}`)).json()) as Record<string, unknown>;
  expect(lead).toMatchObject({
    name: ORDER_PERSON.name,
    email: ORDER_PERSON.email,
    phone: ORDER_PERSON.phone,
    cpf: ORDER_PERSON.cpf,
    birth_date: "1990-12-31",
    mothers_name: "Maria Souza",
    due_date: "10",
    direct_debit: false,
    address: expect.objectContaining({ cep: "04538133", number: "200" }),
  });
  expect((await callApi(page.request, "GET", `lead/${oldLead}`)).ok()).toBe(false);

  // And the order goes through from there.
  await page.getByRole("button", { name: "Confirmar pedido" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pedido realizado");
});
