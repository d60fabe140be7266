// @vitest-environment node
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { CALLS, unmaskedAddressFields, type CallName } from "@/lib/api/contract";
import { closeDb, migrate, SANDBOX_SCENARIOS, sandboxBackend } from "@/sandbox";
import { CODE_MESSAGES } from "@/sandbox/handlers/collaborator";
import { MIGRATIONS } from "@/sandbox/migrations";
import { sandboxLogTo } from "@/sandbox/log";
import { backendRequest, type RequestParts } from "@/sandbox/request";
import { updateLead } from "@/sandbox/lead-store";
import { QUIZ_REJECTED_MESSAGE, REJECTED_MESSAGE } from "@/sandbox/risk";
import { LIMITED_COVERAGE_SKUS, SCENARIO_CPFS, SEED_MIGRATION_CUSTOMERS } from "@/sandbox/seed";
import type { Backend, BackendResponse } from "@/lib/api/contract";
import { installIso } from "../support/dates";
import { withPgliteSandbox } from "../support/pglite-sandbox";

let clock = new Date("2026-03-10T12:00:00Z");
const pg = withPgliteSandbox({ now: () => clock });

const signal = () => new AbortController().signal;
const send = (name: CallName, parts: RequestParts = {}, backend: Backend = pg.sandbox): Promise<BackendResponse> =>
  backend.handle(backendRequest(name, parts), signal());

/** A request as a forged one would reach the sandbox without the proxy: the body not checked first. */
const unchecked = (call: CallName, params: Record<string, string>, body: unknown) =>
  pg.sandbox.handle({ call, params, query: {}, body, requestId: "unchecked" }, signal());

type Json = Record<string, unknown>;
async function answer(name: CallName, parts: RequestParts = {}, backend: Backend = pg.sandbox): Promise<Json> {
  const res = await send(name, parts, backend);
  expect(res.status, res.body).toBe(200);
  const value = JSON.parse(res.body) as Json;
  // Whatever the scenario, the answer stays inside the contract.
  expect(CALLS[name].response.safeParse(value).success, res.body).toBe(true);
  return value;
}
async function failure(name: CallName, parts: RequestParts, status: number): Promise<Json> {
  const res = await send(name, parts);
  expect(res.status, res.body).toBe(status);
  return JSON.parse(res.body) as Json;
}

const CPF = "52998224725";
const CNPJ = "11222333000181";
const ADDRESS = { cep: "01310100", number: "1578" };
const PERSON = { name: "Joana Silva Santos", phone: "11987651234", email: "joana.santos@example.com" };

async function createLead(extra: Json = {}, idPlan = "p-d1000a"): Promise<string> {
  const created = await answer("leadV2Create", { body: { idPlan, address: ADDRESS, ...extra } });
  expect(created.idLead).toEqual(expect.any(String));
  return String(created.idLead);
}
const step = (id: string, name: string, body: unknown) => answer("leadV2Step", { params: { id, step: name }, body });
const confirm = (id: string, query: Record<string, string> = {}) => send("leadV2Confirm", { params: { id }, query });

/** Every step of the checkout, in funnel order; d1000a has installation scheduling. */
async function fillEverything(id: string, cpf = CPF) {
  await step(id, "name", { name: PERSON.name, webcare_tuid: "tuid-1" });
  await step(id, "phone", { phone: PERSON.phone });
  await step(id, "email", { email: PERSON.email, accept_promotions: true, accept_information: false });
  await step(id, "birthDate", { birth_date: "1990-05-17" });
  await step(id, "motherName", { mothers_name: "Maria Aparecida Silva" });
  const doc = await step(id, "documentNumber", { cpf });
  await step(id, "dueDate", { due_date: "10" });
  await step(id, "bankInfo", { direct_debit: true, bankInfo: { bank: "341", agency: "1234", account_number: "567890" } });
  await step(id, "scheduleDate", {
    schedules: [
      { date: installIso(0), period: "manha" },
      { date: installIso(1), period: "tarde" },
    ],
  });
  return doc;
}

type Quiz = { idQuiz: string; progress: number; questions: { id: string; text: string; options: { id: string; text: string }[] }[] };
const quizOf = (answerBody: Json) => (answerBody.riskValidation as { quiz: Quiz }).quiz;
const answers = (quiz: Quiz, pick: (q: Quiz["questions"][number]) => string) => ({
  idQuiz: quiz.idQuiz,
  questions: quiz.questions.map((q) => ({ id: q.id, answer: pick(q) })),
});

