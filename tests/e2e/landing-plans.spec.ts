import { expect, test, type Page } from "./support/test";
import { axeViolations as axe } from "./support/axe";
import { consentGiven } from "./support/consent";
import { animationsDone, networkQuiet } from "./support/settle";

/**
 * The landing's banner, plan list and cards, comparison matrix, benefits drawer,
 * purchase sheet and plan-card lead drawer, against `next start` with the sandbox.
 */

const banner = (page: Page) => page.getByRole("region", { name: "Ofertas em destaque" });
const plans = (page: Page) => page.locator("#planos");
const firstSlide = (page: Page) => banner(page).getByRole("group", { name: "1 de 4" });

// Hydration, the drawers' lazy chunk and the sandbox's slow scenario need room on a busy machine.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await consentGiven(page);
});

test("the landing shows its heading, the banner offer and the plans @responsive", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Internet fibra óptica TIM Ultrafibra");
  await expect(firstSlide(page).getByRole("heading", { name: "700 Mega com Globoplay", exact: true })).toBeVisible();
  await expect(firstSlide(page).getByText("De R$ 159,99")).toBeVisible();
  await expect(firstSlide(page).getByText("R$ 119,99/mês")).toBeVisible();
  await expect(firstSlide(page).getByRole("link", { name: /Contratar via WhatsApp/ })).toHaveAttribute("target", "_blank");
  await expect(plans(page).getByRole("heading", { level: 2 })).toBeVisible();
  await expect(plans(page).getByRole("article")).toHaveCount(4);
  await expect(page.locator("#sobre")).toHaveCount(1);
  await expect(page.locator("#faq")).toHaveCount(1);
});

test("the banner rotates every 5 s, and the pause button stops it", async ({ page }) => {
  // Playwright's clock: the 5 s and the 6 s below pass at once instead of being waited out.
  await page.clock.install();
  await page.goto("/");
  const dots = banner(page).getByRole("button", { name: /^Ir para o slide/ });
  await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");
  // Away from the banner: hovering it pauses the autoplay.
  await page.mouse.move(5, 890);
  await page.clock.runFor(5_000);
  await expect(dots.nth(1)).toHaveAttribute("aria-current", "true", { timeout: 7_000 });
  await banner(page).getByRole("button", { name: "Pausar carrossel" }).click();
  await page.mouse.move(5, 890);
  await expect(banner(page).getByRole("button", { name: "Reproduzir carrossel" })).toBeVisible();
  await page.clock.runFor(6_000);
  await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
  // The identity slide's button opens the documents-and-selfie FAQ item.
  await dots.nth(3).click();
  await expect(banner(page).getByRole("link", { name: "Saiba como funciona" })).toHaveAttribute("href", "#faq-docs-selfie");
});

test("the banner loops: from the last slide the autoplay goes on to the first (marketing §4)", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  const dots = banner(page).getByRole("button", { name: /^Ir para o slide/ });
  await dots.nth(3).click();
  await expect(dots.nth(3)).toHaveAttribute("aria-current", "true");
  // Away from the banner: hovering it pauses the autoplay.
  await page.mouse.move(5, 890);
  await page.clock.runFor(5_000);
  await expect(dots.nth(0)).toHaveAttribute("aria-current", "true", { timeout: 7_000 });
  await page.clock.runFor(5_000);
  await expect(dots.nth(1)).toHaveAttribute("aria-current", "true", { timeout: 7_000 });
});

test("the banner's slide script waits for its first move, and an arrow tapped before it arrives still moves the banner", async ({ page }) => {
  await page.goto("/");
  await page.locator("html[data-hydrated]").waitFor();
  const viewport = banner(page).locator(".swiper");
  // Swiper (20 KB compressed) is not part of the page's start-up.
  await networkQuiet(page, 1_000);
  await expect(viewport).not.toHaveClass(/swiper-initialized/);
  // The tap is the first input: it starts the download, and the move happens on arrival.
  await banner(page).getByRole("button", { name: "Próximo slide" }).click();
  await expect(banner(page).getByRole("button", { name: "Ir para o slide 2" })).toHaveAttribute("aria-current", "true");
  await expect(viewport).toHaveClass(/swiper-initialized/);
});

test("'Contratar agora' goes to the checkout of the card's plan and carries utm parameters", async ({ page }) => {
  await page.goto("/?utm_source=email&utm_campaign=verao");
  const card = plans(page).getByRole("article").first();
  const cta = card.getByRole("link", { name: /^Contratar agora/ });
  await expect(cta).toHaveAttribute("href", /^\/checkout\/cep\/\?s=d500a&utm_source=email&utm_campaign=verao$/);
  await cta.click();
  await expect(page).toHaveURL(/\/checkout\/cep\/\?s=d500a&utm_source=email&utm_campaign=verao$/);
});

