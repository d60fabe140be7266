import { readFileSync } from "node:fs";
import { join } from "node:path";
import { RATE_LIMITS } from "@/lib/backend/rate-limit";
import { callApi, COVERED, freshAddress } from "./support/api";
import { instanceOf, isFleet, NOT_A_FLEET } from "./support/fleet";
import { prepareOrder } from "./support/order";
import { expect as baseExpect, test } from "./support/test";

/**
 * What a fleet must show, against `npm run fleet -- --e2e` (E2E_BASE_URL=http://127.0.0.1:8080):
 * the balancer spreads one visitor's requests over the instances, and what one instance wrote
 * (a lead, a step, an order) another reads, through the shared PostgreSQL and SESSION_SECRET.
 * Each answer names its instance in X-UF-Instance (server/main.ts, FLEET_INSTANCE_ID).
 */

const expect = baseExpect.configure({ timeout: 15_000 });

test.beforeEach(async ({ request }) => {
  test.skip(!(await isFleet(request)), NOT_A_FLEET);
});

test("the balancer: round-robin over every instance, /readyz of one build with Redis and PostgreSQL up, a request id per answer", async ({ request }) => {
  const seen = new Map<string, number>();
  for (let i = 0; i < 12; i++) {
    const answer = await request.get("/readyz");
    expect(answer.status()).toBe(200);
    const build = readFileSync(join(process.env.NEXT_DIST_DIR || ".next", "BUILD_ID"), "utf8").trim();
    expect(await answer.json()).toEqual({ status: "ready", build, backend: "sandbox", checks: { sandbox: "up", redis: "up" } });
    expect(answer.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const instance = instanceOf(answer);
    expect(instance).toMatch(/^web\d+$/);
    seen.set(instance!, (seen.get(instance!) ?? 0) + 1);
  }
  // Other tests share the balancer, so the turns are not exactly even; every instance gets some.
  expect(seen.size, [...seen.keys()].join(", ")).toBeGreaterThanOrEqual(3);

  // A request id the client sends is kept (a CDN's, or a test's); a malformed one is replaced.
  const kept = await request.get("/healthz", { headers: { "x-request-id": "cdn-req-0123456789" } });
  expect(kept.headers()["x-request-id"]).toBe("cdn-req-0123456789");
  const replaced = await request.get("/healthz", { headers: { "x-request-id": "<script>" } });
  expect(replaced.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
});

test("a lead created on one instance is read and changed on the others, with the same cookie", async ({ request }) => {
  const client = { "x-forwarded-for": freshAddress() };
  const created = await callApi(request, "POST", "lead-v2", { idPlan: COVERED.idPlan, address: { cep: COVERED.cep, number: COVERED.number } }, client);
  expect(created.status()).toBe(200);
  const creator = instanceOf(created);
  const { idLead } = (await created.json()) as { idLead: string };
  expect(creator).toBeTruthy();

  // Read until an instance other than the creator has answered (round-robin: within a few turns).
  const readers = new Set<string>();
  for (let i = 0; i < 12 && ![...readers].some((r) => r !== creator); i++) {
    const read = await callApi(request, "GET", `lead/${idLead}`, undefined, client);
    expect(read.status(), `read on ${instanceOf(read)}`).toBe(200);
    expect(await read.json()).toMatchObject({ id: idLead, address: { cep: COVERED.cep } });
    readers.add(instanceOf(read)!);
  }
  expect([...readers].filter((r) => r !== creator), `created on ${creator}, read on ${[...readers].join(", ")}`).not.toHaveLength(0);

  // A step written on one instance is there on the next one asked.
  const written = await callApi(request, "PATCH", `lead-v2/${idLead}/name`, { name: "Bruna Fleet" }, client);
  expect(written.status()).toBe(200);
  for (let i = 0; i < 12; i++) {
    const read = await callApi(request, "GET", `lead/${idLead}`, undefined, client);
    if (instanceOf(read) === instanceOf(written)) continue;
    expect(await read.json()).toMatchObject({ name: "Bruna Fleet" });
    return;
  }
  throw new Error(`no instance but ${instanceOf(written)} answered in 12 reads`);
});

test("a full order in the browser, its requests served by several instances; the order is read back on another one", async ({ page }) => {
  test.setTimeout(120_000);
  const apiAnswers: { instance: string | null; what: string }[] = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith("/api/")) apiAnswers.push({ instance: response.headers()["x-uf-instance"] ?? null, what: `${response.request().method()} ${url.pathname}` });
  });
  const { idLead } = await prepareOrder(page, "d500a", {
    dueDay: 5,
    onAnswer: (answer) => apiAnswers.push({ instance: instanceOf(answer), what: new URL(answer.url()).pathname }),
  });

  await page.goto("/checkout/ativar-debito/");
  await expect(page.getByRole("heading", { level: 1, name: "Quer pagar com débito automático?" })).toBeVisible();
  await page.getByRole("radio", { name: "Não, prefiro pagar a fatura todo mês" }).check();
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Confira e confirme seu pedido" })).toBeVisible();
  const confirmation = page.waitForResponse((r) => r.request().method() === "PUT" && new URL(r.url()).pathname.startsWith(`/api/lead-v2/${idLead}`));
  await page.getByRole("button", { name: "Confirmar pedido" }).click();
  const confirmedOn = (await confirmation).headers()["x-uf-instance"];
  await expect(page.getByRole("heading", { level: 1, name: "Pedido realizado" })).toBeVisible();
  const orderNumber = (await page.getByTestId("order-number").locator("strong").textContent()) ?? "";
  expect(orderNumber).toMatch(/^\d{10}$/);

  const instances = new Set(apiAnswers.map((a) => a.instance));
  expect(instances.has(null), apiAnswers.filter((a) => !a.instance).map((a) => a.what).join(", ")).toBe(false);
  expect(instances.size, apiAnswers.map((a) => `${a.what} → ${a.instance}`).join("\n")).toBeGreaterThanOrEqual(2);

  // The order, confirmed on one instance, as another one reads it.
  for (let i = 0; i < 12; i++) {
    const read = await callApi(page.request, "GET", `lead/${idLead}`);
    expect(read.status()).toBe(200);
    if (instanceOf(read) === confirmedOn) continue;
    expect(await read.json()).toMatchObject({ id: idLead, orderNumber, due_date: "5", direct_debit: false });
    return;
  }
  throw new Error(`no instance but ${confirmedOn} answered in 12 reads`);
});

test("14 CPF lookups from one client over the instances: limited at the same count as on one server", async ({ request }) => {
  // The budget is counted in Redis, shared by every instance (lib/backend/rate-limit-redis.ts).
  const client = { "x-forwarded-for": freshAddress() };
  const { limit } = RATE_LIMITS["cpf-lookup"];
  const answers: { status: number; instance: string | null }[] = [];
  for (let i = 0; i < 14; i++) {
    const answer = await callApi(request, "POST", "renewalBaseUser/documentNumber", { cpf: "28573914637" }, client);
    answers.push({ status: answer.status(), instance: instanceOf(answer) });
  }
  expect(answers.map((a) => a.status)).toEqual([...Array<number>(limit).fill(200), ...Array<number>(14 - limit).fill(429)]);
  expect(new Set(answers.map((a) => a.instance)).size, answers.map((a) => `${a.status} ${a.instance}`).join(", ")).toBeGreaterThanOrEqual(2);
});