describe("lead-v2 lifecycle", () => {
  test("create with coverage → every step → confirm → order number, once", async () => {
    const created = await answer("leadV2Create", { body: { idPlan: "p-d1000a", address: ADDRESS, addon: "black" } });
    expect(created.idLeadNoCoverage).toBeNull();
    expect(created.riskValidation).toEqual({ quiz_needed: false, rejected: false });
    const coverage = created.cepCoverage as { infra: Json; plans: { sku: string }[] };
    expect(coverage.infra).toEqual({ infraco: "TIM", technology: "FTTH" });
    expect(coverage.plans.map((p) => p.sku)).toContain("d400rt"); // black → timblack.json
    const id = String(created.idLead);

    const doc = await fillEverything(id);
    expect(doc.riskValidation).toEqual({ quiz_needed: false, rejected: false });
    const first = await confirm(id);
    expect(first.status, first.body).toBe(200);
    const { orderNumber } = JSON.parse(first.body) as { orderNumber: string };
    expect(orderNumber).toMatch(/^2026\d{6}$/);
    const again = JSON.parse((await confirm(id)).body) as { orderNumber: string };
    expect(again.orderNumber).toBe(orderNumber);

    // A reload restores everything from the backend.
    const lead = await answer("leadGet", { params: { id } });
    expect(lead).toMatchObject({
      id,
      idPlan: "p-d1000a",
      addon: "black",
      cpf: CPF,
      name: PERSON.name,
      birth_date: "1990-05-17",
      mothers_name: "Maria Aparecida Silva",
      direct_debit: true,
      bankInfo: { bank: "341", agency: "1234", account_number: "567890" },
      orderNumber,
      address: { cep: "01310100", number: "1578", address: "Avenida Paulista", city: "São Paulo", state: "SP" },
    });
    expect(await answer("leadFinish", { params: { leadId: id }, body: {} })).toEqual({ success: true });
  });

  test("order numbers are distinct across leads", async () => {
    const numbers = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const id = await createLead();
      await fillEverything(id);
      numbers.add((JSON.parse((await confirm(id)).body) as { orderNumber: string }).orderNumber);
    }
    expect(numbers.size).toBe(3);
  });

  test("an incomplete lead is not confirmed (422 naming what is missing)", async () => {
    const id = await createLead();
    expect(await failure("leadV2Confirm", { params: { id } }, 422)).toEqual({
      success: false,
      message: "Pedido incompleto: falta o nome",
    });
    await fillEverything(id);
    await step(id, "bankInfo", { direct_debit: true });
    expect((await failure("leadV2Confirm", { params: { id } }, 422)).message).toBe(
      "Pedido incompleto: falta a conta para débito automático",
    );
    await step(id, "bankInfo", { direct_debit: false, bankInfo: { bank: "341", agency: "1", account_number: "2" } });
    expect((await answer("leadGet", { params: { id } })).bankInfo).toBeNull();
    expect((await confirm(id)).status).toBe(200);
  });

  test("schedules are required only for plans with installation scheduling", async () => {
    const id = await createLead({}, "p-d500a");
    await fillEverything(id);
    const withSchedule = await createLead({}, "p-d1000a");
    for (const [name, body] of [
      ["name", { name: PERSON.name }],
      ["phone", { phone: PERSON.phone }],
      ["email", { email: PERSON.email }],
      ["birthDate", { birth_date: "1990-05-17" }],
      ["motherName", { mothers_name: "Maria Silva" }],
      ["documentNumber", { cnpj: CNPJ }],
      ["dueDate", { due_date: "5" }],
      ["bankInfo", { direct_debit: false }],
    ] as const)
      await step(withSchedule, name, body);
    expect((await failure("leadV2Confirm", { params: { id: withSchedule } }, 422)).message).toBe(
      "Pedido incompleto: falta a data de instalação",
    );
    expect((await confirm(id)).status).toBe(200);
  });

  test("address and complements: block and lot (quadra e lote)", async () => {
    const created = await answer("leadV2Create", { body: { idPlan: "p-d500a", address: { cep: "70070100" } } });
    const id = String(created.idLead);
    await fillEverything(id);
    expect((await failure("leadV2Confirm", { params: { id } }, 422)).message).toBe("Pedido incompleto: falta a quadra e o lote");
    await answer("complements", { params: { id }, body: { is_block_allotment: true, block_number: "3", allotment_number: "12" } });
    const lead = await answer("leadGet", { params: { id } });
    expect(lead.address).toMatchObject({ cep: "70070100", is_block_allotment: true, block_number: "3", allotment_number: "12" });
    expect((await confirm(id)).status).toBe(200);
  });

  test("a quadra-and-lote address needs no number: the lead as the forms send it (70070-100) is complete", async () => {
    const address = { cep: "70070100", is_block_allotment: true, block_number: "3", allotment_number: "12", complement: "Bloco B" };
    const created = await answer("leadV2Create", { body: { idPlan: "p-d500a", address } });
    const id = String(created.idLead);
    await fillEverything(id);
    expect((await answer("leadGet", { params: { id } })).address).toMatchObject({ ...address, city: "Brasília" });
    expect((await confirm(id)).status).toBe(200);
    // On a street that numbers its houses, the number is what is missing.
    const numbered = await answer("leadV2Create", { body: { idPlan: "p-d500a", address: { cep: "01310100", complement: "Apto 1" } } });
    await fillEverything(String(numbered.idLead));
    expect((await failure("leadV2Confirm", { params: { id: String(numbered.idLead) } }, 422)).message).toBe(
      "Pedido incompleto: falta o número do imóvel",
    );
  });

  test("an address sent with a step replaces the stored one; impossible dates are refused", async () => {
    const id = await createLead();
    await step(id, "name", { name: PERSON.name, address: { cep: "20040002", number: "10" } });
    expect((await answer("leadGet", { params: { id } })).address).toMatchObject({ cep: "20040002", number: "10", city: "Rio de Janeiro" });
    // The contract (so the proxy) refuses it before the sandbox sees it; the sandbox would answer 422.
    const parsed = CALLS.leadV2Step.body({ step: "birthDate" }).safeParse({ birth_date: "1990-02-30" });
    expect(parsed.error?.issues[0]?.message).toBe("Data inválida");
  });

  test("unknown ids → 404 Cadastro não encontrado", async () => {
    const missing = { success: false, message: "Cadastro não encontrado" };
    const ghost = "00000000-0000-4000-8000-000000000000";
    expect(await failure("leadGet", { params: { id: ghost } }, 404)).toEqual(missing);
    expect(await failure("leadGet", { params: { id: "not-a-uuid" } }, 404)).toEqual(missing);
    expect(await failure("leadV2Step", { params: { id: ghost, step: "name" }, body: { name: "Ana Lima" } }, 404)).toEqual(missing);
    expect(await failure("leadV2Confirm", { params: { id: ghost } }, 404)).toEqual(missing);
    expect(await failure("renewalConfirm", { params: { id: ghost }, body: { offer1: "p-r600ref", offer2: null } }, 404)).toEqual(missing);
    expect(await failure("migrationPlan", { params: { idLead: ghost }, body: { idPlan: "p-m700mig" } }, 404)).toEqual(missing);
    expect(await failure("collaboratorNewCode", { params: { id: ghost } }, 404)).toEqual(missing);
  });

  test("lead (v1): create, get, finish, delete with its CEP and phone", async () => {
    const created = await answer("leadCreate", { body: { idPlan: "p-d700a", address: ADDRESS, ...PERSON, cpf: CPF } });
    const id = String(created.id);
    expect(await answer("leadGet", { params: { id } })).toMatchObject({ id, cpf: CPF, phone: PERSON.phone });
    await answer("leadFinish", { params: { leadId: id } });
    await failure("leadDelete", { body: { id, cep: ADDRESS.cep, phone: "11999999999" } }, 404);
    await answer("leadDelete", { body: { id, cep: ADDRESS.cep, phone: PERSON.phone } });
    await failure("leadGet", { params: { id } }, 404);
  });
});

