import { createHash } from "node:crypto";
import type { Db } from "./db";

/**
 * The sandbox's memory of idempotency keys (lib/api/idempotency), as the IETF httpapi
 * Idempotency-Key draft asks of a server: a key names one request for KEY_TTL_MS; the same key
 * with the same body answers what the first made, with another body 422. The key that arrives is
 * already scoped by the browser's holder (lib/backend/idempotency-scope): the proxy sends an HMAC
 * of the browser's key and its holder, so the same browser key from another browser is another
 * key here. Only the key's SHA-256 is stored.
 *
 * Claim first, then write: the key's row names the ids the creation makes before they are
 * written. An instance that dies between the two leaves a row whose lead is missing; the retry
 * (same key, same body, so the same order) finds the row and writes the lead under the named id,
 * on any instance. Two concurrent requests of one key meet on the row's primary key: one claims
 * it, the other replays it, and both write the same id (ON CONFLICT DO NOTHING).
 */

/** How long a key is remembered: a browser retries within seconds; a day covers any reload. */
export const KEY_TTL_MS = 24 * 3_600_000;

export const KEY_REUSED_MESSAGE = "Esta chave de idempotência já foi usada com outros dados. Recomece o pedido.";

/** The ids a keyed creation makes: a lead, or a no-coverage lead. */
export interface KeyedIds {
  leadId: string | null;
  noCoverageId: string | null;
}

export type KeyClaim =
  /** The key is new (or its memory expired): make `ids`. */
  | { kind: "new"; ids: KeyedIds }
  /** Seen within KEY_TTL_MS with the same body: answer (and, if missing, write) these ids. */
  | { kind: "replay"; ids: KeyedIds }
  /** Seen within KEY_TTL_MS with another body. */
  | { kind: "mismatch" };

/** JSON with object keys sorted, so the same body always has the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** The fingerprint of a request body (its validated value: key order and dropped fields do not count). */
export const bodyFingerprint = (body: unknown): string => createHash("sha256").update(canonicalJson(body)).digest("hex");

const keyHash = (key: string): string => createHash("sha256").update(key).digest("hex");

/**
 * Claims `key` for a request whose body has `fingerprint`, proposing `ids` for what it makes. A
 * key remembered for another body is a mismatch; one remembered for this body replays its ids;
 * otherwise (never seen, or seen more than KEY_TTL_MS ago) the key now names `ids`.
 */
export async function claimKey(db: Db, key: string, fingerprint: string, ids: KeyedIds, now: Date): Promise<KeyClaim> {
  const hash = keyHash(key);
  const claimed = await db.query<{ key_hash: string }>(
    `INSERT INTO idempotency_keys (key_hash, fingerprint, lead_id, no_coverage_id, expires_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (key_hash) DO UPDATE SET
       fingerprint = EXCLUDED.fingerprint, lead_id = EXCLUDED.lead_id, no_coverage_id = EXCLUDED.no_coverage_id,
       expires_at = EXCLUDED.expires_at, created_at = now()
     WHERE idempotency_keys.expires_at <= $6
     RETURNING key_hash`,
    [hash, fingerprint, ids.leadId, ids.noCoverageId, new Date(now.getTime() + KEY_TTL_MS).toISOString(), now.toISOString()],
  );
  if (claimed.rows.length) return { kind: "new", ids };
  const { rows } = await db.query<{ fingerprint: string; lead_id: string | null; no_coverage_id: string | null }>(
    "SELECT fingerprint, lead_id::text AS lead_id, no_coverage_id::text AS no_coverage_id FROM idempotency_keys WHERE key_hash = $1",
    [hash],
  );
  const seen = rows[0];
  if (!seen || seen.fingerprint !== fingerprint) return { kind: "mismatch" };
  return { kind: "replay", ids: { leadId: seen.lead_id, noCoverageId: seen.no_coverage_id } };
}
