import AxeBuilder from "@axe-core/playwright";
import { expect as baseExpect, test, type Page } from "./support/test";
import { installationDates, todayInBrazil, toIsoDate } from "@/lib/validation";
import { callApi } from "./support/api";
import { readLead } from "./support/checkout";
import { LEAD_ID_KEY, ORDER_PERSON, prepareOrder, STORE_KEY } from "./support/order";

/**
 * Payment to order (components/checkout/payment): the order is prepared through the API
 * with the page's own request context (so the page's cookie jar owns the lead), its progress is
 * put in the browser as a reload would leave it (lead id in localStorage, non-sensitive store in
 * sessionStorage), and the runtime restores the rest from the backend.
 */

// Each step restores the order from the backend first (catalogue, GET lead): room for a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

const LAST_ORDER_KEY = "ultrafibra-last-order";
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const PERSON = ORDER_PERSON;

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function heading(page: Page, text: string) {
  await expect(page.getByRole("heading", { level: 1, name: text })).toBeVisible();
}

async function chooseDueDay(page: Page, day: number) {
  await page.goto("/checkout/data-de-vencimento/");
  await heading(page, "Escolha o dia de vencimento da fatura");
  await page.getByRole("radio", { name: `Dia ${day}`, exact: true }).check();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Continuar" }).click();
}

async function placeOrder(page: Page) {
  await page.getByRole("button", { name: "Confirmar pedido" }).click();
  await heading(page, "Pedido realizado");
  await expect(page).toHaveURL(/\/pedido-realizado\/$/);
  const number = page.getByTestId("order-number").locator("strong");
  await expect(number).toHaveText(/^\d{10}$/);
  return (await number.textContent()) ?? "";
}

test("direct debit on, a plan with installation scheduling: due day → debit → account → dates → summary → order", async ({ page }) => {
  test.setTimeout(180_000);
  const { idLead } = await prepareOrder(page, "d1000c");

  await chooseDueDay(page, 10);

  await heading(page, "Quer pagar com débito automático?");
  await expect(page.getByText("R$\u00a0", { exact: false }).first()).toBeVisible();
  await page.getByRole("radio", { name: "Sim, quero débito automático" }).check();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Continuar" }).click();

  await heading(page, "Dados da conta para débito automático");
  const bank = page.getByLabel("Banco");
  await expect(bank.locator("option", { hasText: "Itaú Unibanco (341)" })).toHaveCount(1);
  await expectNoAxeViolations(page);
  // Errors first: each beside its field, focus on the first.
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("Escolha o banco.")).toBeVisible();
  await expect(bank).toBeFocused();
  await bank.selectOption("341");
  await page.getByLabel("Agência").fill("1234");
  await page.getByLabel("Conta corrente").fill("12345-6");
  await page.getByRole("button", { name: "Continuar" }).click();

  await heading(page, "Escolha as datas para a instalação");
  // Back map with direct debit on: the account step comes before the dates.
  await expect(page.getByTestId("back-link")).toHaveAttribute("href", "/checkout/conta-debito/");
  const dates = page.getByLabel("Data", { exact: true });
  await expect(dates).toHaveCount(3);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("Escolha uma data para a instalação.")).toBeVisible();
  await expect(dates.nth(0)).toBeFocused();
  await dates.nth(0).selectOption({ index: 2 });
  const first = page.getByRole("group", { name: /1ª opção/ });
  await first.getByRole("radio", { name: "Manhã (8h às 12h)" }).check();
  await dates.nth(1).selectOption({ index: 3 });
  await page.getByRole("group", { name: /2ª opção/ }).getByRole("radio", { name: "Tarde (12h às 18h)" }).check();
  await page.getByRole("button", { name: "Continuar" }).click();

  await heading(page, "Confira e confirme seu pedido");
  await expect(page.getByTestId("back-link")).toHaveAttribute("href", "/checkout/data-instalacao/");
  const summary = page.getByTestId("order-summary");
  await expect(summary.getByText("***.982.247-**")).toBeVisible();
  await expect(summary.getByText("Todo dia 10")).toBeVisible();
  await expect(summary.getByText("Itaú Unibanco (341)")).toBeVisible();
  await expect(summary.getByText("Conta final 3456")).toBeVisible();
  await expect(summary.getByRole("region", { name: "Datas para a instalação" }).getByRole("listitem")).toHaveCount(2);
  await expect(summary.getByRole("link", { name: "Alterar dados pessoais" })).toHaveAttribute("href", "/checkout/consulta-telefone/");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "test-results/payment/confirmacao-1440.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "test-results/payment/confirmacao-390.png", fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  const orderNumber = await placeOrder(page);
  await expect(page.getByText("Confirmação de identidade")).toBeVisible();
  await expect(page.getByText(/Manhã \(8h às 12h\)/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "test-results/payment/pedido-realizado-1440.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "test-results/payment/pedido-realizado-390.png", fullPage: true });

  // A new order starts clean: no lead id, no order in the store; the order stays on screen.
  expect(await page.evaluate((k) => localStorage.getItem(k), LEAD_ID_KEY)).toBeNull();
  const stored = await page.evaluate((k) => JSON.parse(sessionStorage.getItem(k) ?? "{}") as { state?: Record<string, unknown> }, STORE_KEY);
  expect(stored.state).toMatchObject({ leadId: null, orderNumber: "", planoSelected: null, sendAddress: true, name: "" });
  await page.reload();
  await expect(page.getByTestId("order-number").locator("strong")).toHaveText(orderNumber);

  const lead = await readLead(idLead);
  expect(lead).toMatchObject({
    orderNumber,
    due_date: "10",
    direct_debit: true,
    bankInfo: { bank: "341", agency: "1234", account_number: "123456" },
  });
  expect(lead.schedules).toHaveLength(2);
  expect((lead.schedules as { period: string }[]).map((s) => s.period)).toEqual(["manha", "tarde"]);
});

