import { expect, test } from "./support/test";
import { createApiClient, type ApiClientOptions } from "@/lib/api";
import * as contractModule from "@/lib/api/contract";
import { RATE_LIMIT_MESSAGE } from "@/lib/backend/rate-limit";
import { freshAddress } from "./support/api";

/**
 * The fault matrix through the client the pages use, against `next start` on the sandbox's fault
 * scenarios (docs/sandbox.md): each failure yields its exact Portuguese message.
 */
// Playwright's runner cannot import a TypeScript module dynamically, as the client does on its
// first call in the browser: the contract is handed over.
const contract: ApiClientOptions["contract"] = async () => contractModule;

function client(baseURL: string, options: { timeoutMs?: number; address?: string } = {}) {
  const origin = new URL(baseURL).origin;
  const headers = { "x-forwarded-for": options.address ?? freshAddress() };
  // A browser sends Origin on writes by itself; Node's fetch needs it spelled out.
  const withOrigin: typeof fetch = (input, init) =>
    fetch(input, { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), origin, ...headers } });
  return createApiClient({ baseUrl: `${baseURL}/api`, timeoutMs: options.timeoutMs, fetch: withOrigin, contract });
}

test("backend down → network message", async () => {
  const api = createApiClient({ baseUrl: "http://127.0.0.1:9/api", contract });
  const result = await api.banks();
  expect(result).toMatchObject({ ok: false, error: { kind: "network", retryable: true } });
  if (!result.ok) expect(result.error.message).toBe("Erro de rede: sua conexão caiu ou o servidor está fora do ar");
});

const cases: { name: string; cep: string; timeoutMs?: number; message: string | RegExp; kind: string }[] = [
  { name: "timeout", cep: "99999001", timeoutMs: 1000, message: "O servidor demorou muito pra responder (1s)", kind: "timeout" },
  { name: "HTTP 500", cep: "99999002", message: "Erro HTTP 500 Internal Server Error", kind: "http" },
  // The proxy answers the browser in JSON only: a backend's HTML page or truncated body reaches the
  // client as a JSON 502 carrying the message the client would have shown (its own checks for a
  // wrong content type or a corrupt body are unit-tested against msw).
  { name: "HTML", cep: "99999003", message: /^Resposta do servidor em formato inválido \(text\/html/, kind: "http" },
  { name: "corrupt body", cep: "99999004", message: "Resposta do servidor corrompida (JSON inválido)", kind: "http" },
  { name: "success false", cep: "99999005", message: "Erro no servidor. Por favor tente novamente mais tarde", kind: "server" },
  { name: "missing property", cep: "99999006", message: "Propriedades não encontradas na resposta: plans", kind: "missing" },
];

for (const c of cases) {
  test(`coverage lookup: ${c.name} → its message`, async ({ baseURL }) => {
    const result = await client(baseURL!, { timeoutMs: c.timeoutMs }).coverage({ cep: c.cep, number: "10" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe(c.kind);
    if (typeof c.message === "string") expect(result.error.message).toBe(c.message);
    else expect(result.error.message).toMatch(c.message);
  });
}

test("lead writes: success false and a missing id from the phone scenarios", async ({ baseURL }) => {
  const api = client(baseURL!);
  const failed = await api.supportRequest({ telephone: "11900000005" });
  expect(failed.ok || failed.error.message).toBe("Erro no servidor. Por favor tente novamente mais tarde");
  const missing = await api.supportRequest({ telephone: "11900000006" });
  expect(missing.ok || missing.error.message).toBe("Propriedades não encontradas na resposta: success, id");
  const good = await api.supportRequest({ telephone: "11987654321" });
  expect(good).toMatchObject({ ok: true, data: { success: true } });
});

test("too many requests → the proxy's 429 message", async ({ baseURL }) => {
  const api = client(baseURL!, { address: freshAddress() });
  const results = [];
  for (let i = 0; i < 6; i++) results.push(await api.supportRequest({ telephone: "11987654321" }));
  expect(results.slice(0, 5).every((r) => r.ok)).toBe(true);
  const last = results[5]!;
  expect(last).toMatchObject({ ok: false, error: { kind: "http", status: 429, retryable: true } });
  if (!last.ok) expect(last.error.message).toBe(RATE_LIMIT_MESSAGE);
});

test("the postcode lookup of marketing §5: unknown CEP and a known one", async ({ baseURL }) => {
  const api = client(baseURL!);
  const unknown = await api.cepInformation("12345678");
  expect(unknown.ok || unknown.error.message).toBe("Cep inválido ou inexistente");
  const known = await api.cepInformation("01310100");
  expect(known).toMatchObject({ ok: true, data: { UF: "SP", city: "São Paulo" } });
});
