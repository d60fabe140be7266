import AxeBuilder from "@axe-core/playwright";
import { checkCoverage } from "./support/coverage";
import { expect, test } from "./support/test";

/** Zero axe violations (WCAG 2.2 AA tags) on one page of each layout, at both sizes. */
const PAGES: Record<string, string> = {
  home: "/",
  coverage: "/consultar-cobertura/cep/",
  loading: "/chat/",
  "no-coverage": "/regulamentos/",
  plans: "/consultar-cobertura/planos/",
  "receive-call": "/receber-ligacao/",
  "mobile-plan": "/selecao-plano-movel/",
  "not-found": "/nao-existe/",
  // A checkout step with a plan request: without an order the step guard would move the visitor on
  // while axe runs (the page then briefly has no title).
  default: "/checkout/cep/?s=d500a",
  "default (dark, black-friday)": "/black-friday/checkout/cep/?s=d500a",
  "home (dark, black-friday)": "/black-friday/",
};

// axe on a busy machine takes several seconds per page, and the plans layout walks a coverage check.
test.describe.configure({ timeout: 90_000 });

for (const [layout, path] of Object.entries(PAGES)) {
  test(`axe: ${layout} layout (${path}) @responsive`, async ({ page }) => {
    if (layout === "plans") {
      // The plans found at an address: without a coverage check the page sends the visitor back
      // to the CEP (and axe would race that redirect), so a covered address is checked first.
      await checkCoverage(page, "01310100");
      await page.getByRole("button", { name: "Verificar disponibilidade" }).click();
      await expect(page.getByRole("list", { name: "Planos disponíveis" }).getByRole("listitem").first()).toBeVisible();
    } else await page.goto(path);
    await expect(page.locator("h1")).toBeVisible();
    // The page has settled where it is: still on its path, its step (if any) ready.
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
    if (path.includes("/checkout/")) await expect(page.getByRole("textbox", { name: "CEP" })).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    expect(summary).toEqual([]);
  });
}

test("axe: default layout in the visitor's dark theme @responsive", async ({ page }) => {
  await page.goto("/checkout/cep/?s=d500a");
  await expect(page.getByRole("textbox", { name: "CEP" })).toBeVisible();
  await page.getByRole("button", { name: "Tema escuro" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
