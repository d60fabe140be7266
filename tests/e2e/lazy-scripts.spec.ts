import { expect, test } from "./support/test";

/**
 * zod and the form schemas load when a form first validates, not with the page (docs/
 * decisions/performance.md#0022). If that script cannot be fetched, the form says so with the network
 * message of funnel §8, keeps what was typed, and validates once the connection is back.
 */
const NETWORK = "Erro de rede: sua conexão caiu ou o servidor está fora do ar";

test("a form whose schema script fails to load shows the network message, keeps the text, and validates once it loads @responsive", async ({
  page,
}) => {
  await page.goto("/checkout/cep/?s=d500a");
  const cep = page.getByRole("textbox", { name: "CEP" });
  await expect(cep).toBeVisible();
  // From now on no script arrives: the schemas' chunk is fetched at the first validation.
  await page.route("**/_next/static/chunks/**/*.js", (route) => route.abort("internetdisconnected"));
  await cep.fill("0131");
  await cep.blur();
  await expect(page.getByText(NETWORK)).toBeVisible();
  await expect(cep).toHaveValue("0131");

  await page.unroute("**/_next/static/chunks/**/*.js");
  await cep.focus();
  await cep.blur();
  await expect(page.getByText("CEP inválido. Use o formato 00000-000.")).toBeVisible();
  await expect(page.getByText(NETWORK)).toHaveCount(0);
  await cep.fill("01310-100");
  await expect(page.getByText("CEP inválido. Use o formato 00000-000.")).toHaveCount(0);
});
