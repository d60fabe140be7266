import { describe, expect, it } from "vitest";
import {
  CALL_RULES,
  checkCepInformation,
  checkCollaboratorValidation,
  checkResponse,
  emptyMessage,
  isRetryable,
  missingProperties,
  riskOutcome,
  serverMessage,
  type ApiErrorKind,
} from "@/lib/api";
import { CALL_NAMES, type CallName } from "@/lib/api/contract";
import { VALID_RESPONSES } from "../../../mocks/fixtures";

const SERVER_FAILURE = "Erro no servidor. Por favor tente novamente mais tarde";

/** The error a check gives, as { kind, message }; null when the answer passes. */
function verdict(name: CallName, value: unknown) {
  const outcome = checkResponse(name, value);
  return outcome.ok ? null : { kind: outcome.error.kind, message: outcome.error.message };
}

describe("every call has a rule, and its valid answer passes", () => {
  it.each(CALL_NAMES)("%s", (name) => {
    expect(CALL_RULES[name]).toBeDefined();
    expect(verdict(name, VALID_RESPONSES[name])).toBeNull();
  });
});

describe("empty answers, per call (funnel §5, §8; marketing §5)", () => {
  const EXPECTED: [string, CallName[]][] = [
    ["Busca de endereço retornou vazia", ["coverage", "coverageApiCep", "addressInfo"]],
    [
      "Gravação dos dados do usuário retornou vazia",
      [
        "leadCreate", "leadV2Create", "noCoverageCreate", "supportRequest", "leadV2Step", "leadV2Confirm",
        "quizAnswer", "complements", "leadFinish", "noCoverageUpdate", "migrationPlan", "migrationAddress",
      ],
    ],
    ["Busca dos dados do usuário retornou vazia", ["leadGet", "migrationLeadGet", "renewalLookup", "migrationOffers"]],
    ["Lista de bancos retornou vazia", ["banks"]],
    ["Lista de regulamentos e sumários retornou vazia", ["regulations"]],
    ["Busca de cep retornou vazia", ["cepInformation"]],
    ["Sem dados do usuário", ["createFromRenta"]],
    [
      "Resposta vazia do servidor",
      [
        "staticCatalogue", "plans", "benefits", "complementTypes", "collaboratorNewCode", "collaboratorValidate",
        "renewalChoose", "renewalConfirm",
      ],
    ],
  ];

  it("covers every call but the two DELETEs", () => {
    const listed = EXPECTED.flatMap(([, names]) => names).sort();
    expect(listed).toEqual(CALL_NAMES.filter((n) => n !== "leadDelete" && n !== "noCoverageDelete").sort());
  });

  for (const [message, names] of EXPECTED) {
    it.each(names)(`%s: "${message}"`, (name) => {
      expect(emptyMessage(name)).toBe(message);
      for (const empty of [null, undefined, ""]) expect(verdict(name, empty)).toEqual({ kind: "empty", message });
    });
  }

  it("a DELETE may answer nothing (204)", () => {
    expect(checkResponse("leadDelete", null)).toEqual({ ok: true, value: {} });
    expect(checkResponse("noCoverageDelete", "")).toEqual({ ok: true, value: {} });
  });

  it("an empty bank list, or no document at all, is an empty answer too", () => {
    expect(verdict("banks", { banks: [] })).toEqual({ kind: "empty", message: "Lista de bancos retornou vazia" });
    expect(verdict("regulations", { regulations: [], sumarries: [] })).toEqual({
      kind: "empty",
      message: "Lista de regulamentos e sumários retornou vazia",
    });
    expect(verdict("regulations", { regulations: [], sumarries: [{ id: 1, title: "S", url: "/s" }] })).toBeNull();
  });
});

