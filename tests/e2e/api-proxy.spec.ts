import { readFileSync } from "node:fs";
import { expect, test } from "./support/test";
import { callApi, COVERED, createLead, freshAddress } from "./support/api";
import { E2E_SERVER_LOG } from "./support/server-files";
import { logTextWithoutIds } from "./support/server-log";

/** The /api proxy over HTTP against `next start`. */

test("a path outside the contract answers 404, a wrong method 405 with Allow", async ({ request }) => {
  const unknown = await callApi(request, "GET", "admin/users");
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toMatchObject({ message: "Serviço não encontrado." });
  expect(unknown.headers()["cache-control"]).toBe("no-store");

  const wrong = await callApi(request, "DELETE", "banks");
  expect(wrong.status()).toBe(405);
  expect(wrong.headers()["allow"]).toBe("GET");
  expect(await wrong.json()).toMatchObject({ message: "Método não permitido para este serviço." });
});

test("a body failing the contract answers 400 naming the field, in Portuguese", async ({ request }) => {
  const response = await callApi(request, "POST", "supportRequest", { telephone: "12ab" }, { "x-forwarded-for": freshAddress() });
  expect(response.status()).toBe(400);
  const { message } = (await response.json()) as { message: string };
  expect(message).toBe('Campo "telephone" inválido: informe DDD e número');

  const nested = await callApi(request, "POST", "lead-v2", { idPlan: "p-d600gl", address: { cep: "0131" } });
  expect(nested.status()).toBe(400);
  expect(((await nested.json()) as { message: string }).message).toBe('Campo "address.cep" inválido: informe 8 dígitos');

  const notJson = await request.fetch("/api/supportRequest", {
    method: "POST",
    headers: { origin: new URL(test.info().project.use.baseURL ?? "http://127.0.0.1").origin, "content-type": "application/json" },
    data: "{telephone:",
  });
  expect(notJson.status()).toBe(400);
});

test("a body over 64 KiB answers 413", async ({ request }) => {
  const response = await callApi(request, "POST", "supportRequest", { telephone: "11987654321", padding: "x".repeat(70 * 1024) });
  expect(response.status()).toBe(413);
  expect(await response.json()).toMatchObject({ message: "Os dados enviados são grandes demais." });
});

test("a cross-site write answers 403; the same write from our origin passes", async ({ request }) => {
  const body = { idPlan: COVERED.idPlan, address: { cep: COVERED.cep, number: "12" } };
  const evil = await callApi(request, "POST", "lead-v2", body, { origin: "https://evil.example", "sec-fetch-site": "cross-site" });
  expect(evil.status()).toBe(403);
  expect(await evil.json()).toMatchObject({ message: "Requisição recusada: origem não permitida." });

  const noOrigin = await request.fetch("/api/lead-v2", { method: "POST", data: body });
  expect(noOrigin.status()).toBe(403);

  const ours = await callApi(request, "POST", "lead-v2", body, { "sec-fetch-site": "same-origin" });
  expect(ours.status()).toBe(200);
});

test("rate limits: the sixth callback request in ten minutes answers 429 in Portuguese", async ({ request }) => {
  const address = freshAddress();
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const response = await callApi(request, "POST", "supportRequest", { telephone: "11987654321" }, { "x-forwarded-for": address });
    statuses.push(response.status());
    if (i === 5) {
      expect(await response.json()).toMatchObject({
        message: "Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente novamente.",
      });
      expect(Number(response.headers()["retry-after"])).toBeGreaterThan(0);
    }
  }
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  // Another client is not affected.
  const other = await callApi(request, "POST", "supportRequest", { telephone: "11987654321" }, { "x-forwarded-for": freshAddress() });
  expect(other.status()).toBe(200);
});

