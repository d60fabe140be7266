// @vitest-environment node
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { riskValidationRequiredFor } from "@/lib/api/contract/campaigns";
import { CALL_NAMES, CALLS, rateLimitClasses, unmaskedAddressFields } from "@/lib/api/contract";
import { newIdempotencyKey } from "@/lib/api/idempotency";
import { encodeOwned, OWNER_COOKIE, ownerOf } from "@/lib/backend/ownership";
import { handleApiRequest, PROXY_MESSAGES } from "@/lib/backend/proxy";
import { RATE_LIMITS } from "@/lib/backend/rate-limit";
import { jsonDepth, MAX_BODY_DEPTH, readJsonBody, uncleanField } from "@/lib/backend/request-body";
import { KEY_REUSED_MESSAGE } from "@/sandbox/idempotency";
import { haproxyConfig } from "@/scripts/fleet-services";
import { refusalFor } from "@/lib/backend/refusals";
import { clientErrorResponse, serverTimeouts } from "@/server/requests";
import { captureLog } from "../../support/log-capture";
import { withSandboxProxy } from "../../support/sandbox-proxy";

/**
 * Abusive requests of a hardening report, each through the whole proxy where it went through it
 * (the § numbers are that report's sections). What needs the real server and its sockets is in
 * tests/e2e/abusive-requests.spec.ts.
 */

const TOKEN = "entry-token-for-abusive-requests";
let counter = 0;
const peer = () => `198.18.${(counter >> 8) & 255}.${counter++ & 255}`;
const DEEP = "[".repeat(8000) + "]".repeat(8000);
const COVERED = { idPlan: "p-d1000a", address: { cep: "01310100", number: "1000" } };
const CPFS = ["52998224725", "11144477735", "39053344705", "28573914637", "87748248800", "71428793860", "15350946056", "68413287020"];

