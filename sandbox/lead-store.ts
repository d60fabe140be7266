import { randomUUID } from "node:crypto";
import type { Db } from "./db";
import { isUuid } from "./http";
import type { RiskState } from "./risk";

/**
 * The leads table. Lifecycle and lookup keys are columns; the customer's fields keep their API
 * names inside `data` (jsonb), so whatever a step sends is handed back by GET lead/{id}.
 */

export type LeadSource = "lead" | "lead-v2" | "renta" | "migration";
export type LeadFlow = "purchase" | "migration";
export type LeadData = Record<string, unknown>;

/** The lead's address as the API names its fields (funnel §3). */
export type LeadAddress = {
  cep: string;
  number?: string;
  address?: string;
  neighborhood?: string;
  city?: string;
  state?: string;
  is_block_allotment?: boolean;
  block_number?: string;
  allotment_number?: string;
  complement?: string;
  complements?: { type: string; value: string }[];
};

export interface LeadRow {
  id: string;
  source: LeadSource;
  flow: LeadFlow;
  id_plan: string | null;
  addon: string | null;
  data: LeadData;
  address: LeadAddress | null;
  risk: RiskState;
  collaborator_validated: boolean;
  order_number: string | null;
}

const COLUMNS = "id::text AS id, source, flow, id_plan, addon, data, address, risk, collaborator_validated, order_number";

export interface NewLead {
  source: LeadSource;
  flow?: LeadFlow;
  idPlan?: string | null;
  addon?: string | null;
  data: LeadData;
  address: LeadAddress | null;
  risk?: RiskState;
}

/**
 * Stores a new lead and answers its id. With `id` (a creation with an idempotency key,
 * sandbox/idempotency.ts) the insert happens once: a second insert of that id stores nothing, so
 * the order and the key's memory are one row, written together or not at all.
 */
export async function insertLead(db: Db, lead: NewLead, id: string = randomUUID()): Promise<string> {
  await db.query(
    `INSERT INTO leads (id, source, flow, id_plan, addon, data, address, risk)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8::jsonb)
     ON CONFLICT (id) DO NOTHING`,
    [
      id,
      lead.source,
      lead.flow ?? "purchase",
      lead.idPlan ?? null,
      lead.addon ?? null,
      JSON.stringify(lead.data),
      lead.address ? JSON.stringify(lead.address) : null,
      JSON.stringify(lead.risk ?? {}),
    ],
  );
  return id;
}

export async function findLead(db: Db, id: string): Promise<LeadRow | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<LeadRow>(`SELECT ${COLUMNS} FROM leads WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

export interface LeadChanges {
  /** Merged into `data` (keys replaced, others kept). */
  data?: LeadData;
  /** Replaces the address. */
  address?: LeadAddress;
  idPlan?: string;
  risk?: RiskState;
  collaboratorValidated?: boolean;
}

/** Applies a step's changes in one statement; false when the lead does not exist. */
export async function updateLead(db: Db, id: string, changes: LeadChanges): Promise<boolean> {
  if (!isUuid(id)) return false;
  const { rows } = await db.query<{ id: string }>(
    `UPDATE leads SET
       data = data || COALESCE($2::jsonb, '{}'::jsonb),
       address = COALESCE($3::jsonb, address),
       id_plan = COALESCE($4, id_plan),
       risk = COALESCE($5::jsonb, risk),
       collaborator_validated = COALESCE($6, collaborator_validated),
       updated_at = now()
     WHERE id = $1
     RETURNING id::text AS id`,
    [
      id,
      changes.data ? JSON.stringify(changes.data) : null,
      changes.address ? JSON.stringify(changes.address) : null,
      changes.idPlan ?? null,
      changes.risk ? JSON.stringify(changes.risk) : null,
      changes.collaboratorValidated ?? null,
    ],
  );
  return rows.length > 0;
}

export async function deleteLead(db: Db, id: string): Promise<void> {
  await db.query("DELETE FROM leads WHERE id = $1", [id]);
}

export async function markFinished(db: Db, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const { rows } = await db.query(
    "UPDATE leads SET finished_at = COALESCE(finished_at, now()), updated_at = now() WHERE id = $1 RETURNING 1",
    [id],
  );
  return rows.length > 0;
}

/**
 * The next order number: the year and at least six digits of a sequence shared by leads and
 * renewals ("2026000042"), so numbers are unique across flows and processes.
 */
export const NEXT_ORDER_NUMBER =
  "(SELECT $2::text || CASE WHEN n < 1000000 THEN lpad(n::text, 6, '0') ELSE n::text END FROM nextval('order_numbers') AS n)";

/**
 * Issues the lead's order number once: a second confirmation (or a concurrent one, which waits on
 * the row lock and then finds the number set) gets the same number.
 */
export async function issueOrderNumber(db: Db, id: string, year: number): Promise<string> {
  const issued = await db.query<{ order_number: string }>(
    `UPDATE leads SET order_number = ${NEXT_ORDER_NUMBER}, confirmed_at = now(), updated_at = now()
     WHERE id = $1 AND order_number IS NULL
     RETURNING order_number`,
    [id, String(year)],
  );
  const number = issued.rows[0]?.order_number;
  if (number) return number;
  const existing = await db.query<{ order_number: string }>("SELECT order_number FROM leads WHERE id = $1", [id]);
  const found = existing.rows[0]?.order_number;
  if (!found) throw new Error("order number missing after issue");
  return found;
}
