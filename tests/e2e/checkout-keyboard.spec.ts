import { expect as baseExpect, test, type Locator, type Page } from "./support/test";
import { freshAddress } from "./support/api";
import { readLead } from "./support/checkout";
import { engagementEvents, recordEngagement } from "./support/engagement";

/**
 * Keyboard-only order placement, on addon c (funnel §4: risk validation is
 * required there, so the quiz is part of the walk). From the CEP to the order number with Tab,
 * typing, Space, arrows and Enter only: no click, no fill. The sandbox's quiz answers are the
 * options q1a, q2a, q3a (docs/sandbox.md); the database then holds the finished lead.
 */

test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": freshAddress() });
});

/** Presses Tab until `target` has the focus (a keyboard user's way to a control). */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function onStep(page: Page, title: string | RegExp) {
  const h1 = page.getByRole("heading", { level: 1 });
  await expect(h1).toHaveText(title);
}

/** Tab to a text field, type into it, and send the form with Enter. */
async function typeAndEnter(page: Page, label: string, text: string) {
  await tabTo(page, page.getByLabel(label, { exact: true }));
  await page.keyboard.type(text);
  await page.keyboard.press("Enter");
}

/** Tab into a radio group, then arrows to the wanted option (arrows check as they move). */
async function chooseRadio(page: Page, name: string | RegExp, scope: Locator | Page = page) {
  const target = scope.getByRole("radio", { name, exact: typeof name === "string" });
  const inGroup = () => scope.locator("input[type=radio]").evaluateAll((els) => (els as Element[]).includes(document.activeElement as Element));
  for (let i = 0; i < 40 && !(await inGroup()); i++) await page.keyboard.press("Tab");
  for (let i = 0; i < 40 && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Space");
  await expect(target).toBeChecked();
}

async function pressButton(page: Page, name: string) {
  await tabTo(page, page.getByRole("button", { name, exact: true }));
  await page.keyboard.press("Enter");
}

test("keyboard only: an addon c order with the risk quiz, from the CEP to the order number", async ({ page }) => {
  // The engagement script's function (marketing §7), recording what the funnel sends it.
  await recordEngagement(page);
  await page.goto("/c/checkout/cep/?s=d500a");
  await onStep(page, "Qual é o CEP da instalação?");
  await typeAndEnter(page, "CEP", "01310100");

  await onStep(page, "Qual é o número do imóvel?");
  await tabTo(page, page.getByLabel("Número", { exact: true }));
  await page.keyboard.type("1000");
  await tabTo(page, page.getByLabel("Sem complemento", { exact: true }));
  await page.keyboard.press("Space");
  await pressButton(page, "Continuar");

  await onStep(page, "Qual é o seu nome completo?");
  await typeAndEnter(page, "Nome completo", "Joana Pereira Lima");
  await onStep(page, "Qual é o seu telefone?");
  await typeAndEnter(page, "Telefone com DDD", "11976543210");
  await onStep(page, "Qual é o seu e-mail?");
  await typeAndEnter(page, "E-mail", "joana.lima@example.com");
  await onStep(page, "Qual é a sua data de nascimento?");
  await typeAndEnter(page, "Data de nascimento", "02031988");
  await onStep(page, "Qual é o nome da sua mãe?");
  await typeAndEnter(page, "Nome completo da mãe", "Rita Pereira Lima");
  await onStep(page, "Qual é o seu CPF?");
  await typeAndEnter(page, "CPF", "52998224725");

  await onStep(page, "Escolha o dia de vencimento da fatura");
  await chooseRadio(page, "Dia 15");
  await pressButton(page, "Continuar");
  await onStep(page, "Quer pagar com débito automático?");
  await chooseRadio(page, "Não, prefiro pagar a fatura todo mês");
  await pressButton(page, "Continuar");

  // Addon c: the quiz, whatever the CPF.
  await onStep(page, "Validação de segurança");
  // The sandbox's right answers (its options q1a, q2a, q3a), reached with the arrow keys.
  for (const answer of ["Vila Mariana", "(11) 9****-4821", "Campinas"]) {
    const group = page.getByRole("radiogroup").filter({ has: page.getByRole("radio", { name: answer, exact: true }) });
    await chooseRadio(page, answer, group);
  }
  await pressButton(page, "Enviar respostas");

  await onStep(page, /Escolha as datas para a instalação|Confira e confirme seu pedido/);
  if ((await page.getByRole("heading", { level: 1 }).textContent())?.startsWith("Escolha as datas")) {
    const date = page.getByLabel("Data", { exact: true }).first();
    await tabTo(page, date);
    await page.keyboard.press("ArrowDown");
    await chooseRadio(page, "Manhã (8h às 12h)", page.getByRole("group", { name: /1ª opção/ }));
    await pressButton(page, "Continuar");
  }

  await onStep(page, "Confira e confirme seu pedido");
  const leadId = await page.evaluate(() => localStorage.getItem("ultrafibra-lead-id"));
  expect(leadId).toBeTruthy();
  await pressButton(page, "Confirmar pedido");
  await onStep(page, "Pedido realizado");
  const number = page.getByTestId("order-number").locator("strong");
  await expect(number).toHaveText(/^\d{10}$/);

  // The sandbox's database holds the finished lead with every answer.
  const lead = await readLead(leadId!);
  expect(lead).toMatchObject({
    orderNumber: await number.textContent(),
    name: "Joana Pereira Lima",
    phone: "11976543210",
    email: "joana.lima@example.com",
    birth_date: "1988-03-02",
    mothers_name: "Rita Pereira Lima",
    cpf: "52998224725",
    due_date: "15",
    direct_debit: false,
  });
  expect(lead).toMatchObject({ address: { cep: "01310100", number: "1000" } });

  // Tracking: each step's PurchaseFunnelStep in path order, the order's checkout event, and
  // never a CPF, a birth date or a mother's name in any payload.
  const events = await engagementEvents(page);
  const steps = events.filter(([e]) => e === "PurchaseFunnelStep").map(([, d]) => d.currentStep);
  expect(steps).toEqual(expect.arrayContaining([2, 3, 4, 6, 7, 8, 10, 11, 12, 13, 14, 16, 20, 21]));
  expect(events).toContainEqual(["checkout", expect.objectContaining({ total_itens: 1, n_pedido: lead.orderNumber })]);
  expect(events).toContainEqual(["funil_recuperacao", expect.objectContaining({ step: 8, phone: "5511976543210" })]);
  const sent = JSON.stringify(events);
  for (const secret of ["52998224725", "529.982.247-25", "1988-03-02", "02/03/1988", "Rita Pereira"]) expect(sent).not.toContain(secret);
});
