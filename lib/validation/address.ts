/**
 * Where the house is on its street (funnel §3 address: number, is_block_allotment, block_number,
 * allotment_number). One rule for every place that asks or checks it: the address forms (their
 * zod schemas), the step guard, the coverage check and the sandbox's "is the order complete".
 *
 * Most streets number their houses: the number is required, and a house without one is written
 * "S/N" (sem número). Some cities lay streets out in quadras and lotes instead (Brasília's
 * 70070-100, the address lookup's is_block_allotment): there quadra and lote are required and the
 * number is optional, since many such addresses have none and "S/N" would only be a workaround.
 */

import { onlyDigits } from "./digits";

export type HousePart = "number" | "blockNumber" | "lotNumber";

export interface HousePlace {
  number?: string | null;
  blockNumber?: string | null;
  lotNumber?: string | null;
}

const filled = (value: string | null | undefined): boolean => Boolean(value?.trim());

/** The parts of the house's place still missing, in the order the forms show them. */
export function missingHouseParts(place: HousePlace, isBlockAllotment: boolean): HousePart[] {
  if (!isBlockAllotment) return filled(place.number) ? [] : ["number"];
  const missing: HousePart[] = [];
  if (!filled(place.blockNumber)) missing.push("blockNumber");
  if (!filled(place.lotNumber)) missing.push("lotNumber");
  return missing;
}

/** The purchase store's address fields this rule reads. */
export interface StoredHouse {
  streetNr: string;
  blockNr: string;
  lotNr: string;
}

/**
 * A stored address is a quadra-and-lote one when it carries a quadra or a lote: the forms keep
 * them only where the lookup said so, and the lead's is_block_allotment is sent from this.
 */
export function isBlockAddress(s: Pick<StoredHouse, "blockNr" | "lotNr">): boolean {
  return filled(s.blockNr) || filled(s.lotNr);
}

/** The stored address says where the house is (the nr-imovel step is done). */
export function houseLocated(s: StoredHouse): boolean {
  return missingHouseParts({ number: s.streetNr, blockNumber: s.blockNr, lotNumber: s.lotNr }, isBlockAddress(s)).length === 0;
}

/** The purchase store's fields that make up the installation address. */
export interface StoredAddress extends StoredHouse {
  zip: string;
  complement: string;
  noComplement: boolean;
}

/**
 * The same installation address (CEP digits, number, complement, quadra, lote): a lead made for
 * one address must not carry another.
 */
export function sameAddress(a: StoredAddress, b: StoredAddress): boolean {
  const key = (s: StoredAddress) =>
    [onlyDigits(s.zip), s.streetNr.trim(), s.noComplement ? "" : s.complement.trim(), s.blockNr.trim(), s.lotNr.trim()].join("\u0000");
  return key(a) === key(b);
}