describe("required properties: Propriedades não encontradas na resposta: {list}", () => {
  const missing = (list: string) => ({ kind: "missing", message: `Propriedades não encontradas na resposta: ${list}` });

  it.each(["plans", "staticCatalogue"] as const)("a 200 plan list without plans is a missing property, not an empty list (%s)", (name) => {
    expect(verdict(name, { success: true })).toEqual(missing("plans"));
    expect(verdict(name, { plans: null })).toEqual(missing("plans"));
    expect(verdict(name, { plans: [] })).toBeNull();
  });

  it.each(["coverage", "coverageApiCep"] as const)("%s needs plans", (name) => {
    expect(verdict(name, { infra: null })).toEqual(missing("plans"));
    expect(verdict(name, { plans: [] })).toBeNull();
  });

  it.each(["leadCreate", "noCoverageCreate", "supportRequest"] as const)("%s needs success and id, success true", (name) => {
    expect(verdict(name, {})).toEqual(missing("success, id"));
    expect(verdict(name, { success: true })).toEqual(missing("id"));
    expect(verdict(name, { id: 1 })).toEqual(missing("success"));
    expect(verdict(name, { success: false, id: 1 })).toEqual({ kind: "server", message: SERVER_FAILURE });
    expect(verdict(name, { success: false })).toEqual({ kind: "server", message: SERVER_FAILURE });
    expect(verdict(name, { success: "yes", id: 1 })).toEqual({ kind: "server", message: SERVER_FAILURE });
    expect(verdict(name, { success: true, id: 1 })).toBeNull();
  });

  it.each([
    "leadV2Step", "leadV2Confirm", "quizAnswer", "complements", "leadFinish", "noCoverageUpdate",
    "migrationPlan", "migrationAddress", "renewalChoose",
  ] as const)("%s (update or finish) needs success true", (name) => {
    expect(verdict(name, {})).toEqual(missing("success"));
    expect(verdict(name, { success: null })).toEqual(missing("success"));
    expect(verdict(name, { success: false })).toEqual({ kind: "server", message: SERVER_FAILURE });
    expect(verdict(name, { success: true })).toBeNull();
  });

  it.each(["leadGet", "migrationLeadGet"] as const)("%s needs id and address", (name) => {
    expect(verdict(name, { name: "Ana" })).toEqual(missing("id, address"));
    expect(verdict(name, { id: "42", address: null })).toEqual(missing("address"));
    expect(verdict(name, { id: "42", address: { cep: "01310100" } })).toBeNull();
  });

  it("banks needs banks; regulations needs regulations and sumarries", () => {
    expect(verdict("banks", { bancos: [] })).toEqual(missing("banks"));
    expect(verdict("regulations", {})).toEqual(missing("regulations, sumarries"));
    expect(verdict("regulations", { regulations: [{ id: 1, title: "R", url: "/r" }] })).toEqual(missing("sumarries"));
  });

  it("the collaborator code calls need success", () => {
    expect(verdict("collaboratorNewCode", {})).toEqual(missing("success"));
    expect(verdict("collaboratorNewCode", { success: false })).toEqual({ kind: "server", message: SERVER_FAILURE });
    expect(verdict("collaboratorValidate", {})).toEqual(missing("success"));
  });

  it("leadV2Create needs idLead or idLeadNoCoverage", () => {
    expect(verdict("leadV2Create", { cepCoverage: null })).toEqual(missing("idLead, idLeadNoCoverage"));
    expect(verdict("leadV2Create", { idLead: null, idLeadNoCoverage: null })).toEqual(missing("idLead, idLeadNoCoverage"));
    expect(verdict("leadV2Create", { idLead: "42" })).toBeNull();
    expect(verdict("leadV2Create", { idLeadNoCoverage: 8 })).toBeNull();
  });

  it("missingProperties counts null as missing and keeps the order asked", () => {
    expect(missingProperties({ b: null, c: 0 }, ["a", "b", "c"])).toEqual(["a", "b"]);
    expect(missingProperties("text", ["a"])).toEqual(["a"]);
  });
});

