import { expect, test, type Page } from "./support/test";

/**
 * Printing the order confirmation (or saving it as PDF): the order number and its summary, black
 * on white, without the site's controls around them (header number and zoom, funnel back link and
 * progress, the default layout's bar, the cookie banner, the footer's links and numbers).
 */

const BRAND = "TIM Ultrafibra";

// No consent answered yet: the cookie banner is on screen, and must not be on paper.
test.use({ storageState: { cookies: [], origins: [] } });

/** The order pedido-realizado keeps for this tab (components/checkout/order/lastOrder.ts). */
const ORDER = {
  orderNumber: "2026061234",
  plan: "Ultrafibra 1 Giga",
  price: "149.99",
  directDebit: true,
  schedules: [{ date: "10/06/2026", period: "manha" }],
};

async function openOrder(page: Page, path: string) {
  await page.addInitScript((order) => sessionStorage.setItem("ultrafibra-last-order", order), JSON.stringify(ORDER));
  await page.goto(path);
  await expect(page.getByTestId("order-number").locator("strong")).toHaveText(ORDER.orderNumber);
}

const clutter = (page: Page) => ({
  televendas: page.getByRole("banner").getByTestId("televendas"),
  zoom: page.getByRole("banner").getByRole("group", { name: /Tamanho do texto/ }),
  back: page.getByTestId("back-link"),
  progress: page.getByRole("progressbar"),
  layoutBar: page.getByTestId("default-layout-bar"),
  consent: page.getByTestId("consent-banner"),
  footerLinks: page.getByRole("contentinfo").getByRole("link", { name: "Regulamentos" }),
  footerPhones: page.getByRole("contentinfo").getByTestId("suporte-1056"),
  homeButton: page.getByRole("main").getByRole("link", { name: "Voltar para a página inicial" }),
});

const colours = (page: Page) =>
  page.evaluate(() => {
    const style = (selector: string) => getComputedStyle(document.querySelector(selector) as Element);
    return {
      body: style("body").backgroundColor,
      page: style("[data-layout]").backgroundColor,
      header: style("header").backgroundColor,
      heading: style("#step-heading").color,
      number: style("[data-testid=order-number] strong").color,
      text: style("main p").color,
    };
  });

const BLACK_ON_WHITE = {
  body: "rgb(255, 255, 255)",
  page: "rgb(255, 255, 255)",
  header: "rgb(255, 255, 255)",
  heading: "rgb(0, 0, 0)",
  number: "rgb(0, 0, 0)",
  text: "rgb(0, 0, 0)",
};

test("the printed order confirmation shows the order, not the site's controls", async ({ page }, info) => {
  await openOrder(page, "/pedido-realizado/");
  // On screen every one of them is there, so the print check below is not vacuous.
  for (const [name, locator] of Object.entries(clutter(page))) await expect(locator, name).toBeVisible();

  await page.emulateMedia({ media: "print" });
  for (const [name, locator] of Object.entries(clutter(page))) await expect(locator, name).toBeHidden();
  await expect(page.getByRole("banner").getByRole("link", { name: BRAND })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Pedido realizado" })).toBeVisible();
  await expect(page.getByTestId("order-number")).toBeVisible();
  await expect(page.getByRole("main")).toContainText(ORDER.plan);
  await expect(page.getByRole("main")).toContainText("Manhã (8h às 12h)");
  await expect(page.getByRole("heading", { name: "O que acontece agora" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("Todos os direitos reservados");
  expect(await colours(page)).toEqual(BLACK_ON_WHITE);

  const pdf = await page.pdf({ format: "A4", printBackground: true });
  await info.attach("pedido-realizado.pdf", { body: pdf, contentType: "application/pdf" });
  await page.screenshot({ path: info.outputPath("pedido-realizado-print.png"), fullPage: true });
});

test("a dark variant's order prints black on white too", async ({ page }, info) => {
  await openOrder(page, "/black-friday/pedido-realizado/");
  expect((await colours(page)).heading).not.toBe("rgb(0, 0, 0)");
  await page.emulateMedia({ media: "print" });
  expect(await colours(page)).toEqual(BLACK_ON_WHITE);
  await page.screenshot({ path: info.outputPath("black-friday-print.png"), fullPage: true });
});
