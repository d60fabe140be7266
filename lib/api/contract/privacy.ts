/**
 * What an answer about a customer found by CPF alone may show (issue #25 §2). Anyone can type
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
