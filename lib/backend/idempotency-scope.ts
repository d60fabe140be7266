import { randomBytes } from "node:crypto";
import { sessionMac } from "./ownership";

/**
 * Idempotency keys are scoped by who holds them. The browser's key alone would name the order:
 * whoever sent it again (another visitor who had learnt it) would get that order's id and an
 * ownership cookie for it. So the proxy never forwards the browser's key as it is: it sends
 * the backend an HMAC of the key and the holder of the lead cookie, shaped as a v4 UUID. The
 * backend (the sandbox, or the operator's API behind BACKEND_URL) keys its memory by that value, so
 * the same key from another holder is a new key there, and a replay (with the ownership cookie the
 * proxy grants on it) only ever reaches the holder that made the order. That works the same
 * whether the backend runs in this process or over HTTP.
 *
 * The holder is the lead cookie's (lib/backend/ownership). A browser that has no holder yet (its
 * first order: no cookie; or a cookie older than holders) gets one derived from its client address
 * and the key: its retry after a lost answer (still without the cookie, which came with that
 * answer) derives the same, and the cookie then carries it, so a retry with the cookie scopes the
 * same way too. Two such browsers behind one address that share a key and send the same body are
 * the case this cannot tell apart (docs/decisions/contract-and-proxy.md#0036).
 */

/** A fresh holder, for a cookie issued by a creation that carries no key. */
export const newHolder = (): string => randomBytes(16).toString("base64url");

/** The holder of a keyed creation from a browser without one: the same for its retries. */
export const derivedHolder = (clientKey: string, key: string): string =>
  sessionMac(`idempotency-holder\n${clientKey}\n${key}`).subarray(0, 16).toString("base64url");

/** 32 hex digits as a version-4 UUID (the shape lib/api/idempotency accepts as a key). */
export function uuidFromHex(hex: string): string {
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The key the backend receives for `key` sent by `holder`. */
export const scopedIdempotencyKey = (key: string, holder: string): string =>
  uuidFromHex(sessionMac(`idempotency-key\n${holder}\n${key}`).toString("hex"));
