import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect as baseExpect, test, type Page } from "./support/test";
import { callApi, freshAddress } from "./support/api";
import { E2E_SERVER_LOG } from "./support/server-files";

/**
 * Issue #4, personal-data steps: telefone, email, confirmacao-colaborador, data-nascimento,
 * nome-mae, cpf, oferta-indisponivel, validacao (+ erro1, erro2), on `next start` with the
 * sandbox (README "Sandbox scenarios").
 */

// Each walk makes a dozen round trips to the sandbox; a busy machine (parallel builds) needs room.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const LOG = process.env.E2E_SERVER_LOG ?? E2E_SERVER_LOG;
const LEAD_ID_KEY = "ultrafibra-lead-id";
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

const PERSON = {
  name: "Maria Aparecida Silva",
  phone: "11987654321",
  phoneMasked: "(11) 98765-4321",
  email: "maria.silva@example.com",
  birth: "15081985",
  mother: "Ana Souza Silva",
  cpf: "52998224725",
  quizCpf: "39053344705",
  rejectedCpf: "71460238001",
};

// Each test is its own client for the proxy's rate limits (they key on x-forwarded-for).
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": freshAddress() });
});

async function axe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * The step is on screen: its path, its heading, the title. After a client-side navigation focus
 * is on the heading; a full page load (goto, reload) leaves it at the top, skip link first.
 */
