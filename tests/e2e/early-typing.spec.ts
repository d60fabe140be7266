// Playwright's own test, not ./support/test: its goto waits for the page to become interactive,
// which here it cannot until the scripts are released.
import { expect, test } from "@playwright/test";
import { freshAddress } from "./support/api";

/**
 * A slow phone shows the server HTML's form seconds before the page's script runs. What the
 * visitor types there is theirs: hydration used to erase it (the CPF field came back empty), so
 * the press that followed asked for a CPF again. The scripts are held back here until the text is
 * typed, the way a slow network holds them.
 */
const RENEWAL_WITH_OFFERS = "28573914637";

test("a CPF typed before the page's script runs is kept, masked, and sent @responsive", async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": freshAddress() });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/refidelizacao/consulta-cpf/", { waitUntil: "commit" });
  const cpf = page.getByLabel("CPF do titular");
  await cpf.fill(RENEWAL_WITH_OFFERS);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  release();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(cpf).toHaveValue("285.739.146-37");
  await page.getByRole("button", { name: "Consultar ofertas" }).click();
  await expect(page).toHaveURL(/\/refidelizacao\/ofertas\//);
});
