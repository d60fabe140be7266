import { randomUUID } from "node:crypto";
import { CALLS } from "@/lib/api/contract";
import type { Db } from "../db";
import type { Handler } from "../context";
import { isUuid, notFound, ok, parse } from "../http";

/** No-coverage leads (sem-cobertura) and callback requests (receber-ligacao). */

export interface NoCoverageLead {
  cep: string;
  number?: string;
  idPlan?: string;
  name?: string;
  email?: string;
  phone?: string;
  addon?: string | null;
  tracking: Record<string, unknown>;
}

/** Stores a no-coverage lead once per id (see insertLead) and answers its id. */
export async function insertNoCoverage(db: Db, lead: NoCoverageLead, id: string = randomUUID()): Promise<string> {
  await db.query(
    `INSERT INTO no_coverage_leads (id, cep, number, id_plan, name, email, phone, addon, tracking)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb)
     ON CONFLICT (id) DO NOTHING`,
    [
      id,
      lead.cep,
      lead.number ?? null,
      lead.idPlan ?? null,
      lead.name ?? null,
      lead.email ?? null,
      lead.phone ?? null,
      lead.addon ?? null,
      JSON.stringify(lead.tracking),
    ],
  );
  return id;
}

export interface NoCoverageRow {
  id: string;
  cep: string;
  number: string | null;
  id_plan: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  addon: string | null;
}

export async function findNoCoverage(db: Db, id: string): Promise<NoCoverageRow | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<NoCoverageRow>(
    "SELECT id::text AS id, cep, number, id_plan, name, email, phone, addon FROM no_coverage_leads WHERE id = $1",
    [id],
  );
  return rows[0] ?? null;
}

export const noCoverageCreate: Handler = async (request, { db }) => {
  const { cep, number, idPlan, name, email, phone, addon, ...tracking } = parse(CALLS.noCoverageCreate.body, request.body);
  const id = await insertNoCoverage(db, { cep, number, idPlan, name, email, phone, addon, tracking });
  return ok({ success: true, id });
};

export const noCoverageUpdate: Handler = async (request, { db }) => {
  const body = parse(CALLS.noCoverageUpdate.body, request.body);
  if (!isUuid(body.id)) return notFound();
  const { rows } = await db.query(
    `UPDATE no_coverage_leads
     SET email = COALESCE($2, email), phone = COALESCE($3, phone), name = COALESCE($4, name), updated_at = now()
     WHERE id = $1 RETURNING 1`,
    [body.id, body.email ?? null, body.phone ?? null, body.name ?? null],
  );
  return rows.length ? ok() : notFound();
};

/**
 * Deleting is by id, and the record's CEP must match, so an id alone cannot erase someone's lead;
 * the phone is checked when sent and stored (the visitor may not have left one).
 */
export const noCoverageDelete: Handler = async (request, { db }) => {
  const body = parse(CALLS.noCoverageDelete.body, request.body);
  if (!isUuid(body.id)) return notFound();
  const { rows } = await db.query(
    "DELETE FROM no_coverage_leads WHERE id = $1 AND cep = $2 AND ($3::text IS NULL OR phone IS NULL OR phone = $3) RETURNING 1",
    [body.id, body.cep, body.phone ?? null],
  );
  return rows.length ? ok() : notFound();
};

export const supportRequest: Handler = async (request, { db }) => {
  const body = parse(CALLS.supportRequest.body, request.body);
  const id = randomUUID();
  await db.query("INSERT INTO support_requests (id, telephone) VALUES ($1, $2)", [id, body.telephone]);
  return ok({ success: true, id });
};