test("Banco do Brasil's check digit X: agency 1234-x and account 12345-x typed, kept as X, sent, restored after a reload", async ({ page }) => {
  test.setTimeout(120_000);
  const { idLead } = await prepareOrder(page, "d500a");
  // Every API answer the page gets: none may be a refusal.
  const refused: string[] = [];
  page.on("response", (r) => {
    if (r.url().includes("/api/") && r.status() >= 400) refused.push(`${r.request().method()} ${r.url()} ${r.status()}`);
  });
  await chooseDueDay(page, 15);
  await heading(page, "Quer pagar com débito automático?");
  await page.getByRole("radio", { name: "Sim, quero débito automático" }).check();
  await page.getByRole("button", { name: "Continuar" }).click();

  await heading(page, "Dados da conta para débito automático");
  const agency = page.getByLabel("Agência");
  const account = page.getByLabel("Conta corrente");
  // Typed as a visitor does, key by key and in lower case: the mask keeps the X, in upper case.
  await agency.pressSequentially("1234-x");
  await account.pressSequentially("12345-x");
  await expect(agency).toHaveValue("1234-X");
  await expect(account).toHaveValue("12345-X");
  // Only Banco do Brasil uses X: with another bank both fields say so, and nothing is sent.
  await page.getByLabel("Banco").selectOption("341");
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(agency).toHaveAccessibleDescription(/Agência inválida\. O dígito X só é usado pelo Banco do Brasil\./);
  await expect(account).toHaveAccessibleDescription(/Conta inválida\. O dígito X só é usado pelo Banco do Brasil\./);
  await expect(agency).toBeFocused();
  await page.getByLabel("Banco").selectOption("001");
  // On Banco do Brasil the keyboard offers letters too (a phone's numeric pad has no X).
  await expect(agency).toHaveAttribute("inputmode", "text");
  await page.getByRole("button", { name: "Continuar" }).click();

  await heading(page, "Confira e confirme seu pedido");
  const summary = page.getByTestId("order-summary");
  await expect(summary.getByText("Banco do Brasil (001)")).toBeVisible();
  await expect(summary.getByText("1234-X", { exact: true })).toBeVisible();
  await expect(summary.getByText("Conta final 345X")).toBeVisible();
  expect(await readLead(idLead)).toMatchObject({
    direct_debit: true,
    bankInfo: { bank: "001", agency: "1234X", account_number: "12345X" },
  });

  // A reload keeps nothing of the account in the browser: it comes back from the lead, X included.
  await page.reload();
  await heading(page, "Confira e confirme seu pedido");
  await expect(summary.getByText("1234-X", { exact: true })).toBeVisible();
  await expect(summary.getByText("Conta final 345X")).toBeVisible();
  await page.goto("/checkout/conta-debito/");
  await heading(page, "Dados da conta para débito automático");
  await expect(page.getByLabel("Banco")).toHaveValue("001");
  await expect(agency).toHaveValue("1234-X");
  await expect(account).toHaveValue("12345-X");
  await expectNoAxeViolations(page);
  // Going on unchanged sends the same account again.
  await page.getByRole("button", { name: "Continuar" }).click();
  await heading(page, "Confira e confirme seu pedido");
  expect(await readLead(idLead)).toMatchObject({ bankInfo: { bank: "001", agency: "1234X", account_number: "12345X" } });
  expect(refused).toEqual([]);
});

