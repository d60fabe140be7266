import { axeViolations } from "./support/axe";
import { callApi, freshAddress } from "./support/api";
import { expect, test, type Locator, type Page, type Request } from "./support/test";
import { animationsDone } from "./support/settle";

/**
 * Every path that captures an address asks the same
 * questions (number, complement or "Sem complemento", quadra and lote where the street is laid
 * out that way: Brasília's 70070-100 needs no number), and sends them in the lead; the coverage
 * CEP form tells a server fault from a wrong CEP; a new address never rides on the old lead.
 */

// Hydration, the drawers' lazy chunk and axe need room on a busy machine.
test.describe.configure({ timeout: 90_000 });

// Each test is its own client for the proxy's rate limits.
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": freshAddress() });
});

const path = (r: Request) => new URL(r.url()).pathname;
const leadCreated = (page: Page) => page.waitForRequest((r) => r.method() === "POST" && path(r) === "/api/lead-v2/", { timeout: 30_000 });
const leadDeleted = (page: Page) => page.waitForRequest((r) => r.method() === "DELETE" && path(r) === "/api/lead/", { timeout: 30_000 });

interface SentAddress {
  cep?: string;
  number?: string;
  complement?: string;
  is_block_allotment?: boolean;
  block_number?: string;
  allotment_number?: string;
}

/** The address a lead-v2 POST carried, and the id it answered. */
async function created(request: Promise<Request>): Promise<{ address: SentAddress; idLead: string }> {
  const sent = await request;
  const response = await sent.response();
  expect(response?.status()).toBe(200);
  const { idLead } = (await response!.json()) as { idLead: string };
  return { address: (sent.postDataJSON() as { address: SentAddress }).address, idLead };
}

