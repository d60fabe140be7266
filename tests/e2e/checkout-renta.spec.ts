import AxeBuilder from "@axe-core/playwright";
import { expect as baseExpect, test, type Page } from "./support/test";
import { freshAddress } from "./support/api";
import { networkQuiet } from "./support/settle";

/**
 * createFromRenta where a phone-first entry needs it: the cart's "Já é cliente TIM?"
 * panel starts an order from the visitor's mobile number (POST lead/createFromRenta with idPlan,
 * phoneNumber, utm, lp_origin). Sandbox phones (docs/sandbox.md): (11) 98888-0001 has
 * no customer data, (11) 98888-0002 has no coverage; any other valid number gets a lead at a
 * covered seed address.
 */

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const CART = "/checkout/carrinho/?s=d500a&utm_source=sms&utm_campaign=base";
const lookup = (page: Page) => page.getByRole("form", { name: "Já é cliente TIM? Agilize com o seu celular" });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": freshAddress() });
});

test("a customer's number starts the order from their data: the lead becomes the order and the funnel goes on @responsive", async ({ page }) => {
  await page.goto(CART);
  await expect(lookup(page)).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  await lookup(page).getByLabel("Celular com DDD").fill("11987654321");
  const request = page.waitForRequest((r) => r.url().includes("/api/lead/createFromRenta") && r.method() === "POST");
  const response = page.waitForResponse((r) => r.url().includes("/api/lead/createFromRenta"));
  await lookup(page).getByRole("button", { name: "Buscar meus dados" }).click();

  const body = JSON.parse((await request).postData() ?? "{}") as Record<string, unknown>;
  expect(body).toMatchObject({ phoneNumber: "11987654321", utm: { utm_source: "sms", utm_campaign: "base" }, lp_origin: "/checkout/carrinho/" });
  expect(body.idPlan).toBeTruthy();
  const answer = (await (await response).json()) as { lead: { id: string | number } };
  expect(answer.lead.id).toBeTruthy();

  // The summary's guard takes the visitor to the first step the lead still needs.
  await expect(page).not.toHaveURL(/\/checkout\/carrinho\//);
  await expect(page).toHaveURL(/\/checkout\/(nr-imovel|nome|telefone|email)\//);
  expect(await page.evaluate(() => localStorage.getItem("ultrafibra-lead-id"))).toBe(String(answer.lead.id));
  // The sandbox's customer address has no house number: the visitor gives it, the availability
  // check runs at the exact address, and the order goes on with the customer's phone filled in.
  await expect(page).toHaveURL(/\/checkout\/nr-imovel\//);
  await expect(page.getByText("CEP 01310-100")).toBeVisible();
  await page.getByRole("textbox", { name: "Número" }).fill("1000");
  await page.getByRole("checkbox", { name: "Sem complemento" }).check();
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page).toHaveURL(/\/checkout\/nome\//);
  await page.getByRole("textbox", { name: "Nome completo" }).fill("Maria da Silva");
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page).toHaveURL(/\/checkout\/telefone\//);
  await expect(page.getByLabel("Telefone com DDD")).toHaveValue("(11) 98765-4321");
  // Back in the cart the order exists: the phone door is gone, "Continuar" resumes it.
  await page.goto(CART);
  await expect(page.getByRole("button", { name: "Continuar" })).toBeVisible();
  await expect(lookup(page)).toHaveCount(0);
});

test("'Sem dados do usuário' and 'Sem cobertura' are answered with the way forward, not a retry", async ({ page }) => {
  await page.goto(CART);
  const phone = lookup(page).getByLabel("Celular com DDD");
  const send = lookup(page).getByRole("button", { name: "Buscar meus dados" });

  await phone.fill("11988880001");
  await send.click();
  const status = lookup(page).getByRole("status");
  await expect(status.locator("strong")).toHaveText("Sem dados do usuário");
  await expect(status).toContainText("continue pelo CEP da instalação");
  await expect(lookup(page).getByRole("button", { name: "Tentar novamente" })).toHaveCount(0);
  await expect(page).toHaveURL(/\/checkout\/carrinho\//);

  await phone.fill("11988880002");
  await send.click();
  await expect(status.locator("strong")).toHaveText("Sem cobertura");
  await expect(status.getByRole("link", { name: "Quero receber uma ligação" })).toHaveAttribute("href", /^\/receber-ligacao\/\?utm_source=sms/);
  await expect(phone).toHaveValue("(11) 98888-0002");
});

test("a transport failure shows its message with 'Tentar novamente', and the retry starts the order", async ({ page }) => {
  await page.goto(CART);
  let failed = false;
  await page.route(/\/api\/lead\/createFromRenta/, async (route) => {
    if (failed) return route.fallback();
    failed = true;
    await route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" });
  });
  await lookup(page).getByLabel("Celular com DDD").fill("11987654322");
  await lookup(page).getByRole("button", { name: "Buscar meus dados" }).click();
  await expect(lookup(page).getByRole("alert")).toHaveText("Erro HTTP 500 Internal Server Error");
  await expect(lookup(page).getByLabel("Celular com DDD")).toHaveValue("(11) 98765-4322");
  await lookup(page).getByRole("button", { name: "Tentar novamente" }).click();
  await expect(page).not.toHaveURL(/\/checkout\/carrinho\//);
});

test("an invalid number is refused in the browser, before any call", async ({ page }) => {
  await page.goto(CART);
  const calls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/lead/createFromRenta")) calls.push(r.url());
  });
  await lookup(page).getByLabel("Celular com DDD").fill("1101234567");
  await lookup(page).getByRole("button", { name: "Buscar meus dados" }).click();
  await expect(lookup(page).getByText("Esse número não é válido. Verifique a digitação.")).toBeVisible();
  await networkQuiet(page);
  expect(calls).toEqual([]);
});
