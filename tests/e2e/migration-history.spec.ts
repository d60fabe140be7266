import { expect as baseExpect, test, type Page } from "./support/test";
import { axeViolations } from "./support/axe";
import { freshAddress } from "./support/api";

/**
 * The fibre migration (/migracao-ultrafibra/consulta-cpf/) gives each of its steps a
 * history entry of its own, so the browser's Back returns to the previous step, Forward goes on
 * again, and Back from the first step leaves the flow. No address the flow writes ever carries the
 * CPF, and every step passes axe (WCAG 2.2 AA). Walked with the sandbox's migration customer
 * (docs/sandbox.md).
 */

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const CPF = "602.918.375-30";
const CPF_DIGITS = /60291837530|602\.918\.375|602918/;
const START = "/consulta-cpf/";
const SHOTS = process.env.MIGRATION_SHOTS; // a directory: screenshots of the offers and CEP steps

const TITLES = {
  cpf: "Migre para a TIM Ultrafibra: informe seu CPF",
  offers: "Escolha seu plano TIM Ultrafibra",
  cep: "Qual é o CEP da instalação?",
  number: "Qual é o número do imóvel?",
  confirm: "Confira e confirme sua migração",
  done: "Pedido de migração realizado",
} as const;

const heading = (page: Page) => page.getByRole("heading", { level: 1 });

async function expectStep(page: Page, step: keyof typeof TITLES) {
  await expect(heading(page)).toHaveText(TITLES[step]);
  await expect(page).toHaveURL(/\/migracao-ultrafibra\/consulta-cpf\//);
}

async function axe(page: Page, where: string) {
  expect(await axeViolations(page), where).toEqual([]);
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  const { width } = page.viewportSize() ?? { width: 0 };
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

test.beforeEach(async ({ page }) => {
  // Each test its own client address: the CPF lookups are rate-limited per client.
  await page.setExtraHTTPHeaders({ "x-forwarded-for": freshAddress() });
});

test("each migration step is a history entry: Back and Forward move between steps, Back from the CPF leaves @responsive", async ({ page }) => {
  const visited: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });

  await page.goto(START);
  await expect(heading(page)).toHaveText("Consulte ofertas pelo seu CPF");
  await page.goto("/migracao-ultrafibra/consulta-cpf/?utm_source=email&utm_campaign=migra");
  await expectStep(page, "cpf");
  await axe(page, "cpf");
  await page.getByLabel("CPF do titular").fill(CPF);
  await page.getByRole("button", { name: "Consultar ofertas" }).click();

  await expectStep(page, "offers");
  // The step is named in the address; the tracking parameters stay.
  await expect(page).toHaveURL(/[?&]etapa=ofertas(&|$)/);
  await expect(page).toHaveURL(/utm_source=email/);
  await shot(page, "migration-history-ofertas");
  await axe(page, "offers");
  await page.getByRole("button", { name: "Escolher este plano" }).first().click();

  await expectStep(page, "cep");
  await expect(page).toHaveURL(/[?&]etapa=cep(&|$)/);
  await shot(page, "migration-history-cep");
  await axe(page, "cep");

  // Back returns to the offers, Forward to the CEP again.
  await page.goBack();
  await expectStep(page, "offers");
  await expect(page.getByTestId("user-data")).toContainText("***");
  await page.goForward();
  await expectStep(page, "cep");

  await page.getByRole("textbox", { name: "CEP" }).fill("01310-100");
  await page.getByRole("button", { name: "Continuar" }).click();
  await expectStep(page, "number");
  await expect(page).toHaveURL(/[?&]etapa=numero(&|$)/);
  await axe(page, "number");

  // Back to the CEP keeps what was typed there.
  await page.goBack();
  await expectStep(page, "cep");
  await expect(page.getByRole("textbox", { name: "CEP" })).toHaveValue("01310-100");
  await page.goForward();
  await expectStep(page, "number");

  await page.getByRole("textbox", { name: "Número", exact: true }).fill("1000");
  await page.getByRole("checkbox", { name: "Sem complemento" }).check();
  await page.getByRole("button", { name: "Continuar" }).click();
  await expectStep(page, "confirm");
  await expect(page).toHaveURL(/[?&]etapa=confirmacao(&|$)/);
  await axe(page, "confirm");

  // All the way back: number, CEP, offers, the CPF, then out of the flow.
  for (const step of ["number", "cep", "offers", "cpf"] as const) {
    await page.goBack();
    await expectStep(page, step);
  }
  await expect(page).not.toHaveURL(/etapa=/);
  await page.goBack();
  await expect(heading(page)).toHaveText("Consulte ofertas pelo seu CPF");
  await expect(page).toHaveURL(new RegExp(`${START}$`));

  // And forward again, into the flow and on to the confirmation.
  await page.goForward();
  await expectStep(page, "cpf");
  for (const step of ["offers", "cep", "number", "confirm"] as const) {
    await page.goForward();
    await expectStep(page, step);
  }
  await expect(page.getByText(/1000/)).toBeVisible();

  await page.getByRole("button", { name: "Confirmar migração" }).click();
  await expectStep(page, "done");
  await expect(page).toHaveURL(/[?&]etapa=pedido-realizado(&|$)/);
  await expect(page.getByTestId("order-number")).toHaveText(/^\d{6,}$/);
  await axe(page, "done");

  // After the order, Back shows the order: the confirmation is not offered a second time.
  await page.goBack();
  await expectStep(page, "done");
  await expect(page).toHaveURL(/[?&]etapa=pedido-realizado(&|$)/);
  await expect(page.getByRole("button", { name: "Confirmar migração" })).toHaveCount(0);

  expect(visited.length).toBeGreaterThan(8);
  for (const url of [...visited, page.url()]) expect(url).not.toMatch(CPF_DIGITS);
});