describe("attribution", () => {
  test("the last touch's parameters, the new ones included, and the first touch are stored and answered", async () => {
    const lastTouch = { utm_source: "google", utm_term: "fibra 1 giga", gclid: "Cj0", gbraid: "0AA", wbraid: "CkQ", fbclid: "IwAR", campaignid: "123" };
    const first_touch = { utm_source: "news", utm_campaign: "bf", fbclid: "IwY", at: "2026-03-01T09:30:00.000Z" };
    const id = await createLead({ ...lastTouch, first_touch, session_id: "s-12345678" });
    const lead = await answer("leadGet", { params: { id } });
    expect(lead).toMatchObject({ ...lastTouch, first_touch, session_id: "s-12345678" });
  });

  test("a first touch with a key we do not know loses it; one without its time is refused", async () => {
    const id = await createLead({ first_touch: { utm_source: "news", cpf: CPF, at: "2026-03-01T09:30:00.000Z" } });
    expect((await answer("leadGet", { params: { id } })).first_touch).toEqual({ utm_source: "news", at: "2026-03-01T09:30:00.000Z" });
    const res = await unchecked("leadV2Create", {}, { idPlan: "p-d1000a", address: ADDRESS, first_touch: { utm_source: "news" } });
    expect(res.status).toBe(400);
  });
});

describe("deleting a lead whose address changed", () => {
  test("before the telefone step: deleted by id and CEP, no phone needed; the CEP must be the lead's", async () => {
    const id = await createLead();
    await step(id, "name", { name: PERSON.name });
    await failure("leadDelete", { body: { id, cep: "04538133" } }, 404);
    expect(await answer("leadGet", { params: { id } })).toMatchObject({ id });
    await answer("leadDelete", { body: { id, cep: ADDRESS.cep } });
    await failure("leadGet", { params: { id } }, 404);
    // Gone: a second delete finds nothing.
    await failure("leadDelete", { body: { id, cep: ADDRESS.cep } }, 404);
  });

  test("a phone sent must be the lead's; none sent deletes by id and CEP", async () => {
    const id = await createLead(PERSON);
    await failure("leadDelete", { body: { id, cep: ADDRESS.cep, phone: "11999999999" } }, 404);
    await answer("leadDelete", { body: { id, cep: ADDRESS.cep } });
    await failure("leadGet", { params: { id } }, 404);
    // A phone sent for a lead that has none yet does not stop the delete.
    const early = await createLead();
    await answer("leadDelete", { body: { id: early, cep: ADDRESS.cep, phone: PERSON.phone } });
    await failure("leadGet", { params: { id: early } }, 404);
    // An invalid phone is refused (the contract, so the proxy, and the sandbox's own check), not a silent match.
    const kept = await createLead();
    expect(() => backendRequest("leadDelete", { body: { id: kept, cep: ADDRESS.cep, phone: "" } })).toThrow();
    expect((await unchecked("leadDelete", {}, { id: kept, cep: ADDRESS.cep, phone: "" })).status).toBe(400);
    expect(await answer("leadGet", { params: { id: kept } })).toMatchObject({ id: kept });
  });

  test("no-coverage lead: deleted without a phone; a phone sent must match the stored one", async () => {
    const bare = await answer("leadV2Create", { body: { idPlan: "p-d700a", address: { cep: "69900000", number: "5" } } });
    const id = String(bare.idLeadNoCoverage);
    await failure("noCoverageDelete", { body: { id, cep: "64000000" } }, 404);
    await answer("noCoverageDelete", { body: { id, cep: "69900000" } });
    await failure("leadGet", { params: { id } }, 404);

    const withPhone = await answer("leadV2Create", { body: { idPlan: "p-d700a", address: { cep: "69900000", number: "5" }, ...PERSON } });
    const other = String(withPhone.idLeadNoCoverage);
    await failure("noCoverageDelete", { body: { id: other, cep: "69900000", phone: "11911112222" } }, 404);
    await answer("noCoverageDelete", { body: { id: other, cep: "69900000" } });
    await failure("leadGet", { params: { id: other } }, 404);
  });
});