describe("server message fields on a 2xx answer (funnel §8)", () => {
  it.each(["error", "erro", "message", "mensagem"])("%s becomes the message (kind server)", (field) => {
    expect(verdict("coverage", { plans: [], [field]: "CEP fora da área" })).toEqual({ kind: "server", message: "CEP fora da área" });
  });

  it("an object with a string message counts; blanks and other values do not", () => {
    expect(serverMessage({ error: { message: "Falha na consulta" } })).toBe("Falha na consulta");
    expect(serverMessage({ error: "", message: "  " })).toBeNull();
    expect(serverMessage({ error: true, erro: 3 })).toBeNull();
    expect(serverMessage({ error: null, mensagem: "Tente mais tarde" })).toBe("Tente mais tarde");
    expect(serverMessage(null)).toBeNull();
  });

  it("success false takes the server's text over the default", () => {
    expect(verdict("leadCreate", { success: false, message: "CPF com restrição" })).toEqual({ kind: "server", message: "CPF com restrição" });
    expect(verdict("leadV2Step", { success: false, erro: "Etapa fora de ordem" })).toEqual({ kind: "server", message: "Etapa fora de ordem" });
  });

  it("success false is a server error on any call", () => {
    expect(verdict("renewalConfirm", { success: false })).toEqual({ kind: "server", message: SERVER_FAILURE });
  });

  it("success true says otherwise: the text is informational", () => {
    expect(verdict("leadCreate", { success: true, id: 1, message: "Lead criado" })).toBeNull();
  });

  it("a body that is not an object is left to the schema", () => {
    expect(checkResponse("banks", [1, 2])).toEqual({ ok: true, value: [1, 2] });
  });
});

describe("createFromRenta (funnel §8)", () => {
  it("null or empty: Sem dados do usuário; lead null: Sem cobertura", () => {
    expect(verdict("createFromRenta", null)).toEqual({ kind: "empty", message: "Sem dados do usuário" });
    expect(verdict("createFromRenta", "")).toEqual({ kind: "empty", message: "Sem dados do usuário" });
    expect(verdict("createFromRenta", { lead: null })).toEqual({ kind: "rejected", message: "Sem cobertura" });
    expect(verdict("createFromRenta", {})).toEqual({ kind: "rejected", message: "Sem cobertura" });
    expect(verdict("createFromRenta", { lead: { id: "1", address: null } })).toBeNull();
  });
});

describe("collaborator validation (funnel §4, §8)", () => {
  const rejected = (message: string) => ({ kind: "rejected", message, retryable: false });
  it("success false, validated false or an error field is a refusal with the server's text or the default", () => {
    expect(checkCollaboratorValidation({ success: false })).toEqual(rejected(SERVER_FAILURE));
    expect(checkCollaboratorValidation({ success: false, message: "Código inválido" })).toEqual(rejected("Código inválido"));
    expect(checkCollaboratorValidation({ success: true, validated: false })).toEqual(rejected(SERVER_FAILURE));
    expect(checkCollaboratorValidation({ success: true, validated: false, mensagem: "Código expirado" })).toEqual(rejected("Código expirado"));
    expect(checkCollaboratorValidation({ error: "Limite de tentativas atingido" })).toEqual(rejected("Limite de tentativas atingido"));
  });
  it("success true passes; empty is the default empty message", () => {
    expect(checkCollaboratorValidation({ success: true, validated: true })).toBeNull();
    expect(checkCollaboratorValidation({ success: true })).toBeNull();
    expect(checkCollaboratorValidation(null)).toMatchObject({ kind: "empty", message: "Resposta vazia do servidor" });
  });
});

