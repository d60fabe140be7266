// @vitest-environment node
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { api as browserApi, createApiClient, type ApiClient } from "@/lib/api";
import { CALL_NAMES, type CallName } from "@/lib/api/contract";
import { VALID_RESPONSES } from "../../../mocks/fixtures";
import { API_BASE, mswPath, recorded } from "../../../mocks/handlers";
import { startMockServer } from "../../../mocks/server";

const server = startMockServer();
const api = createApiClient({ baseUrl: API_BASE });

const ADDRESS = { cep: "01310100", number: "1000" };
const STEP_BODY = { name: "Ana Souza" };

interface Expected {
  run: (client: ApiClient) => Promise<unknown>;
  method: string;
  /** Path and query as the server receives them. */
  url: string;
  body?: unknown;
}

/** Every documented call: how the UI calls it and what must reach the server (funnel §7). */
const CASES: Record<CallName, Expected> = {
  renewalLookup: { run: (c) => c.renewalLookup({ cpf: "12345678909" }), method: "POST", url: "/api/renewalBaseUser/documentNumber/", body: { cpf: "12345678909" } },
  migrationOffers: { run: (c) => c.migrationOffers({ cpf: "12345678909" }), method: "POST", url: "/api/fiber-migration/offers/", body: { cpf: "12345678909" } },
  coverage: {
    run: (c) => c.coverage({ cep: "01310100", number: "1000", addon: "black", sku: "d600gl", regionOffer: "true" }),
    method: "GET",
    url: "/api/cep/coverage/?cep=01310100&number=1000&addon=black&sku=d600gl&regionOffer=true",
  },
  coverageApiCep: { run: (c) => c.coverageApiCep({ cep: "01310100", number: "10" }), method: "GET", url: "/api/cep/coverage/api-cep/?cep=01310100&number=10" },
  staticCatalogue: { run: (c) => c.staticCatalogue("timblack.json"), method: "GET", url: "/api/json/timblack.json/" },
  noCoverageCreate: { run: (c) => c.noCoverageCreate({ cep: "01310100" }), method: "POST", url: "/api/lead-no-coverage/", body: { cep: "01310100" } },
  noCoverageUpdate: { run: (c) => c.noCoverageUpdate({ id: 5, name: "Ana Souza" }), method: "PUT", url: "/api/lead-no-coverage/", body: { id: 5, name: "Ana Souza" } },
  noCoverageDelete: {
    run: (c) => c.noCoverageDelete({ id: 5, cep: "01310100", phone: "11987654321" }),
    method: "DELETE",
    url: "/api/lead-no-coverage/",
    body: { id: 5, cep: "01310100", phone: "11987654321" },
  },
  supportRequest: { run: (c) => c.supportRequest({ telephone: "11987654321" }), method: "POST", url: "/api/supportRequest/", body: { telephone: "11987654321" } },
  leadCreate: { run: (c) => c.leadCreate({ idPlan: "7", address: ADDRESS }), method: "POST", url: "/api/lead/", body: { idPlan: "7", address: ADDRESS } },
  leadDelete: {
    run: (c) => c.leadDelete({ id: "42", cep: "01310100", phone: "11987654321" }),
    method: "DELETE",
    url: "/api/lead/",
    body: { id: "42", cep: "01310100", phone: "11987654321" },
  },
  leadFinish: { run: (c) => c.leadFinish(42), method: "PUT", url: "/api/lead/42/", body: {} },
  leadGet: { run: (c) => c.leadGet("42"), method: "GET", url: "/api/lead/42/" },
  migrationLeadGet: { run: (c) => c.migrationLeadGet("m1"), method: "GET", url: "/api/fiber-migration/m1/" },
  leadV2Create: { run: (c) => c.leadV2Create({ idPlan: "7", address: ADDRESS }, "0f8fad5b-d9cb-469f-a165-70867728950e"), method: "POST", url: "/api/lead-v2/", body: { idPlan: "7", address: ADDRESS } },
  leadV2Step: { run: (c) => c.leadV2Step("42", "name", STEP_BODY), method: "PATCH", url: "/api/lead-v2/42/name/", body: STEP_BODY },
  leadV2Confirm: { run: (c) => c.leadV2Confirm("42"), method: "PUT", url: "/api/lead-v2/42/", body: {} },
  quizAnswer: {
    run: (c) => c.quizAnswer("42", { idQuiz: "q1", questions: [{ id: "1", answer: "b" }] }),
    method: "PATCH",
    url: "/api/lead-v2/42/riskValidation/QuizAnswer/",
    body: { idQuiz: "q1", questions: [{ id: "1", answer: "b" }] },
  },
  complements: { run: (c) => c.complements("42", { complement: "Apto 12" }), method: "PATCH", url: "/api/lead-v2/42/complements/", body: { complement: "Apto 12" } },
  banks: { run: (c) => c.banks(), method: "GET", url: "/api/banks/" },
  regulations: { run: (c) => c.regulations(), method: "GET", url: "/api/plans/regulationsAndSummaries/getAll/?collaborator=true" },
  createFromRenta: {
    run: (c) => c.createFromRenta({ idPlan: "7", phoneNumber: "11987654321" }),
    method: "POST",
    url: "/api/lead/createFromRenta/",
    body: { idPlan: "7", phoneNumber: "11987654321" },
  },
  collaboratorNewCode: { run: (c) => c.collaboratorNewCode("42"), method: "GET", url: "/api/lead/collaborator/getNewcode/42/" },
  collaboratorValidate: {
    run: (c) => c.collaboratorValidate({ idLead: "42", code: "123456" }),
    method: "PATCH",
    url: "/api/lead/collaborator/validate/",
    body: { idLead: "42", code: "123456" },
  },
  renewalChoose: {
    run: (c) => c.renewalChoose("9", { id_renewal_base_user: "9", offer1: "7", offer2: null }),
    method: "PATCH",
    url: "/api/renewalBaseUser/9/",
    body: { id_renewal_base_user: "9", offer1: "7", offer2: null },
  },
  renewalConfirm: { run: (c) => c.renewalConfirm("9", { offer1: "7", offer2: null }), method: "PUT", url: "/api/renewalBaseUser/9/", body: { offer1: "7", offer2: null } },
  migrationPlan: { run: (c) => c.migrationPlan("m1", { idPlan: "7" }), method: "PATCH", url: "/api/fiber-migration/plan/m1/", body: { idPlan: "7" } },
  migrationAddress: {
    run: (c) => c.migrationAddress("m1", "cep", { cep: "01310100" }),
    method: "PATCH",
    url: "/api/fiber-migration/address/cep/m1/",
    body: { cep: "01310100" },
  },
  addressInfo: { run: (c) => c.addressInfo("01310-100", "1000"), method: "GET", url: "/api/tim-api/address-info/?cep=01310100&number=1000" },
  complementTypes: { run: (c) => c.complementTypes("TIM"), method: "GET", url: "/api/tim-api/address-info/complementTypes/?infraco=TIM" },
  cepInformation: { run: (c) => c.cepInformation("01310-100", "d600gl"), method: "GET", url: "/api/cep/information/01310100/?sku=d600gl" },
  plans: { run: (c) => c.plans("black"), method: "GET", url: "/api/plans/?addon=black" },
  benefits: { run: (c) => c.benefits(), method: "GET", url: "/api/benefits/" },
};

