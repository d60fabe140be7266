import { callPath, CALLS, IDEMPOTENCY_HEADER, queryString } from "@/lib/api/contract";
import { CLIENT_ADDRESS_HEADER, LEAD_HOLDER_HEADER } from "@/lib/api/contract/exchange";
import { withBackendSpan } from "./backend-span";
import { BodyTooLargeError, discardBody, readCappedText } from "./capped-body";
import { backendConfig } from "./config";
import { timeBackendCall } from "./metrics";
import { json, type Backend, type BackendRequest, type BackendResponse } from "./types";

const TIMEOUT_MESSAGE = (seconds: number) => `O servidor demorou muito pra responder (${seconds}s)`;
const DOWN_MESSAGE = "Erro de rede: sua conexão caiu ou o servidor está fora do ar";
const FAILURE_MESSAGE = "Erro no servidor. Por favor tente novamente mais tarde";

/** An answer the backend gave that the proxy will not pass on: a 502, and why in the proxy's log. */
const refused = (reason: "backend-redirect" | "backend-too-large"): BackendResponse => ({ ...json(502, { message: FAILURE_MESSAGE }), reason });

/**
 * The backend at BACKEND_URL (the operator's API or the sandbox server). Only what the contract
 * validated is sent: the filled path, the validated query and body, JSON headers, the request id
 * and the operator's credentials (BACKEND_HEADERS). No browser cookie or header; redirects are
 * not followed (a 3xx is a 502: the credentials never go to another host) and an answer over
 * BACKEND_BODY_LIMIT_BYTES is not read on (a 502 too: capped-body.ts). Each call
 * is a span named by its path template (backend-span.ts), whose trace context goes along, and is
 * timed by call name (storefront_backend_call_duration_seconds, metrics.ts).
 */
export function remoteBackend(baseUrl: string): Backend {
  const host = new URL(baseUrl).host;
  return {
    handle(request, signal): Promise<BackendResponse> {
      const def = CALLS[request.call];
      const call = { call: request.call, method: def.method, template: def.path, requestId: request.requestId, host };
      const done = timeBackendCall(request.call);
      return withBackendSpan(call, (traceHeaders) => send(baseUrl, request, signal, traceHeaders)).finally(done);
    },
  };
}

async function send(baseUrl: string, request: BackendRequest, signal: AbortSignal, traceHeaders: Record<string, string>): Promise<BackendResponse> {
  const def = CALLS[request.call];
  const url = `${baseUrl}/${callPath(request.call, request.params)}${queryString(request.query)}`;
  const timeoutMs = backendConfig.backendTimeoutMs();
  const timeout = AbortSignal.timeout(timeoutMs);
  const tooLarge = new AbortController();
  try {
    const response = await fetch(url, {
      method: def.method,
      headers: {
        // The operator's credentials first: the headers below are ours and cannot be replaced.
        ...backendConfig.backendHeaders(),
        accept: "application/json",
        ...(request.body !== undefined ? { "content-type": "application/json" } : {}),
        ...traceHeaders,
        "x-request-id": request.requestId,
        // The operator's API answers a key it has seen with the order it made (docs/decisions/contract-and-proxy.md#0036).
        ...(request.idempotencyKey ? { [IDEMPOTENCY_HEADER]: request.idempotencyKey } : {}),
        // For the API's own identity checks (docs/operating.md "Connecting the operator's API").
        ...(request.client?.address ? { [CLIENT_ADDRESS_HEADER]: request.client.address } : {}),
        ...(request.client?.holder ? { [LEAD_HOLDER_HEADER]: request.client.holder } : {}),
      },
      body: request.body !== undefined ? JSON.stringify(request.body) : undefined,
      redirect: "manual",
      signal: AbortSignal.any([signal, timeout, tooLarge.signal]),
    });
    if (response.status >= 300 && response.status < 400) {
      await discardBody(response);
      return refused("backend-redirect");
    }
    return {
      status: response.status,
      contentType: response.headers.get("content-type") ?? "",
      body: await readCappedText(response, { abort: tooLarge }),
    };
  } catch (error) {
    if (error instanceof BodyTooLargeError) return refused("backend-too-large");
    if (timeout.aborted) return json(504, { message: TIMEOUT_MESSAGE(Math.round(timeoutMs / 1000)) });
    if (signal.aborted) throw error;
    return json(502, { message: DOWN_MESSAGE });
  }
}
