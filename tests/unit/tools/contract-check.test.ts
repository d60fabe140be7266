// @vitest-environment node
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { CALLS, type CallDef } from "@/lib/api/contract";
import { parseBackendHeaders } from "@/tools/contract/backend-headers";
import { checkAnswer, formatLine } from "@/tools/contract/check-answer";
import { DEFAULT_CEP, parseCli } from "@/tools/contract/cli-options";
import { unmaskedAddressFields } from "@/tools/contract/privacy";
import { isReadOnly, READ_ONLY_CALLS, SAMPLES } from "@/tools/contract/read-only";
import { checkCall, runCheck, runMigrationPrivacyCheck, summary, type CheckOptions } from "@/tools/contract/run-check";

/** A stub of the operator's API: answers by "METHOD /path", records what it was sent. */
type Reply = { status?: number; type?: string; body: string } | "hang";
const routes = new Map<string, Reply>();
const received: { key: string; headers: IncomingHttpHeaders; body: string }[] = [];
let server: Server;
let baseUrl = "";

const json = (value: unknown, status = 200): Reply => ({ status, type: "application/json; charset=utf-8", body: JSON.stringify(value) });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += String(chunk);
    const key = `${req.method} ${req.url}`;
    received.push({ key, headers: req.headers, body });
    const reply = routes.get(key) ?? { status: 404, type: "text/html", body: "<!DOCTYPE html><h1>Not Found</h1>" };
    if (reply === "hang") return;
    res.writeHead(reply.status ?? 200, { "content-type": reply.type ?? "application/json" });
    res.end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  routes.clear();
  received.length = 0;
});

// Generous: a busy CI machine runs many test files at once; the timeout test sets its own.
const options = (extra: Partial<CheckOptions> = {}): CheckOptions => ({ baseUrl, timeoutMs: 10_000, samples: { cep: DEFAULT_CEP }, ...extra });
const bank = { id: 1, code: "001", name: "Banco do Brasil" };
const plan = { id: 10, plan: "Ultrafibra 500", sku: "UF500", price: "99.90" };

/** Correct answers to every read-only call of the contract. */
function serveCatalogue() {
  routes.set("GET /api/v1/cep/coverage?cep=01310100", json({ plans: [plan], infra: { infraco: "FIBRASIL" } }));
  routes.set("GET /api/v1/cep/coverage/api-cep?cep=01310100", json({ plans: [plan] }));
  routes.set("GET /api/v1/cep/information/01310100", json({ UF: "SP", city: "São Paulo", address: "Avenida Paulista" }));
  routes.set("GET /api/v1/tim-api/address-info?cep=01310100", json({ address: "Avenida Paulista", city: "São Paulo", infraco: "I-SYSTEMS" }));
  routes.set("GET /api/v1/tim-api/address-info/complementTypes?infraco=I-SYSTEMS", json({ complementTypes: [{ code: "AP", description: "Apartamento" }] }));
  routes.set("GET /api/v1/plans", json({ plans: [plan] }));
  routes.set("GET /api/v1/json/plans.json", json({ plans: [plan] }));
  routes.set("GET /api/v1/benefits", json({ benefits: [{ id: "b1", benefit: "Netflix", slug: "netflix", description: "Plano padrão" }] }));
  routes.set("GET /api/v1/banks", json({ banks: [bank] }));
  routes.set("GET /api/v1/plans/regulationsAndSummaries/getAll", json({ regulations: [{ id: 1, title: "Regulamento", url: "https://x/r.pdf" }], sumarries: [] }));
}

