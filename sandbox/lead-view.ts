import type { Lead } from "@/lib/api/contract";
import { addressByCep } from "./catalogue";
import type { LeadAddress, LeadRow } from "./lead-store";
import { riskView } from "./risk";
import { maskedAddress } from "./user-data";

/** Drops undefined values, so a field the request left out never erases a stored one. */
export function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The value without one of its keys. */
export function without<T extends object, K extends keyof T>(value: T, key: K): Omit<T, K> {
  return Object.fromEntries(Object.entries(value).filter(([k]) => k !== key)) as Omit<T, K>;
}

/**
 * The address to store: the seed's street, neighbourhood, city and UF for the CEP, then what was
 * already stored for the same CEP, then what the request sends. A new CEP starts afresh.
 */
export function fillAddress(input: LeadAddress, current?: LeadAddress | null): LeadAddress {
  const seed = addressByCep(input.cep);
  const fromSeed: Partial<LeadAddress> = seed
    ? {
        address: seed.address,
        neighborhood: seed.neighborhood,
        city: seed.city,
        state: seed.uf,
        is_block_allotment: seed.isBlockAllotment,
      }
    : {};
  const kept = current && current.cep === input.cep ? current : {};
  return { ...fromSeed, ...kept, ...defined(input), cep: input.cep };
}

/**
 * Keys of `data` that are the sandbox's own bookkeeping, not something the visitor sent: the
 * customer record of a migration lead (from the operator's base, shown only masked) and its offers.
 */
const INTERNAL_KEYS = new Set(["customer", "offers"]);

/**
 * A lead as GET lead/{id} answers it: everything the visitor sent, by its API name, plus id,
 * address, plan, order number and risk state, so a browser can restore its progress after a reload.
 */
export function leadView(row: LeadRow): Lead {
  const data = Object.fromEntries(Object.entries(row.data).filter(([key]) => !INTERNAL_KEYS.has(key)));
  return {
    ...data,
    id: row.id,
    idPlan: row.id_plan,
    addon: row.addon,
    // A migration lead was made from a CPF alone: its address is never answered in the clear.
    address: row.flow === "migration" && row.address ? maskedAddress(row.address) : row.address,
    orderNumber: row.order_number,
    riskValidation: riskView(row.risk),
    collaboratorValidated: row.collaborator_validated,
    flow: row.flow,
  };
}