test("streaming toggles switch the 600 Mega card between its plans", async ({ page }) => {
  await page.goto("/");
  const card = plans(page).locator('[data-skus~="d600gl"]');
  await expect(card).toHaveAttribute("data-plan", "d600gl");
  await card.getByRole("switch", { name: "HBO Max" }).click();
  await expect(card).toHaveAttribute("data-plan", "d600c");
  await expect(card.getByRole("switch", { name: "Globoplay" })).toHaveAttribute("aria-checked", "false");
  await expect(card.getByRole("link", { name: /^Contratar agora/ })).toHaveAttribute("href", "/checkout/cep/?s=d600c");
  await card.getByRole("switch", { name: "Paramount+" }).click();
  await expect(card).toHaveAttribute("data-plan", "d600b");
});

test("a plan sku in the URL hash preselects its toggle and centres the card", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/#d1000d");
  const card = plans(page).locator('[data-skus~="d1000d"]');
  await expect(card).toHaveAttribute("data-plan", "d1000d");
  await expect(card.getByRole("switch", { name: "HBO Max" })).toHaveAttribute("aria-checked", "true");
  // 1 s wait, 2 s animation: then the card sits in the middle of the row.
  await expect
    .poll(
      async () =>
        card.evaluate((el) => {
          const rect = el.getBoundingClientRect();
          return Math.round(Math.abs(rect.left + rect.width / 2 - window.innerWidth / 2));
        }),
      { timeout: 6_000 },
    )
    .toBeLessThan(4);
});

test("the plan row's arrows scroll one card and dim at the ends @responsive", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Playwright's clock: the arrows' 500 ms lock (Date.now) is passed at once, not waited out.
  await page.clock.install();
  await page.goto("/");
  const row = plans(page).getByRole("list", { name: "Planos disponíveis" });
  const previous = plans(page).getByRole("button", { name: "Planos anteriores" });
  const next = plans(page).getByRole("button", { name: "Próximos planos" });
  // The arrows show once the page has measured the row (after hydration).
  await expect(next).toBeVisible({ timeout: 20_000 });
  await expect(previous).toHaveAttribute("aria-disabled", "true");
  await expect(next).toHaveAttribute("aria-disabled", "false");
  await next.click();
  await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(300);
  await expect(previous).toHaveAttribute("aria-disabled", "false");
  // One card per click, 500 ms lock between clicks: as many clicks as there are cards left
  // (the earlier version assumed five and failed on a longer row). The later ones are instant, as
  // with reduced motion.
  await page.emulateMedia({ reducedMotion: "reduce" });
  const cards = await row.locator(":scope > li").count();
  // The end is read from the row itself: the arrow's state follows a scroll event a moment later,
  // and a click that raced it waited for a dimmed arrow until the test timed out (4 runs in 12).
  // So each click waits for its own scroll before the next is decided, and is forced past the
  // arrow's state: the row, not the button, refuses a step past the end.
  const atEnd = () => row.evaluate((el) => Math.ceil(el.scrollLeft + el.clientWidth) >= el.scrollWidth - 2);
  for (let i = 1; i < cards && !(await atEnd()); i++) {
    await page.clock.fastForward(500);
    const before = await row.evaluate((el) => el.scrollLeft);
    await next.click({ force: true });
    await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(before);
  }
  await expect.poll(atEnd).toBe(true);
  await expect(next).toHaveAttribute("aria-disabled", "true");
});

test("desktop: four cards fit, so the arrows step aside", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  await expect(plans(page).getByRole("button", { name: "Próximos planos" })).toBeHidden();
});

test("/es/ shows 109,99 over 129,99 and 'Contratar agora' on the banner @responsive", async ({ page }) => {
  await page.goto("/es/");
  await expect(firstSlide(page).getByText("R$ 109,99/mês")).toBeVisible();
  await expect(firstSlide(page).getByText("De R$ 129,99")).toBeVisible();
  await expect(firstSlide(page).getByRole("link", { name: "Contratar agora" })).toHaveAttribute(
    "href",
    "/es/checkout/cep/?s=d600gles",
  );
  await expect(banner(page).getByRole("link", { name: /WhatsApp/i })).toHaveCount(0);
});

test("the comparison matrix starts on d300a and marks HBO Max and Deezer", async ({ page }) => {
  await page.goto("/");
  const matrix = page.locator("#comparativo");
  const tabs = matrix.getByRole("tab");
  await expect(tabs).toHaveText(["300 Mega", "500 Mega", "500 Mega + HBO Max e Deezer", "1 Giga", "1 Giga + HBO Max e Deezer", "2 Giga"]);
  await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
  const table = matrix.getByRole("table");
  await expect(table.getByRole("rowheader", { name: "HBO Max" })).toBeVisible();
  await tabs.nth(2).click();
  await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
});