describe("postcode lookup, cepInformation (marketing §5)", () => {
  const check = (value: unknown) => {
    const error = checkCepInformation(value);
    return error && { kind: error.kind, message: error.message };
  };
  it("empty: Busca de cep retornou vazia", () => {
    expect(check(null)).toEqual({ kind: "empty", message: "Busca de cep retornou vazia" });
    expect(check("")).toEqual({ kind: "empty", message: "Busca de cep retornou vazia" });
  });
  it.each(["error", "erro", "message", "mensagem"])("%s: its text, else Cep inválido ou inexistente", (field) => {
    expect(check({ [field]: "CEP não encontrado" })).toEqual({ kind: "server", message: "CEP não encontrado" });
    expect(check({ [field]: true })).toEqual({ kind: "server", message: "Cep inválido ou inexistente" });
    expect(check({ [field]: { code: 404 } })).toEqual({ kind: "server", message: "Cep inválido ou inexistente" });
  });
  it("the landing page's error object with error.message", () => {
    expect(check({ error: { message: "CEP inexistente" } })).toEqual({ kind: "server", message: "CEP inexistente" });
  });
  it("an error field counts even next to a complete address", () => {
    expect(check({ UF: "SP", city: "São Paulo", address: "Av. Paulista", message: "Cep desativado" })).toEqual({
      kind: "server",
      message: "Cep desativado",
    });
  });
  it("lacking UF, city or address: Propriedades não encontradas no endereço: {list}", () => {
    expect(check({ neighborhood: "Centro" })).toEqual({
      kind: "missing",
      message: "Propriedades não encontradas no endereço: UF, city, address",
    });
    expect(check({ UF: "SP", city: null, address: "Rua A" })).toEqual({
      kind: "missing",
      message: "Propriedades não encontradas no endereço: city",
    });
  });
  it("success false: Erro no servidor, not the address fields it lacks (funnel §8; CEP 99999-005)", () => {
    expect(check({ success: false })).toEqual({ kind: "server", message: "Erro no servidor. Por favor tente novamente mais tarde" });
    // The server's own text still wins (funnel §8 "any server-sent field … becomes the message").
    expect(check({ success: false, mensagem: "CEP bloqueado" })).toEqual({ kind: "server", message: "CEP bloqueado" });
  });
  it("a complete address passes (an empty street too: single-CEP towns)", () => {
    expect(check({ UF: "SP", city: "São Paulo", address: "Avenida Paulista" })).toBeNull();
    expect(check({ UF: "MG", city: "Serra da Saudade", address: "" })).toBeNull();
  });
  it("checkResponse uses these rules for cepInformation", () => {
    expect(verdict("cepInformation", { erro: true })).toEqual({ kind: "server", message: "Cep inválido ou inexistente" });
  });
});

describe("retryable", () => {
  const CASES: [ApiErrorKind, number | undefined, boolean][] = [
    ["network", undefined, true],
    ["timeout", undefined, true],
    ["http", 500, true],
    ["http", 503, true],
    ["http", 429, true],
    ["http", 400, false],
    ["http", 403, false],
    ["http", 404, false],
    ["content-type", undefined, true],
    ["corrupt", undefined, true],
    ["empty", undefined, true],
    ["server", undefined, true],
    ["missing", undefined, false],
    ["rejected", undefined, false],
  ];
  it.each(CASES)("%s %s → %s", (kind, status, expected) => {
    expect(isRetryable(kind, status)).toBe(expected);
  });
  it("the checks' errors carry it", () => {
    expect(checkResponse("banks", null)).toMatchObject({ ok: false, error: { retryable: true } });
    expect(checkResponse("banks", {})).toMatchObject({ ok: false, error: { retryable: false } });
    expect(checkResponse("banks", { error: "x" })).toMatchObject({ ok: false, error: { retryable: true } });
  });
});

describe("risk validation outcome (funnel §3, §4)", () => {
  it("approved, quiz, or rejected with the server's message", () => {
    expect(riskOutcome(null)).toEqual({ status: "approved" });
    expect(riskOutcome({ quiz_needed: false, rejected: false })).toEqual({ status: "approved" });
    const quiz = { idQuiz: "q1", questions: [] };
    expect(riskOutcome({ quiz_needed: true, quiz })).toEqual({ status: "quiz", quiz });
    expect(riskOutcome({ rejected: true, rejected_message: "Não foi possível aprovar o pedido", quiz })).toEqual({
      status: "rejected",
      error: { kind: "rejected", message: "Não foi possível aprovar o pedido", retryable: false },
    });
    expect(riskOutcome({ rejected: true, rejected_message: null })).toMatchObject({
      status: "rejected",
      error: { message: "Não foi possível validar seus dados para concluir o pedido" },
    });
  });
});