describe("Banco do Brasil's check digit X", () => {
  test("stored and returned as sent (agency 1234X, account 12345X); another bank's X is refused", async () => {
    const id = await createLead();
    const bankInfo = { bank: "001", agency: "1234X", account_number: "12345X" };
    await step(id, "bankInfo", { direct_debit: true, bankInfo });
    expect(await answer("leadGet", { params: { id } })).toMatchObject({ direct_debit: true, bankInfo });
    const other = { direct_debit: true, bankInfo: { ...bankInfo, bank: "341" } };
    expect(() => backendRequest("leadV2Step", { params: { id, step: "bankInfo" }, body: other })).toThrow(/O dígito X só é usado pelo Banco do Brasil/);
    const refused = await unchecked("leadV2Step", { id, step: "bankInfo" }, other);
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body)).toMatchObject({
      message: "Dados inválidos: bankInfo.agency: Agência inválida. O dígito X só é usado pelo Banco do Brasil.",
    });
    // The refused PATCH changed nothing.
    expect(await answer("leadGet", { params: { id } })).toMatchObject({ bankInfo });
  });
});

describe("coverage outcomes", () => {
  test("no coverage → a stored no-coverage lead", async () => {
    const created = await answer("leadV2Create", { body: { idPlan: "p-d700a", address: { cep: "69900000", number: "5" }, ...PERSON } });
    expect(created).toMatchObject({ idLead: null, cepCoverage: null });
    const id = String(created.idLeadNoCoverage);
    await answer("noCoverageUpdate", { body: { id, name: "Joana Santos" } });
    expect(await answer("leadGet", { params: { id } })).toMatchObject({ id, name: "Joana Santos", address: { cep: "69900000" } });
    await failure("noCoverageDelete", { body: { id, cep: "69900000", phone: "11911112222" } }, 404);
    await answer("noCoverageDelete", { body: { id, cep: "69900000", phone: PERSON.phone } });
    await failure("noCoverageUpdate", { body: { id, name: "Joana Santos" } }, 404);

    expect(await answer("coverage", { query: { cep: "69900000" } })).toEqual({ plans: [], infra: null });
    expect(await answer("coverage", { query: { cep: "00000000" } })).toEqual({ plans: [], infra: null });
  });

  test("limited CEP → lead created, chosen plan missing from the offer (oferta indisponível)", async () => {
    const created = await answer("leadV2Create", { body: { idPlan: "p-d1000c", address: { cep: "40010000", number: "1" } } });
    expect(created.idLead).toEqual(expect.any(String));
    const skus = (created.cepCoverage as { plans: { sku: string }[] }).plans.map((p) => p.sku);
    expect(skus.length).toBeGreaterThan(0);
    expect(skus.every((s) => LIMITED_COVERAGE_SKUS.includes(s))).toBe(true);
    expect(skus).not.toContain("d1000c");
  });

  test("catalogues per addon; unknown file → plans.json; no renewal or migration plans", async () => {
    const skus = async (name: CallName, parts: RequestParts) =>
      ((await answer(name, parts)).plans as { sku: string; plan_type: unknown }[]).map((p) => p.sku);
    const defaults = await skus("staticCatalogue", { params: { file: "plans.json" } });
    expect(await skus("staticCatalogue", { params: { file: "nao-existe.json" } })).toEqual(defaults);
    expect(await skus("plans", {})).toEqual(defaults);
    expect(await skus("plans", { query: { addon: "b/r" } })).toContain("d300r");
    expect(await skus("coverage", { query: { cep: "01310100", premium: "true" } })).toContain("d1000em");
    for (const addon of ["", "black", "r", "premium", "es"]) {
      const plans = (await answer("plans", { query: addon ? { addon } : {} })).plans as { plan_type: unknown }[];
      expect(plans.every((p) => p.plan_type === null)).toBe(true);
    }
  });

  test("address lookups", async () => {
    expect(await answer("addressInfo", { query: { cep: "70070100" } })).toMatchObject({ state: "DF", is_block_allotment: true, infraco: "FIBRASIL" });
    expect(await failure("addressInfo", { query: { cep: "00000000" } }, 404)).toEqual({ message: "CEP não encontrado" });
    expect(await answer("cepInformation", { params: { cep: "01310100" } })).toEqual({
      UF: "SP",
      city: "São Paulo",
      neighborhood: "Bela Vista",
      address: "Avenida Paulista",
    });
    expect(await answer("cepInformation", { params: { cep: "00000000" } })).toEqual({ error: "Cep inválido ou inexistente" });
    expect(await answer("complementTypes", { query: { infraco: "NINGUEM" } })).toEqual({ complementTypes: [] });
  });

  test("regulations: collaborator documents only on request", async () => {
    const ids = (v: Json) => [...(v.regulations as { id: string }[]), ...(v.sumarries as { id: string }[])].map((d) => d.id);
    const plain = ids(await answer("regulations"));
    const collaborator = ids(await answer("regulations", { query: { collaborator: "true" } }));
    expect(collaborator.length).toBeGreaterThan(plain.length);
    expect(plain).not.toContain("regulamento-oferta-colaborador");
    expect(collaborator).toContain("regulamento-oferta-colaborador");
  });
});

