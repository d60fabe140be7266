import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/test";
import { freshAddress } from "./support/api";
import { checkCoverage } from "./support/coverage";
import { networkQuiet } from "./support/settle";

/**
 * The coverage check and the other entries on the sandbox (docs/
 * sandbox.md): covered CEP → lead drawer → plans → checkout; no coverage → lead saved, updated
 * and withdrawn; offer unavailable; callback success and failure; regulations; CEP errors.
 */

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

// axe on a busy machine takes several seconds per page.
test.describe.configure({ timeout: 90_000 });

// Each test is its own client for the proxy's rate limits (callbacks: five per ten minutes).
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": freshAddress() });
});


test("the form's schema script loads with the first value typed, not with the page, and the button then enables", async ({ page }) => {
  await page.goto("/consultar-cobertura/cep/");
  await page.locator("html[data-hydrated]").waitFor();
  const chunks: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/_next/static/chunks/") && r.resourceType() === "script") chunks.push(r.url());
  });
  // A visitor who only reads never downloads zod (30 KB compressed).
  await networkQuiet(page, 1_000);
  expect(chunks).toEqual([]);
  const submit = page.getByRole("button", { name: "Consultar Cobertura" });
  await expect(submit).toBeDisabled();
  await page.getByLabel("CEP", { exact: true }).pressSequentially("01310100");
  await expect.poll(() => chunks.length).toBeGreaterThan(0);
  await page.getByLabel("Telefone com DDD").fill("11987654321");
  await expect(submit).toBeEnabled();
});