test("the benefits drawer lists the plan's benefits and closes with Escape and 'Fechar' @responsive", async ({ page }) => {
  await page.goto("/");
  const opener = plans(page).getByRole("article").first().getByRole("button", { name: /Ver todos os benefícios/ });
  await opener.click();
  const drawer = page.getByRole("dialog", { name: "Conheça os beneficios" });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("heading", { level: 3 })).not.toHaveCount(0);
  await expect(drawer.getByRole("heading", { name: "Wi-Fi 6" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await expect(drawer).toBeVisible();
  await drawer.getByRole("button", { name: "Fechar", exact: true }).click();
  await expect(drawer).toBeHidden();
});

async function openLeadDrawer(page: Page) {
  await page.goto("/");
  const card = plans(page).getByRole("article").first();
  await card.getByRole("button", { name: "Consultar disponibilidade" }).click();
  const drawer = page.getByRole("dialog", { name: "Consulte a disponibilidade na sua região" });
  await expect(drawer).toBeVisible();
  return drawer;
}

test("the lead drawer checks the CEP and goes on to verificando-disponibilidade @responsive", async ({ page }) => {
  const drawer = await openLeadDrawer(page);
  const send = drawer.getByRole("button", { name: "Enviar" });
  await expect(send).toBeDisabled();
  await drawer.getByLabel("CEP").pressSequentially("01310100");
  await expect(drawer.getByLabel("CEP")).toHaveValue("01310-100");
  await expect(send).toBeDisabled();
  await drawer.getByLabel("Número do imóvel").fill("1000");
  await drawer.getByLabel("Sem complemento", { exact: true }).check();
  await drawer.getByLabel(/Telefone para contato/).pressSequentially("11987654321");
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page).toHaveURL(/\/checkout\/verificando-disponibilidade\/\?s=d500a$/, { timeout: 15_000 });
  const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem("ultrafibra-purchase") ?? "{}").state);
  // The store keeps CEP and phone as the checkout's fields show them, whichever form wrote them.
  expect(stored).toMatchObject({ zip: "01310-100", streetNr: "1000", phone: "(11) 98765-4321", uf: "SP", city: "São Paulo" });
  expect(stored.planoSelected.sku).toBe("d500a");
});

test("the lead drawer keeps an unknown CEP as failed and shows the message under the field @responsive", async ({ page }) => {
  const drawer = await openLeadDrawer(page);
  const cep = drawer.getByLabel("CEP");
  await cep.pressSequentially("00000000");
  await drawer.getByLabel("Número do imóvel").fill("12");
  await drawer.getByLabel("Sem complemento", { exact: true }).check();
  const send = drawer.getByRole("button", { name: "Enviar" });
  await send.click();
  await expect(drawer.getByText("Cep inválido ou inexistente")).toBeVisible({ timeout: 15_000 });
  await expect(cep).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/$/);
  // The same CEP cannot be sent again; another one can.
  await expect(send).toBeDisabled();
  await cep.fill("");
  await cep.pressSequentially("01310100");
  await expect(drawer.getByText("Cep inválido ou inexistente")).toHaveCount(0);
  await expect(send).toBeEnabled();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
});

test("phones: 'Contratar agora' asks how to go on, online or by WhatsApp @responsive", async ({ page }) => {
  test.skip(test.info().project.name !== "phone", "the purchase sheet is for phones");
  await page.goto("/");
  await plans(page).getByRole("article").first().getByRole("link", { name: /^Contratar agora/ }).click();
  const sheet = page.getByRole("dialog", { name: "Como você quer seguir com a contratação do seu plano?" });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole("link", { name: "Contratar online" })).toHaveAttribute("href", "/checkout/cep/?s=d500a");
  await expect(sheet.getByRole("link", { name: /Contratar por Whatsapp/ })).toHaveAttribute("target", "_blank");
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
});

for (const path of ["/", "/black-friday/"]) {
  test(`axe: ${path} has no WCAG 2.2 AA violations, with a drawer open too @responsive`, async ({ page, context }) => {
    await context.clearCookies();
    await page.goto(path);
    await expect(plans(page).getByRole("article").first()).toBeVisible();
    expect(await axe(page)).toEqual([]);

    await consentGiven(page);
    await page.reload();
    await plans(page).getByRole("article").first().getByRole("button", { name: /Ver todos os benefícios/ }).click();
    await expect(page.getByRole("dialog", { name: "Conheça os beneficios" })).toBeVisible();
    await animationsDone(page);
    expect(await axe(page)).toEqual([]);
    await page.keyboard.press("Escape");

    await plans(page).getByRole("article").first().getByRole("button", { name: "Consultar disponibilidade" }).click();
    await expect(page.getByRole("dialog", { name: "Consulte a disponibilidade na sua região" })).toBeVisible();
    await animationsDone(page);
    expect(await axe(page)).toEqual([]);
  });
}
