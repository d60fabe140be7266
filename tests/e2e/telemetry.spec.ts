import { readFileSync } from "node:fs";
import { expect, test } from "./support/test";
import { callApi, COVERED, freshAddress } from "./support/api";
import { E2E_SERVER_LOG } from "./support/server-files";
import { logTextWithoutIds } from "./support/server-log";
import { installationDates, todayInBrazil, toIsoDate } from "@/lib/validation";

/**
 * Telemetry and caching of the production server, over HTTP against the suite's
 * server (server/main.ts, one trusted proxy hop as behind the fleet's balancer): request ids,
 * one access line per page, the log of a full order free of personal data, and Cache-Control by
 * class of answer.
 */

type Line = Record<string, unknown>;

/** The server log's JSON lines (the file also holds Next's own plain-text lines). */
function logLines(): Line[] {
  return readFileSync(E2E_SERVER_LOG, "utf8")
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Line);
}

const linesOf = (requestId: string) => logLines().filter((line) => line.requestId === requestId);

test("a page answers the balancer's request id and logs one access line with it, without the query", async ({ request }) => {
  const requestId = `lb-${Date.now().toString(16)}-${Math.random().toString(16).slice(2, 10)}`;
  const response = await request.get("/checkout/cep/?l=lead-4f2a9c&utm_source=email", { headers: { "x-request-id": requestId } });
  expect(response.status()).toBe(200);
  expect(response.headers()["x-request-id"]).toBe(requestId);

  await expect.poll(() => linesOf(requestId).length, { timeout: 5_000 }).toBe(1);
  const [line] = linesOf(requestId);
  expect(line).toMatchObject({ level: "info", event: "http", method: "GET", path: "/checkout/cep/", status: 200, requestId });
  expect(line!.ms).toEqual(expect.any(Number));
  expect(JSON.stringify(logLines())).not.toContain("lead-4f2a9c");
});

test("without one, the server makes the id: the same in the answer, the access line and the API's line", async ({ request }) => {
  const page = await request.get("/");
  const id = page.headers()["x-request-id"] ?? "";
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  await expect.poll(() => linesOf(id).map((l) => l.event)).toEqual(["http"]);

  const api = await callApi(request, "GET", "banks/");
  const apiId = api.headers()["x-request-id"] ?? "";
  expect(apiId).not.toBe(id);
  // An /api request is logged once, by the proxy, with the call's template.
  await expect.poll(() => linesOf(apiId).map((l) => [l.event, l.route])).toEqual([["api", "banks"]]);
});

test("a full order leaves lines with request ids and templates, and no personal data", async ({ request }) => {
  const person = {
    name: "Lucia Telemetria Prado",
    email: "lucia.telemetria@exemplo.com.br",
    phone: "11944443333",
    birth: "1979-05-21",
    mother: "Marta Telemetria Prado",
    cpf: "52998224725",
    agency: "7788",
    account: "55667788",
  };
  const orderId = `order-${Date.now().toString(16)}`;
  const headers = { "x-forwarded-for": freshAddress(), "x-request-id": orderId };
  const created = await callApi(request, "POST", "lead-v2", { idPlan: COVERED.idPlan, address: { cep: COVERED.cep, number: COVERED.number } }, headers);
  expect(created.status()).toBe(200);
  const { idLead } = (await created.json()) as { idLead: string };
  const steps: [string, unknown][] = [
    ["name", { name: person.name }],
    ["phone", { phone: person.phone }],
    ["email", { email: person.email, accept_promotions: false, accept_information: true }],
    ["birthDate", { birth_date: person.birth }],
    ["motherName", { mothers_name: person.mother }],
    ["documentNumber", { cpf: person.cpf }],
    ["dueDate", { due_date: "15" }],
    ["bankInfo", { direct_debit: true, bankInfo: { bank: "341", agency: person.agency, account_number: person.account } }],
    ["scheduleDate", { schedules: installationDates(todayInBrazil()).slice(0, 2).map((day, i) => ({ date: toIsoDate(day), period: i ? "tarde" : "manha" })) }],
  ];
  for (const [step, body] of steps) expect((await callApi(request, "PATCH", `lead-v2/${idLead}/${step}`, body, headers)).status(), step).toBe(200);
  const confirmed = await callApi(request, "PUT", `lead-v2/${idLead}`, {}, headers);
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const { orderNumber } = (await confirmed.json()) as { orderNumber: string };
  // The pages a visitor sees meanwhile, some with the lead in their query.
  for (const path of [`/checkout/telefone/?l=${idLead}`, `/checkout/conta-debito/?lead=${idLead}`, "/checkout/confirmacao/"]) {
    expect((await request.get(path, { headers })).status(), path).toBeLessThan(500);
  }

  await expect.poll(() => linesOf(orderId).filter((l) => l.event === "http").length, { timeout: 5_000 }).toBe(3);
  const ours = linesOf(orderId);
  expect(ours.filter((l) => l.event === "api").map((l) => l.route)).toEqual([
    "lead-v2",
    ...Array(steps.length).fill("lead-v2/{id}/{step}"),
    "lead-v2/{id}",
  ]);
  expect(ours.filter((l) => l.event === "http").map((l) => l.path)).toEqual(["/checkout/telefone/", "/checkout/conta-debito/", "/checkout/confirmacao/"]);

  const log = logTextWithoutIds();
  for (const [what, value] of Object.entries(person)) expect(log.includes(value), `${what} in the log`).toBe(false);
  expect(log).not.toContain(idLead);
  expect(log).not.toContain(String(orderNumber));
  expect(log).not.toContain("Telemetria");
});

test("caching by class: our files long, the catalogue shared a few minutes, a lead never", async ({ request }) => {
  const cacheOf = async (path: string) => (await request.get(path)).headers()["cache-control"];
  expect(await cacheOf("/images/banner/plans.svg")).toMatch(/^public, max-age=604800, s-maxage=2592000/);
  expect(await cacheOf("/docs/regulamento-livelo.pdf")).toMatch(/^public, max-age=86400, s-maxage=604800/);
  expect(await cacheOf("/images/banner/plans.svg?v=2")).toBe("public, max-age=31536000, immutable");
  expect(await cacheOf("/images/does-not-exist.svg")).toMatch(/no-store/);

  // The self-hosted font and the scripts are Next's fingerprinted files: immutable already.
  const html = await (await request.get("/")).text();
  const font = /\/_next\/static\/media\/[^"')]+\.woff2/.exec(html)?.[0];
  expect(font).toBeTruthy();
  expect(await cacheOf(font!)).toBe("public, max-age=31536000, immutable");

  for (const path of ["plans/", "banks/", "benefits/", "plans/regulationsAndSummaries/getAll/"]) {
    const response = await callApi(request, "GET", path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toMatch(/^public, max-age=60, s-maxage=300, stale-while-revalidate=600/);
  }
  const headers = { "x-forwarded-for": freshAddress() };
  const created = await callApi(request, "POST", "lead-v2", { idPlan: COVERED.idPlan, address: { cep: COVERED.cep, number: COVERED.number } }, headers);
  expect(created.headers()["cache-control"]).toBe("no-store");
  const { idLead } = (await created.json()) as { idLead: string };
  expect((await callApi(request, "GET", `lead/${idLead}/`)).headers()["cache-control"]).toBe("no-store");
  expect((await callApi(request, "GET", `cep/coverage/?cep=${COVERED.cep}&number=${COVERED.number}`)).headers()["cache-control"]).toBe("no-store");
  expect(await cacheOf("/healthz")).toBe("no-store");
});