describe("one function per documented call", () => {
  it("every CALL_NAMES entry has a function, on the client and on the default api", () => {
    for (const name of CALL_NAMES) {
      expect(api[name], name).toBeTypeOf("function");
      expect(browserApi[name], name).toBeTypeOf("function");
    }
    expect(Object.keys(CASES).sort()).toEqual([...CALL_NAMES].sort());
  });

  it.each(CALL_NAMES)("%s: method, path, query and body", async (name) => {
    const expected = CASES[name];
    const result = await expected.run(api);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ call: name, method: expected.method, url: expected.url });
    expect(recorded[0]?.body).toEqual(expected.body);
    expect(result).toMatchObject({ ok: true });
  });
});

describe("options of some calls", () => {
  it("PUT lead-v2/{id}?fiberMigration=true for a migration, with the address", async () => {
    const result = await api.leadV2Confirm("42", { fiberMigration: true }, { address: ADDRESS });
    expect(recorded[0]).toMatchObject({ call: "leadV2Confirm", method: "PUT", url: "/api/lead-v2/42/?fiberMigration=true", body: { address: ADDRESS } });
    expect(result).toEqual({ ok: true, data: { success: true, orderNumber: "UF-000123" } });
  });

  it("regulations without the collaborator flag", async () => {
    await api.regulations(false);
    expect(recorded[0]?.url).toBe("/api/plans/regulationsAndSummaries/getAll/");
  });

  it("a step with a literal name is still a step; complements is its own call", async () => {
    await api.leadV2Step("42", "bankInfo", { direct_debit: false });
    await api.complements("42", {});
    expect(recorded.map((r) => [r.call, r.url])).toEqual([
      ["leadV2Step", "/api/lead-v2/42/bankInfo/"],
      ["complements", "/api/lead-v2/42/complements/"],
    ]);
  });

  it("path parameters are encoded", async () => {
    server.use(http.get(`${API_BASE}/lead/:id`, ({ request }) => {
      recorded.push({ call: "leadGet", method: "GET", url: new URL(request.url).pathname, headers: request.headers, body: undefined });
      return HttpResponse.json(VALID_RESPONSES.leadGet);
    }));
    await api.leadGet("a b");
    expect(recorded[0]?.url).toBe("/api/lead/a%20b/");
  });

  it("plans and cepInformation leave out what is not given", async () => {
    await api.plans();
    await api.cepInformation("01310100");
    expect(recorded.map((r) => r.url)).toEqual(["/api/plans/", "/api/cep/information/01310100/"]);
  });
});

