import { expect, test, type Page } from "./support/test";
import { freshAddress } from "./support/api";
import { fillCoverage } from "./support/coverage";

/**
 * The landing's coverage button keeps the variant's prefix on every variant, not only on
 * oferta-colaborador and movel-blindagem (marketing §2 "such as" is not a closed list). Without
 * it the check from /es/ would offer 700 Mega com Globoplay at R$ 119,99 where the banner
 * promises R$ 109,99, and from /c/ the lead would have addon null and riskValidationRequired
 * false, skipping addon c's fraud check. Every variant keeps its prefix through the
 * coverage check, and the order created from there carries the variant's rules.
 */

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": freshAddress() });
});

/** The landing's coverage button, then the check at a covered address, up to the plans found. */
async function coverageFromLanding(page: Page, prefix: string) {
  await page.goto(`${prefix}/`);
  const cta = page.getByRole("link", { name: "Consultar cobertura" }).last();
  await expect(cta).toHaveAttribute("href", `${prefix}/consultar-cobertura/cep/`);
  await cta.click();
  // A client navigation: the first visit of the page renders it on the server first (ISR), which
  // on a loaded machine took over the default 5 s.
  await expect(page).toHaveURL(new RegExp(`${prefix}/consultar-cobertura/cep/`), { timeout: 20_000 });
  await fillCoverage(page, "01310100");
  await expect(page).toHaveURL(new RegExp(`${prefix}/consultar-cobertura/nr-imovel/`));
  await page.getByRole("button", { name: "Verificar disponibilidade" }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/consultar-cobertura/planos/`), { timeout: 20_000 });
  return page.getByRole("list", { name: "Planos disponíveis" }).getByRole("listitem");
}

/** Chooses the card named `plan` and answers the body of the POST lead-v2 it makes. */
async function orderFrom(page: Page, cards: ReturnType<Page["locator"]>, plan: RegExp) {
  const card = cards.filter({ has: page.getByRole("heading", { level: 2, name: plan }) }).first();
  const created = page.waitForRequest((r) => /\/api\/lead-v2\/?$/.test(r.url()) && r.method() === "POST");
  await card.getByRole("link", { name: "Contratar" }).click();
  const body = (await created).postDataJSON() as Record<string, unknown>;
  return { card, body };
}

test("es: the coverage check stays on /es/, offers the banner's R$ 109,99 and the lead carries es @responsive", async ({ page }) => {
  const cards = await coverageFromLanding(page, "/es");
  const offer = cards.filter({ has: page.getByRole("heading", { level: 2, name: /700 Mega/ }) });
  await expect(offer).toHaveCount(1);
  await expect(offer).toContainText("R$ 109,99/mês");
  await expect(page.getByText("R$ 119,99/mês")).toHaveCount(0);
  const { body } = await orderFrom(page, cards, /700 Mega/);
  expect(body).toMatchObject({ idPlan: "p-d600gles", addon: "es", regionOffer: true });
  await expect(page).toHaveURL(/\/es\/checkout\/nome\//, { timeout: 20_000 });
});

test("c: the coverage check stays on /c/ and the lead asks for addon c's risk validation", async ({ page }) => {
  const cards = await coverageFromLanding(page, "/c");
  const { body } = await orderFrom(page, cards, /500 Mega/);
  expect(body).toMatchObject({ addon: "c", riskValidationRequired: true });
  await expect(page).toHaveURL(/\/c\/checkout\/nome\//, { timeout: 20_000 });
});

test("every variant's coverage button keeps its prefix; livelo has none", async ({ page }) => {
  for (const prefix of ["/oferta-colaborador", "/movel-blindagem", "/timblack", "/b/timblack", "/r3", "/premium"]) {
    await page.goto(`${prefix}/`);
    await expect(page.getByRole("link", { name: "Consultar cobertura" }).last(), prefix).toHaveAttribute(
      "href",
      `${prefix}/consultar-cobertura/cep/`,
    );
  }
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Consultar cobertura" }).last()).toHaveAttribute("href", "/consultar-cobertura/cep/");
  await page.goto("/livelo/");
  await expect(page.getByRole("link", { name: "Consultar cobertura" })).toHaveCount(0);
});
