// @vitest-environment node
import { ENTRY_TOKEN, trustedProxyHops as clientHops } from "@/lib/backend/client";
import { CENSOR, PERSONAL_FIELDS, processLogger as processLoggerOf } from "@/lib/backend/log-core";
import { logEvent, logRequest } from "@/lib/backend/log";
import { handleApiRequest } from "@/lib/backend/proxy";
import { requestIdOf } from "@/lib/backend/request-context";
import { requestErrorLine } from "@/lib/backend/request-errors";
import { acceptedRequestId, requestIdFor, trustedProxyHops } from "@/lib/backend/request-id";
import { accessLine } from "@/server/requests";
import { captureLog, withoutBase } from "../../support/log-capture";
import { withSandboxProxy } from "../../support/sandbox-proxy";

/**
 * Structured logs: one pino logger for pages and API, fixed fields, personal field
 * names redacted as a second net, and the load balancer's request id on every line and answer.
 */

const TOKEN = "entry-token-for-telemetry-tests";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("the log's lines", () => {
  it("are JSON with the level as a word, time, pid and host, and the caller's fixed fields", () => {
    const log = captureLog();
    try {
      logRequest({ requestId: "lb-1234abcd", method: "GET", route: "lead/{id}", status: 200, ms: 3 });
      logEvent("warn", "redis.down", { error: "ECONNREFUSED" });
    } finally {
      log.restore();
    }
    const [api, redis] = log.lines();
    expect(api).toMatchObject({ level: "info", time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), pid: process.pid, hostname: expect.any(String) });
    expect(withoutBase(api!)).toEqual({ level: "info", event: "api", requestId: "lb-1234abcd", method: "GET", route: "lead/{id}", status: 200, ms: 3 });
    expect(withoutBase(redis!)).toEqual({ level: "warn", event: "redis.down", error: "ECONNREFUSED" });
  });

  it("redact every personal field name, up to two objects deep, should one reach a log call", () => {
    const person = { cpf: "52998224725", email: "joana@exemplo.com.br", phone: "11955554444", birth_date: "1987-03-14", mothers_name: "Rita Teixeira" };
    const log = captureLog();
    try {
      // Deliberately wrong calls: log.ts never passes these; the redaction is the second net.
      logEvent("info", "oops", person as unknown as Record<string, string>);
      processLoggerOf().info({ event: "oops2", body: { ...person, bankInfo: { agency: "4321", account_number: "987654321" } }, lead: { address: { cep: "01310100" } } });
    } finally {
      log.restore();
    }
    const text = log.text();
    for (const value of [...Object.values(person), "4321", "987654321", "01310100"]) expect(text).not.toContain(value);
    const [first, second] = log.lines();
    expect(first).toMatchObject({ cpf: CENSOR, email: CENSOR, phone: CENSOR, birth_date: CENSOR, mothers_name: CENSOR });
    expect(second).toMatchObject({ body: { cpf: CENSOR, bankInfo: CENSOR }, lead: { address: CENSOR } });
    expect(PERSONAL_FIELDS).toEqual(expect.arrayContaining(["cpf", "cnpj", "birth_date", "mothers_name", "phone", "email", "bankInfo", "agency", "account_number", "name", "address"]));
  });

  it("write an error as its class only: never its message, which may echo input", () => {
    const log = captureLog();
    try {
      processLoggerOf().error(new TypeError("invalid cpf 52998224725"));
      processLoggerOf().error({ event: "x", err: new RangeError("phone 11955554444") });
    } finally {
      log.restore();
    }
    expect(log.text()).not.toMatch(/52998224725|11955554444|invalid|phone/);
    expect(log.lines().map((l) => l.err)).toEqual([{ type: "TypeError" }, { type: "RangeError" }]);
  });
});

