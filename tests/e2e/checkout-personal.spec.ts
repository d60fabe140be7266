import { collaboratorCode } from "./support/server-log";
import { expect as baseExpect, test, type Page } from "./support/test";
import { callApi, freshAddress } from "./support/api";
import { axeViolations as axe } from "./support/axe";
import { next, PERSONAL_STEPS as STEP, walkAnswers, WALK_PERSON as PERSON, type PersonalStep } from "./support/checkout";
import { LEAD_ID_KEY } from "./support/order";

/**
 * Personal-data steps: telefone, email, confirmacao-colaborador, data-nascimento,
 * nome-mae, cpf, oferta-indisponivel, validacao (+ erro1, erro2), on `next start` with the
 * sandbox (docs/sandbox.md).
 */

// Each walk makes a dozen round trips to the sandbox; a busy machine (parallel builds) needs room.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });


// Each test is its own client for the proxy's rate limits (they key on x-forwarded-for).
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": freshAddress() });
});

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

/** Types `value` into the field `label` and submits the step. */
async function submit(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).fill(value);
  await next(page);
}

/** `step` (under `prefix`) is on screen; `value` is typed and the step submitted. */
async function answer(page: Page, step: PersonalStep, value: string, prefix = "") {
  await onStep(page, `${prefix}${step.path}`, step.heading);
  await submit(page, step.label, value);
}

/** The message tied to a field (its accessible description) after a submit. */
async function expectFieldError(page: Page, label: string, message: string | RegExp) {
  const field = page.getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(message);
  await expect(field).toBeFocused();
}

/** `value` typed into the field `label` is refused with `message`, and the step stays. */
async function refused(page: Page, label: string, value: string, message: string | RegExp) {
  await submit(page, label, value);
  await expectFieldError(page, label, message);
}

async function fillBirthAndMother(page: Page, prefix = "") {
  await answer(page, STEP.birth, PERSON.birth, prefix);
  await answer(page, STEP.mother, PERSON.mother, prefix);
}

/** From the CEP through name, phone, e-mail, birth date and mother's name: the CPF step is on screen. */
async function toCpfStep(page: Page) {
  await startOrder(page);
  await answer(page, STEP.name, PERSON.name);
  await answer(page, STEP.phone, PERSON.phone);
  await answer(page, STEP.email, PERSON.email);
  await fillBirthAndMother(page);
  await onStep(page, STEP.cpf.path, STEP.cpf.heading);
}

const leadIdOf = (page: Page) => page.evaluate((key) => localStorage.getItem(key), LEAD_ID_KEY);

/** The page's lead as GET lead answers it through the proxy (the page's browser owns it). */
async function leadOf(page: Page) {
  const leadId = await leadIdOf(page);
  return (await (await callApi(page.request, "GET", `lead/${leadId}`)).json()) as Record<string, unknown>;
}