describe("risk validation", () => {
  test("quiz answered right → approved, then confirmed", async () => {
    const id = await createLead();
    const doc = await fillEverything(id, SCENARIO_CPFS.riskQuiz);
    const quiz = quizOf(doc);
    expect(quiz.progress).toBe(0);
    expect(quiz.questions).toHaveLength(3);
    for (const q of quiz.questions) {
      expect(q.options.length).toBeGreaterThanOrEqual(3);
      expect(q.options.length).toBeLessThanOrEqual(4);
    }
    expect((await failure("leadV2Confirm", { params: { id } }, 422)).message).toBe("Pedido incompleto: falta a validação de segurança");
    const result = await answer("quizAnswer", { params: { id }, body: answers(quiz, (q) => `${q.id}a`) });
    expect(result).toEqual({ success: true, riskValidation: { quiz_needed: false, rejected: false } });
    expect((await confirm(id)).status).toBe(200);
  });

  test("quiz answered wrong → rejected; the order cannot be confirmed", async () => {
    const id = await createLead();
    const quiz = quizOf(await fillEverything(id, SCENARIO_CPFS.riskQuiz));
    const result = await answer("quizAnswer", {
      params: { id },
      body: answers(quiz, (q) => (q.id === "q2" ? "q2b" : `${q.id}a`)),
    });
    expect(result).toMatchObject({ success: true, riskValidation: { quiz_needed: false, rejected: true } });
    expect((result.riskValidation as Json).rejected_message).toEqual(expect.any(String));
    expect((await failure("leadV2Confirm", { params: { id } }, 422)).message).toBe((result.riskValidation as Json).rejected_message);
    await failure("quizAnswer", { params: { id }, body: { idQuiz: "outro-quiz", questions: [{ id: "q1", answer: "q1a" }] } }, 404);
  });

  test("a failed quiz stays failed for its CPF: another CPF and back does not bring a new quiz", async () => {
    const id = await createLead();
    const first = quizOf(await fillEverything(id, SCENARIO_CPFS.riskQuiz));
    const wrong = await answer("quizAnswer", { params: { id }, body: answers(first, (q) => `${q.id}b`) });
    const rejection = { quiz_needed: false, rejected: true, rejected_message: QUIZ_REJECTED_MESSAGE };
    expect(wrong).toEqual({ success: true, riskValidation: rejection });

    // Another person's CPF is decided on its own…
    expect(await step(id, "documentNumber", { cpf: CPF })).toEqual({ success: true, riskValidation: { quiz_needed: false, rejected: false } });
    // …but the failed one answers its rejection again, with no quiz to retry.
    expect(await step(id, "documentNumber", { cpf: SCENARIO_CPFS.riskQuiz })).toEqual({ success: true, riskValidation: rejection });
    expect((await answer("leadGet", { params: { id } })).riskValidation).toEqual(rejection);
    const retry = await answer("quizAnswer", { params: { id }, body: answers(first, (q) => `${q.id}a`) });
    expect(retry).toEqual({ success: true, riskValidation: rejection });
    expect((await failure("leadV2Confirm", { params: { id } }, 422)).message).toBe(QUIZ_REJECTED_MESSAGE);
  });

  test("a rejected CPF stays rejected after another CPF and a CNPJ", async () => {
    const id = await createLead();
    const rejection = { quiz_needed: false, rejected: true, rejected_message: REJECTED_MESSAGE };
    expect((await step(id, "documentNumber", { cpf: SCENARIO_CPFS.riskRejected })).riskValidation).toEqual(rejection);
    expect((await step(id, "documentNumber", { cpf: CPF })).riskValidation).toEqual({ quiz_needed: false, rejected: false });
    expect((await step(id, "documentNumber", { cnpj: CNPJ })).riskValidation).toEqual({ quiz_needed: false, rejected: false });
    expect((await step(id, "documentNumber", { cpf: SCENARIO_CPFS.riskRejected })).riskValidation).toEqual(rejection);
  });

  test("a lead whose risk state predates the failed list still remembers its rejection", async () => {
    const id = await createLead();
    const quiz = { idQuiz: "quiz-antigo", progress: 0, questions: [] };
    await updateLead(pg.db, id, { risk: { document: SCENARIO_CPFS.riskQuiz, quiz, rejected: true } });
    expect((await step(id, "documentNumber", { cpf: CPF })).riskValidation).toEqual({ quiz_needed: false, rejected: false });
    expect((await step(id, "documentNumber", { cpf: SCENARIO_CPFS.riskQuiz })).riskValidation).toEqual({
      quiz_needed: false,
      rejected: true,
      rejected_message: QUIZ_REJECTED_MESSAGE,
    });
  });

  test("addon c (riskValidationRequired): any CPF gets the quiz", async () => {
    const id = await createLead({ addon: "c", riskValidationRequired: true });
    const doc = await step(id, "documentNumber", { cpf: CPF });
    expect(doc).toMatchObject({ success: true, riskValidation: { quiz_needed: true } });
    const lead = await answer("leadGet", { params: { id } });
    expect(lead.riskValidation).toMatchObject({ quiz_needed: true, quiz: { idQuiz: quizOf(doc).idQuiz } });
  });

  test("the addon decides the quiz, not the riskValidationRequired the browser declares", async () => {
    const c = await createLead({ addon: "c", riskValidationRequired: false });
    expect(await step(c, "documentNumber", { cpf: CPF })).toMatchObject({ riskValidation: { quiz_needed: true } });
    const plain = await createLead({ riskValidationRequired: true });
    expect((await step(plain, "documentNumber", { cpf: CPF })).riskValidation).toEqual({ quiz_needed: false, rejected: false });
    expect((await answer("leadGet", { params: { id: plain } })).riskValidationRequired).toBe(false);
  });

  test("rejection CPF → rejected with the message", async () => {
    const id = await createLead();
    const doc = await step(id, "documentNumber", { cpf: SCENARIO_CPFS.riskRejected });
    expect(doc).toEqual({ success: true, riskValidation: { quiz_needed: false, rejected: true, rejected_message: REJECTED_MESSAGE } });
  });
});

