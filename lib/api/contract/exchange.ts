import type { CallName } from "./calls";

/** The headers that carry BackendRequest.client (docs/openapi.json describes both). */
export const CLIENT_ADDRESS_HEADER = "x-client-address";
export const LEAD_HOLDER_HEADER = "x-lead-holder";

/**
 * One documented call as both sides of the HTTP exchange see it, after the contract's checks:
 * the storefront's proxy builds it from the browser's request and sends it over HTTP
 * (lib/backend/remote.ts); the sandbox server rebuilds it from that HTTP request (sandbox/server.ts).
 */
export interface BackendRequest {
  call: CallName;
  params: Record<string, string>;
  query: Record<string, string>;
  /** The validated body (unknown fields stripped), or undefined for calls without one. */
  body: unknown;
  /** Request id for logs, sent as X-Request-Id. */
  requestId: string;
  /** A well-formed Idempotency-Key of a creation the contract marks `idempotent`. */
  idempotencyKey?: string;
  /**
   * What the storefront knows of who asks, for the operator's API to weigh in its own identity
   * checks (a renewal or a migration is placed on a CPF alone): the client's address as the
   * storefront trusts it (TRUSTED_PROXY_HOPS), and the holder of the browser's lead cookie, one
   * random id per browser that every lead it made or owns shares.
   */
  client?: { address: string | null; holder: string | null };
}

/**
 * A backend's answer, passed to the browser as it is (status, content type, raw body): the
 * client's documented checks, not the proxy, judge it. So the sandbox's fault scenarios (HTML,
 * corrupt JSON) reach the browser exactly as a faulty real backend's would.
 */
export interface BackendResponse {
  status: number;
  contentType: string;
  body: string;
  /** Why the storefront answered in the backend's place (a redirect, an answer too large): logged, never sent. */
  reason?: string;
}

export interface Backend {
  handle(request: BackendRequest, signal: AbortSignal): Promise<BackendResponse>;
}

/** A JSON answer. */
export function json(status: number, value: unknown): BackendResponse {
  return { status, contentType: "application/json; charset=utf-8", body: JSON.stringify(value) };
}
