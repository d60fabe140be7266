import { expect, test, type Page } from "./support/test";
import { PURCHASE_STORAGE_KEY } from "@/lib/store/purchase";

/** Header and footer rules of funnel §2, checked on the served pages. */

test("footer: 0303 warning, support numbers, links, year and rights notice @responsive", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByTestId("aviso-0303")).toContainText("prefixo 0303");
  await expect(footer.getByRole("link", { name: "1056" })).toHaveAttribute("href", "tel:1056");
  await expect(footer.getByRole("link", { name: "103 41" })).toHaveAttribute("href", "tel:10341");
  await expect(footer.getByRole("link", { name: "Regulamentos" })).toHaveAttribute("href", "/regulamentos/");
  await expect(footer.getByRole("link", { name: "Política de privacidade" })).toBeVisible();
  await expect(footer.getByRole("link", { name: /migração/ })).toHaveCount(0);
  await expect(footer.getByRole("link", { name: "Regulamento Livelo" })).toHaveCount(0);
  await expect(footer).toContainText(`© ${new Date().getFullYear()} TIM Ultrafibra. Todos os direitos reservados.`);
  await expect(page.getByRole("banner").getByTestId("televendas")).toBeVisible();
});

async function storePlan(page: Page, plan: object) {
  await page.evaluate(
    ([key, value]) => sessionStorage.setItem(key, value),
    [PURCHASE_STORAGE_KEY, JSON.stringify({ state: { planoSelected: plan }, version: 0 })] as const,
  );
}

test("plan-info line shows the selected plan's title, value and an Edit link @responsive", async ({ page }) => {
  await page.goto("/b/checkout/nome/");
  await expect(page.getByTestId("plan-info")).toHaveCount(0);
  await storePlan(page, { id: "1", plan: "700 Mega + Globoplay", sku: "d600gl", price_with_dacc: "119.99" });
  await page.reload();
  const info = page.getByTestId("plan-info");
  await expect(info).toContainText("700 Mega + Globoplay");
  await expect(info).toContainText("R$\u00a0119,99/mês");
  await expect(info.getByRole("link", { name: "Editar plano escolhido" })).toHaveAttribute("href", "/b/#planos");
});

test("checkout steps show the back link and progress of the spec", async ({ request }) => {
  // Read from the server HTML: in the browser the step guard moves a visitor without a plan or
  // lead away from these steps (tests/e2e/checkout-*.spec walk them with real orders).
  const html = async (path: string) => (await request.get(path)).text();
  const back = (page: string) => /data-testid="back-link"[^>]*href="([^"]+)"|href="([^"]+)"[^>]*data-testid="back-link"/.exec(page)?.slice(1).find(Boolean);
  const progress = (page: string) => /role="progressbar"[^>]*aria-valuenow="([^"]+)"|aria-valuenow="([^"]+)"[^>]*role="progressbar"/.exec(page)?.slice(1).find(Boolean);

  const phone = await html("/checkout/telefone/");
  expect(back(phone)).toBe("/checkout/nome/");
  expect(progress(phone)).toBe("33.3");
  expect(/<li[^>]*aria-current="step"[^>]*>([^<]+)<\/li>/.exec(phone)?.[1]).toBe("Dados pessoais");

  expect(back(await html("/b/checkout/nome/"))).toBe("/b/checkout/cep/");
  expect(progress(await html("/b/checkout/confirmacao/"))).toBe("87.5");
  expect(progress(await html("/b/checkout/ativar-debito/"))).toBe("62.5");
  expect(progress(await html("/refidelizacao/confirmacao/"))).toBe("50");
  expect(progress(await html("/pedido-realizado/"))).toBe("100");
});

test("black-friday renders dark from the server HTML", async ({ page }) => {
  await page.goto("/black-friday/");
  const wrapper = page.locator("[data-layout]");
  await expect(wrapper).toHaveAttribute("data-theme", "dark");
  const background = await wrapper.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).toBe("rgb(10, 15, 30)");
  await page.goto("/");
  const light = await page.locator("[data-layout]").evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(light).toBe("rgb(255, 255, 255)");
});

test("page zoom steps through the spec's levels and survives a reload @responsive", async ({ page }) => {
  await page.goto("/");
  const size = () => page.evaluate(() => document.documentElement.style.fontSize);
  await page.getByRole("button", { name: "Aumentar o tamanho do texto" }).click();
  await expect.poll(size).toBe("106.25%");
  await page.getByRole("button", { name: "Aumentar o tamanho do texto" }).click();
  await expect.poll(size).toBe("112.5%");
  await page.reload();
  await expect.poll(size).toBe("112.5%");
  for (let i = 0; i < 4; i++) await page.getByRole("button", { name: "Diminuir o tamanho do texto" }).click();
  await expect.poll(size).toBe("87.5%");
});

test("default layout: home and about links, dark-mode and language toggles @responsive", async ({ page }) => {
  // An entry page of the funnel: it needs no earlier step, so the step guard does not move it.
  await page.goto("/oferta-colaborador/checkout/planos/");
  const bar = page.getByTestId("default-layout-bar");
  await expect(bar.getByRole("link", { name: "Início" })).toHaveAttribute("href", "/oferta-colaborador/");
  await expect(bar.getByRole("link", { name: "Sobre" })).toHaveAttribute("href", "/oferta-colaborador/#sobre");
  const dark = bar.getByRole("button", { name: "Tema escuro" });
  await expect(dark).toHaveAttribute("aria-pressed", "false");
  await dark.click();
  await expect(dark).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await bar.getByRole("button", { name: "English" }).click();
  await expect(bar.getByRole("link", { name: "Home" })).toBeVisible();
  await expect(bar).toHaveAttribute("lang", "en");
  await bar.getByRole("button", { name: "Español" }).click();
  await expect(bar.getByRole("link", { name: "Inicio" })).toBeVisible();
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(bar.getByRole("link", { name: "Inicio" })).toBeVisible();
  // Marketing copy stays Portuguese.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/plano/);
});

test("the skip link moves keyboard focus to the content", async ({ page }) => {
  await page.goto("/receber-ligacao/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Pular para o conteúdo" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});

test("service workers left by an older site are unregistered at start", async ({ page, context }) => {
  // An old worker, served by the test (the site ships none), registered as a visitor may have it.
  await context.route("**/old-site-sw.js", (route) =>
    route.fulfill({ contentType: "text/javascript", body: "self.addEventListener('fetch', () => {});" }),
  );
  await page.goto("/");
  const count = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
  // Let this page's own start-up clean-up finish before registering, so only the reload's counts.
  await page.waitForLoadState("networkidle");
  await page.evaluate(async () => {
    await navigator.serviceWorker.register("/old-site-sw.js");
    await navigator.serviceWorker.ready;
  });
  expect(await count()).toBe(1);
  await page.reload();
  await expect.poll(count).toBe(0);
});
