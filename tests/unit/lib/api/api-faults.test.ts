// @vitest-environment node
import { createApiClient } from "@/lib/api";
import { RATE_LIMIT_MESSAGE } from "@/lib/backend/rate-limit";
import { proxyFetch, withSandboxProxy } from "../../support/sandbox-proxy";

/**
 * The fault matrix through the client the pages use, the /api proxy and the sandbox's fault
 * scenarios (docs/sandbox.md), reached over HTTP as in production: each failure yields its exact
 * Portuguese message and kind. The client's own checks against hand-made answers are in
 * api-core and api-checks; the screens that show these messages are in tests/e2e.
 */

const TOKEN = "entry-token-for-api-faults";
let counter = 0;
/** A client with a socket address of its own: the calls are rate-limited per client. */
const client = (options: { timeoutMs?: number } = {}) =>
  createApiClient({ baseUrl: "http://loja.test/api", timeoutMs: options.timeoutMs, fetch: proxyFetch(TOKEN, `198.18.200.${counter++}`) });

withSandboxProxy("uf-api-faults-", TOKEN);
beforeAll(async () => {
  vi.spyOn(console, "info").mockImplementation(() => undefined);
  // The slow scenario answers after a while, not the default 25 s: the client gives up at 1 s.
  vi.stubEnv("SANDBOX_SLOW_MS", "2500");
  // The embedded database takes a few seconds to open the first time.
  expect((await client().banks()).ok).toBe(true);
}, 60_000);
afterAll(() => {
  vi.restoreAllMocks();
});

describe("transport and answer faults, word for word", () => {
  it("a backend that cannot be reached is the network message", async () => {
    const api = createApiClient({ baseUrl: "http://127.0.0.1:9/api" });
    const result = await api.banks();
    expect(result).toMatchObject({ ok: false, error: { kind: "network", retryable: true } });
    if (!result.ok) expect(result.error.message).toBe("Erro de rede: sua conexão caiu ou o servidor está fora do ar");
  });

  const cases: { name: string; cep: string; timeoutMs?: number; message: string | RegExp; kind: string }[] = [
    { name: "timeout", cep: "99999001", timeoutMs: 1000, message: "O servidor demorou muito pra responder (1s)", kind: "timeout" },
    { name: "HTTP 500", cep: "99999002", message: "Erro HTTP 500 Internal Server Error", kind: "http" },
    // The proxy answers in JSON only: a backend's HTML page or truncated body reaches the client
    // as a JSON 502 carrying the message the client would have shown.
    { name: "HTML", cep: "99999003", message: /^Resposta do servidor em formato inválido \(text\/html/, kind: "http" },
    { name: "corrupt body", cep: "99999004", message: "Resposta do servidor corrompida (JSON inválido)", kind: "http" },
    { name: "success false", cep: "99999005", message: "Erro no servidor. Por favor tente novamente mais tarde", kind: "server" },
    { name: "missing property", cep: "99999006", message: "Propriedades não encontradas na resposta: plans", kind: "missing" },
  ];

  it.each(cases)("coverage lookup, $name: its kind and message", async (c) => {
    const result = await client({ timeoutMs: c.timeoutMs }).coverage({ cep: c.cep, number: "10" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe(c.kind);
    if (typeof c.message === "string") expect(result.error.message).toBe(c.message);
    else expect(result.error.message).toMatch(c.message);
  });

  it("lead writes: success false and a missing id from the phone scenarios", async () => {
    const api = client();
    const failed = await api.supportRequest({ telephone: "11900000005" });
    expect(failed.ok || failed.error.message).toBe("Erro no servidor. Por favor tente novamente mais tarde");
    const missing = await api.supportRequest({ telephone: "11900000006" });
    expect(missing.ok || missing.error.message).toBe("Propriedades não encontradas na resposta: success, id");
    const good = await api.supportRequest({ telephone: "11987654321" });
    expect(good).toMatchObject({ ok: true, data: { success: true } });
  });

  it("too many requests: the proxy's 429 message, retryable", async () => {
    const api = client();
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await api.supportRequest({ telephone: "11987654321" }));
    expect(results.slice(0, 5).every((r) => r.ok)).toBe(true);
    const last = results[5]!;
    expect(last).toMatchObject({ ok: false, error: { kind: "http", status: 429, retryable: true } });
    if (!last.ok) expect(last.error.message).toBe(RATE_LIMIT_MESSAGE);
  });

  it("the postcode lookup of marketing §5: an unknown CEP is refused, a known one has its address", async () => {
    const api = client();
    const unknown = await api.cepInformation("12345678");
    expect(unknown.ok || unknown.error.message).toBe("Cep inválido ou inexistente");
    const known = await api.cepInformation("01310100");
    expect(known).toMatchObject({ ok: true, data: { UF: "SP", city: "São Paulo" } });
  });
});
