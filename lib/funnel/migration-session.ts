import type { Plan } from "@/lib/api/contract";
import type { ComplementType, MigrationAddress, MigrationCustomer, MigrationData } from "./migration";

/**
 * What of the migration survives a reload of its tab, as the checkout keeps its progress
 * (lib/store/purchase persistedPart): sessionStorage, so it ends with the tab; the lead id, the
 * offers, the plan, the installation address the visitor gave and the order number. The customer's
 * record (name, CPF, e-mail, phone, even masked) is never written: after a reload it is read back
 * from the backend (GET fiber-migration/{id}), and the CPF itself is never kept at all.
 */

export const MIGRATION_SESSION_KEY = "ultrafibra-migration";

export type StoredMigration = Omit<MigrationData, "userData">;

/** The part of the flow's data that may be written to sessionStorage. */
export function storedMigration(data: MigrationData): StoredMigration {
  const { idLead, offers, plan, address, complementTypes, orderNumber } = data;
  return { idLead, offers, plan, address, complementTypes, orderNumber };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isPlan = (value: unknown): value is Plan => isRecord(value) && typeof value.id === "string" && typeof value.plan === "string";

const ADDRESS_TEXT = ["cep", "street", "neighborhood", "city", "uf", "infraco", "number", "complement", "blockNr", "lotNr"] as const;

const isAddress = (value: unknown): value is MigrationAddress =>
  isRecord(value) && ADDRESS_TEXT.every((key) => typeof value[key] === "string") && typeof value.blockAllotment === "boolean";

const isComplementType = (value: unknown): value is ComplementType =>
  isRecord(value) && typeof value.code === "string" && typeof value.description === "string";

/**
 * The stored progress, or null when there is none or it is not ours (an older shape, a value
 * edited by hand): the visitor then starts at the CPF, which is what a reload did before.
 */
export function parseStoredMigration(raw: string | null): StoredMigration | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value) || typeof value.idLead !== "string" || !value.idLead) return null;
  const { offers, plan, address, complementTypes, orderNumber } = value;
  if (!Array.isArray(offers) || !offers.every(isPlan) || !offers.length) return null;
  if (plan !== null && !isPlan(plan)) return null;
  if (address !== null && !isAddress(address)) return null;
  if (!Array.isArray(complementTypes) || !complementTypes.every(isComplementType)) return null;
  if (orderNumber !== null && typeof orderNumber !== "string") return null;
  return { idLead: value.idLead, offers, plan, address, complementTypes, orderNumber };
}

/** The flow's data after a reload: the stored progress, the customer's record and order from the backend. */
export function restoredMigration(
  stored: StoredMigration,
  lead: { userData?: MigrationCustomer | null; orderNumber?: string | number | null } | null,
): MigrationData {
  const fromLead = lead?.orderNumber === undefined || lead.orderNumber === null || lead.orderNumber === "" ? null : String(lead.orderNumber);
  return { ...stored, userData: lead?.userData ?? null, orderNumber: stored.orderNumber ?? fromLead };
}