test("direct debit off, a plan without scheduling: due day → no debit → summary → order", async ({ page }) => {
  test.setTimeout(60_000);
  const { idLead, plan } = await prepareOrder(page, "d500a");
  await chooseDueDay(page, 5);

  await heading(page, "Quer pagar com débito automático?");
  await page.getByRole("radio", { name: "Não, prefiro pagar a fatura todo mês" }).check();
  await page.getByRole("button", { name: "Continuar" }).click();

  await heading(page, "Confira e confirme seu pedido");
  const summary = page.getByTestId("order-summary");
  await expect(summary.getByText("Fatura mensal, sem débito automático")).toBeVisible();
  await expect(summary.getByText(`R$\u00a0${plan.price.replace(".", ",")}/mês`)).toBeVisible();
  await expect(summary.getByRole("region", { name: "Instalação", exact: true })).toBeVisible();
  await expect(summary.getByText("Banco")).toHaveCount(0);
  // Back goes to ativar-debito: no scheduling, no account.
  await expect(page.getByTestId("back-link")).toHaveAttribute("href", "/checkout/ativar-debito/");

  const orderNumber = await placeOrder(page);
  await expect(page.getByText(/combinar o dia e o período/)).toBeVisible();
  const lead = await readLead(idLead);
  expect(lead).toMatchObject({ orderNumber, due_date: "5", direct_debit: false });
  expect(lead.bankInfo ?? null).toBeNull();
});