describe("collaborator code", () => {
  async function newCode(id: string): Promise<string> {
    // The code is read where a tester reads it: the sandbox's log line (pino writes to fd 1 directly).
    const lines: string[] = [];
    const restore = sandboxLogTo({ write: (line: string) => lines.push(line) });
    try {
      await answer("collaboratorNewCode", { params: { id } });
      expect(lines).toHaveLength(1);
      const line = String(lines[0]);
      expect(line.trimEnd()).not.toContain("\n");
      const logged = JSON.parse(line) as Json;
      expect(Object.keys(logged).sort()).toEqual(["build_id", "code", "event", "hostname", "leadId", "level", "pid", "requestId", "service", "time"]);
      expect(logged).toMatchObject({ level: "info", event: "sandbox.collaborator-code", leadId: id });
      expect(logged.code).toMatch(/^\d{6}$/);
      return String(logged.code);
    } finally {
      restore();
    }
  }
  const validate = (idLead: string, code: string) => answer("collaboratorValidate", { body: { idLead, code } });
  const wrong = (code: string) => (code === "000000" ? "000001" : "000000");
  const collaboratorLead = () => createLead({ addon: "oferta-colaborador", collaborator_special_offer: true });

  test("right code validates the lead, once; confirmation needs it", async () => {
    const id = await collaboratorLead();
    await fillEverything(id);
    expect((await failure("leadV2Confirm", { params: { id } }, 422)).message).toBe(
      "Pedido incompleto: falta a validação do código de colaborador",
    );
    const code = await newCode(id);
    expect(await validate(id, wrong(code))).toEqual({ success: false, validated: false, message: CODE_MESSAGES.invalid });
    expect(await validate(id, code)).toEqual({ success: true, validated: true });
    expect((await answer("leadGet", { params: { id } })).collaboratorValidated).toBe(true);
    expect((await validate(id, code)).validated).toBe(false); // used up
    expect((await confirm(id)).status).toBe(200);
  });

  test("expires after 10 minutes", async () => {
    const id = await collaboratorLead();
    const code = await newCode(id);
    clock = new Date(clock.getTime() + 10 * 60 * 1000 + 1);
    expect(await validate(id, code)).toEqual({ success: false, validated: false, message: CODE_MESSAGES.expired });
  });

  test("5 attempts, then a new code is needed; a new code replaces the old", async () => {
    const id = await collaboratorLead();
    const code = await newCode(id);
    for (let i = 1; i <= 4; i++) expect((await validate(id, wrong(code))).message).toBe(CODE_MESSAGES.invalid);
    expect((await validate(id, wrong(code))).message).toBe(CODE_MESSAGES.exhausted);
    expect((await validate(id, code)).message).toBe(CODE_MESSAGES.exhausted);
    const fresh = await newCode(id);
    if (fresh !== code) expect((await validate(id, code)).message).toBe(CODE_MESSAGES.invalid);
    expect(await validate(id, fresh)).toEqual({ success: true, validated: true });
  });

  test("no code asked yet → ask for one", async () => {
    const id = await collaboratorLead();
    expect((await validate(id, "123456")).message).toBe(CODE_MESSAGES.expired);
  });
});

