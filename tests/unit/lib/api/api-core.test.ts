// @vitest-environment node
import { delay, http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { createApiClient, createRequest, DEFAULT_TIMEOUT_MS } from "@/lib/api";
import { parseTimeout } from "@/lib/api/client/config";
import { API_BASE, mswPath, recorded } from "../../../mocks/handlers";
import { startMockServer } from "../../../mocks/server";

const server = startMockServer();
const api = createApiClient({ baseUrl: API_BASE });
const json = { "content-type": "application/json" };

describe("transport errors (funnel §8), word for word", () => {
  it("network failure", async () => {
    server.use(http.get(mswPath("banks"), () => HttpResponse.error()));
    expect(await api.banks()).toEqual({
      ok: false,
      error: { kind: "network", message: "Erro de rede: sua conexão caiu ou o servidor está fora do ar", retryable: true },
    });
  });

  it("a fetch that throws, or a body that breaks mid-read, is a network failure too", async () => {
    const throwing = createApiClient({ baseUrl: API_BASE, fetch: () => Promise.reject(new TypeError("Failed to fetch")) });
    expect(await throwing.banks()).toMatchObject({ ok: false, error: { kind: "network" } });
    const broken = createApiClient({
      baseUrl: API_BASE,
      fetch: async () => ({ ok: true, status: 200, headers: new Headers(json), text: () => Promise.reject(new Error("reset")) }) as unknown as Response,
    });
    expect(await broken.banks()).toMatchObject({ ok: false, error: { kind: "network" } });
  });

  it("a contract script that does not arrive is the network failing, and the next call loads it again", async () => {
    const contract = await import("@/lib/api/contract");
    let attempts = 0;
    const flaky = createApiClient({
      baseUrl: API_BASE,
      contract: async () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError("Failed to fetch dynamically imported module");
        return contract;
      },
    });
    server.use(http.get(mswPath("banks"), () => HttpResponse.json({ banks: [{ id: 1, code: "001", name: "Banco do Brasil" }] })));
    expect(await flaky.banks()).toEqual({
      ok: false,
      error: { kind: "network", message: "Erro de rede: sua conexão caiu ou o servidor está fora do ar", retryable: true },
    });
    expect(await flaky.banks()).toMatchObject({ ok: true, data: { banks: [{ code: "001" }] } });
    expect(attempts).toBe(2);
  });

  it("non-2xx: Erro HTTP {status} {statusText}", async () => {
    server.use(http.get(mswPath("banks"), () => new HttpResponse("boom", { status: 500, statusText: "Internal Server Error" })));
    expect(await api.banks()).toEqual({
      ok: false,
      error: { kind: "http", message: "Erro HTTP 500 Internal Server Error", status: 500, retryable: true },
    });
  });

  it("non-2xx with an empty status text (HTTP/2) is trimmed", async () => {
    const client = createApiClient({ baseUrl: API_BASE, fetch: async () => new Response(null, { status: 502, statusText: "" }) });
    expect(await client.banks()).toMatchObject({ ok: false, error: { message: "Erro HTTP 502", status: 502 } });
  });

  it("4xx is not retryable, except 429", async () => {
    server.use(http.get(mswPath("banks"), () => new HttpResponse(null, { status: 404 })));
    expect(await api.banks()).toEqual({
      ok: false,
      error: { kind: "http", message: "Erro HTTP 404 Not Found", status: 404, retryable: false },
    });
    server.use(http.get(mswPath("banks"), () => new HttpResponse(null, { status: 429 })));
    expect(await api.banks()).toMatchObject({ ok: false, error: { status: 429, retryable: true } });
  });

  it("wrong content type: the type received fills the '...'", async () => {
    server.use(http.get(mswPath("banks"), () => HttpResponse.html("<html>manutenção</html>")));
    expect(await api.banks()).toEqual({
      ok: false,
      error: { kind: "content-type", message: "Resposta do servidor em formato inválido (text/html)", retryable: true },
    });
    const bytes = createApiClient({ baseUrl: API_BASE, fetch: async () => new Response(new TextEncoder().encode("{}")) });
    expect(await bytes.banks()).toMatchObject({
      ok: false,
      error: { kind: "content-type", message: "Resposta do servidor em formato inválido (sem content-type)" },
    });
  });

  it("corrupt JSON", async () => {
    server.use(http.get(mswPath("banks"), () => new HttpResponse("{ banks: [", { headers: json })));
    expect(await api.banks()).toEqual({
      ok: false,
      error: { kind: "corrupt", message: "Resposta do servidor corrompida (JSON inválido)", retryable: true },
    });
  });

  it("JSON of the wrong shape is corrupt, naming the field", async () => {
    server.use(http.get(mswPath("banks"), () => HttpResponse.json({ banks: [{ id: 1, code: 1, name: "BB" }] })));
    expect(await api.banks()).toEqual({
      ok: false,
      error: { kind: "corrupt", message: "Resposta do servidor corrompida (campo banks.0.code inválido)", retryable: true },
    });
  });

  it("JSON with a +json or charset content type is accepted", async () => {
    server.use(
      http.get(mswPath("banks"), () =>
        new HttpResponse(JSON.stringify({ banks: [{ id: 1, code: "001", name: "BB" }] }), {
          headers: { "content-type": "application/vnd.api+json; charset=utf-8" },
        }),
      ),
    );
    expect(await api.banks()).toMatchObject({ ok: true, data: { banks: [{ id: "1", code: "001" }] } });
  });

  it("timeout: O servidor demorou muito pra responder ({n}s)", async () => {
    server.use(
      http.get(mswPath("banks"), async () => {
        await delay(3000);
        return HttpResponse.json({ banks: [] });
      }),
    );
    const slow = createApiClient({ baseUrl: API_BASE, timeoutMs: 1000 });
    const started = Date.now();
    expect(await slow.banks()).toEqual({
      ok: false,
      error: { kind: "timeout", message: "O servidor demorou muito pra responder (1s)", retryable: true },
    });
    expect(Date.now() - started).toBeLessThan(2500);
  });
});

