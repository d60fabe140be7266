import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { CALLS } from "@/lib/api/contract";
import type { Handler } from "../context";
import { log } from "../log";
import { notFound, ok, parse } from "../http";
import { findLead, updateLead } from "../lead-store";

/**
 * Collaborator codes (oferta-colaborador): 6 digits, valid for CODE_TTL_MS, CODE_ATTEMPTS tries,
 * a new code replaces the old one. The sandbox sends no e-mail: the code is written to the server
 * log, the only way to read it.
 */
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_ATTEMPTS = 5;

export const CODE_MESSAGES = {
  invalid: "Código inválido. Confira o código e tente novamente.",
  expired: "Código expirado. Peça um novo código.",
  exhausted: "Tentativas esgotadas. Peça um novo código.",
} as const;

// Only a hash is stored; the lead id salts it so equal codes of two leads differ.
const hashCode = (leadId: string, code: string) => createHash("sha256").update(`${leadId}:${code}`).digest("hex");

export const collaboratorNewCode: Handler = async (request, { db, now }) => {
  const { id } = parse(CALLS.collaboratorNewCode.params, request.params);
  const lead = await findLead(db, id);
  if (!lead) return notFound();
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await db.query(
    `INSERT INTO collaborator_codes (lead_id, code_hash, expires_at, attempts) VALUES ($1, $2, $3, 0)
     ON CONFLICT (lead_id) DO UPDATE
     SET code_hash = EXCLUDED.code_hash, expires_at = EXCLUDED.expires_at, attempts = 0, created_at = now()`,
    [lead.id, hashCode(lead.id, code), new Date(now().getTime() + CODE_TTL_MS).toISOString()],
  );
  // The one log line of the sandbox: ids and the code, never personal data.
  log("info", { event: "sandbox.collaborator-code", requestId: request.requestId, leadId: lead.id, code });
  return ok({ success: true });
};

interface CodeRow {
  code_hash: string;
  expires_at: Date | string;
  attempts: number;
}

export const collaboratorValidate: Handler = async (request, { db, now }) => {
  const body = parse(CALLS.collaboratorValidate.body, request.body);
  const lead = await findLead(db, body.idLead);
  if (!lead) return notFound();
  // A failed try does not undo an earlier validation of the lead: that one was real.
  const fail = (message: string) => ok({ success: false, validated: false, message });
  // Every try spends an attempt in the same statement that checks the limit, so parallel
  // guesses cannot get past it.
  const { rows } = await db.query<CodeRow>(
    `UPDATE collaborator_codes SET attempts = attempts + 1
     WHERE lead_id = $1 AND attempts < $2
     RETURNING code_hash, expires_at, attempts`,
    [lead.id, CODE_ATTEMPTS],
  );
  const row = rows[0];
  if (!row) {
    const exists = await db.query("SELECT 1 FROM collaborator_codes WHERE lead_id = $1", [lead.id]);
    return fail(exists.rows.length ? CODE_MESSAGES.exhausted : CODE_MESSAGES.expired);
  }
  if (new Date(row.expires_at).getTime() <= now().getTime()) return fail(CODE_MESSAGES.expired);
  const given = Buffer.from(hashCode(lead.id, body.code), "hex");
  if (timingSafeEqual(given, Buffer.from(row.code_hash, "hex"))) {
    // A code works once.
    await db.query("DELETE FROM collaborator_codes WHERE lead_id = $1", [lead.id]);
    await updateLead(db, lead.id, { collaboratorValidated: true });
    return ok({ success: true, validated: true });
  }
  return fail(row.attempts >= CODE_ATTEMPTS ? CODE_MESSAGES.exhausted : CODE_MESSAGES.invalid);
};