test("a lead belongs to the browser that created it: another browser gets 403", async ({ playwright, baseURL }) => {
  const owner = await playwright.request.newContext({ baseURL });
  const stranger = await playwright.request.newContext({ baseURL });
  try {
    const id = await createLead(owner);
    const own = await callApi(owner, "GET", `lead/${id}`);
    expect(own.status()).toBe(200);
    expect(await own.json()).toMatchObject({ id, address: { cep: COVERED.cep } });
    const cookie = own.headers()["set-cookie"];
    expect(cookie).toBeUndefined(); // the cookie is set once, at creation

    for (const [method, path, body] of [
      ["GET", `lead/${id}`, undefined],
      ["PATCH", `lead-v2/${id}/name`, { name: "Maria Souza" }],
      ["PUT", `lead-v2/${id}`, {}],
      ["DELETE", "lead", { id, cep: COVERED.cep, phone: "11987654321" }],
    ] as const) {
      const response = await callApi(stranger, method, path, body);
      expect(response.status(), `${method} ${path}`).toBe(403);
      expect(await response.json()).toMatchObject({ message: "Este cadastro não pertence a esta sessão. Comece um novo pedido." });
    }
  } finally {
    await owner.dispose();
    await stranger.dispose();
  }
});

test("the ownership cookie is HttpOnly, SameSite=Strict, scoped to /api and signed", async ({ playwright, baseURL }) => {
  const context = await playwright.request.newContext({ baseURL });
  try {
    const response = await callApi(context, "POST", "lead-v2", {
      idPlan: COVERED.idPlan,
      address: { cep: COVERED.cep, number: "7" },
    });
    const cookie = response.headers()["set-cookie"] ?? "";
    expect(cookie).toMatch(/^uf_leads=[^;]+\.[^;]+;/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Strict");
    expect(cookie).toContain("Path=/api");
    const { idLead } = (await response.json()) as { idLead: string };
    // A forged cookie (payload changed, signature kept) owns nothing.
    const [, signature] = (cookie.split(";")[0] ?? "").split(".");
    const forged = `uf_leads=${Buffer.from(JSON.stringify([idLead])).toString("base64url")}x.${signature}`;
    const stranger = await playwright.request.newContext({ baseURL });
    const read = await callApi(stranger, "GET", `lead/${idLead}`, undefined, { cookie: forged });
    expect(read.status()).toBe(403);
    await stranger.dispose();
  } finally {
    await context.dispose();
  }
});

test("every answer is no-store, and the server log holds no personal data", async ({ request }) => {
  const person = {
    name: "Joana Personaldata Teixeira",
    email: "joana.personaldata@exemplo.com.br",
    phone: "11955554444",
    cpf: "52998224725",
    birth: "1987-03-14",
    mother: "Ritamaria Personaldata Teixeira",
    agency: "4321",
    account: "987654321",
  };
  const id = await createLead(request, { name: person.name, phone: person.phone, email: person.email });
  const steps: [string, unknown][] = [
    ["name", { name: person.name }],
    ["phone", { phone: person.phone }],
    ["email", { email: person.email, accept_promotions: true }],
    ["birthDate", { birth_date: person.birth }],
    ["motherName", { mothers_name: person.mother }],
    ["documentNumber", { cpf: person.cpf }],
    ["bankInfo", { direct_debit: true, bankInfo: { bank: "341", agency: person.agency, account_number: person.account } }],
  ];
  for (const [step, body] of steps) {
    const response = await callApi(request, "PATCH", `lead-v2/${id}/${step}`, body);
    expect(response.status(), step).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-store");
  }
  const read = await callApi(request, "GET", `lead/${id}`);
  expect(read.headers()["cache-control"]).toBe("no-store");

  // Give the server a moment to flush its log, then look for every value we sent.
  await expect
    .poll(() => readFileSync(E2E_SERVER_LOG, "utf8").includes('"route":"lead/{id}"'), { timeout: 5000 })
    .toBe(true);
  const log = logTextWithoutIds();
  expect(log).toContain('"route":"lead-v2/{id}/{step}"');
  for (const [what, value] of Object.entries(person)) expect(log.includes(value), `${what} in the log`).toBe(false);
  expect(log).not.toContain(id); // not even the lead id: routes are logged as templates
  expect(log).not.toContain("Personaldata");
});
