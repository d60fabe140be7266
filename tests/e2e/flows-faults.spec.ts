import { MESSAGES, missingAddressMessage, missingMessage } from "@/lib/api";
import { expect as baseExpect, test, type Page, type Route } from "./support/test";
import { freshAddress } from "./support/api";

/**
 * Every fault on the coverage and renewal pages shows its message and the
 * retry works: the coverage CEP lookup and the three renewal calls each fail once, with each fault
 * of the client's transport and response checks (funnel §5, §8; marketing §5 for the postcode
 * lookup). The page shows the exact message, keeps what was typed, and the repeated action goes
 * on: 'Tentar novamente' where the failure is worth repeating as it is, the form's own button
 * otherwise (a missing property is not retried blindly; the visitor sends again).
 *
 * The faults are put on the wire by the browser (page.route) for exactly one request, as in
 * checkout-faults.spec.ts: the sandbox's own fault scenarios key on a CEP or CPF, which a retry
 * would meet again. The slow answer is covered at the client in tests/unit/lib/api/api-faults.test.ts (the browser's
 * timeout is 20 s).
 */

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

type Fault = { name: string; fulfil: (route: Route) => Promise<void> };

const FAULTS = {
  http500: { name: "HTTP 500", fulfil: (r) => r.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" }) },
  html: { name: "an HTML page", fulfil: (r) => r.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><p>manutenção</p>" }) },
  corrupt: { name: "a corrupt body", fulfil: (r) => r.fulfill({ status: 200, contentType: "application/json", body: '{"success": tr' }) },
  unsuccessful: { name: "success false", fulfil: (r) => r.fulfill({ status: 200, contentType: "application/json", body: '{"success": false}' }) },
  undocumented: { name: "a missing property", fulfil: (r) => r.fulfill({ status: 200, contentType: "application/json", body: '{"ok": true}' }) },
  network: { name: "the network", fulfil: (r) => r.abort("connectionreset") },
} satisfies Record<string, Fault>;
type FaultKey = keyof typeof FAULTS;

const TRANSPORT: Record<"http500" | "html" | "corrupt" | "network", string | RegExp> = {
  http500: "Erro HTTP 500 Internal Server Error",
  html: /^Resposta do servidor em formato inválido \(text\/html/,
  corrupt: "Resposta do servidor corrompida (JSON inválido)",
  network: MESSAGES.network,
};

/** The first request matching `url` (and `method`) gets the fault; the rest go through. */
async function failOnce(page: Page, url: RegExp, fault: Fault, method?: string) {
  let done = false;
  await page.route(url, async (route) => {
    if (done || (method && route.request().method() !== method)) return route.fallback();
    done = true;
    await fault.fulfil(route);
  });
}

test.beforeEach(async ({ page }) => {
  // Each test its own client address: the lookups are rate-limited per client.
  await page.setExtraHTTPHeaders({ "x-forwarded-for": freshAddress() });
});

// The postcode lookup of marketing §5 has its own rules: success false or an answer without the
// address fields reads as an address without its properties.
const CEP_CASES: { fault: FaultKey; message: string | RegExp; retry: boolean }[] = [
  { fault: "http500", message: TRANSPORT.http500, retry: true },
  { fault: "html", message: TRANSPORT.html, retry: true },
  { fault: "corrupt", message: TRANSPORT.corrupt, retry: true },
  { fault: "network", message: TRANSPORT.network, retry: true },
  // A bare success false is funnel §8's server failure, a fault with its retry.
  { fault: "unsuccessful", message: MESSAGES.serverFailure, retry: true },
  { fault: "undocumented", message: missingAddressMessage(["UF", "city", "address"]), retry: false },
];

for (const c of CEP_CASES) {
  // None of these is an answer about the CEP (lib/api isValueRefusal): the message is the form's
  // alert and the field stays valid, as on the checkout's CEP step.
  test(`coverage CEP lookup, ${FAULTS[c.fault].name}: the message in the form's alert, the CEP kept and valid, a new try goes on`, async ({ page }) => {
    await page.goto("/consultar-cobertura/cep/");
    await failOnce(page, /\/api\/cep\/information\//, FAULTS[c.fault]);
    const cep = page.getByLabel("CEP", { exact: true });
    await cep.fill("01310100");
    await page.getByLabel("Telefone com DDD").fill("11987654321");
    const button = page.getByRole("button", { name: "Consultar Cobertura" });
    await button.click();

    const form = page.getByRole("form", { name: "Consulta de cobertura" });
    await expect(form.getByRole("alert")).toHaveText(c.message);
    await expect(cep).not.toHaveAttribute("aria-invalid", "true");
    await expect(cep).toHaveValue("01310-100");
    await expect(page.getByLabel("Telefone com DDD")).toHaveValue("(11) 98765-4321");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // 'Tentar novamente' where the failure is worth repeating as it is; the form's own button for
    // a missing property. This time the lead drawer opens.
    const retry = page.getByRole("button", { name: "Tentar novamente" });
    if (c.retry) await retry.click();
    else {
      await expect(retry).toHaveCount(0);
      await button.click();
    }
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(form.getByRole("alert")).toHaveCount(0);
  });
}

const RENEWAL_CPF = "285.739.146-37";
const RENEWAL_LOOKUP = /\/api\/renewalBaseUser\/documentNumber\/?(\?.*)?$/;
const RENEWAL_REQUEST = /\/api\/renewalBaseUser\/[^/]+\/?(\?.*)?$/;

// Inside the page's main: Next's route announcer is an alert too.
const alertOf = (page: Page) => page.getByRole("main").getByRole("alert");

async function lookUp(page: Page) {
  await page.getByLabel("CPF do titular").fill(RENEWAL_CPF);
  await page.getByRole("button", { name: "Consultar ofertas" }).click();
}

/**
 * The alert's message, then the retry: 'Tentar novamente' for a failure worth repeating as it is,
 * the form's own button (`again`) for a refused answer, which offers no blind retry.
 */
async function expectFaultThenRetry(page: Page, message: string | RegExp, retry: "button" | "form", again: () => Promise<void>) {
  await expect(alertOf(page)).toHaveText(message);
  const button = page.getByRole("button", { name: "Tentar novamente" });
  if (retry === "button") await button.click();
  else {
    await expect(button).toHaveCount(0);
    await again();
  }
}

const LOOKUP_CASES: { fault: FaultKey; message: string | RegExp }[] = [
  { fault: "http500", message: TRANSPORT.http500 },
  { fault: "html", message: TRANSPORT.html },
  { fault: "corrupt", message: TRANSPORT.corrupt },
  { fault: "network", message: TRANSPORT.network },
  { fault: "unsuccessful", message: MESSAGES.serverFailure },
];

for (const c of LOOKUP_CASES) {
  test(`renewal CPF lookup, ${FAULTS[c.fault].name}: its message, the CPF kept, the retry reaches the offers`, async ({ page }) => {
    await page.goto("/refidelizacao/consulta-cpf/");
    await failOnce(page, RENEWAL_LOOKUP, FAULTS[c.fault]);
    await lookUp(page);
    await expect(alertOf(page)).toHaveText(c.message);
    await expect(page.getByLabel("CPF do titular")).toHaveValue(RENEWAL_CPF);
    await expect(page.getByRole("button", { name: "Tentar novamente" })).toBeVisible();
    await page.getByRole("button", { name: "Tentar novamente" }).click();
    await expect(page).toHaveURL(/\/refidelizacao\/ofertas\/$/);
    await expect(page.locator("[data-offer]")).toHaveCount(2);
  });
}

// A confirmation answered without its order number is retried as it is: the backend answers the
// same number to a second confirmation.
const LATER_CASES: { step: "choose" | "confirm"; fault: FaultKey; message: string | RegExp; retry: "button" | "form" }[] = [
  { step: "choose", fault: "http500", message: TRANSPORT.http500, retry: "button" },
  { step: "choose", fault: "unsuccessful", message: MESSAGES.serverFailure, retry: "button" },
  { step: "choose", fault: "undocumented", message: missingMessage(["success"]), retry: "form" },
  { step: "confirm", fault: "html", message: TRANSPORT.html, retry: "button" },
  { step: "confirm", fault: "network", message: TRANSPORT.network, retry: "button" },
  { step: "confirm", fault: "undocumented", message: missingMessage(["orderNumber"]), retry: "button" },
];

for (const c of LATER_CASES) {
  test(`renewal ${c.step === "choose" ? "offer choice (PATCH)" : "confirmation (PUT)"}, ${FAULTS[c.fault].name}: its message, then the retry goes on`, async ({ page }) => {
    await page.goto("/refidelizacao/consulta-cpf/");
    await failOnce(page, RENEWAL_REQUEST, FAULTS[c.fault], c.step === "choose" ? "PATCH" : "PUT");
    await lookUp(page);
    await expect(page).toHaveURL(/\/refidelizacao\/ofertas\/$/);
    const choose = () => page.getByRole("button", { name: "Escolher esta oferta" }).first().click();
    await choose();
    if (c.step === "choose") {
      await expectFaultThenRetry(page, c.message, c.retry, choose);
      await expect(page).toHaveURL(/\/refidelizacao\/confirmacao\/$/);
      return;
    }
    await expect(page).toHaveURL(/\/refidelizacao\/confirmacao\/$/);
    const confirm = () => page.getByRole("button", { name: "Confirmar renovação" }).click();
    await confirm();
    await expectFaultThenRetry(page, c.message, c.retry, confirm);
    await expect(page).toHaveURL(/\/refidelizacao\/pedido-realizado\/$/);
    await expect(page.getByTestId("order-number")).toHaveText(/^\d{6,}$/);
  });
}
