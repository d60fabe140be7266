// Playwright's own test, not ./support/test: its goto waits for the page to become interactive,
// which here it cannot until the scripts are released.
import { expect, test, type Page } from "@playwright/test";
import { freshAddress } from "./support/api";

/**
 * A slow phone shows the server HTML's form seconds before the page's script runs. What the
 * visitor types there is theirs: hydration used to erase it (the CPF field came back empty), so
 * the press that followed asked for a CPF again; and a press made then was dropped. The scripts
 * are held back here until the text is typed, the way a slow network holds them.
 */
const RENEWAL_WITH_OFFERS = "28573914637";

/** Holds the page's scripts until `release()`, as a slow network does. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test("a press on 'Consultar ofertas' before the script runs is sent once it does, once @responsive", async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": freshAddress() });
  const lookups: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/renewalBaseUser/documentNumber")) lookups.push(r.method());
  });
  const release = await holdScripts(page);
  await page.goto("/refidelizacao/consulta-cpf/", { waitUntil: "commit" });
  await page.getByLabel("CPF do titular").fill(RENEWAL_WITH_OFFERS);
  await page.getByRole("button", { name: "Consultar ofertas" }).click();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  release();
  // No second press: the first one is sent as soon as the page can.
  await expect(page).toHaveURL(/\/refidelizacao\/ofertas\//);
  expect(lookups).toHaveLength(1);
});

test("a CPF typed before the page's script runs is kept, masked, and sent @responsive", async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": freshAddress() });
  const release = await holdScripts(page);
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
