// @vitest-environment node
import { handleApiRequest, PROXY_MESSAGES } from "@/lib/backend/proxy";
import { RATE_LIMITS } from "@/lib/backend/rate-limit";
import { captureLog } from "../../support/log-capture";
import { withSandboxProxy } from "../../support/sandbox-proxy";

/**
 * Requests a hostile client would send, through the whole proxy on the embedded sandbox,
 * with headers as the entry server (server/main.ts) hands them over.
 */

const TOKEN = "entry-token-for-proxy-tests";
let counter = 0;
const peer = () => `198.51.${(counter >> 8) & 255}.${counter++ & 255}`;

function call(method: string, path: string, init: { body?: BodyInit; headers?: Record<string, string>; from?: string; signal?: AbortSignal } = {}) {
  const headers = {
    host: "loja.test",
    "sec-fetch-site": "same-origin",
    ...(init.body !== undefined && typeof init.body === "string" ? { "content-type": "application/json" } : {}),
    ...init.headers,
    "x-uf-peer": init.from ?? peer(),
    "x-uf-proto": "http",
    "x-uf-entry": TOKEN,
  };
  const request = new Request(`http://loja.test/api/${path}/`, { method, headers, body: init.body, signal: init.signal, duplex: "half" } as RequestInit);
  return handleApiRequest(request, path);
}
const json = (value: unknown) => JSON.stringify(value);
const messageOf = async (response: Response) => ((await response.json()) as { message?: string }).message;

withSandboxProxy("uf-hardening-", TOKEN);
beforeAll(() => {
  // The sandbox's own lines (collaborator codes) go to the console.
  vi.spyOn(console, "info").mockImplementation(() => undefined);
});
// The embedded database takes a few seconds to open the first time.
beforeAll(async () => {
  expect((await call("POST", "supportRequest", { body: json({ telephone: "11987654321" }) })).status).toBe(200);
}, 60_000);
afterAll(() => {
  vi.restoreAllMocks();
});

describe("odd input answers 400, never reaches the database", () => {
  it("a NUL byte or a lone surrogate in a lead-no-coverage number", async () => {
    for (const number of ["12\u0000", "12\ud800", "\udc00"]) {
      const response = await call("POST", "lead-no-coverage", { body: json({ cep: "69900000", number }) });
      expect(response.status, JSON.stringify(number)).toBe(400);
      expect(await messageOf(response)).toBe('Campo "number" inválido: caracteres não permitidos');
    }
    const fine = await call("POST", "lead-no-coverage", { body: json({ cep: "69900000", number: "12 😀" }) });
    expect(fine.status).toBe(200);
  });

  it("in a nested complement and in a renewal utm_source", async () => {
    const nested = await call("POST", "lead-v2", {
      body: json({ idPlan: "p-d1000a", address: { cep: "01310100", number: "10", complement: "apto\u00001" } }),
    });
    expect(nested.status).toBe(400);
    expect(await messageOf(nested)).toBe('Campo "address.complement" inválido: caracteres não permitidos');
    const renewal = await call("POST", "renewalBaseUser/documentNumber", { body: json({ cpf: "28573914637", utm_source: "x\udfff" }) });
    expect(renewal.status).toBe(400);
    expect(await messageOf(renewal)).toBe('Campo "utm_source" inválido: caracteres não permitidos');
  });

  it("in a query value", async () => {
    const request = new Request("http://loja.test/api/cep/coverage/?cep=01310100&number=1%00", {
      headers: { host: "loja.test", "x-uf-peer": peer(), "x-uf-entry": TOKEN },
    });
    const answered = await handleApiRequest(request, "cep/coverage");
    expect(answered.status).toBe(400);
    expect(await messageOf(answered)).toBe('Campo "number" inválido: caracteres não permitidos');
  });
});

describe("writes take JSON only", () => {
  it("text/plain and multipart bodies answer 415", async () => {
    const plain = await call("POST", "supportRequest", { body: json({ telephone: "11987654321" }), headers: { "content-type": "text/plain" } });
    expect(plain.status).toBe(415);
    expect(await messageOf(plain)).toBe(PROXY_MESSAGES.notJson);
    const form = new FormData();
    form.set("telephone", "11987654321");
    const multipart = await call("POST", "supportRequest", { body: form });
    expect(multipart.status).toBe(415);
    const ok = await call("POST", "supportRequest", { body: json({ telephone: "11987654321" }) });
    expect(ok.status).toBe(200);
  });
});

