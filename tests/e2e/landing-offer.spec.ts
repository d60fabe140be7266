import { expect, test } from "./support/test";
import { consentGiven } from "./support/consent";

/**
 * es and r3's banner sells 700 Mega com Globoplay at R$ 109,99 (marketing §1,
 * §9: d600gles), though the catalogue marks d600gles showOnLanding false: "Ver planos" must not
 * scroll to a row of 500 Mega and 1 Giga only, nor the streaming section lack a 700 Mega minicard.
 * The banner's offer is on the list, "Ver planos" leads to its card, and the minicard sells it.
 */

test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await consentGiven(page);
});

for (const prefix of ["/es", "/r3"]) {
  test(`${prefix}: 'Ver planos' on the banner's offer leads to the 700 Mega com Globoplay card at R$ 109,99 @responsive`, async ({ page }) => {
    await page.goto(`${prefix}/`);
    const slide = page.getByRole("region", { name: "Ofertas em destaque" }).getByRole("group", { name: "1 de 4" });
    await expect(slide.getByText("R$ 109,99/mês")).toBeVisible();
    await slide.getByRole("link", { name: "Ver planos" }).click();
    const card = page.locator("#planos article", { has: page.getByRole("heading", { level: 3, name: /700 Mega/ }) });
    await expect(card).toHaveCount(1);
    await expect(card).toHaveAttribute("data-plan", "d600gles");
    await expect(card).toContainText("R$ 109,99/mês");
    // On a phone the row shows one card: the offer's is scrolled to and centred (marketing §2).
    await expect(card).toBeInViewport({ ratio: 0.9, timeout: 8_000 });
    await expect(card.getByRole("link", { name: /^Contratar agora/ })).toHaveAttribute("href", `${prefix}/checkout/cep/?s=d600gles`);
  });
}

test("es: the streaming section's 700 Mega com Globoplay minicard sells d600gles at R$ 109,99", async ({ page }) => {
  await page.goto("/es/");
  const minicard = page.locator("#streaming article[data-streaming='globoplay']");
  await expect(minicard).toHaveCount(1);
  await expect(minicard.getByRole("heading", { level: 4 })).toHaveText("700 Mega com Globoplay");
  await expect(minicard).toContainText("R$ 109,99/mês");
  await expect(minicard.getByRole("link", { name: /Contratar agora/ })).toHaveAttribute("href", "/es/checkout/cep/?s=d600gles");
});

test("the default landing's 'Ver planos' leads to its own offer's card (d600gl, R$ 119,99)", async ({ page }) => {
  await page.goto("/");
  const slide = page.getByRole("region", { name: "Ofertas em destaque" }).getByRole("group", { name: "1 de 4" });
  await expect(slide.getByRole("link", { name: "Ver planos" })).toHaveAttribute("href", "#d600gl");
  await slide.getByRole("link", { name: "Ver planos" }).click();
  const card = page.locator('#planos article[data-skus~="d600gl"]');
  await expect(card).toHaveAttribute("data-plan", "d600gl");
  await expect(card).toContainText("R$ 119,99/mês");
  await expect(card).toBeInViewport({ ratio: 0.9, timeout: 8_000 });
});