describe("contract:check against a stub backend", () => {
  it("passes a correct answer", async () => {
    routes.set("GET /api/v1/banks", json({ banks: [bank] }));
    const { report } = await checkCall(options(), "banks", {});
    expect(report).toEqual({ label: "GET banks", problems: [] });
    expect(formatLine(report.label, report.problems)).toBe("ok       GET banks");
  });

  it("flags a wrong type with the issue's path and zod's message", async () => {
    routes.set("GET /api/v1/banks", json({ banks: [{ ...bank, code: 1 }] }));
    const { report } = await checkCall(options(), "banks", {});
    expect(report.problems).toEqual([{ kind: "schema", path: "banks.0.code", message: expect.stringMatching(/expected string, received number/) }]);
    expect(formatLine(report.label, report.problems)).toMatch(/^PROBLEM  GET banks: banks\.0\.code: .*expected string/);
  });

  it("flags a missing field: one the schema requires and one the storefront's checks require", async () => {
    routes.set("GET /api/v1/banks", json({ banks: [{ id: 1, code: "001" }] }));
    expect((await checkCall(options(), "banks", {})).report.problems).toEqual([
      { kind: "schema", path: "banks.0.name", message: expect.stringMatching(/expected string, received undefined/) },
    ]);
    // `plans` is optional in the response schema, but the coverage lookup fails without it.
    routes.set("GET /api/v1/cep/coverage?cep=01310100", json({ infra: null }));
    const { report } = await checkCall(options(), "coverage", { query: { cep: "01310100" } });
    expect(report.problems).toEqual([{ kind: "check", message: expect.stringMatching(/^missing: .*plans/) }]);
  });

  it("flags an HTML answer, with or without a JSON content type", async () => {
    routes.set("GET /api/v1/benefits", { type: "text/html; charset=utf-8", body: "<!DOCTYPE html><html><body>Manutenção</body></html>" });
    expect((await checkCall(options(), "benefits", {})).report.problems).toEqual([
      { kind: "format", message: "not JSON: content-type text/html; charset=utf-8, an HTML page" },
    ]);
    routes.set("GET /api/v1/benefits", { type: "application/json", body: "<html><body>502 Bad Gateway</body></html>" });
    expect((await checkCall(options(), "benefits", {})).report.problems).toEqual([{ kind: "json", message: "corrupt JSON, an HTML page" }]);
  });

  it("flags a wrong status, a wrong envelope and a timeout", async () => {
    routes.set("GET /api/v1/banks", json({ message: "Serviço indisponível" }, 503));
    expect((await checkCall(options(), "banks", {})).report.problems).toEqual([{ kind: "status", message: 'HTTP 503, expected 2xx: "Serviço indisponível"' }]);
    routes.set("GET /api/v1/benefits", json({ data: { benefits: [] } }));
    expect((await checkCall(options(), "benefits", {})).report.problems).toEqual([{ kind: "envelope", message: expect.stringContaining("(benefits)") }]);
    routes.set("GET /api/v1/plans", "hang");
    expect((await checkCall(options({ timeoutMs: 150 }), "plans", { query: {} })).report.problems).toEqual([
      { kind: "transport", message: "timeout: no answer within 150 ms" },
    ]);
  });

  it("runs every read-only call, sends BACKEND_HEADERS and never prints their values", async () => {
    serveCatalogue();
    const headers = parseBackendHeaders('{"Authorization":"Bearer s3cr3t-token"}');
    if (!headers.ok) throw new Error(headers.error);
    const reports = await runCheck(options({ headers: headers.headers }));
    const lines = reports.map((r) => formatLine(r.label, r.problems));
    expect(lines.filter((l) => !l.startsWith("ok"))).toEqual([]);
    expect(reports).toHaveLength(READ_ONLY_CALLS.length);
    expect(summary(reports)).toBe(`${READ_ONLY_CALLS.length} calls checked against lib/api/contract: ${READ_ONLY_CALLS.length} ok, 0 with problems`);
    expect(received.every((r) => r.headers.authorization === "Bearer s3cr3t-token")).toBe(true);
    expect(received.every((r) => r.key.startsWith("GET "))).toBe(true);
    expect(lines.join("\n")).not.toContain("s3cr3t");
  });
});

describe("the migration lead's privacy check", () => {
  const CPF = "52998224725";
  const lead = (address: Record<string, unknown>) => json({ id: 77, address, userData: { name: "Roberto" } });

  beforeEach(() => {
    routes.set("POST /api/v1/fiber-migration/offers", json({ idLead: 77, plansOffers: [] }));
  });

  it("flags a home address shown unmasked, by field name only", async () => {
    routes.set("GET /api/v1/fiber-migration/77", lead({ cep: "01310100", address: "Avenida Paulista", number: "1578", complement: "Apto 42", city: "São Paulo", state: "SP" }));
    const reports = await runMigrationPrivacyCheck(options(), CPF);
    expect(JSON.parse(received[0]!.body)).toEqual({ cpf: CPF });
    expect(reports[0]!.problems).toEqual([]);
    expect(reports[1]!.problems.map((p) => `${p.kind} ${p.path}`).sort()).toEqual([
      "privacy address.address",
      "privacy address.cep",
      "privacy address.city",
      "privacy address.complement",
      "privacy address.number",
    ]);
    const printed = reports.map((r) => formatLine(r.label, r.problems)).join("\n");
    for (const secret of [CPF, "1578", "Paulista", "/77"]) expect(printed).not.toContain(secret);
  });

  it("passes a masked address", async () => {
    routes.set("GET /api/v1/fiber-migration/77", lead({ cep: "01310-***", address: "Av*** Pa***", number: "***", complement: "", city: "S** P****", state: "SP" }));
    const reports = await runMigrationPrivacyCheck(options(), CPF);
    expect(reports.flatMap((r) => r.problems)).toEqual([]);
  });

  it("says why the lead was not reached", async () => {
    routes.set("POST /api/v1/fiber-migration/offers", json({ plansOffers: [] }));
    const [, leadReport] = await runMigrationPrivacyCheck(options(), CPF);
    expect(leadReport!.problems[0]!.message).toMatch(/no idLead/);
    expect(await runMigrationPrivacyCheck(options(), "11111111111")).toEqual([
      { label: expect.any(String), problems: [{ kind: "input", message: expect.stringMatching(/CPF is refused/) }] },
    ]);
    expect(received).toHaveLength(1);
  });
});

