import { expect as baseExpect, test, type Page, type Route, type TestInfo } from "./support/test";
import { freshAddress } from "./support/api";
import { axeViolations } from "./support/axe";
import { next, walkAnswers, WALK_PERSON as PERSON } from "./support/checkout";
import { checkCoverage } from "./support/coverage";

/**
 * Issue "Orders right the first time", rough edges of a visitor's walk of the checkout:
 * - a failed call's message appears once (the form's alert), and a server fault does not mark
 *   the field invalid; a refusal of the value itself ("Cep inválido ou inexistente") does;
 * - a call still running after SLOW_CALL_NOTICE_MS (5 s) says so beside its spinner, in a polite
 *   live region, and the text goes when the call answers;
 * - a risk rejection known at the CPF step is shown at once (validacao/erro1), not after the
 *   due date and direct debit steps.
 * Faults and delays are put on the wire by the browser (page.route) for exactly one request.
 */

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const SLOW_TEXT = "Ainda estamos verificando… isso pode levar alguns segundos.";
const HTTP_500 = "Erro HTTP 500 Internal Server Error";
const CEP_LOOKUP = /\/api\/cep\/information\/\d+/;
const COVERAGE = /\/api\/cep\/coverage\/?\?/;
const LEAD_CREATE = /\/api\/lead-v2\/?(\?.*)?$/;
// The held call answers after this: room, after the notice at 5 s, for a screenshot and axe.
const SLOW_ANSWER_MS = 15_000;

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": freshAddress() });
});

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

async function shot(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: info.outputPath(`${name}-${info.project.name}.png`), fullPage: true });
}

/**
 * The first request matching `url` (and `method`) is held until `release()` (or `maxMs`, kept under
 * the client's 20 s timeout), then answered by `answer` (or sent on). `started` resolves with the
 * moment it reached the browser's route. Released by the test, not by a clock: a screenshot and axe
 * on a busy machine can take longer than any fixed hold, and the slow state must still be there.
 */