async function onStep(page: Page, path: string, heading: string | RegExp, { loaded = false } = {}) {
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, "\\/")}(\\?|$)`));
  const h1 = page.getByRole("heading", { level: 1 });
  await expect(h1).toHaveText(heading);
  if (!loaded) await expect(h1).toBeFocused();
  if (typeof heading === "string") await expect(page).toHaveTitle(new RegExp(`^${heading.replace(/[?]/g, "\\?")}`));
}

const next = (page: Page, name = "Continuar") => page.getByRole("button", { name, exact: true }).click();

/** cep → nr-imovel → verificando-disponibilidade → (nome | oferta-indisponivel). */
async function startOrder(page: Page, prefix = "", cep = "01310100") {
  await page.goto(`${prefix}/checkout/cep/?s=d600gl`);
  await onStep(page, `${prefix}/checkout/cep/`, "Qual é o CEP da instalação?", { loaded: true });
  await page.getByLabel("CEP", { exact: true }).fill(cep);
  await next(page);
  await onStep(page, `${prefix}/checkout/nr-imovel/`, "Qual é o número do imóvel?");
  await page.getByLabel("Número", { exact: true }).fill("1000");
  await page.getByLabel("Sem complemento", { exact: true }).check();
  await next(page);
}

async function fillName(page: Page, prefix = "") {
  await onStep(page, `${prefix}/checkout/nome/`, "Qual é o seu nome completo?");
  await page.getByLabel("Nome completo", { exact: true }).fill(PERSON.name);
  await next(page);
}

async function fillPhone(page: Page, prefix = "") {
  await onStep(page, `${prefix}/checkout/telefone/`, "Qual é o seu telefone?");
  await page.getByLabel("Telefone com DDD", { exact: true }).fill(PERSON.phone);
  await next(page);
}

async function fillEmail(page: Page, prefix = "") {
  await onStep(page, `${prefix}/checkout/email/`, "Qual é o seu e-mail?");
  await page.getByLabel("E-mail", { exact: true }).fill(PERSON.email);
  await next(page);
}

async function fillBirthAndMother(page: Page, prefix = "") {
  await onStep(page, `${prefix}/checkout/data-nascimento/`, "Qual é a sua data de nascimento?");
  await page.getByLabel("Data de nascimento", { exact: true }).fill(PERSON.birth);
  await next(page);
  await onStep(page, `${prefix}/checkout/nome-mae/`, "Qual é o nome da sua mãe?");
  await page.getByLabel("Nome completo da mãe", { exact: true }).fill(PERSON.mother);
  await next(page);
}

/** The message tied to a field (its accessible description) after a submit. */
async function expectFieldError(page: Page, label: string, message: string | RegExp) {
  const field = page.getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(message);
  await expect(field).toBeFocused();
}

test("personal data, step by step: headings, a wrong value's message on each step, reload keeps the answers", async ({ page }) => {
  await startOrder(page);
  await onStep(page, "/checkout/nome/", "Qual é o seu nome completo?");
  await page.getByLabel("Nome completo", { exact: true }).fill("Maria");
  await next(page);
  await expectFieldError(page, "Nome completo", "Informe nome e sobrenome, só com letras.");
  await page.getByLabel("Nome completo", { exact: true }).fill(PERSON.name);
  await next(page);

  // telefone: an impossible number, then a backend failure (the sandbox's HTTP 500 phone) that
  // keeps what was typed, then a good number.
  await onStep(page, "/checkout/telefone/", "Qual é o seu telefone?");
  const phone = page.getByLabel("Telefone com DDD", { exact: true });
  await phone.fill("0198765432");
  await next(page);
  await expectFieldError(page, "Telefone com DDD", /Esse número não é válido. Verifique a digitação./);
  await phone.fill("11900000002");
  await next(page);
  await expect(page.getByRole("main").getByRole("alert")).toContainText("Erro HTTP 500");
  await expect(phone).toHaveValue("(11) 90000-0002");
  await expect(page.getByRole("button", { name: "Tentar novamente" })).toBeVisible();
  await phone.fill(PERSON.phone);
  await next(page);

  await onStep(page, "/checkout/email/", "Qual é o seu e-mail?");
  await page.getByLabel("E-mail", { exact: true }).fill("maria@exemplo");
  await next(page);
  await expectFieldError(page, "E-mail", "E-mail inválido. Confira o endereço digitado.");
  await expect(page.getByLabel("Aceito receber informações sobre meu pedido por SMS e WhatsApp", { exact: true })).toBeChecked();
  await page.getByLabel("Quero receber ofertas e novidades por e-mail", { exact: true }).check();
  await page.getByLabel("E-mail", { exact: true }).fill(PERSON.email);
  await next(page);

  await onStep(page, "/checkout/data-nascimento/", "Qual é a sua data de nascimento?");
  await page.getByLabel("Data de nascimento", { exact: true }).fill("31021990");
  await next(page);
  await expectFieldError(page, "Data de nascimento", /Data inválida/);
  await page.getByLabel("Data de nascimento", { exact: true }).fill("01012015");
  await next(page);
  await expectFieldError(page, "Data de nascimento", /É preciso ter 18 anos ou mais para contratar./);

  // A reload here: the page stays, and name and phone are still there (sessionStorage + the lead).
  await page.reload();
  await onStep(page, "/checkout/data-nascimento/", "Qual é a sua data de nascimento?", { loaded: true });
  await page.goto("/checkout/telefone/");
  await expect(page.getByLabel("Telefone com DDD", { exact: true })).toHaveValue(PERSON.phoneMasked);
  await page.goto("/checkout/nome/");
  await expect(page.getByLabel("Nome completo", { exact: true })).toHaveValue(PERSON.name);
  await page.goto("/checkout/data-nascimento/");
  await onStep(page, "/checkout/data-nascimento/", "Qual é a sua data de nascimento?", { loaded: true });
  await page.getByLabel("Data de nascimento", { exact: true }).fill(PERSON.birth);
  await next(page);

  await onStep(page, "/checkout/nome-mae/", "Qual é o nome da sua mãe?");
  await page.getByLabel("Nome completo da mãe", { exact: true }).fill("Ana");
  await next(page);
  await expectFieldError(page, "Nome completo da mãe", "Informe nome e sobrenome da sua mãe, só com letras.");
  await page.getByLabel("Nome completo da mãe", { exact: true }).fill(PERSON.mother);
  await next(page);

  await onStep(page, "/checkout/cpf/", "Qual é o seu CPF?");
  await page.getByLabel("CPF", { exact: true }).fill("11111111111");
  await next(page);
  await expectFieldError(page, "CPF", "CPF inválido. Confira os números digitados.");
  await page.getByRole("radio", { name: "Pessoa jurídica" }).check();
  await page.getByLabel("CNPJ da empresa", { exact: true }).fill("12ABC34501DE34");
  await next(page);
  await expectFieldError(page, "CNPJ da empresa", /CNPJ inválido/);
  await page.getByRole("radio", { name: "Pessoa física" }).check();
  await page.getByLabel("CPF", { exact: true }).fill(PERSON.cpf);
  await expect(page.getByLabel("CPF", { exact: true })).toHaveValue("529.982.247-25");
  await next(page);
  await expect(page).toHaveURL(/\/checkout\/data-de-vencimento\/$/);

  // Everything reached the lead (GET lead through the proxy, as the owner browser).
  const leadId = await page.evaluate((key) => localStorage.getItem(key), LEAD_ID_KEY);
  const lead = (await (await callApi(page.request, "GET", `lead/${leadId}`)).json()) as Record<string, unknown>;
  expect(lead).toMatchObject({
    name: PERSON.name,
    phone: PERSON.phone,
    email: PERSON.email,
    accept_promotions: true,
    accept_information: true,
    birth_date: "1985-08-15",
    mothers_name: PERSON.mother,
    cpf: PERSON.cpf,
  });
});

test("a company places the order with an alphanumeric CNPJ", async ({ page }) => {
  await startOrder(page);
  await fillName(page);
  await fillPhone(page);
  await fillEmail(page);
  await fillBirthAndMother(page);
  await onStep(page, "/checkout/cpf/", "Qual é o seu CPF?");
  await page.getByRole("radio", { name: "Pessoa jurídica" }).check();
  await page.getByLabel("CNPJ da empresa", { exact: true }).pressSequentially("12abc34501de35");
  await expect(page.getByLabel("CNPJ da empresa", { exact: true })).toHaveValue("12.ABC.345/01DE-35");
  await next(page);
  await expect(page).toHaveURL(/\/checkout\/data-de-vencimento\/$/);
  const leadId = await page.evaluate((key) => localStorage.getItem(key), LEAD_ID_KEY);
  const lead = (await (await callApi(page.request, "GET", `lead/${leadId}`)).json()) as Record<string, unknown>;
  expect(lead.cnpj).toBe("12ABC34501DE35");
});

function collaboratorCode(leadId: string): string | null {
  let code: string | null = null;
  for (const line of readFileSync(LOG, "utf8").split("\n")) {
    if (!line.includes("sandbox.collaborator-code")) continue;
    try {
      const entry = JSON.parse(line) as { leadId?: string; code?: string };
      if (String(entry.leadId) === leadId && entry.code) code = entry.code;
    } catch {
      // another line of the server log
    }
  }
  return code;
}

test("oferta-colaborador: the code from the sandbox's log, a wrong code's message, and no way around it", async ({ page }) => {
  const prefix = "/oferta-colaborador";
  await startOrder(page, prefix);
  await fillName(page, prefix);
  await fillPhone(page, prefix);
  await fillEmail(page, prefix);

  await onStep(page, `${prefix}/checkout/confirmacao-colaborador/`, "Confirme o código de colaborador");
  const leadId = (await page.evaluate((key) => localStorage.getItem(key), LEAD_ID_KEY)) ?? "";
  expect(leadId).not.toBe("");
  await expect.poll(() => collaboratorCode(leadId), { timeout: 10_000 }).not.toBeNull();
  const code = collaboratorCode(leadId)!;
  await expect(page.getByRole("button", { name: /Reenviar código em \d+ s/ })).toHaveAttribute("aria-disabled", "true");
  expect(await axe(page)).toEqual([]);

  // Funnel §2: later steps send the visitor back here until the code is validated.
  for (const later of ["data-nascimento", "cpf"]) {
    await page.goto(`${prefix}/checkout/${later}/`);
    // The guard's redirect is a client-side navigation: focus is on the heading again.
    await onStep(page, `${prefix}/checkout/confirmacao-colaborador/`, "Confirme o código de colaborador");
  }
  expect(collaboratorCode(leadId)).toBe(code); // coming back within the cooldown sends no new code

  const wrong = code === "000000" ? "111111" : "000000";
  await page.getByLabel("Código de confirmação", { exact: true }).fill(wrong);
  await next(page);
  await expectFieldError(page, "Código de confirmação", /Código inválido. Confira o código e tente novamente./);
  expect(await axe(page)).toEqual([]);

  await page.getByLabel("Código de confirmação", { exact: true }).fill(code);
  await next(page);
  await onStep(page, `${prefix}/checkout/data-nascimento/`, "Qual é a sua data de nascimento?");
  await fillBirthAndMother(page, prefix);
  await onStep(page, `${prefix}/checkout/cpf/`, "Qual é o seu CPF?");
});

test("oferta-indisponivel: the plan is not sold at the address, another one is chosen", async ({ page }) => {
  await startOrder(page, "", "40010000");
  await onStep(page, "/checkout/oferta-indisponivel/", "Oferta indisponível no seu endereço");
  await expect(page.getByRole("link", { name: "Consultar outro endereço" })).toHaveAttribute("href", "/checkout/cep/");
  await expect(page.getByRole("link", { name: "Prefiro receber uma ligação" })).toHaveAttribute("href", "/receber-ligacao/");
  expect(await axe(page)).toEqual([]);
  await next(page, "Continuar com este plano");
  await expect(page.getByText("Escolha um dos planos disponíveis.")).toBeVisible();
  await page.getByRole("radio", { name: /500 Mega/ }).check();
  await next(page, "Continuar com este plano");
  await onStep(page, "/checkout/nome/", "Qual é o seu nome completo?");
  const leadId = await page.evaluate((key) => localStorage.getItem(key), LEAD_ID_KEY);
  const lead = (await (await callApi(page.request, "GET", `lead/${leadId}`)).json()) as Record<string, unknown>;
  expect(lead.idPlan).toBe("p-d500a");
});

/** Payment steps are another group's screens: their answers go straight to the lead here. */
async function payViaApi(page: Page) {
  const leadId = (await page.evaluate((key) => localStorage.getItem(key), LEAD_ID_KEY)) ?? "";
  expect((await callApi(page.request, "PATCH", `lead-v2/${leadId}/dueDate`, { due_date: "10" })).ok()).toBe(true);
  expect((await callApi(page.request, "PATCH", `lead-v2/${leadId}/bankInfo`, { direct_debit: false })).ok()).toBe(true);
  return leadId;
}

/** Up to the CPF step and its answer; a rejection is shown at once (lib/funnel/flow). */
async function toDocument(page: Page, cpf: string, lands = /\/checkout\/data-de-vencimento\/$/) {
  await startOrder(page);
  await fillName(page);
  await fillPhone(page);
  await fillEmail(page);
  await fillBirthAndMother(page);
  await onStep(page, "/checkout/cpf/", "Qual é o seu CPF?");
  await page.getByLabel("CPF", { exact: true }).fill(cpf);
  await next(page);
  await expect(page).toHaveURL(lands);
}

test("validacao: the risk quiz moves the progress bar and, answered right, goes on to the installation date", async ({ page }) => {
  await toDocument(page, PERSON.quizCpf);
  await payViaApi(page);
  await page.goto("/checkout/validacao/");
  await onStep(page, "/checkout/validacao/", "Validação de segurança", { loaded: true });
  const progress = page.getByRole("progressbar");
  await expect(progress).toHaveAttribute("aria-valuenow", "13");
  expect(await axe(page)).toEqual([]);
  await next(page, "Enviar respostas");
  await expect(page.getByText("Escolha uma resposta.").first()).toBeVisible();
  await expect(page.getByRole("radio", { name: "Moema" })).toBeFocused();
  await page.getByRole("radio", { name: "Vila Mariana" }).check();
  await expect(progress).toHaveAttribute("aria-valuenow", "15");
  await page.getByRole("radio", { name: "(11) 9****-4821" }).check();
  await page.getByRole("radio", { name: "Campinas" }).check();
  await expect(progress).toHaveAttribute("aria-valuenow", "19");
  await next(page, "Enviar respostas");
  await expect(page).toHaveURL(/\/checkout\/data-instalacao\/$/);
});

test("validacao: wrong answers end on erro1 with the rejection message", async ({ page }) => {
  await toDocument(page, PERSON.quizCpf);
  await payViaApi(page);
  await page.goto("/checkout/validacao/");
  await onStep(page, "/checkout/validacao/", "Validação de segurança", { loaded: true });
  await page.getByRole("radio", { name: "Moema" }).check();
  await page.getByRole("radio", { name: "(21) 9****-5530" }).check();
  await page.getByRole("radio", { name: "Santos" }).check();
  await next(page, "Enviar respostas");
  await onStep(page, "/checkout/validacao/erro1/", "Não foi possível validar seus dados");
  await expect(page.getByText("Não foi possível confirmar sua identidade pelas respostas.", { exact: false })).toBeVisible();
  const contact = page.getByRole("region", { name: "Fale com a gente" });
  await expect(contact.getByRole("link", { name: "103 41" })).toHaveAttribute("href", "tel:10341");
  await expect(contact.getByRole("link", { name: "1056" })).toHaveAttribute("href", "tel:1056");
  await expect(contact.getByRole("link", { name: "Prefiro que a TIM me ligue" })).toHaveAttribute("href", "/receber-ligacao/");
  expect(await axe(page)).toEqual([]);
});

test("a rejected CPF: erro1 shows the message; 'Começar de novo' starts a new order at the CEP", async ({ page }) => {
  await toDocument(page, PERSON.rejectedCpf, /\/checkout\/validacao\/erro1\/$/);
  const leadId = await page.evaluate((key) => localStorage.getItem(key), LEAD_ID_KEY);
  await onStep(page, "/checkout/validacao/erro1/", "Não foi possível validar seus dados");
  await expect(page.getByText("Não conseguimos aprovar seu cadastro pela internet.", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Começar de novo" }).click();
  await onStep(page, "/checkout/cep/", "Qual é o CEP da instalação?");
  expect(await page.evaluate((key) => localStorage.getItem(key), LEAD_ID_KEY)).toBeNull();
  expect((await callApi(page.request, "GET", `lead/${leadId}`)).ok()).toBe(false);
});

test("a new CEP before the phone step: the first lead is deleted with what is known (no phone), no request refused", async ({ page }) => {
  const refused: string[] = [];
  const deletes: number[] = [];
  page.on("response", (r) => {
    if (!r.url().includes("/api/")) return;
    if (r.status() >= 400) refused.push(`${r.request().method()} ${new URL(r.url()).pathname} ${r.status()}`);
    if (r.request().method() === "DELETE") deletes.push(r.status());
  });
  await startOrder(page);
  await onStep(page, "/checkout/nome/", "Qual é o seu nome completo?");
  const first = await page.evaluate((key) => localStorage.getItem(key), LEAD_ID_KEY);
  expect(first).toBeTruthy();
  expect((await callApi(page.request, "GET", `lead/${first}`)).status()).toBe(200);

  // Back to the CEP (the visitor typed the wrong one) before any phone was asked.
  await page.getByTestId("back-link").click();
  await onStep(page, "/checkout/nr-imovel/", "Qual é o número do imóvel?");
  await page.getByTestId("back-link").click();
  await onStep(page, "/checkout/cep/", "Qual é o CEP da instalação?");
  await page.getByLabel("CEP", { exact: true }).fill("04538133");
  await next(page);
  await onStep(page, "/checkout/nr-imovel/", "Qual é o número do imóvel?");
  await expect.poll(() => deletes).toEqual([200]);
  expect((await callApi(page.request, "GET", `lead/${first}`)).status()).toBe(404);

  await page.getByLabel("Número", { exact: true }).fill("200");
  await page.getByLabel("Sem complemento", { exact: true }).check();
  await next(page);
  await onStep(page, "/checkout/nome/", "Qual é o seu nome completo?");
  const second = await page.evaluate((key) => localStorage.getItem(key), LEAD_ID_KEY);
  expect(second).toBeTruthy();
  expect(second).not.toBe(first);
  const lead = (await (await callApi(page.request, "GET", `lead/${second}`)).json()) as { address?: { cep?: string } };
  expect(lead.address?.cep).toBe("04538133");
  expect(refused).toEqual([]);
});

test("axe: every personal-data step has no violations @responsive", async ({ page }) => {
  await startOrder(page);
  await fillName(page);
  const steps: [string, string, string][] = [
    ["/checkout/telefone/", "Qual é o seu telefone?", "Telefone com DDD"],
    ["/checkout/email/", "Qual é o seu e-mail?", "E-mail"],
    ["/checkout/data-nascimento/", "Qual é a sua data de nascimento?", "Data de nascimento"],
    ["/checkout/nome-mae/", "Qual é o nome da sua mãe?", "Nome completo da mãe"],
    ["/checkout/cpf/", "Qual é o seu CPF?", "CPF"],
  ];
  const good: Record<string, string> = {
    "Telefone com DDD": PERSON.phone,
    "E-mail": PERSON.email,
    "Data de nascimento": PERSON.birth,
    "Nome completo da mãe": PERSON.mother,
    CPF: PERSON.cpf,
  };
  for (const [path, heading, label] of steps) {
    await onStep(page, path, heading);
    expect(await axe(page), `${path} empty`).toEqual([]);
    // With the errors shown too.
    await next(page);
    await expect(page.getByLabel(label, { exact: true })).toHaveAttribute("aria-invalid", "true");
    expect(await axe(page), `${path} with errors`).toEqual([]);
    await page.getByLabel(label, { exact: true }).fill(good[label]!);
    await next(page);
  }
  await expect(page).toHaveURL(/\/checkout\/data-de-vencimento\/$/);
  await page.goto("/checkout/validacao/erro2/");
  await onStep(page, "/checkout/validacao/erro2/", "Não foi possível concluir a validação", { loaded: true });
  await expect(page.getByRole("link", { name: "Responder as perguntas de novo" })).toHaveAttribute("href", "/checkout/validacao/");
  expect(await axe(page)).toEqual([]);
  await page.goto("/checkout/validacao/erro1/");
  await onStep(page, "/checkout/validacao/erro1/", "Não foi possível validar seus dados", { loaded: true });
  expect(await axe(page)).toEqual([]);
});