describe("results after the checks", () => {
  it("data is the contract's parsed answer (ids as strings)", async () => {
    const result = await api.banks();
    expect(result).toEqual({ ok: true, data: { banks: [{ id: "1", code: "001", name: "Banco do Brasil" }] } });
  });

  it("collaborator validation tells the caller validated true or false", async () => {
    expect(await api.collaboratorValidate({ idLead: "42", code: "123456" })).toEqual({
      ok: true,
      validated: true,
      data: { success: true, validated: true },
    });
    server.use(http.patch(mswPath("collaboratorValidate"), () => HttpResponse.json({ success: false, message: "Código inválido" })));
    expect(await api.collaboratorValidate({ idLead: "42", code: "000000" })).toEqual({
      ok: false,
      validated: false,
      error: { kind: "rejected", message: "Código inválido", retryable: false },
    });
    server.use(http.patch(mswPath("collaboratorValidate"), () => HttpResponse.json({ success: true, validated: false })));
    expect(await api.collaboratorValidate({ idLead: "42", code: "000000" })).toMatchObject({
      ok: false,
      validated: false,
      error: { message: "Erro no servidor. Por favor tente novamente mais tarde" },
    });
    server.use(http.patch(mswPath("collaboratorValidate"), () => HttpResponse.error()));
    expect(await api.collaboratorValidate({ idLead: "42", code: "000000" })).toMatchObject({ ok: false, validated: false, error: { kind: "network" } });
  });

  it("createFromRenta: Sem cobertura when the lead is null", async () => {
    server.use(http.post(mswPath("createFromRenta"), () => HttpResponse.json({ lead: null })));
    expect(await api.createFromRenta({ idPlan: "7", phoneNumber: "11987654321" })).toEqual({
      ok: false,
      error: { kind: "rejected", message: "Sem cobertura", retryable: false },
    });
    server.use(http.post(mswPath("createFromRenta"), () => HttpResponse.json(null)));
    expect(await api.createFromRenta({ idPlan: "7", phoneNumber: "11987654321" })).toMatchObject({
      ok: false,
      error: { kind: "empty", message: "Sem dados do usuário" },
    });
  });

  it("cepInformation: the postcode checks of marketing §5", async () => {
    server.use(http.get(mswPath("cepInformation"), () => HttpResponse.json({ erro: true })));
    expect(await api.cepInformation("00000000")).toMatchObject({ ok: false, error: { message: "Cep inválido ou inexistente" } });
    server.use(http.get(mswPath("cepInformation"), () => HttpResponse.json({ UF: "SP" })));
    expect(await api.cepInformation("01310100")).toMatchObject({
      ok: false,
      error: { kind: "missing", message: "Propriedades não encontradas no endereço: city, address" },
    });
  });

  it("coverage: plans are required", async () => {
    server.use(http.get(mswPath("coverage"), () => HttpResponse.json({ infra: null })));
    expect(await api.coverage({ cep: "01310100" })).toEqual({
      ok: false,
      error: { kind: "missing", message: "Propriedades não encontradas na resposta: plans", retryable: false },
    });
  });
});
