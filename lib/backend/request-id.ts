// The request id of each request: the one the load balancer sent in X-Request-Id, or a new one.
// The entry server (server/main.ts) decides it once per request, hands it to the app in
// x-uf-request-id (a client's own x-uf-* headers are dropped there, so the app can trust it) and
// sends it back in X-Request-Id; every log line of the request carries it, and the proxy passes it
// on to the operator's API.
import { randomUUID } from "node:crypto";

export const REQUEST_ID_HEADER = "x-request-id";
/** The id as the entry server decided it, for the app (lib/backend/request-context.ts). */
export const TRUSTED_REQUEST_ID_HEADER = "x-uf-request-id";

/**
 * What a request id may look like: UUIDs, the hex ids of nginx ($request_id) and HAProxy
 * (unique-id-format), and trace-style ids ("Root=1-5f84c…"): 8-128 characters of letters, digits
 * and . _ : = -. Anything else (a long text, spaces, a JSON snippet) is replaced, never logged.
 */
const WELL_FORMED = /^[A-Za-z0-9._:=-]{8,128}$/;

/** TRUSTED_PROXY_HOPS as lib/backend/client.ts reads it: a whole number 0-10, anything else 0. */
export function trustedProxyHops(value: string | undefined = process.env.TRUSTED_PROXY_HOPS): number {
  const n = Number(value ?? "0");
  return Number.isInteger(n) && n >= 0 && n <= 10 ? n : 0;
}

/**
 * The X-Request-Id a load balancer sent, when there is a trusted one in front (TRUSTED_PROXY_HOPS
 * ≥ 1: the balancer sets or overwrites the header) and it is well formed; otherwise null. With no
 * trusted hop the sender is the client itself, which must not choose the ids of our log.
 */
export function acceptedRequestId(value: string | string[] | null | undefined, hops: number): string | null {
  const text = Array.isArray(value) ? value[0] : value;
  return hops > 0 && typeof text === "string" && WELL_FORMED.test(text) ? text : null;
}

/**
 * The id of a request: the balancer's (see acceptedRequestId) or a new UUID.
 * `value` is the request's X-Request-Id.
 */
export function requestIdFor(value: string | string[] | null | undefined, hops: number = trustedProxyHops()): string {
  return acceptedRequestId(value, hops) ?? randomUUID();
}