function holdOnce(page: Page, url: RegExp, maxMs: number, method = "GET", answer?: (route: Route) => Promise<void>) {
  let held = false;
  let markStart: (t: number) => void = () => {};
  let release: () => void = () => {};
  const started = new Promise<number>((resolve) => (markStart = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  void page.route(url, async (route) => {
    if (held || route.request().method() !== method) return route.fallback();
    held = true;
    markStart(Date.now());
    await Promise.race([released, sleep(maxMs)]);
    await (answer ? answer(route) : route.fallback());
  });
  return { started, release: () => release() };
}

/** Absent 3 s into the call, present by 6 s (the call answers later), in a polite status region. */
async function expectSlowNotice(page: Page, started: Promise<number>) {
  const t0 = await started;
  const notice = page.getByText(SLOW_TEXT, { exact: true });
  await sleep(t0 + 3000 - Date.now());
  await expect(notice).toHaveCount(0, { timeout: 1 });
  await expect(notice).toBeVisible({ timeout: Math.max(1, t0 + 6000 - Date.now()) });
  expect(Date.now() - t0).toBeGreaterThanOrEqual(4500);
  await expect(notice).toHaveAttribute("role", "status");
  await expect(notice).toHaveAttribute("aria-live", "polite");
  return notice;
}

async function cepStep(page: Page) {
  await page.goto("/checkout/cep/?s=d600gl");
  await expect(heading(page)).toHaveText("Qual é o CEP da instalação?");
  const cep = page.getByLabel("CEP", { exact: true });
  await cep.fill("01310100");
  return cep;
}

/** The CEP, then the number with no complement: the availability check starts. */
async function toAvailabilityCheck(page: Page) {
  await cepStep(page);
  await next(page);
  await expect(heading(page)).toHaveText("Qual é o número do imóvel?");
  await page.getByLabel("Número", { exact: true }).fill("1000");
  await page.getByLabel("Sem complemento", { exact: true }).check();
  await next(page);
}

test("a failed CEP lookup: its message once, as an alert; the CEP field is not marked invalid; the retry goes on @responsive", async ({ page }, info) => {
  let failed = 0;
  await page.route(CEP_LOOKUP, async (route) => {
    if (failed++ === 0) await route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" });
    else await route.fallback();
  });
  const cep = await cepStep(page);
  await next(page);
  const alert = page.locator("main").getByRole("alert");
  await expect(alert).toHaveText(HTTP_500);
  // Exactly once on the whole page (not under the field too).
  await expect(page.getByText(HTTP_500)).toHaveCount(1);
  await expect(cep).not.toHaveAttribute("aria-invalid", "true");
  await expect(cep).toHaveValue("01310-100");
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, info, "cep-fault");
  await page.getByRole("button", { name: "Tentar novamente" }).click();
  await expect(heading(page)).toHaveText("Qual é o número do imóvel?");
  expect(failed).toBe(2);
});

test("an unknown CEP is about the field: its message under the CEP, which is invalid, and no alert", async ({ page }) => {
  const cep = await cepStep(page);
  await cep.fill("00000000");
  await next(page);
  await expect(cep).toHaveAttribute("aria-invalid", "true");
  await expect(cep).toHaveAccessibleDescription(/Cep inválido ou inexistente/);
  await expect(page.getByText("Cep inválido ou inexistente")).toHaveCount(1);
  await expect(page.locator("main").getByRole("alert")).toHaveCount(0);
});

test("a slow CEP lookup: after 5 s the spinner says it is still checking; the text goes when it answers @responsive", async ({ page }, info) => {
  const { started, release } = holdOnce(page, CEP_LOOKUP, SLOW_ANSWER_MS, "GET", (r) => r.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" }));
  await cepStep(page);
  await next(page);
  const notice = await expectSlowNotice(page, started);
  // The spinner stays beside the words (the busy button's name is "Continuar, carregando").
  const submit = page.locator("main button[type=submit]");
  await expect(submit).toHaveAttribute("aria-busy", "true");
  await shot(page, info, "cep-slow");
  expect(await axeViolations(page)).toEqual([]);
  await expect(notice).toBeVisible(); // still the slow state that axe saw
  release();
  // The answer (a fault here, so the step stays): the words go, the message comes.
  await expect(page.locator("main").getByRole("alert")).toHaveText(HTTP_500);
  await expect(notice).toHaveCount(0);
  await expect(submit).not.toHaveAttribute("aria-busy", "true");
});

test("a slow order creation on verificando-disponibilidade: still checking after 5 s, then on to the name @responsive", async ({ page }, info) => {
  const { started, release } = holdOnce(page, LEAD_CREATE, SLOW_ANSWER_MS, "POST");
  await toAvailabilityCheck(page);
  await expect(page).toHaveURL(/\/checkout\/verificando-disponibilidade\/$/);
  const notice = await expectSlowNotice(page, started);
  await expect(page.locator("main").getByRole("status").filter({ hasText: "Carregando" })).toBeVisible();
  await shot(page, info, "availability-slow");
  expect(await axeViolations(page)).toEqual([]);
  await expect(notice).toBeVisible(); // still the slow state that axe saw
  release();
  await expect(heading(page)).toHaveText("Qual é o seu nome completo?");
  await expect(notice).toHaveCount(0);
});

test("a slow coverage check on /consultar-cobertura/verificando-disponibilidade/: still checking after 5 s, then the plans @responsive", async ({ page }, info) => {
  await checkCoverage(page, "01310100");
  const { started, release } = holdOnce(page, COVERAGE, SLOW_ANSWER_MS);
  await page.getByRole("button", { name: "Verificar disponibilidade" }).click();
  await expect(page).toHaveURL(/\/consultar-cobertura\/verificando-disponibilidade\//);
  const notice = await expectSlowNotice(page, started);
  await shot(page, info, "coverage-slow");
  expect(await axeViolations(page)).toEqual([]);
  await expect(notice).toBeVisible(); // still the slow state that axe saw
  release();
  await expect(page).toHaveURL(/\/consultar-cobertura\/planos\//);
  await expect(notice).toHaveCount(0);
});

/** From the CEP to the CPF step, typing as a visitor does; then the CPF. */
async function toCpf(page: Page, cpf: string, visited: string[]) {
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await toAvailabilityCheck(page);
  for (const [{ heading: title, label }, value] of walkAnswers(cpf)) {
    await expect(heading(page)).toHaveText(title);
    await page.getByLabel(label, { exact: true }).fill(value);
    await next(page);
  }
}

test("a CPF the risk check rejects: straight to the rejection screen with its message, never the due date @responsive", async ({ page }, info) => {
  const visited: string[] = [];
  await toCpf(page, PERSON.rejectedCpf, visited);
  await expect(page).toHaveURL(/\/checkout\/validacao\/erro1\/$/);
  await expect(heading(page)).toHaveText("Não foi possível validar seus dados");
  await expect(page.getByText("Não conseguimos aprovar seu cadastro pela internet.", { exact: false })).toBeVisible();
  expect(visited.filter((p) => p.includes("data-de-vencimento") || p.includes("ativar-debito"))).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, info, "cpf-rejected");
});

test("the quiz CPF still goes through due date and direct debit to the quiz", async ({ page }) => {
  await toCpf(page, PERSON.quizCpf, []);
  await expect(page).toHaveURL(/\/checkout\/data-de-vencimento\/$/);
  await page.getByRole("radio", { name: "Dia 10", exact: true }).check();
  await next(page);
  await expect(heading(page)).toHaveText("Quer pagar com débito automático?");
  await page.getByRole("radio", { name: /^Não/ }).check();
  await next(page);
  await expect(page).toHaveURL(/\/checkout\/validacao\/$/);
  await expect(heading(page)).toHaveText("Validação de segurança");
});

test("a CPF the risk check approves goes to the due date", async ({ page }) => {
  await toCpf(page, PERSON.cpf, []);
  await expect(page).toHaveURL(/\/checkout\/data-de-vencimento\/$/);
  await expect(heading(page)).toHaveText("Escolha o dia de vencimento da fatura");
});