describe("server message fields (funnel §8)", () => {
  it.each([
    [400, { success: false, message: 'Campo "cep" inválido: informe 8 dígitos' }, 'Campo "cep" inválido: informe 8 dígitos'],
    [403, { success: false, message: "Requisição recusada: origem não permitida." }, "Requisição recusada: origem não permitida."],
    [413, { mensagem: "Os dados enviados são grandes demais." }, "Os dados enviados são grandes demais."],
    [422, { erro: "CPF inválido" }, "CPF inválido"],
    [400, { error: { message: "Plano inexistente" } }, "Plano inexistente"],
  ])("a %i JSON answer shows the server's text", async (status, body, message) => {
    server.use(http.post(mswPath("leadCreate"), () => HttpResponse.json(body, { status })));
    const result = await api.leadCreate({ idPlan: "7", address: { cep: "01310100" } });
    expect(result).toEqual({ ok: false, error: { kind: "http", message, status, retryable: false } });
  });

  it("429 passes the proxy's message through and stays retryable", async () => {
    const message = "Muitas tentativas. Aguarde um minuto e tente novamente.";
    server.use(http.patch(mswPath("collaboratorValidate"), () => HttpResponse.json({ success: false, message }, { status: 429 })));
    expect(await api.collaboratorValidate({ idLead: "42", code: "123456" })).toEqual({
      ok: false,
      validated: false,
      error: { kind: "http", message, status: 429, retryable: true },
    });
  });

  it("a non-JSON or message-less error answer keeps Erro HTTP", async () => {
    server.use(http.get(mswPath("banks"), () => HttpResponse.text("message: nope", { status: 503 })));
    expect(await api.banks()).toMatchObject({ ok: false, error: { message: "Erro HTTP 503 Service Unavailable" } });
    server.use(http.get(mswPath("banks"), () => HttpResponse.json({ error: true, message: "" }, { status: 500 })));
    expect(await api.banks()).toMatchObject({ ok: false, error: { message: "Erro HTTP 500 Internal Server Error" } });
  });

  it("a 2xx answer carrying a message is a server error", async () => {
    server.use(http.get(mswPath("banks"), () => HttpResponse.json({ banks: [], error: "Serviço de bancos indisponível" })));
    expect(await api.banks()).toEqual({
      ok: false,
      error: { kind: "server", message: "Serviço de bancos indisponível", retryable: true },
    });
  });

  it("unless the call's own success flag says it went well", async () => {
    server.use(http.post(mswPath("leadCreate"), () => HttpResponse.json({ success: true, id: 42, message: "Lead criado" })));
    expect(await api.leadCreate({ idPlan: "7", address: { cep: "01310100" } })).toMatchObject({ ok: true, data: { id: 42 } });
  });
});