/** The lead as the backend keeps it (GET lead/{id}, with this browser's ownership). */
async function storedAddress(page: Page, id: string): Promise<SentAddress> {
  const answer = await callApi(page.request, "GET", `lead/${id}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { address: SentAddress }).address;
}

async function noAxeViolations(page: Page) {
  // Let a drawer's opening transition end before axe reads colours.
  await animationsDone(page);
  expect(await axeViolations(page)).toEqual([]);
}

async function openPlanDrawer(page: Page): Promise<Locator> {
  await page.goto("/");
  await page.locator("#planos").getByRole("article").first().getByRole("button", { name: "Consultar disponibilidade" }).click();
  const drawer = page.getByRole("dialog", { name: "Consulte a disponibilidade na sua região" });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** The quadra-and-lote questions of 70070-100: the number optional, quadra and lote side by side. */
async function expectBlockAllotment(scope: Locator | Page, numberLabel = "Número") {
  const block = scope.getByRole("textbox", { name: "Quadra", exact: true });
  const lot = scope.getByRole("textbox", { name: "Lote", exact: true });
  await expect(block).toBeVisible();
  await expect(lot).toBeVisible();
  await expect(scope.getByRole("textbox", { name: new RegExp(`^${numberLabel} ?\\(opcional\\)$`) })).toBeVisible();
  // Side by side on every width: one row.
  const [a, b] = [await block.boundingBox(), await lot.boundingBox()];
  expect(Math.abs((a?.y ?? 0) - (b?.y ?? 1))).toBeLessThan(2);
  return { block, lot };
}

test("plan-card drawer: asks the complement and sends it in the lead @responsive", async ({ page }) => {
  const drawer = await openPlanDrawer(page);
  await drawer.getByLabel("CEP", { exact: true }).pressSequentially("01310100");
  await drawer.getByLabel("Número do imóvel").fill("1000");
  const complement = drawer.getByRole("textbox", { name: "Complemento", exact: true });
  await expect(complement).toBeVisible();
  await expect(drawer.getByRole("checkbox", { name: "Sem complemento" })).not.toBeChecked();
  await expect(drawer.getByText("Sem número? Escreva S/N.")).toBeVisible();
  // Neither typed nor "Sem complemento": the form asks, as nr-imovel does.
  await drawer.getByRole("button", { name: "Enviar" }).click();
  await expect(drawer.getByText("Informe o complemento ou marque “Sem complemento”.")).toBeVisible();
  await expect(complement).toHaveAttribute("aria-invalid", "true");
  await noAxeViolations(page);

  await complement.fill("Apto 42");
  const lead = leadCreated(page);
  await drawer.getByRole("button", { name: "Enviar" }).click();
  const { address, idLead } = await created(lead);
  expect(address).toMatchObject({ cep: "01310100", number: "1000", complement: "Apto 42", is_block_allotment: false });
  await expect(page).toHaveURL(/\/checkout\/nome\//, { timeout: 30_000 });
  expect(await storedAddress(page, idLead)).toMatchObject({ cep: "01310100", number: "1000", complement: "Apto 42" });
});

test("addon b's combined step: asks and sends the complement @responsive", async ({ page }) => {
  await page.goto("/b/checkout/cep-dados-cliente/?s=d1000c");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/endereço|CEP/);
  const form = page.locator("form");
  await form.getByLabel("CEP", { exact: true }).fill("01310100");
  await form.getByLabel("Número", { exact: true }).fill("1000");
  const complement = form.getByRole("textbox", { name: "Complemento", exact: true });
  await expect(complement).toBeVisible();
  await page.getByRole("button", { name: "Continuar", exact: true }).click();
  await expect(form.getByText("Informe o complemento ou marque “Sem complemento”.")).toBeVisible();
  await noAxeViolations(page);

  await complement.fill("Sala 5");
  const lead = leadCreated(page);
  await page.getByRole("button", { name: "Continuar", exact: true }).click();
  const { address, idLead } = await created(lead);
  expect(address).toMatchObject({ cep: "01310100", number: "1000", complement: "Sala 5" });
  await expect(page).toHaveURL(/\/b\/checkout\/nome\//, { timeout: 30_000 });
  expect(await storedAddress(page, idLead)).toMatchObject({ number: "1000", complement: "Sala 5" });
});

test("70070-100 on the checkout: quadra and lote, no number needed @responsive", async ({ page }) => {
  await page.goto("/checkout/cep/?s=d500a");
  await page.getByLabel("CEP", { exact: true }).fill("70070100");
  await page.getByRole("button", { name: "Continuar", exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/nr-imovel\//);
  const { block, lot } = await expectBlockAllotment(page);
  await expect(page.getByText("Sem número? Deixe em branco.")).toBeVisible();
  // Quadra and lote are what is required here.
  await page.getByRole("checkbox", { name: "Sem complemento" }).check();
  await page.getByRole("button", { name: "Continuar", exact: true }).click();
  await expect(page.getByText("Informe a quadra.")).toBeVisible();
  await expect(page.getByText("Informe o lote.")).toBeVisible();
  await expect(page.getByText("Informe o número do imóvel", { exact: false })).toHaveCount(0);
  await noAxeViolations(page);

  await block.fill("3");
  await lot.fill("12");
  const lead = leadCreated(page);
  await page.getByRole("button", { name: "Continuar", exact: true }).click();
  const { address, idLead } = await created(lead);
  expect(address).toMatchObject({ cep: "70070100", is_block_allotment: true, block_number: "3", allotment_number: "12" });
  expect(address.number).toBeUndefined();
  expect(address.complement).toBeUndefined();
  await expect(page).toHaveURL(/\/checkout\/nome\//, { timeout: 30_000 });
  const kept = await storedAddress(page, idLead);
  expect(kept).toMatchObject({ cep: "70070100", city: "Brasília", is_block_allotment: true, block_number: "3", allotment_number: "12" });
  expect(kept.number).toBeUndefined();
});

test("70070-100 on the coverage check: quadra and lote, no number needed @responsive", async ({ page }) => {
  await page.goto("/consultar-cobertura/cep/");
  await page.getByLabel("CEP", { exact: true }).fill("70070100");
  await page.getByLabel("Telefone com DDD").fill("11987654321");
  await page.getByRole("button", { name: "Consultar Cobertura" }).click();
  const leadDrawer = page.getByRole("dialog", { name: "Falta pouco! Informe seus dados" });
  await expect(leadDrawer).toBeVisible();
  await leadDrawer.getByLabel("Nome completo").fill("Maria da Silva");
  await leadDrawer.getByLabel("E-mail").fill("maria@example.com.br");
  await leadDrawer.getByRole("button", { name: "Enviar" }).click();
  await expect(page).toHaveURL(/\/consultar-cobertura\/nr-imovel\//);
  const { block, lot } = await expectBlockAllotment(page);
  await block.fill("3");
  await lot.fill("12");
  await page.getByRole("checkbox", { name: "Sem complemento" }).check();
  await noAxeViolations(page);
  const coverage = page.waitForRequest((r) => path(r) === "/api/cep/coverage/" && r.method() === "GET");
  await page.getByRole("button", { name: "Verificar disponibilidade" }).click();
  const query = new URL((await coverage).url()).searchParams;
  expect(Object.fromEntries(query)).toMatchObject({ cep: "70070100", block: "true", blockNumber: "3", lotNumber: "12" });
  expect(query.has("number")).toBe(false);
  await expect(page).toHaveURL(/\/consultar-cobertura\/planos\//);
  await expect(page.getByRole("list", { name: "Planos disponíveis" }).getByRole("listitem").first()).toBeVisible();
});

test("70070-100 in the plan-card drawer: quadra and lote, no number needed @responsive", async ({ page }) => {
  const drawer = await openPlanDrawer(page);
  await drawer.getByLabel("CEP", { exact: true }).pressSequentially("70070100");
  const { block, lot } = await expectBlockAllotment(drawer, "Número do imóvel");
  const send = drawer.getByRole("button", { name: "Enviar" });
  await expect(send).toBeEnabled();
  await block.fill("3");
  await lot.fill("12");
  await drawer.getByRole("checkbox", { name: "Sem complemento" }).check();
  await noAxeViolations(page);
  const lead = leadCreated(page);
  await send.click();
  const { address, idLead } = await created(lead);
  expect(address).toMatchObject({ cep: "70070100", is_block_allotment: true, block_number: "3", allotment_number: "12" });
  expect(address.number).toBeUndefined();
  await expect(page).toHaveURL(/\/checkout\/nome\//, { timeout: 30_000 });
  expect(await storedAddress(page, idLead)).toMatchObject({ block_number: "3", allotment_number: "12" });
});

for (const [cep, message] of [
  ["99999002", "Erro HTTP 500 Internal Server Error"],
  ["99999004", "Resposta do servidor corrompida (JSON inválido)"],
] as const) {
  test(`coverage CEP: a server fault (${cep}) is one message with a retry, and the field stays valid`, async ({ page }) => {
    await page.goto("/consultar-cobertura/cep/");
    const field = page.getByLabel("CEP", { exact: true });
    await field.fill(cep);
    await page.getByLabel("Telefone com DDD").fill("11987654321");
    await page.getByRole("button", { name: "Consultar Cobertura" }).click();
    const form = page.getByRole("form", { name: "Consulta de cobertura" });
    await expect(form.getByRole("alert")).toHaveText(message);
    await expect(page.getByText(message)).toHaveCount(1);
    await expect(field).not.toHaveAttribute("aria-invalid");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await noAxeViolations(page);
    // The retry asks again (and fails again, the same way).
    const again = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/cep/information/${cep}/`);
    await form.getByRole("button", { name: "Tentar novamente" }).click();
    await again;
    await expect(form.getByRole("alert")).toHaveText(message);
    await expect(field).not.toHaveAttribute("aria-invalid");
    // Another CEP clears it.
    await field.fill("01310100");
    await expect(form.getByRole("alert")).toHaveCount(0);
  });
}