test("a reload on a later migration step restores it from the backend; nothing personal is in browser storage", async ({ page }) => {
  await page.goto("/migracao-ultrafibra/consulta-cpf/");
  await page.getByLabel("CPF do titular").fill(CPF);
  await page.getByRole("button", { name: "Consultar ofertas" }).click();
  await expectStep(page, "offers");
  // The second offer, so the restored plan is not simply the first of the list.
  const chosen = ((await page.locator("[data-offer]").nth(1).getByRole("heading", { level: 2 }).textContent()) ?? "").trim();
  expect(chosen).not.toBe("");
  await page.getByRole("button", { name: "Escolher este plano" }).nth(1).click();
  await expectStep(page, "cep");
  await page.getByRole("textbox", { name: "CEP" }).fill("01310-100");
  await page.getByRole("button", { name: "Continuar" }).click();
  await expectStep(page, "number");

  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }));
  expect(stored).not.toMatch(CPF_DIGITS);
  expect(stored).not.toMatch(/\*\*\*/); // not even the masked customer record

  await page.reload();
  await expectStep(page, "number");
  await expect(page.getByText(/Avenida Paulista/)).toBeVisible();
  await expect(page.getByLabel("Tipo de complemento")).toBeVisible();
  // The customer's address on record is never offered (anyone can type a CPF).
  await expect(page.getByRole("textbox", { name: "Número", exact: true })).toHaveValue("");
  await page.getByRole("textbox", { name: "Número", exact: true }).fill("1000");
  await page.getByRole("checkbox", { name: "Sem complemento" }).check();
  await page.getByRole("button", { name: "Continuar" }).click();
  await expectStep(page, "confirm");
  await expect(page.getByTestId("migration-plan")).toContainText(chosen);

  // Back after the reload still walks the steps.
  await page.goBack();
  await expectStep(page, "number");
});

test("a later migration step opened cold, with nothing to restore, shows the CPF lookup", async ({ page }) => {
  await page.goto("/migracao-ultrafibra/consulta-cpf/?etapa=confirmacao");
  await expectStep(page, "cpf");
  await expect(page).not.toHaveURL(/etapa=/);
  await expect(page.getByLabel("CPF do titular")).toBeVisible();
});
