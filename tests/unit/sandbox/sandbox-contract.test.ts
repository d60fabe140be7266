// @vitest-environment node
import { CALL_NAMES, CALLS, type CallName } from "@/lib/api/contract";
import { backendRequest, type RequestParts } from "@/sandbox/request";
import { sandboxLogTo } from "@/sandbox/log";
import { SCENARIO_CPFS } from "@/sandbox/seed";
import type { BackendResponse } from "@/lib/api/contract";
import { installIso } from "../support/dates";
import { withPgliteSandbox } from "../support/pglite-sandbox";

// Every call of the contract, sent as the proxy would send it (requests built through the
// contract's own schemas), must answer 2xx JSON that its response schema accepts.

const pg = withPgliteSandbox();

const send = (name: CallName, parts: RequestParts = {}): Promise<BackendResponse> =>
  pg.sandbox.handle(backendRequest(name, parts), new AbortController().signal);

async function answer(name: CallName, parts: RequestParts = {}): Promise<Record<string, unknown>> {
  const res = await send(name, parts);
  expect(res.status, res.body).toBe(200);
  return JSON.parse(res.body) as Record<string, unknown>;
}

const CPF = "52998224725";
const ADDRESS = { cep: "01310100", number: "1578", complement: "Apto 42" };
const PERSON = { name: "Joana Silva Santos", phone: "11987651234", email: "joana.santos@example.com" };

async function newLead(extra: Record<string, unknown> = {}): Promise<string> {
  const created = await answer("leadV2Create", { body: { idPlan: "p-d1000a", address: ADDRESS, ...PERSON, ...extra } });
  return String(created.idLead);
}

async function codeFor(id: string): Promise<string> {
  // The code is read where a tester reads it: the sandbox's log line (pino writes to fd 1 directly).
  const lines: string[] = [];
  const restore = sandboxLogTo({ write: (line: string) => lines.push(line) });
  try {
    await answer("collaboratorNewCode", { params: { id } });
    const line = JSON.parse(String(lines[0])) as { code: string };
    return line.code;
  } finally {
    restore();
  }
}

const renewal = async () => String((await answer("renewalLookup", { body: { cpf: SCENARIO_CPFS.renewal } })).id_renewal_request);
const migrationLead = async () => String((await answer("migrationOffers", { body: { cpf: SCENARIO_CPFS.migration } })).idLead);

/** One realistic request per call; the Record makes a new contract call fail the typecheck here. */
const REQUESTS: Record<CallName, () => Promise<RequestParts>> = {
  renewalLookup: async () => ({ body: { cpf: SCENARIO_CPFS.renewal, utm_source: "google", userAgent: "Mozilla/5.0" } }),
  migrationOffers: async () => ({ body: { cpf: SCENARIO_CPFS.migration, origin: "site" } }),
  coverage: async () => ({ query: { cep: "01310100", number: "1578", addon: "black" } }),
  coverageApiCep: async () => ({ query: { cep: "40010000", number: "10" } }),
  staticCatalogue: async () => ({ params: { file: "timblack.json" } }),
  noCoverageCreate: async () => ({ body: { cep: "69900000", number: "12", idPlan: "p-d700a", ...PERSON } }),
  noCoverageUpdate: async () => {
    const created = await answer("noCoverageCreate", { body: { cep: "69900000", number: "12" } });
    return { body: { id: String(created.id), ...PERSON } };
  },
  noCoverageDelete: async () => {
    const created = await answer("noCoverageCreate", { body: { cep: "69900000", phone: PERSON.phone } });
    return { body: { id: String(created.id), cep: "69900000", phone: PERSON.phone } };
  },
  supportRequest: async () => ({ body: { telephone: "11987651234" } }),
  leadCreate: async () => ({ body: { idPlan: "p-d600gl", address: ADDRESS, ...PERSON, cpf: CPF, from_livelo: true } }),
  leadDelete: async () => ({ body: { id: await newLead(), cep: ADDRESS.cep, phone: PERSON.phone } }),
  leadFinish: async () => ({ params: { leadId: await newLead() }, body: {} }),
  leadGet: async () => ({ params: { id: await newLead() } }),
  migrationLeadGet: async () => ({ params: { id: await migrationLead() } }),
  leadV2Create: async () => ({ body: { idPlan: "p-d600gl", address: ADDRESS, ...PERSON, addon: "timblack", idPlanAddonBonus: "bonus-timblack" } }),
  leadV2Step: async () => ({ params: { id: await newLead(), step: "documentNumber" }, body: { cpf: CPF } }),
  leadV2Confirm: async () => {
    const id = await newLead({ collaborator_special_offer: false });
    const steps: [string, unknown][] = [
      ["birthDate", { birth_date: "1990-05-17" }],
      ["motherName", { mothers_name: "Maria Aparecida Silva" }],
      ["documentNumber", { cpf: CPF }],
      ["dueDate", { due_date: "10" }],
      ["bankInfo", { direct_debit: false }],
      ["scheduleDate", { schedules: [{ date: installIso(0), period: "manha" }] }],
    ];
    for (const [step, body] of steps) await answer("leadV2Step", { params: { id, step }, body });
    return { params: { id }, body: { address: ADDRESS } };
  },
  quizAnswer: async () => {
    const id = await newLead();
    const step = await answer("leadV2Step", { params: { id, step: "documentNumber" }, body: { cpf: SCENARIO_CPFS.riskQuiz } });
    const quiz = (step.riskValidation as { quiz: { idQuiz: string; questions: { id: string; options: { id: string }[] }[] } }).quiz;
    return {
      params: { id },
      body: { idQuiz: quiz.idQuiz, questions: quiz.questions.map((q) => ({ id: q.id, answer: `${q.id}a` })) },
    };
  },
  complements: async () => ({
    params: { id: await newLead() },
    body: { complement: "Apto 42", complements: [{ type: "AP", value: "42" }, { type: "BL", value: "B" }] },
  }),
  banks: async () => ({}),
  regulations: async () => ({ query: { collaborator: "true" } }),
  createFromRenta: async () => ({ body: { idPlan: "p-d700a", phoneNumber: "11987650000", utm: { utm_source: "renta" }, lp_origin: "renta" } }),
  collaboratorNewCode: async () => ({ params: { id: await newLead({ addon: "oferta-colaborador", collaborator_special_offer: true }) } }),
  collaboratorValidate: async () => {
    const id = await newLead({ addon: "oferta-colaborador", collaborator_special_offer: true });
    return { body: { idLead: id, code: await codeFor(id) } };
  },
  renewalChoose: async () => ({
    params: { id: await renewal() },
    body: { id_renewal_base_user: "base-1", offer1: "p-r600ref", offer2: null },
  }),
  renewalConfirm: async () => ({ params: { id: await renewal() }, body: { offer1: null, offer2: "p-r1000ref" } }),
  migrationPlan: async () => ({ params: { idLead: await migrationLead() }, body: { idPlan: "p-m1000mig" } }),
  migrationAddress: async () => ({ params: { step: "number", idLead: await migrationLead() }, body: { number: "200", complement: "Casa 2" } }),
  addressInfo: async () => ({ query: { cep: "70070100", number: "1" } }),
  complementTypes: async () => ({ query: { infraco: "FIBRASIL" } }),
  cepInformation: async () => ({ params: { cep: "20040002" }, query: { sku: "d700a" } }),
  plans: async () => ({ query: { addon: "r" } }),
  benefits: async () => ({}),
};