test("the masks load with the first focus: what is typed before they arrive is kept, masked on arrival, and can be typed over", async ({ page }) => {
  await page.goto("/consultar-cobertura/cep/");
  await page.locator("html[data-hydrated]").waitFor();
  // From here on every script arrives 400 ms late: imask, zod and the form's rules.
  const late: string[] = [];
  await page.route("**/_next/static/chunks/**/*.js", async (route) => {
    late.push(route.request().url());
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await networkQuiet(page);
  expect(late).toEqual([]);
  const phone = page.getByLabel("Telefone com DDD");
  await phone.fill("11123456789");
  await expect(phone).toHaveValue("11123456789");
  await phone.blur();
  // The mask arrived with the field out of focus: it formats what was typed.
  await expect(phone).toHaveValue("(11) 12345-6789");
  await expect(page.getByText("Esse número não é válido. Verifique a digitação.")).toBeVisible();
  await phone.fill("11987654321");
  await expect(phone).toHaveValue("(11) 98765-4321");
  await expect(page.getByText("Esse número não é válido. Verifique a digitação.")).toHaveCount(0);
  expect(late.length).toBeGreaterThan(0);
});

test("typing fast on a slow phone keeps every digit while the masks arrive and the form catches up", async ({ page }) => {
  await page.goto("/consultar-cobertura/cep/");
  await page.locator("html[data-hydrated]").waitFor();
  // A cheap phone: the form re-renders behind the keys (an 8x slower CPU lost 1-2 digits of 11
  // in 4 runs out of 6 before the masks told their own echoes from values set from outside).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 8 });
  const cep = page.getByLabel("CEP", { exact: true });
  const phone = page.getByLabel("Telefone com DDD");
  await cep.pressSequentially("01310100");
  await phone.pressSequentially("11987654321");
  await expect(cep).toHaveValue("01310-100");
  await expect(phone).toHaveValue("(11) 98765-4321");
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
});

test("covered CEP: success, lead drawer, nr-imovel, plans, a plan into the checkout", async ({ page }) => {
  await checkCoverage(page, "01310100");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Verificar disponibilidade" }).click();
  await expect(page).toHaveURL(/\/consultar-cobertura\/planos\//);
  const cards = page.getByRole("list", { name: "Planos disponíveis" }).getByRole("listitem");
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(1);
  await expectNoAxeViolations(page);
  const lead = page.waitForResponse((r) => r.url().includes("/api/lead-v2") && r.request().method() === "POST");
  await cards.first().getByRole("link", { name: "Contratar" }).click();
  expect((await lead).status()).toBe(200);
  await expect(page).toHaveURL(/\/checkout\/nome\//);
});

test("no coverage: the lead is saved, updated with the e-mail and withdrawn", async ({ page }) => {
  const created = page.waitForResponse((r) => /\/api\/lead-no-coverage\/?$/.test(r.url()) && r.request().method() === "POST");
  await checkCoverage(page, "69900000");
  await page.getByRole("button", { name: "Verificar disponibilidade" }).click();
  expect((await created).status()).toBe(200);
  await expect(page).toHaveURL(/\/consultar-cobertura\/sem-cobertura\//);
  await expect(page.getByRole("heading", { name: "Guardamos o seu interesse" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("E-mail").fill("maria.nova@example.com");
  const updated = page.waitForResponse((r) => /\/api\/lead-no-coverage\/?$/.test(r.url()) && r.request().method() === "PUT");
  await page.getByRole("button", { name: "Quero ser avisado", exact: true }).click();
  const put = await updated;
  expect(put.status()).toBe(200);
  expect(put.request().postDataJSON()).toMatchObject({ email: "maria.nova@example.com", phone: "11987654321", name: "Maria da Silva" });
  await expect(page.getByText("Pronto! Seus dados foram salvos.")).toBeVisible();

  const removed = page.waitForResponse((r) => /\/api\/lead-no-coverage\/?$/.test(r.url()) && r.request().method() === "DELETE");
  await page.getByRole("button", { name: "Não quero ser avisado" }).click();
  expect((await removed).ok()).toBe(true);
  await expect(page.getByText("apagamos seu pedido de aviso")).toBeVisible();
});

test("offer unavailable: the chosen plan is not sold there, the others are offered", async ({ page }) => {
  await checkCoverage(page, "40010000", "?s=d600gl");
  await page.getByRole("button", { name: "Verificar disponibilidade" }).click();
  await expect(page).toHaveURL(/\/consultar-cobertura\/oferta-indisponivel\/\?s=d600gl/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oferta indisponível no seu endereço");
  await expect(page.getByRole("list", { name: "Planos disponíveis" }).getByRole("listitem")).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Quero receber uma ligação" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("invalid CEP keeps the error under the field and opens no drawer", async ({ page }) => {
  await page.goto("/consultar-cobertura/cep/");
  const cep = page.getByLabel("CEP", { exact: true });
  await cep.fill("00000000");
  await page.getByLabel("Telefone com DDD").fill("11987654321");
  await page.getByRole("button", { name: "Consultar Cobertura" }).click();
  await expect(cep).toHaveAttribute("aria-invalid", "true");
  const describedBy = (await cep.getAttribute("aria-describedby")) ?? "";
  const errorId = describedBy.split(" ").find((id) => id.includes("error"));
  expect(errorId).toBeTruthy();
  await expect(page.locator(`[id="${errorId}"]`)).toHaveText(/Cep inválido ou inexistente/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expectNoAxeViolations(page);
  // The error goes away when the CEP changes.
  await cep.fill("01310100");
  await expect(page.getByText("Cep inválido ou inexistente")).toHaveCount(0);
});

test("phone rule: the message shows and clears when the phone is fixed", async ({ page }) => {
  await page.goto("/consultar-cobertura/cep/");
  const phone = page.getByLabel("Telefone com DDD");
  await phone.fill("11123456789");
  await phone.blur();
  await expect(page.getByText("Esse número não é válido. Verifique a digitação.")).toBeVisible();
  await phone.fill("11987654321");
  await expect(page.getByText("Esse número não é válido. Verifique a digitação.")).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Não sei meu CEP/ })).toHaveAttribute(
    "href",
    "https://buscacepinter.correios.com.br/app/endereco/index.php",
  );
  await expect(page.getByRole("link", { name: /Não sei meu CEP/ })).toHaveAttribute("target", "_blank");
});

test("phone rule: a 10-digit landline is refused, the phone has 11 digits, and what was typed stays", async ({ page }) => {
  await page.goto("/consultar-cobertura/cep/");
  await page.getByLabel("CEP", { exact: true }).fill("01310100");
  const phone = page.getByLabel("Telefone com DDD");
  await phone.fill("1134567890");
  await phone.blur();
  await expect(phone).toHaveValue("(11) 3456-7890");
  await expect(page.getByText("Esse número não é válido. Verifique a digitação.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Consultar Cobertura" })).toBeDisabled();
  await phone.fill("11987654321");
  await expect(page.getByText("Esse número não é válido. Verifique a digitação.")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Consultar Cobertura" })).toBeEnabled();
});

test("callback: success", async ({ page }) => {
  await page.goto("/receber-ligacao/");
  await expectNoAxeViolations(page);
  await page.getByLabel("Telefone com DDD").fill("11987654321");
  await page.getByRole("button", { name: "Quero receber uma ligação" }).click();
  await expect(page.getByText(/Pedido recebido!/)).toBeVisible();
});

test("callback: failure shows the server's message and a retry", async ({ page }) => {
  await page.goto("/receber-ligacao/");
  await page.getByLabel("Telefone com DDD").fill("11900000002");
  await page.getByRole("button", { name: "Quero receber uma ligação" }).click();
  const form = page.getByRole("form", { name: "Pedido de ligação" });
  await expect(form.getByRole("alert")).toHaveText("Erro HTTP 500 Internal Server Error");
  const retry = page.getByRole("button", { name: "Tentar novamente" });
  await expect(retry).toBeVisible();
  await expectNoAxeViolations(page);
  const again = page.waitForResponse((r) => /\/api\/supportRequest\/?$/.test(r.url()));
  await retry.click();
  expect((await again).status()).toBe(500);
  await expect(form.getByRole("alert")).toHaveText("Erro HTTP 500 Internal Server Error");
});

test("regulations: grouped documents whose PDFs answer 200, and the privacy anchor", async ({ page, request }) => {
  await page.goto("/regulamentos/");
  const links = page.locator("main a[href$='.pdf']");
  await expect(links.first()).toBeVisible();
  // The groups arrive one by one from the API: wait for more than the first.
  await expect.poll(() => links.count()).toBeGreaterThan(3);
  await expect(page.locator("#privacidade")).toHaveCount(1);
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""))) {
    expect(href).toMatch(/^\/docs\/.+\.pdf$/);
    expect((await request.get(href)).status(), href).toBe(200);
  }
  await expectNoAxeViolations(page);
});

for (const path of ["/consultar-cobertura/com-cobertura/", "/linktree/", "/chat/", "/chat-tct/", "/selecao-plano-movel/", "/consulta-cpf/", "/oferta-colaborador/regulamentos/"]) {
  test(`renders with zero axe violations: ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("h1")).toBeVisible();
    if (path.startsWith("/chat")) await expect(page.getByText("Fale com a gente por outro canal")).toBeVisible();
    if (path.includes("regulamentos")) await expect(page.locator("main a[href$='.pdf']").first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test("mobile plan selection carries the plan into the addon's checkout", async ({ page }) => {
  await page.goto("/selecao-plano-movel/?s=d600gl");
  await expect(page.getByRole("link", { name: "Tenho TIM Black" })).toHaveAttribute("href", "/timblack/checkout/cep/?s=d600gl");
});

test("screenshots: cep and planos at phone and desktop sizes", async ({ page }) => {
  for (const size of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(size);
    await page.goto("/consultar-cobertura/cep/");
    await expect(page.getByRole("button", { name: "Consultar Cobertura" })).toBeVisible();
    await page.screenshot({ path: `.reports/coverage-cep-${size.width}.png`, fullPage: true });
  }
  await checkCoverage(page, "01310100");
  await page.getByRole("button", { name: "Verificar disponibilidade" }).click();
  await expect(page).toHaveURL(/\/consultar-cobertura\/planos\//);
  for (const size of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(size);
    await expect(page.getByRole("list", { name: "Planos disponíveis" })).toBeVisible();
    await page.screenshot({ path: `.reports/coverage-planos-${size.width}.png`, fullPage: true });
  }
});

test("the lead drawer keeps what it validated at Enviar: its fields are read-only during the success delay", async ({ page }) => {
  await page.goto("/consultar-cobertura/cep/");
  await page.getByLabel("CEP", { exact: true }).fill("69900000");
  await page.getByLabel("Telefone com DDD").fill("11987654321");
  await page.getByRole("button", { name: "Consultar Cobertura" }).click();
  const drawer = page.getByRole("dialog", { name: "Falta pouco! Informe seus dados" });
  const name = drawer.getByLabel("Nome completo");
  await name.fill("Maria da Silva");
  await drawer.getByLabel("E-mail").fill("maria@example.com.br");
  await drawer.getByRole("button", { name: "Enviar" }).click();
  await expect(name).toHaveAttribute("readonly", "");
  await name.focus();
  await page.keyboard.type("123");
  await expect(name).toHaveValue("Maria da Silva");
  await expect(page).toHaveURL(/\/consultar-cobertura\/nr-imovel\//);
  const stored = await page.evaluate(() => Object.values(sessionStorage).join(" "));
  expect(stored).toContain("Maria da Silva");
  expect(stored).not.toContain("Maria da Silva123");
});

test("a refused no-coverage lead says why, stops saying it is checking, and leads back to correct the data", async ({ page }) => {
  await page.route(/\/api\/lead-no-coverage\/?$/, (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ success: false, message: "Nome inválido." }) })
      : route.fallback(),
  );
  await checkCoverage(page, "69900000");
  await page.getByRole("button", { name: "Verificar disponibilidade" }).click();
  await expect(page).toHaveURL(/\/consultar-cobertura\/verificando-disponibilidade\//);
  await expect(page.locator("main").getByRole("alert")).toContainText("Nome inválido.");
  await expect(page.locator("main")).not.toContainText("Estamos consultando");
  await expect(page.locator("main")).toContainText("Não foi possível concluir a consulta.");
  const correct = page.getByRole("link", { name: "Corrigir meus dados" });
  await expect(correct).toHaveAttribute("href", "/consultar-cobertura/cep/");
  await expectNoAxeViolations(page);
});