test("personal data, step by step: headings, a wrong value's message on each step, reload keeps the answers", async ({ page }) => {
  await startOrder(page);
  await onStep(page, "/checkout/nome/", "Qual é o seu nome completo?");
  await refused(page, "Nome completo", "Maria", "Informe nome e sobrenome, só com letras.");
  await submit(page, "Nome completo", PERSON.name);

  // telefone: an impossible number, then a backend failure (the sandbox's HTTP 500 phone) that
  // keeps what was typed, then a good number.
  await onStep(page, "/checkout/telefone/", "Qual é o seu telefone?");
  const phone = page.getByLabel("Telefone com DDD", { exact: true });
  await refused(page, "Telefone com DDD", "0198765432", /Esse número não é válido. Verifique a digitação./);
  await phone.fill("11900000002");
  await next(page);
  await expect(page.getByRole("main").getByRole("alert")).toContainText("Erro HTTP 500");
  await expect(phone).toHaveValue("(11) 90000-0002");
  await expect(page.getByRole("button", { name: "Tentar novamente" })).toBeVisible();
  await phone.fill(PERSON.phone);
  await next(page);

  await onStep(page, "/checkout/email/", "Qual é o seu e-mail?");
  await refused(page, "E-mail", "maria@exemplo", "E-mail inválido. Confira o endereço digitado.");
  await expect(page.getByLabel("Aceito receber informações sobre meu pedido por SMS e WhatsApp", { exact: true })).toBeChecked();
  await page.getByLabel("Quero receber ofertas e novidades por e-mail", { exact: true }).check();
  await submit(page, "E-mail", PERSON.email);

  await onStep(page, "/checkout/data-nascimento/", "Qual é a sua data de nascimento?");
  await refused(page, "Data de nascimento", "31021990", /Data inválida/);
  await refused(page, "Data de nascimento", "01012015", /É preciso ter 18 anos ou mais para contratar./);

  // A reload here: the page stays, and name and phone are still there (sessionStorage + the lead).
  await page.reload();
  await onStep(page, "/checkout/data-nascimento/", "Qual é a sua data de nascimento?", { loaded: true });
  await page.goto("/checkout/telefone/");
  await expect(page.getByLabel("Telefone com DDD", { exact: true })).toHaveValue(PERSON.phoneMasked);
  await page.goto("/checkout/nome/");
  await expect(page.getByLabel("Nome completo", { exact: true })).toHaveValue(PERSON.name);
  await page.goto("/checkout/data-nascimento/");
  await onStep(page, "/checkout/data-nascimento/", "Qual é a sua data de nascimento?", { loaded: true });
  await submit(page, "Data de nascimento", PERSON.birth);

  await onStep(page, "/checkout/nome-mae/", "Qual é o nome da sua mãe?");
  await refused(page, "Nome completo da mãe", "Ana", "Informe nome e sobrenome da sua mãe, só com letras.");
  await submit(page, "Nome completo da mãe", PERSON.mother);

  await onStep(page, "/checkout/cpf/", "Qual é o seu CPF?");
  await refused(page, "CPF", "11111111111", "CPF inválido. Confira os números digitados.");
  await page.getByRole("radio", { name: "Pessoa jurídica" }).check();
  await refused(page, "CNPJ da empresa", "12ABC34501DE34", /CNPJ inválido/);
  await page.getByRole("radio", { name: "Pessoa física" }).check();
  await page.getByLabel("CPF", { exact: true }).fill(PERSON.cpf);
  await expect(page.getByLabel("CPF", { exact: true })).toHaveValue("529.982.247-25");
  await next(page);
  await expect(page).toHaveURL(/\/checkout\/data-de-vencimento\/$/);

  // Everything reached the lead (GET lead through the proxy, as the owner browser).
  expect(await leadOf(page)).toMatchObject({
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
  await toCpfStep(page);
  await page.getByRole("radio", { name: "Pessoa jurídica" }).check();
  await page.getByLabel("CNPJ da empresa", { exact: true }).pressSequentially("12abc34501de35");
  await expect(page.getByLabel("CNPJ da empresa", { exact: true })).toHaveValue("12.ABC.345/01DE-35");
  await next(page);
  await expect(page).toHaveURL(/\/checkout\/data-de-vencimento\/$/);
  expect((await leadOf(page)).cnpj).toBe("12ABC34501DE35");
});


test("oferta-colaborador: the code from the sandbox's log, a wrong code's message, and no way around it", async ({ page }) => {
  const prefix = "/oferta-colaborador";
  await startOrder(page, prefix);
  await answer(page, STEP.name, PERSON.name, prefix);
  await answer(page, STEP.phone, PERSON.phone, prefix);
  await answer(page, STEP.email, PERSON.email, prefix);

  await onStep(page, `${prefix}/checkout/confirmacao-colaborador/`, "Confirme o código de colaborador");
  const leadId = (await leadIdOf(page)) ?? "";
  expect(leadId).not.toBe("");
  await expect.poll(() => collaboratorCode(leadId), { timeout: 10_000 }).not.toBeNull();
  const code = collaboratorCode(leadId)!;
  await expect(page.getByRole("button", { name: /Reenviar código em \d+ s/ })).toHaveAttribute("aria-disabled", "true");
  expect(await axe(page)).toEqual([]);

  // Funnel §2: until the code is validated, later steps send the visitor to the e-mail step,
  // which leads to the code again.
  for (const later of ["data-nascimento", "cpf"]) {
    await page.goto(`${prefix}/checkout/${later}/`);
    // The guard's redirect is a client-side navigation: focus is on the heading again.
    await onStep(page, `${prefix}/checkout/email/`, "Qual é o seu e-mail?");
    await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue(PERSON.email);
  }
  await answer(page, STEP.email, PERSON.email, prefix);
  await onStep(page, `${prefix}/checkout/confirmacao-colaborador/`, "Confirme o código de colaborador");
  expect(collaboratorCode(leadId)).toBe(code); // coming back within the cooldown sends no new code

  const wrong = code === "000000" ? "111111" : "000000";
  await refused(page, "Código de confirmação", wrong, /Código inválido. Confira o código e tente novamente./);
  expect(await axe(page)).toEqual([]);

  await submit(page, "Código de confirmação", code);
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
  expect((await leadOf(page)).idPlan).toBe("p-d500a");
});

/** Payment steps are another group's screens: their answers go straight to the lead here. */
async function payViaApi(page: Page) {
  const leadId = (await leadIdOf(page)) ?? "";
  expect((await callApi(page.request, "PATCH", `lead-v2/${leadId}/dueDate`, { due_date: "10" })).ok()).toBe(true);
  expect((await callApi(page.request, "PATCH", `lead-v2/${leadId}/bankInfo`, { direct_debit: false })).ok()).toBe(true);
  return leadId;
}

/** Up to the CPF step and its answer; a rejection is shown at once (lib/funnel/checkout-path). */
async function toDocument(page: Page, cpf: string, lands = /\/checkout\/data-de-vencimento\/$/) {
  await toCpfStep(page);
  await submit(page, "CPF", cpf);
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
  const leadId = await leadIdOf(page);
  await onStep(page, "/checkout/validacao/erro1/", "Não foi possível validar seus dados");
  await expect(page.getByText("Não conseguimos aprovar seu cadastro pela internet.", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Começar de novo" }).click();
  await onStep(page, "/checkout/cep/", "Qual é o CEP da instalação?");
  expect(await leadIdOf(page)).toBeNull();
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
  const first = await leadIdOf(page);
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
  const second = await leadIdOf(page);
  expect(second).toBeTruthy();
  expect(second).not.toBe(first);
  const lead = (await (await callApi(page.request, "GET", `lead/${second}`)).json()) as { address?: { cep?: string } };
  expect(lead.address?.cep).toBe("04538133");
  expect(refused).toEqual([]);
});

test("axe: every personal-data step has no violations @responsive", async ({ page }) => {
  await startOrder(page);
  await answer(page, STEP.name, PERSON.name);
  // After the name: telefone, email, data-nascimento, nome-mae, cpf.
  for (const [{ path, heading, label }, good] of walkAnswers().slice(1)) {
    await onStep(page, path, heading);
    expect(await axe(page), `${path} empty`).toEqual([]);
    // With the errors shown too.
    await next(page);
    await expect(page.getByLabel(label, { exact: true })).toHaveAttribute("aria-invalid", "true");
    expect(await axe(page), `${path} with errors`).toEqual([]);
    await submit(page, label, good);
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