test("a failed confirmation shows its message; the retry places the order", async ({ page }) => {
  test.setTimeout(60_000);
  const { idLead } = await prepareOrder(page, "d500a");
  await callApi(page.request, "PATCH", `lead-v2/${idLead}/dueDate`, { due_date: "15" });
  await callApi(page.request, "PATCH", `lead-v2/${idLead}/bankInfo`, { direct_debit: false });
  let failed = false;
  await page.route(/\/api\/lead-v2\/[^/]+\/?(\?.*)?$/, async (route) => {
    if (route.request().method() === "PUT" && !failed) {
      failed = true;
      await route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" });
    } else await route.fallback();
  });
  await page.goto("/checkout/confirmacao/");
  await heading(page, "Confira e confirme seu pedido");
  await page.getByRole("button", { name: "Confirmar pedido" }).click();

  await heading(page, "Confirmando seus dados");
  // (Next's route announcer is an alert region too: the step's own is in <main>.)
  await expect(page.locator("main").getByRole("alert")).toHaveText("Erro HTTP 500 Internal Server Error");
  await expect(page.getByRole("link", { name: "Voltar para o resumo do pedido" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Tentar novamente" }).click();
  await heading(page, "Pedido realizado");
  await expect(page.getByTestId("order-number").locator("strong")).toHaveText(/^\d{10}$/);
  expect(failed).toBe(true);
});

test("Alterar dados pessoais: phone confirmed, data edited and saved, back to the summary", async ({ page }) => {
  test.setTimeout(60_000);
  const { idLead } = await prepareOrder(page, "d500a");
  await callApi(page.request, "PATCH", `lead-v2/${idLead}/dueDate`, { due_date: "20" });
  await callApi(page.request, "PATCH", `lead-v2/${idLead}/bankInfo`, { direct_debit: false });
  await page.goto("/checkout/confirmacao/");
  await heading(page, "Confira e confirme seu pedido");
  await page.getByRole("link", { name: "Alterar dados pessoais" }).click();

  await heading(page, "Confirme seu telefone");
  await expect(page.getByLabel("Telefone com DDD")).toHaveValue("(11) 98765-4321");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Confirmar telefone" }).click();

  await heading(page, "Seus dados pessoais");
  await expect(page.getByLabel("Data de nascimento")).toHaveValue("31/12/1990");
  await expectNoAxeViolations(page);
  // Keyboard only: Enter submits; the first invalid field gets the focus, each message beside its field.
  const name = page.getByLabel("Nome completo", { exact: true });
  const mother = page.getByLabel("Nome completo da mãe");
  await name.fill("Ana");
  await mother.fill("Maria");
  await mother.press("Enter");
  await expect(page.getByText("Informe nome e sobrenome, só com letras.")).toBeVisible();
  await expect(page.getByText("Informe nome e sobrenome da sua mãe, só com letras.")).toBeVisible();
  await expect(name).toBeFocused();
  await name.fill("Ana Souza");
  await mother.fill("Joana Pereira");
  await mother.press("Enter");

  await heading(page, "Confira e confirme seu pedido");
  await expect(page.getByTestId("order-summary").getByText("Joana Pereira")).toBeVisible();
  expect(await readLead(idLead)).toMatchObject({ mothers_name: "Joana Pereira", phone: PERSON.phone });
});

test("Recomeçar pedido deletes the lead and starts clean at the home page", async ({ page }) => {
  test.setTimeout(60_000);
  const { idLead } = await prepareOrder(page, "d500a");
  await callApi(page.request, "PATCH", `lead-v2/${idLead}/dueDate`, { due_date: "1" });
  await callApi(page.request, "PATCH", `lead-v2/${idLead}/bankInfo`, { direct_debit: false });
  await page.goto("/checkout/confirmacao/");
  await heading(page, "Confira e confirme seu pedido");
  const toggle = page.getByRole("button", { name: "Recomeçar pedido" });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Sim, apagar e recomeçar" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/") // every step path ends in "/" too;
  expect(await page.evaluate((k) => localStorage.getItem(k), LEAD_ID_KEY)).toBeNull();
  const stored = await page.evaluate((k) => JSON.parse(sessionStorage.getItem(k) ?? "{}") as { state?: Record<string, unknown> }, STORE_KEY);
  expect(stored.state).toMatchObject({ leadId: null, sendAddress: true, planoSelected: null, zip: "" });
  expect((await callApi(page.request, "GET", `lead/${idLead}`)).status()).toBe(404);
});

test("addon b: due day, debit and account on one page (instalacao-pagamento), then dates and the order", async ({ page }) => {
  test.setTimeout(120_000);
  const { idLead } = await prepareOrder(page, "d1000c", { addon: "b" });
  await page.goto("/b/checkout/instalacao-pagamento/");
  await heading(page, "Instalação e pagamento");
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "62.5");
  await page.getByRole("radio", { name: "Dia 25", exact: true }).check();
  await page.getByRole("radio", { name: "Sim, quero débito automático" }).check();
  await expect(page.getByLabel("Banco")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("Escolha o banco.")).toBeVisible();
  await page.getByLabel("Banco").selectOption("001");
  await page.getByLabel("Agência").fill("4321-0");
  await page.getByLabel("Conta corrente").fill("98765-4");
  await page.getByRole("button", { name: "Continuar" }).click();

  await heading(page, "Escolha as datas para a instalação");
  await expect(page.getByTestId("back-link")).toHaveAttribute("href", "/b/checkout/instalacao-pagamento/");
  await page.getByLabel("Data", { exact: true }).first().selectOption({ index: 1 });
  await page.getByRole("group", { name: /1ª opção/ }).getByRole("radio", { name: "Tarde (12h às 18h)" }).check();
  await page.getByRole("button", { name: "Continuar" }).click();

  await heading(page, "Confira e confirme seu pedido");
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "87.5");
  await expect(page.getByRole("link", { name: "Alterar pagamento" })).toHaveAttribute("href", "/b/checkout/instalacao-pagamento/");
  const orderNumber = await placeOrder(page);
  expect(await readLead(idLead)).toMatchObject({
    orderNumber,
    due_date: "25",
    direct_debit: true,
    bankInfo: { bank: "001", agency: "43210", account_number: "987654" },
  });
});

test("entry, plan list and cart: /checkout/ with a plan goes to the CEP, without one to the plans", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto("/checkout/?s=d500a&utm_source=teste");
  await expect(page).toHaveURL(/\/checkout\/cep\/\?s=d500a&utm_source=teste$/);
  await expect(page.getByTestId("plan-info")).toContainText("500 Mega");

  await page.goto("/checkout/carrinho/");
  await heading(page, "Seu carrinho");
  await expect(page.getByRole("heading", { level: 2, name: /500 Mega/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Trocar plano" }).click();

  await heading(page, "Escolha seu plano");
  const cards = page.getByRole("list", { name: "Planos disponíveis" }).getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2 }) });
  await expect(cards.first()).toBeVisible();
  await expect(page.getByText("Plano escolhido", { exact: true })).toHaveCount(1);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Escolher este plano: 1 Giga", exact: true }).first().click();
  await expect(page).toHaveURL(/\/checkout\/cep\/$/);
  await expect(page.getByTestId("plan-info")).toContainText("1 Giga");

  await page.evaluate((k) => sessionStorage.removeItem(k), STORE_KEY);
  await page.goto("/checkout/");
  await expect(page).toHaveURL(/\/checkout\/planos\/$/);
});