test("coverage CEP: a new CEP deletes the lead made for the old one", async ({ page }) => {
  await page.goto("/consultar-cobertura/cep/");
  await page.getByLabel("CEP", { exact: true }).fill("01310100");
  await page.getByLabel("Telefone com DDD").fill("11987654321");
  await page.getByRole("button", { name: "Consultar Cobertura" }).click();
  const leadDrawer = page.getByRole("dialog", { name: "Falta pouco! Informe seus dados" });
  await leadDrawer.getByLabel("Nome completo").fill("Maria da Silva");
  await leadDrawer.getByLabel("E-mail").fill("maria@example.com.br");
  await leadDrawer.getByRole("button", { name: "Enviar" }).click();
  await page.getByRole("textbox", { name: "Número" }).fill("1000");
  await page.getByRole("checkbox", { name: "Sem complemento" }).check();
  await page.getByRole("button", { name: "Verificar disponibilidade" }).click();
  const lead = leadCreated(page);
  await page.getByRole("list", { name: "Planos disponíveis" }).getByRole("listitem").first().getByRole("link", { name: "Contratar" }).click();
  const { idLead } = await created(lead);
  await expect(page).toHaveURL(/\/checkout\/nome\//, { timeout: 30_000 });

  await page.goto("/consultar-cobertura/cep/");
  const field = page.getByLabel("CEP", { exact: true });
  await expect(field).toHaveValue("01310-100");
  await field.fill("20040002");
  const removal = leadDeleted(page);
  await page.getByRole("button", { name: "Consultar Cobertura" }).click();
  const sent = await removal;
  expect(sent.postDataJSON()).toEqual({ id: idLead, cep: "01310100", phone: "11987654321" });
  expect((await sent.response())?.status()).toBe(200);
  await expect.poll(async () => (await callApi(page.request, "GET", `lead/${idLead}`)).status()).toBe(404);
  const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem("ultrafibra-purchase") ?? "{}").state);
  expect(stored).toMatchObject({ zip: "20040-002", leadId: null, sendAddress: true, streetNr: "" });
});

