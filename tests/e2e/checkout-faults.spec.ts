import { expect as baseExpect, test, type Page, type Route } from "./support/test";
import { freshAddress } from "./support/api";

/**
 * Each fault on a step shows its message and the retry succeeds: one order
 * walk where each personal-data step's PATCH fails once, each with another fault of the client's
 * transport and response checks (funnel §5, §8). The step keeps what was typed, shows the exact
 * message beside 'Tentar novamente', and the retry goes on. Then a keyboard-only order on addon c
 * (risk quiz required), which needs no mouse from the CEP to the order number.
 *
 * The faults are put on the wire by the browser (page.route) for exactly one request: the
 * sandbox's own fault scenarios key on a CEP or phone, which a retry would meet again.
 */

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": freshAddress() });
});

type Fault = { name: string; message: string | RegExp; fulfil: (route: Route) => Promise<void> };

const FAULTS: Record<string, Fault> = {
  name: {
    name: "HTTP 500",
    message: "Erro HTTP 500 Internal Server Error",
    fulfil: (r) => r.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" }),
  },
  phone: {
    name: "an HTML page",
    message: /^Resposta do servidor em formato inválido \(text\/html/,
    fulfil: (r) => r.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><p>proxy</p>" }),
  },
  email: {
    name: "a corrupt body",
    message: "Resposta do servidor corrompida (JSON inválido)",
    fulfil: (r) => r.fulfill({ status: 200, contentType: "application/json", body: '{"success": tr' }),
  },
  birthDate: {
    name: "success false",
    message: "Erro no servidor. Por favor tente novamente mais tarde",
    fulfil: (r) => r.fulfill({ status: 200, contentType: "application/json", body: '{"success": false}' }),
  },
  motherName: {
    name: "a server error field",
    message: "Lead não encontrado no momento",
    fulfil: (r) => r.fulfill({ status: 200, contentType: "application/json", body: '{"success": false, "mensagem": "Lead não encontrado no momento"}' }),
  },
  documentNumber: {
    name: "the network",
    message: /.+/,
    fulfil: (r) => r.abort("connectionreset"),
  },
};

/** Each lead-v2 step PATCH listed in FAULTS fails once, with its fault. */
async function failEachStepOnce(page: Page): Promise<Set<string>> {
  const failed = new Set<string>();
  await page.route(/\/api\/lead-v2\/[^/]+\/(\w+)\/?(\?.*)?$/, async (route) => {
    const step = /\/api\/lead-v2\/[^/]+\/(\w+)/.exec(route.request().url())?.[1] ?? "";
    const fault = FAULTS[step];
    if (route.request().method() === "PATCH" && fault && !failed.has(step)) {
      failed.add(step);
      await fault.fulfil(route);
    } else await route.fallback();
  });
  return failed;
}

async function heading(page: Page, text: string | RegExp) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text);
}

/** Types into the step's field, submits, meets the fault, checks field and message, retries. */
async function stepWithFault(page: Page, step: keyof typeof FAULTS, title: string, label: string, value: string, shown = value) {
  await heading(page, title);
  const field = page.getByLabel(label, { exact: true });
  await field.fill(value);
  await page.getByRole("button", { name: "Continuar", exact: true }).click();
  const alert = page.locator("main").getByRole("alert");
  await expect(alert, `${FAULTS[step]!.name} on ${step}`).toHaveText(FAULTS[step]!.message);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title); // still on the step
  await expect(field).toHaveValue(shown); // what was typed is kept
  await page.getByRole("button", { name: "Tentar novamente" }).click();
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(title);
}

test("every personal-data step survives a failed call: its message, the typed value kept, the retry goes on", async ({ page }) => {
  const failed = await failEachStepOnce(page);
  await page.goto("/checkout/cep/?s=d500a");
  await heading(page, "Qual é o CEP da instalação?");
  await page.getByLabel("CEP", { exact: true }).fill("01310100");
  await page.getByRole("button", { name: "Continuar", exact: true }).click();
  await heading(page, "Qual é o número do imóvel?");
  await page.getByLabel("Número", { exact: true }).fill("1000");
  await page.getByLabel("Sem complemento", { exact: true }).check();
  await page.getByRole("button", { name: "Continuar", exact: true }).click();

  await stepWithFault(page, "name", "Qual é o seu nome completo?", "Nome completo", "Maria Aparecida Silva");
  await stepWithFault(page, "phone", "Qual é o seu telefone?", "Telefone com DDD", "11987654321", "(11) 98765-4321");
  await stepWithFault(page, "email", "Qual é o seu e-mail?", "E-mail", "maria.silva@example.com");
  await stepWithFault(page, "birthDate", "Qual é a sua data de nascimento?", "Data de nascimento", "15081985", "15/08/1985");
  await stepWithFault(page, "motherName", "Qual é o nome da sua mãe?", "Nome completo da mãe", "Ana Souza Silva");
  await stepWithFault(page, "documentNumber", "Qual é o seu CPF?", "CPF", "52998224725", "529.982.247-25");
  await heading(page, "Escolha o dia de vencimento da fatura");
  expect([...failed].sort()).toEqual(Object.keys(FAULTS).sort());

  // The browser's own Back button: each step comes back with its answer.
  await page.goBack();
  await heading(page, "Qual é o seu CPF?");
  await expect(page.getByLabel("CPF", { exact: true })).toHaveValue("529.982.247-25");
  await page.goBack();
  await heading(page, "Qual é o nome da sua mãe?");
  await expect(page.getByLabel("Nome completo da mãe", { exact: true })).toHaveValue("Ana Souza Silva");
  await page.goBack();
  await heading(page, "Qual é a sua data de nascimento?");
  await expect(page.getByLabel("Data de nascimento", { exact: true })).toHaveValue("15/08/1985");
});