describe("contract:check's pure parts", () => {
  it("unmaskedAddressFields: text without a mask or a number is unmasked; absent, null and empty are not", () => {
    // The contract's rule (lib/api/contract/privacy.ts): a value is masked only when it hides part of itself behind "*".
    expect(unmaskedAddressFields({ address: { number: 1578, cep: "01310***", complement: null, city: "São***" } })).toEqual(["address.number"]);
    expect(unmaskedAddressFields({ address: { block_number: "12", allotment_number: "3*" } })).toEqual(["address.block_number"]);
    expect(unmaskedAddressFields({ address: null })).toEqual([]);
    expect(unmaskedAddressFields("not a lead")).toEqual([]);
  });

  it("checkAnswer reads an empty answer as the storefront does", () => {
    expect(checkAnswer("leadDelete", { status: 204, contentType: "", body: "" })).toEqual([]);
    expect(checkAnswer("banks", { status: 200, contentType: "application/json", body: "" })).toEqual([{ kind: "check", message: "empty: Lista de bancos retornou vazia" }]);
  });

  it("checks the GETs that neither change state nor need an owned lead, each with a sample the contract accepts", () => {
    expect([...READ_ONLY_CALLS].sort()).toEqual(Object.keys(SAMPLES).sort());
    expect(isReadOnly("collaboratorNewCode")).toBe(false);
    expect(isReadOnly("leadGet")).toBe(false);
    expect(isReadOnly("leadV2Create")).toBe(false);
    for (const name of READ_ONLY_CALLS) {
      const input = SAMPLES[name]({ cep: DEFAULT_CEP }, {});
      const def: CallDef = CALLS[name];
      expect(def.params?.safeParse(input.params ?? {}).success ?? true, name).toBe(true);
      expect(def.query?.safeParse(input.query ?? {}).success ?? true, name).toBe(true);
    }
  });

  it("BACKEND_HEADERS: a JSON object of strings; refusals never quote a value", () => {
    expect(parseBackendHeaders(undefined)).toEqual({ ok: true, headers: {} });
    expect(parseBackendHeaders('{"X-Api-Key":"k1"}')).toEqual({ ok: true, headers: { "X-Api-Key": "k1" } });
    for (const raw of ["Authorization: Bearer topsecret", '["topsecret"]', '{"Bad Name":"topsecret"}', '{"X":"top\\nsecret"}']) {
      const parsed = parseBackendHeaders(raw);
      expect(parsed.ok, raw).toBe(false);
      if (!parsed.ok) expect(parsed.error).not.toContain("secret");
    }
  });

  it("parses the command line: defaults, the CEP's punctuation, refusals", () => {
    const cli = parseCli(["https://staging.example/v1/", "--cep", "04538-133", "--migration-cpf", "529.982.247-25"], {});
    expect(cli).toMatchObject({
      kind: "run",
      options: { baseUrl: "https://staging.example/v1", timeoutMs: 15000, samples: { cep: "04538133" }, migrationCpf: "52998224725" },
    });
    expect(parseCli([], {})).toMatchObject({ kind: "error" });
    expect(parseCli(["https://x", "--cep", "123"], {})).toEqual({ kind: "error", message: "--cep: 8 digits" });
    expect(parseCli(["https://x", "--timeout", "0"], {})).toMatchObject({ kind: "error" });
    expect(parseCli(["https://x"], { BACKEND_HEADERS: "nope" })).toMatchObject({ kind: "error" });
    expect(parseCli(["--help"], {})).toEqual({ kind: "help" });
  });

  it("refuses a base URL with a user name and password, pointing at BACKEND_HEADERS, without echoing them", () => {
    const cli = parseCli(["http://user:pass@host"], {});
    expect(cli).toEqual({ kind: "error", message: expect.stringMatching(/must not hold a user name or password: send them in BACKEND_HEADERS/) });
    expect(JSON.stringify(cli)).not.toContain("pass@");
  });
});