/** The response checks of funnel §5 (and what a screen reads), beyond the loose schemas. */
const DOCUMENTED: Partial<Record<CallName, string[]>> = {
  coverage: ["plans", "infra"],
  coverageApiCep: ["plans", "infra"],
  staticCatalogue: ["plans"],
  noCoverageCreate: ["success", "id"],
  supportRequest: ["success", "id"],
  leadCreate: ["success", "id"],
  noCoverageUpdate: ["success"],
  noCoverageDelete: ["success"],
  leadDelete: ["success"],
  leadFinish: ["success"],
  leadGet: ["id", "address"],
  migrationLeadGet: ["id", "address", "userData"],
  leadV2Create: ["idLead", "idLeadNoCoverage", "cepCoverage", "riskValidation"],
  leadV2Step: ["success"],
  leadV2Confirm: ["success", "orderNumber"],
  quizAnswer: ["success", "riskValidation"],
  complements: ["success"],
  banks: ["banks"],
  regulations: ["regulations", "sumarries"],
  createFromRenta: ["lead"],
  collaboratorNewCode: ["success"],
  collaboratorValidate: ["success", "validated"],
  renewalLookup: ["plansOffers", "id_renewal_request", "userData"],
  renewalChoose: ["success"],
  renewalConfirm: ["success", "orderNumber"],
  migrationOffers: ["plansOffers", "userData", "idLead"],
  migrationPlan: ["success"],
  migrationAddress: ["success"],
  addressInfo: ["address", "city", "state", "infraco", "is_block_allotment"],
  complementTypes: ["complementTypes"],
  cepInformation: ["UF", "city", "neighborhood", "address"],
  plans: ["plans"],
  benefits: ["benefits"],
};

describe("sandbox answers every call of the contract", () => {
  test.each(CALL_NAMES)("%s", async (name) => {
    const res = await send(name, await REQUESTS[name]());
    expect(res.status, res.body).toBeGreaterThanOrEqual(200);
    expect(res.status, res.body).toBeLessThan(300);
    expect(res.contentType).toMatch(/^application\/json/);
    const value: unknown = JSON.parse(res.body);
    const parsed = CALLS[name].response.safeParse(value);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    for (const key of DOCUMENTED[name] ?? []) expect(value, `${name}.${key}`).toHaveProperty(key);
    if (value && typeof value === "object" && "success" in value) expect(value.success).toBe(true);
  });

  test("lists with content: plans, banks, documents, benefits, complement types", async () => {
    const lists: [CallName, RequestParts, string][] = [
      ["coverage", { query: { cep: "01310100" } }, "plans"],
      ["staticCatalogue", { params: { file: "plans.json" } }, "plans"],
      ["plans", {}, "plans"],
      ["banks", {}, "banks"],
      ["regulations", {}, "regulations"],
      ["regulations", {}, "sumarries"],
      ["benefits", {}, "benefits"],
      ["complementTypes", { query: { infraco: "TIM" } }, "complementTypes"],
    ];
    for (const [name, parts, key] of lists) {
      const value = await answer(name, parts);
      expect((value[key] as unknown[]).length, `${name}.${key}`).toBeGreaterThan(0);
    }
  });
});
