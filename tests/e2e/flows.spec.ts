import AxeBuilder from "@axe-core/playwright";
import { expect as baseExpect, test, type Page } from "./support/test";
import { freshAddress } from "./support/api";
import { networkQuiet } from "./support/settle";

/**
 * On the sandbox (docs/sandbox.md): renewal (refidelizacao) and fibre
 * migration (migracao-ultrafibra) end to end, the CPF refused in the browser before any call, and
 * zero axe violations on every page met on the way.
 */

// Generous waits: the whole flow runs against a production build that may share a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const RENEWAL_WITH_OFFERS = "285.739.146-37";
const RENEWAL_WITHOUT = "461.307.958-66";
const MIGRATION = "602.918.375-30";
const INVALID = "111.111.111-11";
const SHOTS = process.env.FLOWS_SHOTS; // a directory: screenshots of the offers and confirmation pages

async function axe(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, where).toEqual([]);
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  const { width } = page.viewportSize() ?? { width: 0 };
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const progress = (page: Page) => page.getByRole("progressbar", { name: "Progresso do pedido" });

test.beforeEach(async ({ page }) => {
  // Each test its own client address: the CPF lookups are rate-limited per client.
  await page.setExtraHTTPHeaders({ "x-forwarded-for": freshAddress() });
});

test("renewal customer completes: CPF → offers → choose → confirm → order number @responsive", async ({ page }) => {
  const lookups: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/renewalBaseUser/documentNumber")) lookups.push(r.postData() ?? "");
  });
  await page.goto("/refidelizacao/consulta-cpf/?utm_source=email&utm_campaign=renova&matchchannel=crm&campaignid=c42");
  await expect(heading(page)).toHaveText("Renove seu plano: informe seu CPF");
  await expect(page.getByTestId("televendas")).toHaveCount(0);
  await axe(page, "refidelizacao/consulta-cpf");
  await page.getByLabel("CPF do titular").fill(RENEWAL_WITH_OFFERS);
  await page.getByRole("button", { name: "Consultar ofertas" }).click();

  await expect(page).toHaveURL(/\/refidelizacao\/ofertas\/\?utm_source=email&utm_campaign=renova&matchchannel=crm&campaignid=c42$/);
  expect(page.url()).not.toContain("285");
  const body = JSON.parse(lookups[0] ?? "{}") as Record<string, unknown>;
  expect(body).toMatchObject({ cpf: "28573914637", utm_source: "email", utm_campaign: "renova", matchchannel: "crm", campaignid: "c42" });
  expect(typeof body.userAgent).toBe("string");
  expect(typeof body.origin).toBe("string");

  const cards = page.locator("[data-offer]");
  await expect(cards).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Escolher esta oferta" })).toHaveCount(2);
  await shot(page, "renewal-ofertas");
  await axe(page, "refidelizacao/ofertas");
  // Nothing personal in browser storage.
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }));
  expect(stored).not.toMatch(/28573914637|285\.739/);

  const chosenName = (await cards.nth(1).getByRole("heading", { level: 2 }).textContent()) ?? "";
  await page.getByRole("button", { name: "Escolher esta oferta" }).nth(1).click();
  await expect(page).toHaveURL(/\/refidelizacao\/confirmacao\//);
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "50");
  await expect(page.getByTestId("renewal-plan")).toContainText(chosenName.trim());
  await axe(page, "refidelizacao/confirmacao");

  await page.getByRole("button", { name: "Confirmar renovação" }).click();
  await expect(page).toHaveURL(/\/refidelizacao\/pedido-realizado\//);
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "100");
  await expect(page.getByTestId("order-number")).toHaveText(/^\d{6,}$/);
  await axe(page, "refidelizacao/pedido-realizado");
});

test("a renewal CPF without offers is told so, with a way forward", async ({ page }) => {
  await page.goto("/refidelizacao/consulta-cpf/");
  await page.getByLabel("CPF do titular").fill(RENEWAL_WITHOUT);
  await page.getByRole("button", { name: "Consultar ofertas" }).click();
  const answer = page.getByTestId("no-offers");
  await expect(answer).toContainText("Não encontramos ofertas de renovação para este CPF");
  await expect(answer.getByRole("link", { name: "Quero receber uma ligação" })).toHaveAttribute("href", "/receber-ligacao/");
  await expect(answer.getByRole("link", { name: "Ver os planos" })).toHaveAttribute("href", "/#planos");
  await expect(page).toHaveURL(/\/refidelizacao\/consulta-cpf\/$/);
  await axe(page, "refidelizacao/consulta-cpf (no offers)");
});