test("plan-card drawer: a new CEP after a lead deletes the old lead and makes a new one", async ({ page }) => {
  let drawer = await openPlanDrawer(page);
  await drawer.getByLabel("CEP", { exact: true }).pressSequentially("01310100");
  await drawer.getByLabel("Número do imóvel").fill("1000");
  await drawer.getByRole("checkbox", { name: "Sem complemento" }).check();
  let lead = leadCreated(page);
  await drawer.getByRole("button", { name: "Enviar" }).click();
  const first = await created(lead);
  await expect(page).toHaveURL(/\/checkout\/nome\//, { timeout: 30_000 });

  drawer = await openPlanDrawer(page);
  await drawer.getByLabel("CEP", { exact: true }).pressSequentially("20040002");
  await drawer.getByLabel("Número do imóvel").fill("10");
  await drawer.getByRole("checkbox", { name: "Sem complemento" }).check();
  const removal = leadDeleted(page);
  lead = leadCreated(page);
  await drawer.getByRole("button", { name: "Enviar" }).click();
  expect((await removal).postDataJSON()).toMatchObject({ id: first.idLead, cep: "01310100" });
  const second = await created(lead);
  expect(second.idLead).not.toBe(first.idLead);
  expect(second.address).toMatchObject({ cep: "20040002", number: "10" });
  await expect(page).toHaveURL(/\/checkout\/nome\//, { timeout: 30_000 });
  await expect.poll(async () => (await callApi(page.request, "GET", `lead/${first.idLead}`)).status()).toBe(404);
  expect(await storedAddress(page, second.idLead)).toMatchObject({ cep: "20040002", number: "10" });
});

test("screenshots: the plan-card drawer (70070-100) and addon b's combined step at phone and desktop sizes", async ({ page }) => {
  test.skip(test.info().project.name !== "desktop", "sets its own sizes");
  for (const size of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(size);
    const drawer = await openPlanDrawer(page);
    await drawer.getByLabel("CEP", { exact: true }).pressSequentially("70070100");
    await expect(drawer.getByRole("textbox", { name: "Quadra", exact: true })).toBeVisible();
    await drawer.getByRole("button", { name: "Enviar" }).click();
    await expect(drawer.getByText("Informe a quadra.")).toBeVisible();
    await animationsDone(page);
    await page.screenshot({ path: `screenshots/address-drawer-${size.width}.png` });
    await page.goto("/b/checkout/cep/?s=d1000c");
    await page.getByLabel("CEP", { exact: true }).fill("01310100");
    await expect(page.getByRole("textbox", { name: "Complemento", exact: true })).toBeVisible();
    await page.screenshot({ path: `screenshots/address-combined-${size.width}.png`, fullPage: true });
  }
});