test("pedido-realizado without an order goes back into the funnel; instalacao explains the visit", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto("/robots.txt");
  await page.evaluate((k) => sessionStorage.removeItem(k), LAST_ORDER_KEY);
  await page.goto("/pedido-realizado/");
  await expect(page).toHaveURL(/\/checkout\/planos\/$/);

  await prepareOrder(page, "d1000c");
  await page.goto("/checkout/instalacao/");
  await heading(page, "Instalação");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Escolher as datas" }).click();
  // The guard sends the visitor to the first step not done: the due day.
  await expect(page).toHaveURL(/\/checkout\/data-de-vencimento\/$/);
});

test("axe: every payment, installation and order step, filled as a visitor leaves them (screenshots kept) @responsive", async ({ page }) => {
  test.setTimeout(180_000);
  const { idLead } = await prepareOrder(page, "d1000c");
  const [day1, day2] = installationDates(todayInBrazil());
  const steps: [string, unknown][] = [
    ["dueDate", { due_date: "15" }],
    ["bankInfo", { direct_debit: true, bankInfo: { bank: "237", agency: "1234", account_number: "123456" } }],
    ["scheduleDate", { schedules: [{ date: toIsoDate(day1!), period: "manha" }, { date: toIsoDate(day2!), period: "tarde" }] }],
  ];
  for (const [step, body] of steps) expect((await callApi(page.request, "PATCH", `lead-v2/${idLead}/${step}`, body)).status(), step).toBe(200);
  const pages: [string, string][] = [
    ["/checkout/data-de-vencimento/", "Escolha o dia de vencimento da fatura"],
    ["/checkout/ativar-debito/", "Quer pagar com débito automático?"],
    ["/checkout/conta-debito/", "Dados da conta para débito automático"],
    ["/checkout/data-instalacao/", "Escolha as datas para a instalação"],
    ["/checkout/confirmacao/", "Confira e confirme seu pedido"],
    ["/checkout/instalacao/", "Instalação"],
    ["/checkout/consulta-telefone/", "Confirme seu telefone"],
    ["/checkout/dados-pessoais/", "Seus dados pessoais"],
    ["/checkout/carrinho/", "Seu carrinho"],
    ["/checkout/planos/", "Escolha seu plano"],
    ["/b/checkout/instalacao-pagamento/", "Instalação e pagamento"],
  ];
  for (const [path, title] of pages) {
    await page.goto(path);
    await heading(page, title);
    // The form is on screen once the order is restored (filled fields included).
    await expect(page.locator("main form, main [data-testid='order-summary'], main ul, main ol").first()).toBeVisible();
    await test.step(path, () => expectNoAxeViolations(page));
    const name = path.replace(/^\/|\/$/g, "").replace(/\//g, "_");
    await page.screenshot({ path: `test-results/payment/${name}-${test.info().project.name}.png`, fullPage: true });
  }
  // Restored, not retyped: the bank and the two dates came back from the lead.
  await page.goto("/checkout/conta-debito/");
  await expect(page.getByLabel("Banco")).toHaveValue("237");
  await page.goto("/checkout/data-instalacao/");
  await expect(page.getByLabel("Data", { exact: true }).nth(1)).not.toHaveValue("");
});

test("a new address replaces the order: the old lead is deleted, a new one made at the new CEP", async ({ page }) => {
  test.setTimeout(60_000);
  const { idLead } = await prepareOrder(page, "d500a");
  await page.goto("/checkout/cep/");
  await heading(page, "Qual é o CEP da instalação?");
  const cep = page.getByLabel("CEP", { exact: true });
  await expect(cep).toHaveValue("01310-100");
  await cep.fill("04538133");
  await page.getByRole("button", { name: "Continuar" }).click();
  await heading(page, "Qual é o número do imóvel?");
  await page.getByLabel("Número", { exact: true }).fill("200");
  await page.getByLabel("Sem complemento", { exact: true }).check();
  await page.getByRole("button", { name: "Continuar" }).click();
  // The new lead takes over the answers given (name to CPF) and the visitor goes on
  // from the first step still to do (the due day; checkout-address-change.spec.ts has the way
  // back to the summary). The lead id is kept before its answers are carried: wait for the step.
  await heading(page, "Escolha o dia de vencimento da fatura");
  const newId = await page.evaluate((k) => localStorage.getItem(k), LEAD_ID_KEY);
  expect(newId).toBeTruthy();
  expect(newId).not.toBe(idLead);
  await expect.poll(async () => (await callApi(page.request, "GET", `lead/${idLead}`)).status()).toBe(404);
  // The new lead takes over the answers given (name to CPF).
  expect(await readLead(newId!)).toMatchObject({
    address: { cep: "04538133", number: "200" },
    name: PERSON.name,
    email: PERSON.email,
    cpf: PERSON.cpf,
  });
});
