import type { PurchaseState } from "@/lib/store/purchase";
import type { HouseNumberFieldValues } from "./HouseNumberFields";

type HouseFields = Pick<PurchaseState, "streetNr" | "complement" | "noComplement" | "blockNr" | "lotNr">;

/** The group's fields as the purchase store holds them, for a form's values. */
export function houseNumberValues(s: Readonly<HouseFields>): Required<HouseNumberFieldValues> {
  return { number: s.streetNr, complement: s.complement, noComplement: s.noComplement, blockNumber: s.blockNr, lotNumber: s.lotNr };
}

/** A form's answers (its schema's output) as the purchase store's fields. */
export function houseNumberPatch(v: HouseNumberFieldValues): HouseFields {
  return {
    streetNr: v.number ?? "",
    complement: v.complement ?? "",
    noComplement: Boolean(v.noComplement),
    blockNr: v.blockNumber ?? "",
    lotNr: v.lotNumber ?? "",
  };
}
