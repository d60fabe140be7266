import { expect, test, type Page } from "./support/test";
import { freshAddress } from "./support/api";
import { consentGiven } from "./support/consent";
import { checkCoverage, fillCoverage } from "./support/coverage";

/**
 * The order of plans. Marketing §4: "For premium, sorting puts d1000em before
 * d500em before others", and the grouping must not undo it (d500em, d600cb, d1000em on the
 * premium landing). Marketing §9: "Group order: 300, 400, 500, 600a, 600, 1000, 2000", for the
 * coverage results too, not the backend's catalogue order, and with the badges the cards wear.
 */

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": freshAddress() });
  await consentGiven(page);
});

test("coverage results: the landing's group order (300, 400, 500, 600a, 600, 1000, 2000) and its badges @responsive", async ({ page }) => {
  await checkCoverage(page, "01310100");
  await page.getByRole("button", { name: "Verificar disponibilidade" }).click();
  await expect(page).toHaveURL(/\/consultar-cobertura\/planos\//, { timeout: 20_000 });
  const cards = page.getByRole("list", { name: "Planos disponíveis" }).getByRole("listitem");
  await expect(cards.first()).toBeVisible();
  const skus = await cards.evaluateAll((els) => els.map((el) => (el.getAttribute("aria-labelledby") ?? "").replace(/^plan-/, "")));
  // The sandbox's default catalogue at a fully covered CEP, group by group; within a group the
  // catalogue's order (docs/sandbox.md).
  expect(skus).toEqual([
    "d300a",
    "d400a",
    "d500b", "d500a",
    "d600a",
    "d700b", "d600gl", "d600b", "d600c", "d700a",
    "d1000b", "d1000a", "d1000c", "d1000d",
    "d2000b",
  ]);
  // The landing's labels (marketing §9), on the cards they belong to.
  const card = (sku: string) => page.locator(`li[aria-labelledby="plan-${sku}"]`);
  await expect(card("d300a")).toContainText("MENOR PREÇO");
  await expect(card("d600a")).toContainText("OFERTA ESPECIAL");
  await expect(card("d700b")).toContainText("ASSISTA FILMES E SÉRIES");
  await expect(card("d2000b")).toContainText("FILMES E SÉRIES EXCLUSIVAS");
  await expect(card("d600gl").locator('[data-kind="streaming-prompt"]')).toHaveText("Com streaming incluso");
});

/** The coverage check of a variant at a fully covered CEP, up to the skus of the plans found. */
async function coverageSkus(page: Page, prefix: string): Promise<string[]> {
  await page.goto(`${prefix}/consultar-cobertura/cep/`);
  await fillCoverage(page, "01310100");
  await page.getByRole("button", { name: "Verificar disponibilidade" }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/consultar-cobertura/planos/`), { timeout: 20_000 });
  const cards = page.getByRole("list", { name: "Planos disponíveis" }).getByRole("listitem");
  await expect(cards.first()).toBeVisible();
  return cards.evaluateAll((els) => els.map((el) => (el.getAttribute("aria-labelledby") ?? "").replace(/^plan-/, "")));
}

for (const prefix of ["/r", "/b/r"]) {
  test(`coverage results on ${prefix}/ leave d500b out, as the landing does`, async ({ page }) => {
    const skus = await coverageSkus(page, prefix);
    expect(skus).toContain("d500a");
    expect(skus).not.toContain("d500b");
  });
}

test("premium coverage results: d1000em, then d500em, then the others", async ({ page }) => {
  expect(await coverageSkus(page, "/premium")).toEqual(["d1000em", "d500em", "d600cb", "d1000cb"]);
});
