import { expect as baseExpect, test, type Page } from "./support/test";
import { axeViolations } from "./support/axe";
import { prepareOrder } from "./support/order";
import { networkQuiet } from "./support/settle";

/**
 * "Orders right the first time": the browser's Back after the order is placed shows the order
 * (or, past the funnel, the home), never an emptied funnel at its first step (/checkout/planos/,
 * "Escolha seu plano", 10 %). The order is prepared through the API as in checkout-payment.spec.ts
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

/** The page after a Back: the order (its number, 100 %) or the home; and it stays so. */
async function expectOrderOrHome(page: Page, orderNumber: string) {
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/(pedido-realizado\/)?$/);
  if (new URL(page.url()).pathname === "/") return;
  await expect(page.getByRole("heading", { level: 1, name: ORDER_HEADING })).toBeVisible();
  await expect(page.getByTestId("order-number").locator("strong")).toHaveText(orderNumber);
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
}

test("browser Back after the order: the order page or the home each time, never the plan list at 10 % @responsive", async ({ page }) => {
  test.setTimeout(120_000);
  await prepareOrder(page, "d500a", { dueDay: 15 });
  const screens = await recordScreens(page);
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
  await screens();

  // Back once (to where the summary was), twice (to where the debit question was), three times (the home).
  const expected = ["/pedido-realizado/", "/pedido-realizado/", "/"];
  for (let back = 1; back <= expected.length; back++) {
    await page.goBack();
    await expectOrderOrHome(page, orderNumber);
    await expect.poll(() => new URL(page.url()).pathname, `Back ${back}`).toBe(expected[back - 1]);
    // Time for a late redirect to show itself: it would start a request inside the quiet second.
    await networkQuiet(page, 1000);
    await expectOrderOrHome(page, orderNumber);
    const seen = await screens();
    expect(seen.filter((s) => /\/checkout\/planos\/|\| 10 \||Escolha seu plano/.test(s)), `Back ${back}: ${seen.join(" ; ")}`).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  }
});