interface Call {
  body?: string;
  from?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

function call(method: string, path: string, init: Call = {}) {
  const headers = {
    host: "loja.test",
    "sec-fetch-site": "same-origin",
    ...(init.body !== undefined ? { "content-type": "application/json" } : {}),
    ...(init.cookie ? { cookie: init.cookie } : {}),
    ...init.headers,
    "x-uf-peer": init.from ?? peer(),
    "x-uf-proto": "http",
    "x-uf-entry": TOKEN,
  };
  const [pathname, query] = path.split("?");
  const url = `http://loja.test/api/${pathname}/${query ? `?${query}` : ""}`;
  return handleApiRequest(new Request(url, { method, headers, body: init.body }), pathname!);
}
const json = (value: unknown) => JSON.stringify(value);
const cookieOf = (response: Response) => (response.headers.get("set-cookie") ?? "").split(";")[0]!;
const read = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T;

/** A lead of a browser at `from`: its id and cookie. */
async function createLead(from: string, extra: Record<string, unknown> = {}) {
  const response = await call("POST", "lead-v2", { body: json({ ...COVERED, ...extra }), from });
  expect(response.status).toBe(200);
  return { id: (await read<{ idLead: string }>(response)).idLead, cookie: cookieOf(response) };
}

withSandboxProxy("uf-abusive-requests-", TOKEN);
beforeAll(async () => {
  vi.spyOn(console, "info").mockImplementation(() => undefined);
  // The embedded database takes a few seconds to open the first time.
  expect((await call("GET", "banks")).status).toBe(200);
}, 60_000);
afterAll(() => {
  vi.restoreAllMocks();
});

describe("§1 a deep body is refused before anything walks it", () => {
  it("measures nesting in one pass, brackets inside strings not counted", () => {
    expect(jsonDepth('{"a":[{"b":1}]}')).toBe(3);
    expect(jsonDepth('{"a":"[[[[[[[[[[\\"[[["}')).toBe(1);
    expect(jsonDepth(DEEP)).toBe(8000);
    expect(MAX_BODY_DEPTH).toBeGreaterThanOrEqual(3); // the contract's deepest body: a quiz answer
  });

  it("finds an unclean string 8,000 levels down without overflowing the stack", () => {
    const deep: unknown[] = [];
    let inner = deep;
    for (let i = 0; i < 8000; i++) inner.push((inner = []));
    inner.push("x\u0000");
    expect(uncleanField(deep)).toBe(`${"0.".repeat(8000)}0`);
    expect(uncleanField({ address: { complement: "apto\u00001" } })).toBe("address.complement");
    expect(uncleanField({ ["k\u0000"]: 1 })).toBe("(chave)");
    expect(uncleanField({ questions: [{ id: "q1", answer: "q1a" }] })).toBeNull();
  });

  it("readJsonBody answers 400 for 8,000 levels, and takes the contract's own depth", async () => {
    const body = (text: string) => new Request("http://loja.test/", { method: "POST", headers: { "content-type": "application/json" }, body: text });
    expect(await readJsonBody(body(DEEP), 65536, 1000)).toMatchObject({ ok: false, status: 400, reason: "too-deep" });
    expect(await readJsonBody(body('{"idQuiz":"1","questions":[{"id":"q1","answer":"q1a"}]}'), 65536, 1000)).toMatchObject({ ok: true });
  });

  it("PATCH lead-v2/{id}/name: a stranger's 403 before the body is read; the owner's deep body 400; no error line", async () => {
    const log = captureLog();
    const from = peer();
    const lead = await createLead(from);
    const started = performance.now();
    const stranger = await call("PATCH", `lead-v2/${crypto.randomUUID()}/name`, { body: DEEP });
    expect(stranger.status).toBe(403);
    expect((await read(stranger)).message).toBe(PROXY_MESSAGES.notOwner);
    const owner = await call("PATCH", `lead-v2/${lead.id}/name`, { body: DEEP, cookie: lead.cookie, from });
    expect(owner.status).toBe(400);
    expect((await read(owner)).message).toBe(PROXY_MESSAGES.tooDeep);
    const create = await call("POST", "supportRequest", { body: DEEP });
    expect(create.status).toBe(400);
    expect(performance.now() - started).toBeLessThan(2000);
    log.restore();
    expect(log.lines().filter((line) => line.level === "error")).toEqual([]);
  });
});

describe("§2 the migration's address is a private field", () => {
  it("flags every field of an address in the clear; masked or absent ones pass", () => {
    expect(unmaskedAddressFields({ cep: "01310100", address: "Avenida Paulista", number: "1578", complement: "Apartamento 42", city: "São Paulo", state: "SP" })).toEqual([
      "cep",
      "address",
      "number",
      "complement",
      "city",
    ]);
    expect(unmaskedAddressFields({ cep: "01***-***", address: "Av***", number: "***", city: "Sã***", state: "SP", complement: "" })).toEqual([]);
  });

  it("a CPF lookup and its lead's read through the proxy: nothing of the address in the clear", async () => {
    const from = peer();
    const found = await call("POST", "fiber-migration/offers", { body: json({ cpf: "60291837530" }), from });
    const { idLead } = await read<{ idLead: string }>(found);
    const lead = await call("GET", `fiber-migration/${idLead}`, { cookie: cookieOf(found), from });
    expect(lead.status).toBe(200);
    const body = await read<{ address: unknown }>(lead);
    expect(unmaskedAddressFields(body.address)).toEqual([]);
    for (const value of ["01310100", "1578", "Apartamento 42", "Paulista"]) expect(JSON.stringify(body)).not.toContain(value);
  });
});

describe("§3 an idempotency key replays only for the browser that made the order", () => {
  it("B posting A's key gets a lead of its own, owns nothing of A's; A's retries get A's; another body 422", async () => {
    const key = newIdempotencyKey();
    const headers = { "idempotency-key": key };
    const aFrom = peer();
    const first = await call("POST", "lead-v2", { body: json(COVERED), from: aFrom, headers });
    const a = { id: (await read<{ idLead: string }>(first)).idLead, cookie: cookieOf(first) };

    // A's retry: without the cookie (the answer was lost) and with it (it arrived), the same order.
    for (const cookie of [undefined, a.cookie]) {
      const again = await call("POST", "lead-v2", { body: json(COVERED), from: aFrom, headers, ...(cookie ? { cookie } : {}) });
      expect((await read(again)).idLead, String(cookie)).toBe(a.id);
    }
    const changed = await call("POST", "lead-v2", { body: json({ ...COVERED, address: { ...COVERED.address, number: "2000" } }), from: aFrom, headers, cookie: a.cookie });
    expect(changed.status).toBe(422);
    expect((await read(changed)).message).toBe(KEY_REUSED_MESSAGE);

    // B, from elsewhere, with or without a cookie of its own: a new lead, and A's stays A's.
    const own = await createLead(peer());
    for (const cookie of [undefined, own.cookie]) {
      const b = await call("POST", "lead-v2", { body: json(COVERED), from: peer(), headers, ...(cookie ? { cookie } : {}) });
      expect(b.status).toBe(200);
      const bLead = (await read<{ idLead: string }>(b)).idLead;
      expect(bLead).not.toBe(a.id);
      const peek = await call("GET", `lead/${a.id}`, { cookie: cookieOf(b) });
      expect(peek.status).toBe(403);
    }
  });
});

describe("§6 budgets of the lookups that cost the operator money", () => {
  it("every per-lead budget is on a call with an owner; the CPF step is the only step that spends one", () => {
    for (const name of CALL_NAMES) {
      const def = CALLS[name];
      const classes = name === "leadV2Step" ? rateLimitClasses(def, { id: "x", step: "documentNumber" }) : rateLimitClasses(def, {});
      for (const cls of classes) if (RATE_LIMITS[cls].per === "lead") expect("owner" in def, name).toBe(true);
    }
    expect(rateLimitClasses(CALLS.leadV2Step, { id: "x", step: "name" })).toEqual([]);
    expect(rateLimitClasses(CALLS.leadV2Step, { id: "x", step: "documentNumber" })).toEqual(["risk-lookup", "risk-lookup-lead"]);
    for (const name of ["coverage", "coverageApiCep", "cepInformation", "addressInfo"] as const) expect(rateLimitClasses(CALLS[name], {}).length, name).toBe(1);
  });

  it("the 11th risk lookup of a client answers 429, over several leads", async () => {
    const from = peer();
    const statuses: number[] = [];
    for (let n = 0; n < 3; n++) {
      const lead = await createLead(from);
      for (const cpf of CPFS.slice(0, 4)) {
        statuses.push((await call("PATCH", `lead-v2/${lead.id}/documentNumber`, { body: json({ cpf }), cookie: lead.cookie, from })).status);
      }
    }
    expect(statuses.slice(0, RATE_LIMITS["risk-lookup"].limit)).toEqual(Array(RATE_LIMITS["risk-lookup"].limit).fill(200));
    expect(statuses[RATE_LIMITS["risk-lookup"].limit]).toBe(429);
  });

  it("the 6th risk lookup of one lead answers 429, whatever address it comes from", async () => {
    const lead = await createLead(peer());
    const statuses: number[] = [];
    for (const cpf of CPFS.slice(0, RATE_LIMITS["risk-lookup-lead"].limit + 1)) {
      statuses.push((await call("PATCH", `lead-v2/${lead.id}/documentNumber`, { body: json({ cpf }), cookie: lead.cookie })).status);
    }
    expect(statuses).toEqual([...Array(RATE_LIMITS["risk-lookup-lead"].limit).fill(200), 429]);
    // The other steps of that lead are not limited by it.
    expect((await call("PATCH", `lead-v2/${lead.id}/name`, { body: json({ name: "Ana Souza" }), cookie: lead.cookie })).status).toBe(200);
  });

  it.each([
    ["coverage", "cep/coverage?cep=01310100&number=10"],
    ["cep-information", "cep/information/01310100"],
    ["address-info", "tim-api/address-info?cep=01310100"],
  ] as const)("%s: the call past the client's budget answers 429", async (cls, path) => {
    const from = peer();
    const { limit } = RATE_LIMITS[cls];
    for (let i = 0; i < limit; i++) expect((await call("GET", path, { from })).status).toBe(200);
    const over = await call("GET", path, { from });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await call("GET", path)).status).toBe(200);
  });
});

