/**
 * What an answer about a customer found by CPF alone may show. Anyone can type
 * anyone's CPF into the renewal or migration lookup, so everything that answers it (the lookup's
 * userData, and GET fiber-migration/{id} with the cookie the lookup gave) shows the record only
 * masked: enough to recognise, not enough to find the person. The sandbox follows this rule; the
 * operator's API must too, and the contract check reads it from here.
 */

/** The character that stands for what a masked value hides. */
export const MASK = "*";

/**
 * The fields of a lead address that say where the customer lives. The state (UF) and the
 * block/lot flag are left out: 27 states say nothing about a house.
 */
export const PRIVATE_ADDRESS_FIELDS = ["cep", "address", "number", "complement", "neighborhood", "city", "block_number", "allotment_number"] as const;

/** A value that is empty or hides part of itself behind MASK. */
export const isMasked = (value: unknown): boolean => value === undefined || value === null || value === "" || (typeof value === "string" && value.includes(MASK));

/**
 * The fields of an address answered in the clear, which a CPF-only answer must not have: an empty
 * list when every private field is masked (or absent). Not an address at all: nothing to show.
 */
export function unmaskedAddressFields(address: unknown): string[] {
  if (!address || typeof address !== "object") return [];
  const fields = address as Record<string, unknown>;
  return PRIVATE_ADDRESS_FIELDS.filter((field) => !isMasked(fields[field]));
}

/**
 * The fields of a lead a browser no longer reads once its order is placed: the order page keeps
 * what it shows (number, plan, dates) for its tab, and nothing after it needs the documents, the
 * birth date, the mother's name or the bank account. On a shared computer the next person would.
 */
export const PLACED_ORDER_HIDDEN_FIELDS = ["cpf", "cnpj", "birth_date", "mothers_name", "bankInfo"] as const;

/** A lead answer without PLACED_ORDER_HIDDEN_FIELDS (also the CPF of a migration's userData); anything else as it is. */
export function withoutPlacedOrderFields(lead: unknown): unknown {
  if (!lead || typeof lead !== "object" || Array.isArray(lead)) return lead;
  const kept: Record<string, unknown> = { ...(lead as Record<string, unknown>) };
  for (const field of PLACED_ORDER_HIDDEN_FIELDS) delete kept[field];
  const user = kept.userData;
  if (user && typeof user === "object" && !Array.isArray(user)) {
    const rest: Record<string, unknown> = { ...(user as Record<string, unknown>) };
    delete rest.documentNumber;
    kept.userData = rest;
  }
  return kept;
}