describe("the request id", () => {
  it("is the load balancer's X-Request-Id behind a trusted hop, a new UUID otherwise", () => {
    expect(requestIdFor("3f2a9c1e7b4d4e0f9a8b", 1)).toBe("3f2a9c1e7b4d4e0f9a8b");
    expect(requestIdFor("Root=1-5f84c7a1-abcdef012345", 1)).toBe("Root=1-5f84c7a1-abcdef012345");
    // No trusted hop: the sender is the client, which must not choose our log's ids.
    expect(requestIdFor("3f2a9c1e7b4d4e0f9a8b", 0)).toMatch(UUID);
    expect(requestIdFor(undefined, 1)).toMatch(UUID);
    expect(requestIdFor(null, 1)).not.toBe(requestIdFor(null, 1));
  });

  it("refuses what is not an id: text, spaces, JSON, very long or very short values", () => {
    for (const value of ["cpf 52998224725", '{"a":1}', "x".repeat(129), "abc", "id\nforged", "<script>"]) {
      expect(acceptedRequestId(value, 1), value).toBeNull();
    }
    expect(acceptedRequestId(["first-id-0001", "second"], 1)).toBe("first-id-0001");
  });

  it("reads TRUSTED_PROXY_HOPS as lib/backend/client.ts does", () => {
    for (const value of [undefined, "", "0", "1", "2", "10", "11", "-1", "1.5", "abc"]) expect(trustedProxyHops(value)).toBe(clientHops(value));
  });

  it("inside the app is the entry server's decision when the request carries its token", () => {
    (globalThis as Record<symbol, unknown>)[ENTRY_TOKEN] = TOKEN;
    vi.stubEnv("TRUSTED_PROXY_HOPS", "0");
    try {
      const entry = new Headers({ "x-uf-entry": TOKEN, "x-uf-request-id": "decided-by-entry-1", "x-request-id": "client-sent-0001" });
      expect(requestIdOf(entry)).toBe("decided-by-entry-1");
      // A client's own x-uf-request-id without the token is not believed.
      expect(requestIdOf(new Headers({ "x-uf-entry": "forged", "x-uf-request-id": "forged-id-0001" }))).toMatch(UUID);
      expect(requestIdOf(new Headers({ "x-request-id": "client-sent-0001" }))).toMatch(UUID);
      vi.stubEnv("TRUSTED_PROXY_HOPS", "1");
      expect(requestIdOf(new Headers({ "x-request-id": "balancer-id-0001" }))).toBe("balancer-id-0001");
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe("an error Next caught (instrumentation.ts onRequestError)", () => {
  it("is logged with its class, digest, route template and request id: no message, no path, no body", () => {
    (globalThis as Record<symbol, unknown>)[ENTRY_TOKEN] = TOKEN;
    const error = Object.assign(new Error("cpf 52998224725 inválido"), { digest: "2461977345" });
    const request = { method: "GET", path: "/checkout/cpf/?lead=lead-998877", headers: { "x-uf-entry": TOKEN, "x-uf-request-id": "lb-err-00000042", cookie: "ultrafibra_lead=secret" } };
    const line = requestErrorLine(error, request, { routerKind: "App Router", routePath: "/[[...addon]]", routeType: "render", renderSource: "server-rendering", revalidateReason: undefined });
    expect(line).toEqual({
      event: "request.error",
      requestId: "lb-err-00000042",
      method: "GET",
      route: "/[[...addon]]",
      routeType: "render",
      routerKind: "App Router",
      renderSource: "server-rendering",
      error: "Error",
      digest: "2461977345",
    });
    expect(JSON.stringify(line)).not.toMatch(/52998224725|lead-998877|secret|inválido/);
  });
});

describe("the access line of a page", () => {
  it("has method, path, status, ms and request id; health checks at debug, 5xx error, 499 warn", () => {
    const facts = { method: "GET", pathname: "/checkout/cep/", status: 200, ms: 12, requestId: "req-00000001" };
    expect(accessLine(facts)).toEqual({ level: "info", fields: { event: "http", requestId: "req-00000001", method: "GET", path: "/checkout/cep/", status: 200, ms: 12 } });
    expect(accessLine({ ...facts, pathname: "/healthz" }).level).toBe("debug");
    expect(accessLine({ ...facts, status: 503 }).level).toBe("error");
    expect(accessLine({ ...facts, status: 499 }).level).toBe("warn");
    expect(accessLine({ ...facts, status: 404 }).level).toBe("info");
    expect(accessLine({ ...facts, pathname: `/${"a".repeat(5000)}` }).fields.path).toHaveLength(256);
  });
});

describe("the proxy's answers and lines carry the request id", () => {
  withSandboxProxy("uf-telemetry-", TOKEN);

  it("the id the entry server decided is answered in X-Request-Id and logged", async () => {
    const log = captureLog();
    let response: Response;
    try {
      const headers = { host: "loja.test", "x-uf-peer": "192.0.2.7", "x-uf-proto": "http", "x-uf-entry": TOKEN, "x-uf-request-id": "lb-req-42424242" };
      response = await handleApiRequest(new Request("http://loja.test/api/banks/", { headers }), "banks");
    } finally {
      log.restore();
    }
    expect(response.status).toBe(200);
    expect(response.headers.get("x-request-id")).toBe("lb-req-42424242");
    expect(log.events("api")).toEqual([expect.objectContaining({ requestId: "lb-req-42424242", route: "banks", status: 200 })]);
    // The client's address is in no line.
    expect(log.text()).not.toContain("192.0.2.7");
  }, 60_000);
});