describe("renewal", () => {
  test("customer with offers → request, choice, order number once", async () => {
    const found = await answer("renewalLookup", { body: { cpf: SCENARIO_CPFS.renewal, utm_source: "email" } });
    const offers = found.plansOffers as { id: string; plan_type: string }[];
    expect(offers).toHaveLength(2);
    expect(offers.every((p) => p.plan_type === "refidel")).toBe(true);
    const userData = found.userData as Json;
    expect(userData.documentNumber).toMatch(/^\d{3}\.\*{3}\.\*{3}-\d{2}$/);
    expect(String(userData.email)).toContain("***@");
    const id = String(found.id_renewal_request);
    const [first, second] = offers;
    await failure("renewalChoose", { params: { id }, body: { id_renewal_base_user: id, offer1: "p-d500a", offer2: null } }, 422);
    await answer("renewalChoose", { params: { id }, body: { id_renewal_base_user: id, offer1: first!.id, offer2: null } });
    const confirmed = await answer("renewalConfirm", { params: { id }, body: { offer1: first!.id, offer2: null } });
    expect(confirmed.orderNumber).toMatch(/^2026\d{6}$/);
    const again = await answer("renewalConfirm", { params: { id }, body: { offer1: null, offer2: second!.id } });
    expect(again.orderNumber).toBe(confirmed.orderNumber);
  });

  test("no offers, or not a customer → empty list", async () => {
    const none = await answer("renewalLookup", { body: { cpf: SCENARIO_CPFS.renewalNoOffers } });
    expect(none.plansOffers).toEqual([]);
    expect(none.id_renewal_request ?? null).toBeNull();
    expect(await answer("renewalLookup", { body: { cpf: CPF } })).toEqual({ plansOffers: [] });
  });
});

describe("fibre migration", () => {
  test("lookup → migration lead → plan, address → confirm with fiberMigration", async () => {
    const customer = SEED_MIGRATION_CUSTOMERS.find((c) => c.cpf === SCENARIO_CPFS.migration)!;
    const found = await answer("migrationOffers", { body: { cpf: SCENARIO_CPFS.migration } });
    const idLead = String(found.idLead);
    expect((found.plansOffers as { id: string }[]).map((p) => p.id)).toEqual(customer.offers);
    expect((found.userData as Json).name).toBe(customer.name.split(" ")[0]);

    const lead = await answer("migrationLeadGet", { params: { id: idLead } });
    // The base's record is not handed out unmasked: neither the contacts nor the home address
    // (a CPF alone made this lead).
    expect(lead).toMatchObject({ id: idLead, flow: "migration", address: { cep: "01***-***", number: "***", complement: "***", city: "Sã***", state: "SP" } });
    expect(unmaskedAddressFields(lead.address)).toEqual([]);
    for (const value of [customer.email, customer.cpf, customer.address.cep, customer.address.number, customer.address.complement, "Paulista", "São Paulo"]) {
      expect(JSON.stringify(lead), value).not.toContain(value);
    }
    // GET lead/{id} answers the same lead the same way.
    expect((await answer("leadGet", { params: { id: idLead } })).address).toEqual(lead.address);

    expect((await failure("leadV2Confirm", { params: { id: idLead }, query: { fiberMigration: "true" } }, 422)).message).toBe(
      "Pedido incompleto: falta o plano",
    );
    await failure("migrationPlan", { params: { idLead }, body: { idPlan: "p-d500a" } }, 422);
    await answer("migrationPlan", { params: { idLead }, body: { idPlan: customer.offers[0]! } });
    await answer("migrationAddress", { params: { step: "cep", idLead }, body: { cep: "20040002" } });
    expect((await failure("leadV2Confirm", { params: { id: idLead }, query: { fiberMigration: "true" } }, 422)).message).toBe(
      "Pedido incompleto: falta o número do imóvel",
    );
    await answer("migrationAddress", { params: { step: "number", idLead }, body: { number: "99", complement: "Sala 3" } });
    // Stored as given (the order is made with it); answered masked like the address on record.
    expect((await pg.db.query<{ address: Json }>("SELECT address FROM leads WHERE id = $1", [idLead])).rows[0]!.address).toMatchObject({
      cep: "20040002",
      number: "99",
      complement: "Sala 3",
      city: "Rio de Janeiro",
    });
    expect((await answer("migrationLeadGet", { params: { id: idLead } })).address).toMatchObject({ cep: "20***-***", number: "***", complement: "***", city: "Ri***" });
    const confirmed = await answer("leadV2Confirm", { params: { id: idLead }, query: { fiberMigration: "true" } });
    expect(confirmed.orderNumber).toMatch(/^2026\d{6}$/);
  });

  test("fiberMigration confirms only migration leads; unknown CPF has no offers", async () => {
    const id = await createLead();
    await failure("leadV2Confirm", { params: { id }, query: { fiberMigration: "true" } }, 404);
    await failure("migrationLeadGet", { params: { id } }, 404);
    expect(await answer("migrationOffers", { body: { cpf: CPF } })).toEqual({ plansOffers: [] });
  });
});

describe("createFromRenta", () => {
  const renta = (phoneNumber: string) => answer("createFromRenta", { body: { idPlan: "p-d700a", phoneNumber } });
  test("no user data → null; no coverage → lead null; otherwise a lead", async () => {
    expect(await renta("11988880001")).toBeNull();
    expect(await renta("11988880002")).toEqual({ lead: null });
    const { lead } = (await renta("11987650000")) as { lead: Json };
    expect(lead).toMatchObject({ idPlan: "p-d700a", phone: "11987650000", address: { cep: "01310100" } });
    expect(await answer("leadGet", { params: { id: String(lead.id) } })).toMatchObject({ id: lead.id });
  });
});

