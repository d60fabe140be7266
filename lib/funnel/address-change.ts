import type { PurchaseState } from "@/lib/store/purchase";
import { onlyDigits } from "@/lib/validation/digits";
import { sameAddress, type StoredAddress } from "@/lib/validation/address";

/** The house's details of an address, as the purchase store holds them. */
export type HouseParts = Pick<PurchaseState, "streetNr" | "complement" | "noComplement" | "blockNr" | "lotNr">;

/** Another CEP is another street: the house's details are asked again (nr-imovel). */
export const EMPTY_HOUSE: Readonly<HouseParts> = { streetNr: "", complement: "", noComplement: false, blockNr: "", lotNr: "" };

/**
 * What a newly given address does to the order under way (funnel §4):
 * - "abandon": another CEP. The order (and a no-coverage lead) was made for the old address: it
 *   is deleted with that address and verificando-disponibilidade makes a new one, taking over
 *   its answers (components/address/abandonLeads does the calls).
 * - "resend-address": the same CEP with another number, complement, quadra or lote: the address
 *   goes to the lead again with the next PATCH (the address-send flag), which replaces it.
 * - "keep": the same address.
 */
export type LeadAction = "abandon" | "resend-address" | "keep";

export interface AddressChange {
  /** The house's details the store takes: the ones given, or emptied for another CEP. */
  house: Partial<HouseParts>;
  lead: LeadAction;
}

/**
 * The change from the stored address `before` to the CEP `zip` with, where the form asked them
 * (addon b's combined step, nr-imovel), the house's details `house`; `null` where it asked only
 * the CEP. Pure: the caller deletes the leads and updates the store.
 */
export function addressChange(before: Readonly<StoredAddress>, zip: string, house: HouseParts | null): AddressChange {
  const cepChanged = onlyDigits(zip) !== onlyDigits(before.zip);
  const given: Partial<HouseParts> = house ?? (cepChanged ? EMPTY_HOUSE : {});
  if (cepChanged) return { house: given, lead: "abandon" };
  return { house: given, lead: sameAddress(before, { ...before, ...given }) ? "keep" : "resend-address" };
}
