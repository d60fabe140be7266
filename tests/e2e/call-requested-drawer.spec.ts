import { expect, test } from "./support/test";
import { axeViolations } from "./support/axe";
import { freshAddress } from "./support/api";

/**
 * The 'call requested' drawer (marketing §1, §4): an accepted callback request on the call-back
 * page opens it with its text; "Entendi" fades it out (550 ms) and the page keeps the confirmation.
 */

test.describe.configure({ timeout: 90_000 });

// Its own client for the proxy's rate limit on callbacks (five per ten minutes).
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": freshAddress() });
});

test("call-back page: an accepted request opens the 'call requested' drawer with its text, and it closes", async ({ page }) => {
  await page.goto("/receber-ligacao/");
  await page.getByLabel("Telefone com DDD").fill("11987654321");
  await page.getByRole("button", { name: "Quero receber uma ligação" }).click();

  const drawer = page.getByRole("dialog", { name: "Ligação solicitada!" });
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText("Recebemos seu pedido. Um consultor da TIM vai ligar para você em breve para concluir a contratação.");
  await expect(drawer).toContainText("Nossas ligações vêm de números oficiais que começam com 0303.");
  expect(await axeViolations(page)).toEqual([]);

  await drawer.getByRole("button", { name: "Entendi" }).click();
  await expect(drawer).toHaveCount(0);
  // The page behind it is usable again and still says the request was received.
  await expect(page.getByRole("status").filter({ hasText: "Pedido recebido!" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
