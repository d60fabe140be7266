import { expect as baseExpect, test } from "./support/test";
import { callApi, COVERED, freshAddress } from "./support/api";
import { next, onPath } from "./support/checkout";
import { LEAD_ID_KEY } from "./support/order";

/**
 * Order creation is idempotent by key (docs/decisions/contract-and-proxy.md#0036): the answer of
 * a stored POST lead-v2 can be lost (an instance killed under it, a reset connection); the
 * browser's retry with the same Idempotency-Key gets that order, never a second one.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

const ORDER = { idPlan: "p-d1000a", address: { cep: COVERED.cep, number: COVERED.number } };

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": freshAddress() });
});

test("the proxy answers a repeated key with the same order; a malformed key is no key", async ({ page }) => {
  const create = async (key: string) => {
    const answer = await callApi(page.request, "POST", "lead-v2", ORDER, { "idempotency-key": key });
    expect(answer.status()).toBe(200);
    return ((await answer.json()) as { idLead: string }).idLead;
  };
  const key = "3b241101-e2bb-4255-8caf-4136c566a962";
  const first = await create(key);
  expect(await create(key)).toBe(first);
  // The replay binds the order to this browser like the first answer did.
  expect((await callApi(page.request, "GET", `lead/${first}`)).status()).toBe(200);
  const other = await create("9c5b94b1-35ad-49bb-b118-8e8fc24abf80");
  expect(other).not.toBe(first);
  const malformed = [await create("not-a-key"), await create("not-a-key")];
  expect(malformed[0]).not.toBe(malformed[1]);
});

test("'Tentar novamente' after a lost answer continues the order that was stored @responsive", async ({ page }) => {
  let stored: string | null = null;
  const keys: string[] = [];
  // The first creation reaches the server and is stored; its answer is replaced by a 502.
  await page.route("**/api/lead-v2/", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    keys.push(route.request().headers()["idempotency-key"] ?? "");
    const real = await route.fetch();
    if (stored === null) {
      stored = ((await real.json()) as { idLead: string }).idLead;
      return route.fulfill({ status: 502, contentType: "application/json", body: JSON.stringify({ message: "Erro de rede: sua conexão caiu ou o servidor está fora do ar" }) });
    }
    return route.fulfill({ response: real });
  });
  await page.goto("/checkout/cep/?s=d1000a");
  await page.getByLabel("CEP", { exact: true }).fill("01310100");
  await next(page);
  await onPath(page, "/checkout/nr-imovel/");
  await page.getByLabel("Número", { exact: true }).fill("1000");
  await page.getByLabel("Sem complemento", { exact: true }).check();
  await next(page);
  const alert = page.locator("main").getByRole("alert");
  await expect(alert).toContainText("Erro de rede");
  await page.getByRole("button", { name: "Tentar novamente" }).click();
  await onPath(page, "/checkout/nome/");
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(await page.evaluate((k) => window.localStorage.getItem(k), LEAD_ID_KEY)).toBe(stored);
});