describe("§7 the lead cookie and the risk rule", () => {
  beforeEach(() => vi.stubEnv("SESSION_SECRET", "segredo-de-teste-0123456789abcdef0123"));
  afterEach(() => vi.stubEnv("SESSION_SECRET", ""));

  it("two uf_leads cookies: an invalid one (tossed from a sibling host) does not void the valid one, in either order", () => {
    const valid = encodeOwned(["lead-a"], new Date(), "holder-0123456789ab");
    for (const cookie of [`${OWNER_COOKIE}=tossed.value; ${OWNER_COOKIE}=${valid}`, `${OWNER_COOKIE}=${valid}; ${OWNER_COOKIE}=x`]) {
      expect(ownerOf(new Headers({ cookie }))).toEqual({ ids: ["lead-a"], holder: "holder-0123456789ab", placed: [] });
    }
    const other = encodeOwned(["lead-b"], new Date(Date.now() + 1000), "holder-newer-0123456789");
    expect(ownerOf(new Headers({ cookie: `${OWNER_COOKIE}=${valid}; ${OWNER_COOKIE}=${other}` }))).toEqual({ ids: ["lead-a", "lead-b"], holder: "holder-newer-0123456789", placed: [] });
  });

  it("the risk quiz is the addon's rule: c needs it, the others do not, whatever the body says", () => {
    expect(riskValidationRequiredFor("c")).toBe(true);
    for (const alias of [null, undefined, "", "black", "nao-existe", true]) expect(riskValidationRequiredFor(alias), String(alias)).toBe(false);
  });

  it("through the proxy: addon c declared false gets the quiz; the default declared true does not", async () => {
    const from = peer();
    const c = await createLead(from, { addon: "c", riskValidationRequired: false });
    const quiz = await call("PATCH", `lead-v2/${c.id}/documentNumber`, { body: json({ cpf: CPFS[0] }), cookie: c.cookie, from });
    expect(await read(quiz)).toMatchObject({ riskValidation: { quiz_needed: true } });
    const plain = await createLead(from, { riskValidationRequired: true });
    const approved = await call("PATCH", `lead-v2/${plain.id}/documentNumber`, { body: json({ cpf: CPFS[0] }), cookie: plain.cookie, from });
    expect(await read(approved)).toMatchObject({ riskValidation: { quiz_needed: false, rejected: false } });
  });
});

