import type { CallName } from "@/lib/api/contract";

/**
 * What the proxy hands a backend: a documented call, already matched against the contract and
 * with its path parameters, query and body validated by the contract's schemas.
 */
export interface BackendRequest {
  call: CallName;
  params: Record<string, string>;
  query: Record<string, string>;
  /** The validated body (unknown fields stripped), or undefined for calls without one. */
  body: unknown;
  /** Request id for logs (the sandbox logs collaborator codes with it). */
  requestId: string;
  /** A well-formed Idempotency-Key of a creation the contract marks `idempotent`. */
  idempotencyKey?: string;
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
}

export interface Backend {
  handle(request: BackendRequest, signal: AbortSignal): Promise<BackendResponse>;
}

/** A JSON answer. */
export function json(status: number, value: unknown): BackendResponse {
  return { status, contentType: "application/json; charset=utf-8", body: JSON.stringify(value) };
}
