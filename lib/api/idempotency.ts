/**
 * Idempotency keys of order creation. A `POST lead-v2` that reached the backend and was stored,
 * but whose answer never came back (an instance killed mid-request, a connection reset, the
 * browser's own resend of a request on a broken keep-alive connection, or the visitor's "Tentar
 * novamente" after a 502), must not make a second order. The browser sends a random key per
 * order creation (`Idempotency-Key`, the IETF httpapi draft's header) and keeps it for the retries
 * of that creation; the backend answers a key it has seen with the order it made for it.
 *
 * The key is a secret of the browser that made it (122 random bits, sent only to our own API, never
 * logged, never in a URL), and it is bound to that browser too: the proxy forwards it scoped by the
 * holder of the lead cookie (lib/backend/idempotency-scope), so another browser sending it makes an
 * order of its own rather than getting this one.
 */
export const IDEMPOTENCY_HEADER = "idempotency-key";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A key as the browser makes it: a random (v4) UUID, lower case. Anything else is not a key. */
export function isIdempotencyKey(value: string | null | undefined): value is string {
  return typeof value === "string" && UUID.test(value);
}

/** A new key (crypto.getRandomValues works on plain http too, where randomUUID does not). */
export function newIdempotencyKey(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