describe("§4, §5, §7 the entry server's own answers", () => {
  it("timeouts in seconds, the whole request after the API's body deadline", () => {
    expect(serverTimeouts({})).toEqual({ headersTimeout: 10_000, requestTimeout: 20_000, connectionsCheckingInterval: 1_000 });
    expect(serverTimeouts({ API_BODY_TIMEOUT_MS: "30000" }).requestTimeout).toBe(35_000);
  });

  it("refuses odd methods outside /api and paths that do not decode, and /_next/data/", () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
      for (const path of ["/", "/_next/static/chunks/x.js", "/images/logo.svg", "/docs/regulamento.pdf"]) {
        expect(refusalFor(method, path), `${method} ${path}`).toMatchObject({ status: 405, allow: "GET, HEAD" });
      }
      expect(refusalFor(method, "/api/lead-v2/")).toBeNull();
    }
    // A method the site has no use for, anywhere (TRACE gave a 500 and a stack trace): 405 listing the ones it answers.
    for (const method of ["TRACE", "CONNECT", "PROPFIND"]) {
      for (const path of ["/", "/api/lead-v2/"]) {
        expect(refusalFor(method, path), `${method} ${path}`).toMatchObject({ status: 405, allow: "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS" });
      }
    }
    for (const path of ["/%E0%A4%A/", "/%c0%af/", "/og/%/", "/api/%/", "/api/lead/%ZZ/"]) expect(refusalFor("GET", path), path).toMatchObject({ status: 400 });
    expect(refusalFor("GET", "/_next/data/abc123/index.json")).toMatchObject({ status: 404 });
    for (const path of ["/", "/checkout/cep/", "/%C3%A9/", "/api/banks/"]) expect(refusalFor("GET", path), path).toBeNull();
  });

  it("Node's own 400, 408 and 431 carry the security headers", () => {
    for (const [code, status] of [["HPE_INVALID_METHOD", 400], ["ERR_HTTP_REQUEST_TIMEOUT", 408], ["HPE_HEADER_OVERFLOW", 431]] as const) {
      const raw = clientErrorResponse(code);
      expect(raw.startsWith(`HTTP/1.1 ${status} `), code).toBe(true);
      for (const header of ["Content-Security-Policy: default-src 'self'", "Strict-Transport-Security:", "X-Frame-Options: DENY", "X-Content-Type-Options: nosniff", "Connection: close"]) {
        expect(raw, `${code} ${header}`).toContain(header);
      }
      const [head, body] = raw.split("\r\n\r\n");
      expect(head).toContain(`Content-Length: ${Buffer.byteLength(body!)}`);
    }
  });

  it("the balancer takes a whole request, body included, within 10 s", () => {
    const config = haproxyConfig({ port: 18080, servers: [{ id: "web1", port: 3301 }], statsSocket: "/tmp/uf-abusive-requests.sock" });
    expect(config).toMatch(/^\s*timeout http-request 10s$/m);
    expect(config).toMatch(/^\s*option http-buffer-request$/m);
    // Where HAProxy is installed (the fleet installs it), it accepts the configuration.
    if (!existsSync("/usr/sbin/haproxy")) return;
    const dir = mkdtempSync(join(tmpdir(), "uf-haproxy-"));
    try {
      writeFileSync(join(dir, "haproxy.cfg"), config);
      const check = spawnSync("/usr/sbin/haproxy", ["-c", "-f", join(dir, "haproxy.cfg")], { encoding: "utf8" });
      expect(check.status, check.stdout + check.stderr).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