test("an invalid CPF is refused before any call", async ({ page }) => {
  await page.goto("/refidelizacao/consulta-cpf/");
  const apiCalls: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith("/api/")) apiCalls.push(r.url());
  });
  await page.getByLabel("CPF do titular").fill(INVALID);
  await page.getByRole("button", { name: "Consultar ofertas" }).click();
  await expect(page.getByText("CPF inválido. Confira os números digitados.")).toBeVisible();
  await expect(page.getByLabel("CPF do titular")).toHaveAttribute("aria-invalid", "true");
  await axe(page, "refidelizacao/consulta-cpf (invalid CPF)");

  await page.goto("/migracao-ultrafibra/consulta-cpf/");
  await page.getByLabel("CPF do titular").fill(INVALID);
  await page.getByRole("button", { name: "Consultar ofertas" }).click();
  await expect(page.getByText("CPF inválido. Confira os números digitados.")).toBeVisible();
  await networkQuiet(page);
  expect(apiCalls).toEqual([]);
});

test("a reload on the renewal offers sends the visitor back to the CPF lookup, kindly", async ({ page }) => {
  await page.goto("/refidelizacao/ofertas/");
  await expect(page).toHaveURL(/\/refidelizacao\/consulta-cpf\/$/);
  await expect(page.getByText("Por segurança, suas ofertas não ficam guardadas no navegador.")).toBeVisible();
});

test("migration customer completes and the confirmation carries ?fiberMigration=true @responsive", async ({ page }) => {
  const confirms: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "PUT" && r.url().includes("/api/lead-v2/")) confirms.push(r.url());
  });
  await page.goto("/migracao-ultrafibra/consulta-cpf/");
  await expect(heading(page)).toHaveText("Migre para a TIM Ultrafibra: informe seu CPF");
  await expect(page.getByTestId("televendas")).toBeVisible();
  await expect(page.getByRole("link", { name: /FAQ|Perguntas/i }).first()).toHaveAttribute("href", /faq-migracao\.pdf/);
  await axe(page, "migracao-ultrafibra cpf");
  await page.getByLabel("CPF do titular").fill(MIGRATION);
  await page.getByRole("button", { name: "Consultar ofertas" }).click();

  await expect(heading(page)).toHaveText("Escolha seu plano TIM Ultrafibra");
  await expect(page.getByTestId("user-data")).toContainText("***");
  await shot(page, "migration-ofertas");
  await axe(page, "migracao-ultrafibra offers");
  await page.getByRole("button", { name: "Escolher este plano" }).first().click();

  await expect(heading(page)).toHaveText("Qual é o CEP da instalação?");
  await axe(page, "migracao-ultrafibra cep");
  await page.getByRole("textbox", { name: "CEP" }).fill("01310-100");
  await page.getByRole("button", { name: "Continuar" }).click();

  await expect(heading(page)).toHaveText("Qual é o número do imóvel?");
  await expect(page.getByLabel("Tipo de complemento")).toBeVisible();
  await axe(page, "migracao-ultrafibra number");
  await page.getByRole("textbox", { name: "Número", exact: true }).fill("1000");
  await page.getByLabel("Tipo de complemento").selectOption({ label: "Apartamento" });
  await page.getByLabel("Complemento (número ou nome)").fill("12");
  await page.getByRole("button", { name: "Continuar" }).click();

  await expect(heading(page)).toHaveText("Confira e confirme sua migração");
  await expect(page.getByText(/1000, Apartamento 12/)).toBeVisible();
  await shot(page, "migration-confirmacao");
  await axe(page, "migracao-ultrafibra confirmation");
  await page.getByRole("button", { name: "Confirmar migração" }).click();

  await expect(heading(page)).toHaveText("Pedido de migração realizado");
  await expect(page.getByTestId("order-number")).toHaveText(/^\d{6,}$/);
  expect(confirms).toHaveLength(1);
  expect(confirms[0]).toContain("fiberMigration=true");
  // One page throughout; each step is a history entry named by ?etapa=, never the CPF.
  expect(page.url()).toMatch(/\/migracao-ultrafibra\/consulta-cpf\/\?etapa=pedido-realizado$/);
  expect(page.url()).not.toMatch(/602\.?918/);
  await axe(page, "migracao-ultrafibra done");
});
