import type { Problem } from "./check-answer";

/**
 * The migration lead (GET fiber-migration/{id}) is reached with a CPF alone: whoever types a
 * customer's CPF gets the lead the lookup made. Its home address must therefore come masked,
 * as the lookup's userData does ("123.***.***-25"). These are the fields of the contract's
 * LeadAddress (entities.ts leadAddressSchema) that place a home: `address` is the street; block and
 * allotment numbers stand in for the house number in a lot. Neighbourhood and state are coarse
 * enough to show.
 */
export const HOME_ADDRESS_FIELDS = ["address", "number", "complement", "cep", "city", "block_number", "allotment_number"] as const;

/** A value is masked when it carries one of these (the sandbox and the lookups mask with "*"). */
export const MASK_CHARACTERS = ["*", "•"] as const;

const isMasked = (text: string) => MASK_CHARACTERS.some((c) => text.includes(c));

/**
 * The address fields of a migration lead shown unmasked ("address.number"): a non-empty text
 * without a mask character, or a number. Absent, null and empty fields show nothing. Only the
 * field names come back, never the values (the report is printed, maybe in a CI log).
 */
export function unmaskedAddressFields(lead: unknown): string[] {
  if (typeof lead !== "object" || lead === null) return [];
  const address = (lead as { address?: unknown }).address;
  if (typeof address !== "object" || address === null) return [];
  const fields = address as Record<string, unknown>;
  return HOME_ADDRESS_FIELDS.filter((key) => {
    const value = fields[key];
    if (typeof value === "number") return true;
    return typeof value === "string" && value.trim() !== "" && !isMasked(value);
  }).map((key) => `address.${key}`);
}

export function privacyProblems(lead: unknown): Problem[] {
  return unmaskedAddressFields(lead).map((path) => ({ kind: "privacy", path, message: `home address shown unmasked (no ${MASK_CHARACTERS.join(" or ")})` }));
}