describe("empty answers go to the call's check", () => {
  it.each([
    ["an empty body", () => new HttpResponse(null, { status: 200 })],
    ["a JSON null", () => HttpResponse.json(null)],
    ["an empty body with text/html", () => new HttpResponse("", { headers: { "content-type": "text/html" } })],
  ])("%s", async (_, answer) => {
    server.use(http.get(mswPath("banks"), answer));
    expect(await api.banks()).toEqual({
      ok: false,
      error: { kind: "empty", message: "Lista de bancos retornou vazia", retryable: true },
    });
  });

  it("a 204 to a DELETE is success", async () => {
    server.use(http.delete(mswPath("leadDelete"), () => new HttpResponse(null, { status: 204 })));
    expect(await api.leadDelete({ id: "42", cep: "01310100", phone: "11987654321" })).toEqual({ ok: true, data: {} });
  });
});

describe("the request", () => {
  it("sends JSON with accept, content-type, same-origin credentials and the extra headers", async () => {
    const seen: RequestInit[] = [];
    const spy = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      seen.push(init ?? {});
      return Response.json({ success: true, id: 1 });
    });
    const client = createApiClient({ baseUrl: "/api/", fetch: spy, headers: { "x-client": "storefront" } });
    await client.supportRequest({ telephone: "11987654321" });
    expect(spy).toHaveBeenCalledWith("/api/supportRequest/", expect.anything());
    expect(seen[0]).toMatchObject({
      method: "POST",
      credentials: "same-origin",
      body: JSON.stringify({ telephone: "11987654321" }),
      headers: { accept: "application/json", "content-type": "application/json", "x-client": "storefront" },
    });
    expect(seen[0]?.signal).toBeInstanceOf(AbortSignal);
  });

  it("a call without a body sends no content-type", async () => {
    await api.banks();
    expect(recorded[0]?.headers.get("accept")).toBe("application/json");
    expect(recorded[0]?.headers.get("content-type")).toBeNull();
  });

  it("the default base is /api (same origin)", async () => {
    const spy = vi.fn(async () => Response.json({ banks: [{ id: 1, code: "001", name: "BB" }] }));
    await createApiClient({ fetch: spy }).banks();
    expect(spy).toHaveBeenCalledWith("/api/banks/", expect.anything());
  });

  it("a missing path parameter is an error result, not a throw", async () => {
    const request = createRequest({ baseUrl: API_BASE });
    expect(await request("leadGet", {})).toMatchObject({ ok: false, error: { retryable: false } });
  });
});

describe("timeout setting", () => {
  it("defaults to 20 000 ms; NEXT_PUBLIC_API_TIMEOUT_MS overrides with a positive integer", () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(20_000);
    expect(parseTimeout(undefined)).toBe(20_000);
    expect(parseTimeout("5000")).toBe(5000);
    expect(parseTimeout("abc")).toBe(20_000);
    expect(parseTimeout("0")).toBe(20_000);
    expect(parseTimeout("-3")).toBe(20_000);
  });
});
