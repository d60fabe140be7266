import AxeBuilder from "@axe-core/playwright";
import type { Locator } from "@playwright/test";
import { expect, test, type Page } from "./support/test";

/**
 * The landing sections (FAQ, streaming, Wi-Fi 6, benefits, apps, explainer,
 * news, partner, loyalty, coverage call to action) and the landing lead drawer, in the pages
 * that mount them.
 */

const DOCS_SELFIE = "Por que preciso enviar documentos e uma selfie?";

/**
 * Waits for React to have hydrated the sections: the row arrows are measured only in the browser
 * (before that, "previous" is enabled even at the start).
 */
/**
 * The landing's islands have hydrated: the news row has measured itself and dimmed its "previous"
 * arrow. Rows measure when their ResizeObserver first reports, which for a section below the fold
 * (content-visibility: auto) is when it nears the screen, so the row is brought into view for
 * that, and the page put back at the top.
 */
async function hydrated(page: Page) {
  const news = page.locator("#noticias");
  await news.getByRole("region").scrollIntoViewIfNeeded();
  // Measured: "previous" dimmed at the start, or, where every card fits (wide screens), the row
  // marked as fitting and its arrows hidden.
  await expect(news.locator('[data-fits], button[aria-label="Anterior: Notícias e prêmios"][aria-disabled="true"]').first()).toBeAttached();
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
}

/**
 * An element's box once it has stopped moving. Sections below the plans are laid out only when
 * they near the screen (content-visibility: auto) and change height then, so a box read right
 * after scrolling can be stale by the time the mouse gets there.
 */
async function settledBox(locator: Locator) {
  let last = "";
  await expect
    .poll(async () => {
      const box = JSON.stringify(await locator.boundingBox());
      const settled = box === last;
      last = box;
      return settled;
    }, { intervals: [100, 100, 200] })
    .toBe(true);
  return (await locator.boundingBox())!;
}

/** The vertical centre of an element, as a fraction of the viewport height. */
async function centreOf(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((el) => {
    const box = el.getBoundingClientRect();
    return (box.top + box.height / 2) / window.innerHeight;
  });
}

test.describe("FAQ", () => {
  test("/#faq-docs-selfie opens that item and scrolls it to the centre @responsive", async ({ page }) => {
    await page.goto("/#faq-docs-selfie");
    const button = page.getByRole("button", { name: DOCS_SELFIE });
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("region", { name: DOCS_SELFIE })).toBeVisible();
    // Smooth scrolling: wait until it has settled in the middle band of the screen.
    await expect
      .poll(async () => Math.abs((await centreOf(page, "#faq-docs-selfie")) - 0.5), { timeout: 6000 })
      .toBeLessThan(0.2);
    // Only the targeted item is open.
    await expect(page.locator("#faq button[aria-expanded='true']")).toHaveCount(1);
  });

  test("a hash change on the page opens the item it names", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const button = page.getByRole("button", { name: "Quais são as formas de pagamento?" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await page.evaluate(() => {
      window.location.hash = "faq-formas-pagamento";
    });
    await expect(button).toHaveAttribute("aria-expanded", "true");
  });

  test("accordion works by keyboard: Tab between questions, Enter and Space toggle @responsive", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const first = page.getByRole("button", { name: "O que é a TIM Ultrafibra?" });
    await first.focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("aria-expanded", "true");
    const panel = page.getByRole("region", { name: "O que é a TIM Ultrafibra?" });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText("100% fibra óptica");
    await page.keyboard.press("Space");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
    await page.keyboard.press("Tab");
    const second = page.getByRole("button", { name: "Qual a diferença entre fibra óptica e ADSL?" });
    await expect(second).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(second).toHaveAttribute("aria-expanded", "true");
  });

  test("FAQPage JSON-LD lists every question of the page", async ({ page }) => {
    for (const [path, count] of [
      ["/", 28],
      ["/paramount/", 5],
      ["/hbo-max/", 5],
      ["/movel-blindagem/", 29],
    ] as const) {
      await page.goto(path);
      const json = await page.locator('#faq script[type="application/ld+json"]').textContent();
      const data = JSON.parse(json ?? "{}") as { "@type": string; mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
      expect(data["@type"]).toBe("FAQPage");
      const questions = await page.locator("#faq button[aria-expanded]").allTextContents();
      expect(questions).toHaveLength(count);
      expect(data.mainEntity.map((q) => q.name)).toEqual(questions.map((q) => q.trim()));
      expect(data.mainEntity.every((q) => q.acceptedAnswer.text.length > 20)).toBe(true);
    }
    // One FAQPage per page, even where the streaming page has its own FAQ.
    await page.goto("/globoplay/");
    const types = await page.locator('script[type="application/ld+json"]').evaluateAll((blocks) => blocks.map((b) => (JSON.parse(b.textContent ?? "{}") as { "@type": string })["@type"]));
    expect(types.filter((t) => t === "FAQPage")).toHaveLength(1);
  });

  test("rich results: the plans as Products with the cards' prices in BRL, the Organization with its televendas", async ({ page }) => {
    await page.goto("/");
    const blocks = await page.locator('script[type="application/ld+json"]').evaluateAll((all) => all.map((b) => JSON.parse(b.textContent ?? "{}") as Record<string, unknown>));
    const list = blocks.find((b) => b["@type"] === "ItemList") as { itemListElement: { item: { sku: string; offers: { price: string; priceCurrency: string } } }[] } | undefined;
    expect(list, "an ItemList of the plans").toBeTruthy();
    const offers = new Map(list!.itemListElement.map((e) => [e.item.sku, e.item.offers]));
    // Every card shown: its offer is there, in BRL, at the monthly price the card prints.
    const cards = page.locator("article[data-plan]");
    expect(await cards.count()).toBeGreaterThan(0);
    for (const card of await cards.all()) {
      const sku = (await card.getAttribute("data-plan")) ?? "";
      const printed = /R\$\s?([\d.]+,\d{2})\/mês/.exec(((await card.textContent()) ?? "").replace(/\s/g, " "))?.[1];
      expect(offers.get(sku), sku).toMatchObject({ priceCurrency: "BRL", price: printed?.replace(/\./g, "").replace(",", ".") });
    }
    const organization = blocks.find((b) => b["@type"] === "Organization") as { contactPoint: { telephone: string; name: string }[] } | undefined;
    expect(organization?.contactPoint.some((c) => c.name === "Televendas" && /^\+55\d{8,11}$/.test(c.telephone))).toBe(true);
  });

  test("oferta-colaborador: only the employee-form button", async ({ page }) => {
    await page.goto("/oferta-colaborador/");
    const faq = page.locator("#faq");
    await expect(faq.getByRole("link", { name: "Acessar formulário do colaborador" })).toBeVisible();
    await expect(faq.locator("button[aria-expanded]")).toHaveCount(0);
  });
});

