import { randomUUID } from "node:crypto";
import { fromEntryServer } from "./client";
import { acceptedRequestId, REQUEST_ID_HEADER, trustedProxyHops, TRUSTED_REQUEST_ID_HEADER } from "./request-id.ts";

/**
 * The request id a request already has inside the app: the one the entry server decided
 * (x-uf-request-id, trusted when the request carries this process's entry token), else, under a
 * plain `next start`, a trusted load balancer's X-Request-Id (lib/backend/request-id.ts); null
 * when neither.
 */
export function knownRequestId(headers: Headers): string | null {
  if (fromEntryServer(headers)) return headers.get(TRUSTED_REQUEST_ID_HEADER) || null;
  return acceptedRequestId(headers.get(REQUEST_ID_HEADER), trustedProxyHops());
}

/** The request's id (knownRequestId), or a new one. */
export function requestIdOf(headers: Headers): string {
  return knownRequestId(headers) ?? randomUUID();
}

/** Node's header record (instrumentation's onRequestError) as Headers. */
export function headersOf(record: Readonly<Record<string, string | string[] | undefined>>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(record)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}
