import { expect as baseExpect, test, type Page } from "./support/test";
import { axeViolations } from "./support/axe";
import { callApi, freshAddress } from "./support/api";
import { prepareOrder } from "./support/order";
import { GLOBOPLAY_OFFER_NAME } from "@/lib/plans/names";
import { installationDates, todayInBrazil, toIsoDate } from "@/lib/validation";

/**
 * Issue "Orders right the first time": copy a visitor met on the way to an order. One name for one
 * offer from the landing to the summary; the header does not claim an order before it exists; the
 * bank field's hint says what the control does. Each runs at 1440×900 and 390×844 (@responsive).
 */

// Checkout steps restore the order from the backend first: room for a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });


async function heading(page: Page, text: string) {
  await expect(page.getByRole("heading", { level: 1, name: text })).toBeVisible();
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/copy/${name}-${test.info().project.name}.png`, fullPage: true });
}

/** The stage the header marks as current, in the list and in the compact "Etapa n de 5" line. */
function stage(page: Page) {
  return {
    current: page.getByRole("list", { name: "Etapas do pedido" }).locator('[aria-current="step"]'),
    compact: page.getByText(/^Etapa \d de \d:/),
  };
}

test("one name for d600gl: the landing's Globoplay minicard, the plan-info line and the summary agree @responsive", async ({ page }) => {
  test.setTimeout(120_000);
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": freshAddress() });
  await page.goto("/");
  const streaming = page.locator("#streaming");
  const card = streaming.getByRole("heading", { level: 4, name: GLOBOPLAY_OFFER_NAME, exact: true });
  await expect(card).toBeVisible();
  // The banner's offer slide says the same name.
  await expect(page.locator('[data-slide="offer"]').first().getByRole("heading", { level: 2 })).toHaveText(GLOBOPLAY_OFFER_NAME);
  await card.scrollIntoViewIfNeeded();
  await shot(page, "landing-minicard");
  // The card's own link (its accessible name ends with the card's title).
  await streaming.getByRole("link", { name: new RegExp(`^Contratar agora\\W*${GLOBOPLAY_OFFER_NAME}$`) }).click();

  await expect(page).toHaveURL(/\/checkout\/cep\/\?s=d600gl$/);
  const info = page.getByTestId("plan-info");
  await expect(info.locator("span").nth(1)).toHaveText(GLOBOPLAY_OFFER_NAME);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, "cep-plan-info");

  // The same plan at the end of the funnel: the plan-info line and the summary.
  const { idLead } = await prepareOrder(page, "d600gl");
  await callApi(page.request, "PATCH", `lead-v2/${idLead}/dueDate`, { due_date: "15" });
  await callApi(page.request, "PATCH", `lead-v2/${idLead}/bankInfo`, { direct_debit: false });
  // d600gl has installation scheduling: without dates the summary sends the visitor to pick them.
  const [day1, day2] = installationDates(todayInBrazil());
  const schedules = [{ date: toIsoDate(day1!), period: "manha" }, { date: toIsoDate(day2!), period: "tarde" }];
  expect((await callApi(page.request, "PATCH", `lead-v2/${idLead}/scheduleDate`, { schedules })).status()).toBe(200);
  await page.goto("/checkout/confirmacao/");
  await heading(page, "Confira e confirme seu pedido");
  await expect(page.getByTestId("order-summary")).toBeVisible();
  await expect(page.getByTestId("plan-info").locator("span").nth(1)).toHaveText(GLOBOPLAY_OFFER_NAME);
  await expect(page.getByTestId("order-summary").getByText(GLOBOPLAY_OFFER_NAME, { exact: true })).toBeVisible();
  await expect(page.getByText(/600 Mega \+ Globoplay/)).toHaveCount(0);
  await shot(page, "confirmacao-summary");
});

test("the header says 'Pedido realizado' only once the order exists @responsive", async ({ page }) => {
  test.setTimeout(120_000);
  const { idLead } = await prepareOrder(page, "d500a");
  await callApi(page.request, "PATCH", `lead-v2/${idLead}/dueDate`, { due_date: "15" });
  await callApi(page.request, "PATCH", `lead-v2/${idLead}/bankInfo`, { direct_debit: false });

  await page.goto("/checkout/confirmacao/");
  await heading(page, "Confira e confirme seu pedido");
  const onConfirm = stage(page);
  await expect(onConfirm.current).toHaveText("Confirmação");
  await expect(onConfirm.compact).toHaveText("Etapa 5 de 5: Confirmação");
  await expect(page.getByRole("list", { name: "Etapas do pedido" })).not.toContainText("Pedido realizado");
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, "confirmacao-stage");

  await page.getByRole("button", { name: "Confirmar pedido" }).click();
  await heading(page, "Pedido realizado");
  await expect(page).toHaveURL(/\/pedido-realizado\/$/);
  const placed = stage(page);
  await expect(placed.current).toHaveText("Pedido realizado");
  await expect(placed.compact).toHaveText("Etapa 5 de 5: Pedido realizado");
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, "pedido-realizado-stage");
});

test("the bank field's hint matches the native select; Banco do Brasil chosen by keyboard @responsive", async ({ page }) => {
  test.setTimeout(120_000);
  const { idLead } = await prepareOrder(page, "d500a");
  await callApi(page.request, "PATCH", `lead-v2/${idLead}/dueDate`, { due_date: "15" });
  await page.goto("/checkout/ativar-debito/");
  await heading(page, "Quer pagar com débito automático?");
  await page.getByRole("radio", { name: "Sim, quero débito automático" }).check();
  await page.getByRole("button", { name: "Continuar" }).click();

  await heading(page, "Dados da conta para débito automático");
  const bank = page.getByLabel("Banco");
  await expect(bank.locator("option", { hasText: "Banco do Brasil (001)" })).toHaveCount(1);
  // A native select (the phone's own picker, where nothing is typed): the hint says to pick from
  // the list in alphabetical order, and the list is in that order.
  expect(await bank.evaluate((el) => el.tagName)).toBe("SELECT");
  await expect(bank).toHaveAccessibleDescription("Escolha seu banco na lista, em ordem alfabética.");
  const names = (await bank.locator("option").allTextContents()).slice(1);
  expect(names.length).toBeGreaterThan(1);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "pt-BR")));
  expect(await axeViolations(page)).toEqual([]);

  // Keyboard only: focus, type the first letters (the select's type-ahead), Tab to the agency.
  await bank.focus();
  await page.keyboard.type("Banco do Brasil");
  await expect(bank).toHaveValue("001");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Agência")).toBeFocused();
  await page.keyboard.type("1234");
  await page.keyboard.press("Tab");
  await page.keyboard.type("12345-6");
  await shot(page, "conta-debito-bank");
  await page.keyboard.press("Enter");
  await heading(page, "Confira e confirme seu pedido");
  await expect(page.getByTestId("order-summary")).toContainText("Banco do Brasil");
});