describe("faults", () => {
  const coverageWith = (cep: string) => send("coverage", { query: { cep } });
  const supportWith = (telephone: string) => send("supportRequest", { body: { telephone } });

  test.each([
    ["99999002", "11900000002", 500, "text/plain", "Internal Server Error"],
    ["99999003", "11900000003", 200, "text/html", "<!doctype html><title>Manutenção</title><p>Em manutenção</p>"],
    ["99999004", "11900000004", 200, "application/json", '{"plans": ['],
    ["99999005", "11900000005", 200, "application/json", '{"success":false}'],
    ["99999006", "11900000006", 200, "application/json", '{"ok":true}'],
  ])("CEP %s / phone %s", async (cep, phone, status, type, body) => {
    for (const res of [await coverageWith(cep), await supportWith(phone)]) {
      expect(res.status).toBe(status);
      expect(res.contentType).toMatch(new RegExp(`^${type}`));
      expect(res.body).toBe(body);
    }
  });

  test("the CEP of the address in a body, the path CEP and the CPF fault too", async () => {
    expect((await send("leadV2Create", { body: { idPlan: "p-d500a", address: { cep: "99999002" } } })).status).toBe(500);
    expect((await send("cepInformation", { params: { cep: "99999003" } })).contentType).toMatch(/^text\/html/);
    expect((await send("renewalLookup", { body: { cpf: SCENARIO_CPFS.fault500 } })).status).toBe(500);
    const id = await createLead();
    expect((await send("leadV2Step", { params: { id, step: "documentNumber" }, body: { cpf: SCENARIO_CPFS.fault500 } })).status).toBe(500);
  });

  test("slow: waits SANDBOX_SLOW_MS then answers; an abort ends the wait", async () => {
    vi.stubEnv("SANDBOX_SLOW_MS", "300");
    try {
      const started = Date.now();
      const res = await coverageWith("99999001");
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body)).toEqual({ plans: [], infra: null });

      vi.stubEnv("SANDBOX_SLOW_MS", "60000");
      for (const parts of [
        { name: "supportRequest", parts: { body: { telephone: "11900000001" } } },
        { name: "renewalLookup", parts: { body: { cpf: SCENARIO_CPFS.faultSlow } } },
      ] as const) {
        const controller = new AbortController();
        const pending = pg.sandbox.handle(backendRequest(parts.name, parts.parts), controller.signal);
        setTimeout(() => controller.abort(new Error("client gave up")), 50);
        await expect(pending).rejects.toThrow("client gave up");
      }
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe("scenario table", () => {
  test("lists every kind of scenario once per value", () => {
    const values = SANDBOX_SCENARIOS.map((s) => `${s.kind}:${s.value}`);
    expect(new Set(values).size).toBe(values.length);
    for (const v of ["cep:99999001", "phone:11900000006", `cpf:${SCENARIO_CPFS.riskQuiz}`, "phone:11988880001", "cep:70070100"]) {
      expect(values).toContain(v);
    }
    for (const s of SANDBOX_SCENARIOS) expect(s.what.length).toBeGreaterThan(10);
  });
});

describe("database", () => {
  test("50 concurrent lead creations → 50 distinct stored leads", async () => {
    const before = (await pg.db.query<{ n: number }>("SELECT count(*)::int AS n FROM leads")).rows[0]!.n;
    const started = performance.now();
    const created = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        answer("leadV2Create", { body: { idPlan: "p-d700a", address: { cep: "04538133", number: String(i + 1) }, ...PERSON } }),
      ),
    );
    const elapsed = performance.now() - started;
    const ids = new Set(created.map((c) => String(c.idLead)));
    expect(ids.size).toBe(50);
    const after = (await pg.db.query<{ n: number }>("SELECT count(*)::int AS n FROM leads")).rows[0]!.n;
    expect(after - before).toBe(50);
    console.info(`[sandbox timing] 50 concurrent leadV2Create: ${elapsed.toFixed(0)} ms`);
  });

  test("migrations are idempotent", async () => {
    await migrate(pg.db);
    await migrate(pg.db);
    const { rows } = await pg.db.query<{ version: number }>("SELECT version FROM schema_migrations ORDER BY version");
    expect(rows.map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version));
  });

  test("restart: a lead written through the process's database is read back after close and reopen", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "sandbox-restart-"));
    vi.stubEnv("DATA_DIR", dir);
    vi.stubEnv("DATABASE_URL", "");
    try {
      let started = performance.now();
      const created = await answer("leadV2Create", { body: { idPlan: "p-d1000a", address: ADDRESS, ...PERSON } }, sandboxBackend);
      const firstOpen = performance.now() - started;
      const id = String(created.idLead);
      await answer("leadV2Step", { params: { id, step: "documentNumber" }, body: { cpf: CPF } }, sandboxBackend);
      await closeDb();

      started = performance.now();
      const lead = await answer("leadGet", { params: { id } }, sandboxBackend);
      const reopen = performance.now() - started;
      expect(lead).toMatchObject({ id, cpf: CPF, name: PERSON.name, address: { cep: ADDRESS.cep } });
      console.info(`[sandbox timing] PGlite open: new directory ${firstOpen.toFixed(0)} ms, reopen ${reopen.toFixed(0)} ms`);
    } finally {
      await closeDb();
      vi.unstubAllEnvs();
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
