import { MASK, unmaskedAddressFields as unmaskedFields } from "@/lib/api/contract";
import type { Problem } from "./check-answer";

/**
 * The migration lead (GET fiber-migration/{id}) is reached with a CPF alone: whoever types a
 * customer's CPF gets the lead the lookup made. Its home address must therefore come masked, by
 * the contract's own rule (lib/api/contract/privacy.ts, which the sandbox follows).
 */

/**
 * The address fields of a migration lead shown unmasked ("address.number"). Only the field names
 * come back, never the values (the report is printed, maybe in a CI log).
 */
export function unmaskedAddressFields(lead: unknown): string[] {
  if (typeof lead !== "object" || lead === null) return [];
  return unmaskedFields((lead as { address?: unknown }).address).map((key) => `address.${key}`);
}

export function privacyProblems(lead: unknown): Problem[] {
  return unmaskedAddressFields(lead).map((path) => ({ kind: "privacy", path, message: `home address shown unmasked (no ${MASK})` }));
}