describe("slow bodies", () => {
  it("a body that has not arrived within the deadline answers 408", async () => {
    vi.stubEnv("API_BODY_TIMEOUT_MS", "300");
    const trickle = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"telephone":'));
        // …and never more.
      },
    });
    const started = Date.now();
    const response = await call("POST", "supportRequest", { body: trickle, headers: { "content-type": "application/json" } });
    expect(response.status).toBe(408);
    expect(await messageOf(response)).toBe(PROXY_MESSAGES.slow);
    expect(Date.now() - started).toBeLessThan(3000);
    vi.stubEnv("API_BODY_TIMEOUT_MS", "");
  });

  it("a client that goes away mid-body is logged as 499 at warn level, not as a 502 error", async () => {
    const log = captureLog();
    const controller = new AbortController();
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new TextEncoder().encode("{"));
        setTimeout(() => {
          controller.abort();
          c.error(new Error("aborted"));
        }, 50);
      },
    });
    const response = await call("POST", "supportRequest", { body, headers: { "content-type": "application/json" }, signal: controller.signal });
    expect(response.status).toBe(499);
    log.restore();
    expect(log.events("api").at(-1)).toMatchObject({ level: "warn", status: 499, reason: "client-abort" });
  });
});

describe("HEAD and state-changing GETs", () => {
  it("HEAD on a GET call answers like GET, without a body", async () => {
    const get = await call("GET", "banks");
    const head = await call("HEAD", "banks");
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe(get.headers.get("content-type"));
    expect(await head.text()).toBe("");
    expect((await get.text()).length).toBeGreaterThan(10);
  });

  it("getNewcode from another site answers 403 before anything happens", async () => {
    const crossSite = await call("GET", "lead/collaborator/getNewcode/abc123", { headers: { "sec-fetch-site": "cross-site" } });
    expect(crossSite.status).toBe(403);
    expect(await messageOf(crossSite)).toBe(PROXY_MESSAGES.crossSite);
    const sameSite = await call("HEAD", "lead/collaborator/getNewcode/abc123", { headers: { "sec-fetch-site": "same-site" } });
    expect(sameSite.status).toBe(403);
    // From our own page it goes on to the ownership check (this browser owns no lead abc123).
    const ours = await call("GET", "lead/collaborator/getNewcode/abc123");
    expect(ours.status).toBe(403);
    expect(await messageOf(ours)).toBe(PROXY_MESSAGES.notOwner);
  });

  it("getNewcode from our page, for the lead this browser made, goes on to the backend", async () => {
    const from = peer();
    const created = await call("POST", "lead-v2", {
      body: json({ idPlan: "p-d1000a", address: { cep: "01310100", number: "10" }, addon: "oferta-colaborador", collaborator_special_offer: true }),
      from,
    });
    expect(created.status).toBe(200);
    const { idLead } = (await created.json()) as { idLead: string };
    const cookie = (created.headers.get("set-cookie") ?? "").split(";")[0]!;
    const ours = await call("GET", `lead/collaborator/getNewcode/${idLead}`, { headers: { cookie }, from });
    expect(ours.status).toBe(200);
    const crossSite = await call("GET", `lead/collaborator/getNewcode/${idLead}`, { headers: { cookie, "sec-fetch-site": "cross-site" }, from });
    expect(crossSite.status).toBe(403);
  });
});

describe("the browser receives JSON only", () => {
  it("a backend's HTML page or truncated JSON becomes a JSON 502 with the client's own message", async () => {
    const html = await call("GET", "cep/information/99999003");
    const coverage = (cep: string) =>
      handleApiRequest(new Request(`http://loja.test/api/cep/coverage/?cep=${cep}&number=10`, { headers: { host: "loja.test", "x-uf-peer": peer(), "x-uf-entry": TOKEN } }), "cep/coverage");
    for (const [cep, status, message] of [
      ["99999003", 502, /^Resposta do servidor em formato inválido \(text\/html/],
      ["99999004", 502, /^Resposta do servidor corrompida \(JSON inválido\)$/],
      ["99999002", 500, /^Erro HTTP 500 Internal Server Error$/],
    ] as const) {
      const response = await coverage(cep);
      expect(response.status, cep).toBe(status);
      expect(response.headers.get("content-type"), cep).toMatch(/^application\/json/);
      expect(await messageOf(response), cep).toMatch(message);
    }
    expect(html.headers.get("content-type")).toMatch(/^application\/json/);
  });
});

describe("rate limits key on the socket's peer with 0 trusted hops", () => {
  it("11 CPF lookups from one socket with rotated X-Forwarded-For: the 11th answers 429", async () => {
    const from = "203.0.113.50";
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS["cpf-lookup"].limit; i++) {
      const response = await call("POST", "renewalBaseUser/documentNumber", {
        body: json({ cpf: "28573914637" }),
        headers: { "x-forwarded-for": `10.9.${i}.1` },
        from,
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("the same socket in another IPv6 spelling of its /64 shares the budget", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.callback.limit; i++) {
      const response = await call("POST", "supportRequest", { body: json({ telephone: "11987654321" }), from: `2001:db8:77::${i.toString(16)}` });
      statuses.push(response.status);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
