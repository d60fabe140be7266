import { bankInfoFields, CALL_NAMES, CALLS, callPath, LEAD_STEPS, matchCall, queryString } from "@/lib/api/contract";
import { MESSAGES } from "@/lib/validation";

/** The contract's table against funnel §7 and marketing §7. */
describe("API contract", () => {
  it("holds every documented call of funnel §7, marketing §7 and the benefit catalogue", () => {
    const documented = [
      "POST renewalBaseUser/documentNumber",
      "POST fiber-migration/offers",
      "GET cep/coverage",
      "GET cep/coverage/api-cep",
      "GET json/{file}",
      "POST lead-no-coverage",
      "PUT lead-no-coverage",
      "DELETE lead-no-coverage",
      "POST supportRequest",
      "POST lead",
      "DELETE lead",
      "PUT lead/{leadId}",
      "GET lead/{id}",
      "GET fiber-migration/{id}",
      "POST lead-v2",
      "PATCH lead-v2/{id}/{step}",
      "PUT lead-v2/{id}",
      "PATCH lead-v2/{id}/riskValidation/QuizAnswer",
      "PATCH lead-v2/{id}/complements",
      "GET banks",
      "GET plans/regulationsAndSummaries/getAll",
      "POST lead/createFromRenta",
      "GET lead/collaborator/getNewcode/{id}",
      "PATCH lead/collaborator/validate",
      "PATCH renewalBaseUser/{id}",
      "PUT renewalBaseUser/{id}",
      "PATCH fiber-migration/plan/{idLead}",
      "PATCH fiber-migration/address/{step}/{idLead}",
      "GET tim-api/address-info",
      "GET tim-api/address-info/complementTypes",
      // marketing §7
      "GET cep/information/{cep}",
      "GET plans",
      "GET benefits",
    ];
    const ours = CALL_NAMES.map((name) => `${CALLS[name].method} ${CALLS[name].path}`);
    expect(ours.sort()).toEqual(documented.sort());
  });

  it("has the step names of funnel §7 for PATCH lead-v2/{id}/{step}", () => {
    expect(LEAD_STEPS).toEqual([
      "name",
      "phone",
      "email",
      "birthDate",
      "motherName",
      "documentNumber",
      "dueDate",
      "plan",
      "bankInfo",
      "scheduleDate",
    ]);
  });

  it.each(CALL_NAMES)("matches %s back from its own filled path", (name) => {
    const def = CALLS[name];
    const params = Object.fromEntries([...def.path.matchAll(/\{(\w+)\}/g)].map(([, key]) => [key, key === "step" ? (name === "migrationAddress" ? "cep" : "name") : key === "cep" ? "01310100" : key === "file" ? "plans.json" : "abc-123"]));
    const match = matchCall(def.method, callPath(name, params));
    expect(match).toEqual({ kind: "call", name, params });
  });

  it("prefers literal segments: lead/createFromRenta is not lead/{id}", () => {
    expect(matchCall("POST", "lead/createFromRenta")).toMatchObject({ kind: "call", name: "createFromRenta" });
    expect(matchCall("GET", "lead/abc")).toMatchObject({ kind: "call", name: "leadGet" });
    expect(matchCall("POST", "fiber-migration/offers")).toMatchObject({ kind: "call", name: "migrationOffers" });
    expect(matchCall("PATCH", "lead-v2/x/riskValidation/QuizAnswer")).toMatchObject({ name: "quizAnswer" });
  });

  it("answers unknown for other paths and method-not-allowed with the allowed methods", () => {
    expect(matchCall("GET", "admin")).toEqual({ kind: "unknown" });
    expect(matchCall("GET", "lead-v2/a/b/c/d")).toEqual({ kind: "unknown" });
    expect(matchCall("GET", "lead/%2e%2e")).toEqual({ kind: "unknown" });
    expect(matchCall("DELETE", "banks")).toEqual({ kind: "method-not-allowed", allow: ["GET"] });
    expect(matchCall("GET", "lead-no-coverage")).toEqual({ kind: "method-not-allowed", allow: ["POST", "PUT", "DELETE"] });
  });

  it("validates requests in Portuguese: CEP, CPF, phone digits only", () => {
    expect(CALLS.supportRequest.body.safeParse({ telephone: "(11) 98765-4321" }).success).toBe(false);
    expect(CALLS.supportRequest.body.safeParse({ telephone: "11987654321" }).success).toBe(true);
    const bad = CALLS.renewalLookup.body.safeParse({ cpf: "529.982.247-25" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe("informe 11 dígitos");
    expect(CALLS.leadV2Step.params.safeParse({ id: "a", step: "nope" }).success).toBe(false);
  });

  it("takes the alphanumeric CNPJ of 2026 and either CPF or CNPJ, not both", () => {
    const body = CALLS.leadV2Step.body({ step: "documentNumber" });
    expect(body.safeParse({ cnpj: "12ABC34501DE35" }).success).toBe(true);
    expect(body.safeParse({ cpf: "52998224725", cnpj: "12ABC34501DE35" }).success).toBe(false);
    expect(body.safeParse({}).success).toBe(false);
  });

  it("bankInfo: agency and account digits, Banco do Brasil's (001) check digit X last and upper case", () => {
    const issues = (value: unknown) => {
      const result = bankInfoFields.safeParse(value);
      return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    };
    expect(issues({ bank: "001", agency: "1234X", account_number: "12345X" })).toEqual([]);
    expect(issues({ bank: "001", agency: "12345", account_number: "123456789012" })).toEqual([]);
    expect(issues({ bank: "001", agency: "1234", account_number: "12345678901X" })).toEqual([]);
    // Only Banco do Brasil writes X.
    expect(issues({ bank: "341", agency: "1234X", account_number: "12345X" })).toEqual([
      `agency: ${MESSAGES.agencyCheckDigitX}`,
      `account_number: ${MESSAGES.accountCheckDigitX}`,
    ]);
    // Upper case, last, within the length; the hyphen never reaches the API.
    expect(issues({ bank: "001", agency: "1234x", account_number: "1" })[0]).toMatch(/^agency: até 5 dígitos/);
    expect(issues({ bank: "001", agency: "12345X", account_number: "1" })[0]).toMatch(/^agency: /);
    expect(issues({ bank: "001", agency: "1234-X", account_number: "1" })[0]).toMatch(/^agency: /);
    expect(issues({ bank: "001", agency: "1", account_number: "123X5" })[0]).toMatch(/^account_number: /);
    expect(issues({ bank: "001", agency: "1", account_number: "123456789012X" })[0]).toMatch(/^account_number: /);
    // The PATCH lead-v2/{id}/bankInfo body holds the same rule.
    const step = CALLS.leadV2Step.body({ step: "bankInfo" });
    expect(step.safeParse({ direct_debit: true, bankInfo: { bank: "001", agency: "1234X", account_number: "12345X" } }).success).toBe(true);
    expect(step.safeParse({ direct_debit: true, bankInfo: { bank: "237", agency: "1234X", account_number: "12345X" } }).success).toBe(false);
  });

  it("DELETE lead and lead-no-coverage: id and CEP required, the phone optional but checked when sent", () => {
    for (const body of [CALLS.leadDelete.body, CALLS.noCoverageDelete.body]) {
      expect(body.safeParse({ id: "42", cep: "01310100" }).success).toBe(true);
      expect(body.safeParse({ id: "42", cep: "01310100", phone: "11987654321" }).success).toBe(true);
      const badPhone = body.safeParse({ id: "42", cep: "01310100", phone: "" });
      expect(badPhone.success).toBe(false);
      expect(badPhone.error?.issues[0]?.path).toEqual(["phone"]);
      expect(body.safeParse({ id: "42", cep: "01310100", phone: "10987654321" }).success).toBe(false);
      expect(body.safeParse({ id: "42", phone: "11987654321" }).success).toBe(false);
      expect(body.safeParse({ cep: "01310100" }).success).toBe(false);
    }
    // The proxy's owner check reads the id from the body.
    expect(CALLS.leadDelete.owner).toEqual({ in: "body", key: "id" });
    expect(CALLS.noCoverageDelete.owner).toEqual({ in: "body", key: "id" });
  });

  it("builds paths and query strings", () => {
    expect(callPath("leadV2Step", { id: "a b", step: "email" })).toBe("lead-v2/a%20b/email");
    expect(queryString({ cep: "01310100", sku: undefined, premium: false, addon: "" })).toBe("?cep=01310100&premium=false");
    expect(queryString({})).toBe("");
  });
});
