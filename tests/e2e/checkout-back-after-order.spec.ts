import { expect as baseExpect, test, type Page } from "./support/test";
import { axeViolations } from "./support/axe";
import { prepareOrder } from "./support/order";
import { networkQuiet } from "./support/settle";

/**
 * The browser's Back after the order is placed shows the order's read-only summary (funnel §2:
 * pedido-realizado goes back to confirmacao), then leaves the funnel: never an emptied funnel at
 * its first step (/checkout/planos/, "Escolha seu plano", 10 %), never the order page again. The order is prepared through the API as in checkout-payment.spec.ts
 * (lead with every personal step answered, due day set), then the last two steps are clicked.
 */

const expect = baseExpect.configure({ timeout: 15_000 });

const ORDER_HEADING = "Pedido realizado";

/**
 * Every state the page passes through (path, progress value, h1), recorded by a MutationObserver
 * from the first byte of each document: a redirect that flashes the plan list for a frame is caught too.
 */
async function recordScreens(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __screens?: string[] };
    w.__screens = JSON.parse(sessionStorage.getItem("__screens") ?? "[]") as string[];
    const note = () => {
      const bar = document.querySelector('[role="progressbar"]');
      const entry = `${location.pathname} | ${bar?.getAttribute("aria-valuenow") ?? "-"} | ${document.querySelector("h1")?.textContent ?? ""}`;
      const list = w.__screens!;
      if (list[list.length - 1] !== entry) {
        list.push(entry);
        sessionStorage.setItem("__screens", JSON.stringify(list));
      }
    };
    new MutationObserver(note).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  return async (): Promise<string[]> => {
    const list = await page.evaluate(() => (window as unknown as { __screens?: string[] }).__screens ?? []);
    await page.evaluate(() => {
      (window as unknown as { __screens?: string[] }).__screens = [];
      sessionStorage.setItem("__screens", "[]");
    });
    return list;
  };
}

const SUMMARY_HEADING = "Resumo do seu pedido";

/** The placed order's read-only summary (confirmacao after the order): its number, no second confirm. */
async function expectPlacedSummary(page: Page, orderNumber: string) {
  await expect(page).toHaveURL(/\/checkout\/confirmacao\/$/);
  await expect(page.getByRole("heading", { level: 1, name: SUMMARY_HEADING })).toBeVisible();
  await expect(page.getByTestId("placed-order-summary")).toContainText(orderNumber);
  await expect(page.getByRole("button", { name: "Confirmar pedido" })).toHaveCount(0);
  await expect(page.getByTestId("back-link")).toHaveAttribute("href", "/");
}

/** Places an order from the debit question on; answers the order number. */
async function placeOrder(page: Page): Promise<string> {
  await prepareOrder(page, "d500a", { dueDay: 15 });
  await page.goto("/");
  await page.goto("/checkout/ativar-debito/");
  await expect(page.getByRole("heading", { level: 1, name: "Quer pagar com débito automático?" })).toBeVisible();
  await page.getByRole("radio", { name: "Não, prefiro pagar a fatura todo mês" }).check();
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Confira e confirme seu pedido" })).toBeVisible();
  await page.getByRole("button", { name: "Confirmar pedido" }).click();
  await expect(page.getByRole("heading", { level: 1, name: ORDER_HEADING })).toBeVisible();
  await expect(page).toHaveURL(/\/pedido-realizado\/$/);
  const orderNumber = (await page.getByTestId("order-number").locator("strong").textContent()) ?? "";
  expect(orderNumber).toMatch(/^\d{10}$/);
  return orderNumber;
}

test("browser Back after the order: its read-only summary once, then out of the funnel, never the plan list at 10 % @responsive", async ({ page }) => {
  test.setTimeout(120_000);
  const screens = await recordScreens(page);
  const orderNumber = await placeOrder(page);
  await screens();

  // Back once: where the summary was, now the placed order read-only.
  await page.goBack();
  await expectPlacedSummary(page, orderNumber);
  await networkQuiet(page, 1000);
  await expectPlacedSummary(page, orderNumber);
  expect(await axeViolations(page)).toEqual([]);

  // Back twice: the debit question's entry, which leaves the funnel for the page before it.
  await page.goBack();
  await expect.poll(() => new URL(page.url()).pathname).toBe("/");
  // Time for a late redirect to show itself: it would start a request inside the quiet second.
  await networkQuiet(page, 1000);
  expect(new URL(page.url()).pathname).toBe("/");
  const seen = await screens();
  expect(seen.filter((s) => /\/checkout\/planos\/|\| 10 \||Escolha seu plano|\/pedido-realizado\//.test(s)), seen.join(" ; ")).toEqual([]);
});

test("the order page's Voltar shows the placed order's summary, whose Voltar goes home", async ({ page }) => {
  test.setTimeout(120_000);
  const orderNumber = await placeOrder(page);
  await expect(page.getByTestId("back-link")).toHaveAttribute("href", "/checkout/confirmacao/");
  await page.getByTestId("back-link").click();
  await expectPlacedSummary(page, orderNumber);
  await page.getByTestId("back-link").click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => new URL(page.url()).pathname).toBe("/");
});