test.describe("sections per addon", () => {
  test("the explainer is #sobre, links to the plans, and carries the banners except on streaming variants", async ({ page }) => {
    await page.goto("/");
    const about = page.locator("#sobre");
    await expect(about.getByRole("heading", { level: 2, name: "O que é internet fibra óptica?" })).toBeVisible();
    await expect(about.getByRole("link", { name: "Assine com streaming no pacote!" })).toHaveAttribute("href", "/checkout/cep/?s=d2000b");
    await about.getByRole("link", { name: "Conheça os planos" }).click();
    await expect(page).toHaveURL(/#planos$/);
    await page.goto("/hbo-max/");
    await expect(page.locator("#sobre")).toBeVisible();
    await expect(page.getByRole("link", { name: "Assine com streaming no pacote!" })).toHaveCount(0);
  });

  test("coverage call to action: hidden on livelo, prefixed on movel-blindagem; loyalty steps on livelo", async ({ page }) => {
    await page.goto("/livelo/");
    await expect(page.getByRole("heading", { name: "Como ganhar seus pontos Livelo" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Tem TIM Ultrafibra no seu endereço?" })).toHaveCount(0);
    await page.goto("/movel-blindagem/");
    await expect(page.locator("#parceria")).toBeVisible();
    await expect(page.getByRole("link", { name: "Consultar cobertura" }).first()).toHaveAttribute(
      "href",
      "/movel-blindagem/consultar-cobertura/cep/",
    );
  });

  test("apps: without a visible title on black-friday; on the default landing two rows, 320 px steps, 'Ver Planos' with the query", async ({ page }) => {
    await page.goto("/black-friday/");
    const dark = page.locator("#apps");
    await expect(dark.getByRole("heading", { level: 2, name: "Apps inclusos" })).toHaveClass("visually-hidden");
    await expect(dark.getByText("Saiba mais sobre os apps")).toHaveCount(0);
    await expect(dark.getByRole("region", { name: "Apps inclusos" })).toBeAttached();
    await page.goto("/?utm_source=teste");
    await hydrated(page);
    const apps = page.locator("#apps");
    await expect(apps.getByRole("heading", { level: 2, name: "Saiba mais sobre os apps" })).toBeVisible();
    await expect(apps.getByRole("heading", { name: "Wi-Fi 6" })).toHaveCount(0);
    await expect(apps.getByRole("link", { name: /Ver Planos\s*com Paramount\+/ })).toHaveAttribute("href", "/paramount/?utm_source=teste");
    const row = apps.getByRole("region", { name: "Saiba mais sobre os apps" });
    await apps.getByRole("button", { name: "Próximo: Saiba mais sobre os apps" }).click();
    await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThanOrEqual(300);
    expect(await row.evaluate((el) => el.scrollLeft)).toBeLessThanOrEqual(320);
  });

  test("news: a drag over a card scrolls without opening it; a click opens the drawer; external items open a new tab", async ({
    page,
  }) => {
    // Narrow enough that the news row scrolls: on a wide screen all its cards fit.
    const viewport = page.viewportSize()!;
    await page.setViewportSize({ width: Math.min(viewport.width, 1024), height: viewport.height });
    await page.goto("/");
    await hydrated(page);
    const news = page.locator("#noticias");
    await expect(news.getByRole("link", { name: /indicadores da Anatel/ })).toHaveAttribute("target", "_blank");
    const card = news.getByRole("button", { name: "TIM Ultrafibra chega a mais de 190 cidades" });
    await card.scrollIntoViewIfNeeded();
    const box = await settledBox(card);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 60, box.y + box.height / 2, { steps: 6 });
    await page.mouse.up();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect.poll(() => news.getByRole("region").evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await card.click();
    const dialog = page.getByRole("dialog", { name: "TIM Ultrafibra chega a mais de 190 cidades" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Consulte o seu CEP");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("Paramount+ hero: full height, 'Confira os Planos' scrolls one screen, art by width @responsive", async ({ page }) => {
    await page.goto("/paramount/");
    await hydrated(page);
    const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
    await expect(hero.getByRole("listitem")).toHaveCount(3);
    const background = await hero.evaluate((el) => getComputedStyle(el).backgroundImage);
    const wide = page.viewportSize()!.width >= 768;
    expect(background).toContain(wide ? "paramount-hero-desktop" : "paramount-hero-mobile");
    await hero.getByRole("button", { name: "Confira os Planos" }).click();
    const height = page.viewportSize()!.height;
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(height * 0.9);
  });

  test("globoplay page: series rows and the streaming FAQ", async ({ page }) => {
    await page.goto("/globoplay/");
    // The bundle's own app list replaces the general apps carousel here.
    await expect(page.locator("#apps")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Destaques do Globoplay" }).getByRole("listitem")).toHaveCount(3);
    await expect(page.getByRole("region", { name: "Para maratonar" }).getByRole("listitem")).toHaveCount(2);
    await expect(page.locator("#faq-streaming button[aria-expanded]")).toHaveCount(9);
    await expect(page.getByRole("link", { name: /Ver Planos\s*com HBO Max/ })).toHaveAttribute("href", "/max/");
  });
});

test.describe("landing lead drawer (on the coverage page)", () => {
  test("validates, then after 1.2 s goes to nr-imovel with the query @responsive", async ({ page }) => {
    await page.goto("/b/consultar-cobertura/cep/?utm_source=teste");
    await page.getByLabel("CEP").fill("01310100");
    await page.getByLabel("Telefone com DDD").fill("11987654321");
    await page.getByRole("button", { name: "Consultar Cobertura" }).click();
    const dialog = page.getByRole("dialog", { name: "Falta pouco! Informe seus dados" });
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    await dialog.getByLabel("Nome completo").fill("Maria");
    await dialog.getByRole("button", { name: "Enviar" }).click();
    await expect(dialog.getByText("Informe nome e sobrenome, só com letras.")).toBeVisible();
    await dialog.getByLabel("Nome completo").fill("Maria da Silva");
    await dialog.getByLabel("E-mail").fill("maria@exemplo.com.br");
    await expect(dialog.getByLabel("Telefone com DDD")).toHaveValue("(11) 98765-4321");
    await dialog.getByRole("button", { name: "Enviar" }).click();
    await expect(page).toHaveURL(/\/b\/consultar-cobertura\/nr-imovel\/\?utm_source=teste$/, { timeout: 10_000 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

/** Part B's sections present on a page, for axe to look at. */
const SECTION_SELECTORS = [
  "#faq",
  "#faq-streaming",
  "#streaming",
  "#series",
  "#wifi6",
  "#beneficios",
  "#apps",
  "#sobre",
  "#noticias",
  "#parceria",
  "#livelo",
  "section[data-variant]",
  "section[aria-labelledby^='hero-']",
  "section[aria-labelledby^='showcase-']",
];

for (const path of ["/", "/globoplay/", "/hbo-max/", "/paramount/", "/movel-blindagem/", "/livelo/", "/black-friday/", "/oferta-colaborador/"]) {
  test(`axe: landing sections of ${path} @responsive`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("#faq")).toBeVisible();
    let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]);
    for (const selector of SECTION_SELECTORS) {
      if ((await page.locator(selector).count()) > 0) builder = builder.include(selector);
    }
    const results = await builder.analyze();
    const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    expect(summary).toEqual([]);
  });
}
