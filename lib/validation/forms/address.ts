import * as z from "@/lib/validation/z";
import { lazySchema } from "../lazySchema";
import { transformed } from "../transformed";
import { cepField, optionalText } from "../fields";
import { MAX_LENGTH } from "../limits";
import { MESSAGES as M } from "../messages";
import { missingHouseParts, type HousePart } from "../address";

/** /checkout/cep/ */
export const checkoutCepSchema = lazySchema(() =>
  z.object({ cep: cepField }));

export interface HouseNumberFormOptions {
  /** The address lookup says the street is laid out in quadras and lotes (is_block_allotment). */
  isBlockAllotment: boolean;
}

/** The house-number group's fields (components/address/HouseNumberFields), all optional text. */
export const houseNumberShape = () => ({
  number: optionalText(MAX_LENGTH.streetNumber, M.numberTooLong),
  complement: optionalText(MAX_LENGTH.complement, M.complementTooLong),
  noComplement: z._default(z.boolean(), false),
  blockNumber: optionalText(MAX_LENGTH.block, M.blockTooLong),
  lotNumber: optionalText(MAX_LENGTH.lot, M.lotTooLong),
});

const PART_MESSAGES: Record<HousePart, string> = {
  number: M.numberRequired,
  blockNumber: M.blockRequired,
  lotNumber: M.lotRequired,
};

/** The group's values once its fields have parsed. */
interface HouseNumberValues {
  number: string;
  complement: string;
  noComplement: boolean;
  blockNumber: string;
  lotNumber: string;
}

/**
 * The house-number group every address capture asks (checkout and coverage nr-imovel, addon b's
 * combined step, the plan-card drawer): the number ("S/N" when there is none), a complement
 * unless "Sem complemento" is ticked, and quadra and lote where the street is laid out that way,
 * the number then optional (lib/validation/address.ts). An object-level check, so its messages
 * appear together with the fields' own. `asked: false` keeps the fields without their rules.
 */
export function houseNumberCheck({ isBlockAllotment }: HouseNumberFormOptions, asked = true) {
  return <T extends HouseNumberValues>(ctx: z.core.ParsePayload<T>) => {
    if (!asked) return;
    const { number, complement, noComplement, blockNumber, lotNumber } = ctx.value;
    const missing = (path: string, message: string) => ctx.issues.push({ code: "custom", message, path: [path], input: ctx.value });
    for (const part of missingHouseParts({ number, blockNumber, lotNumber }, isBlockAllotment)) missing(part, PART_MESSAGES[part]);
    if (!noComplement && !complement) missing("complement", M.complementRequired);
  };
}

/** The output drops what does not apply: complement "" when ticked, quadra and lote "" elsewhere. */
export function houseNumberOutput({ isBlockAllotment }: HouseNumberFormOptions) {
  return <T extends HouseNumberValues>(v: T): T => ({
    ...v,
    complement: v.noComplement ? "" : v.complement,
    blockNumber: isBlockAllotment ? v.blockNumber : "",
    lotNumber: isBlockAllotment ? v.lotNumber : "",
  });
}

/**
 * /checkout/cep/ as its form holds it: addon b's combined address step (`combined`) asks the
 * house-number group there too; elsewhere the CEP alone (the group's fields stay, unchecked).
 */
export function checkoutCepStepSchema(combined: boolean, options: HouseNumberFormOptions = { isBlockAllotment: false }) {
  return lazySchema(() =>
    transformed(z.object({ cep: cepField, ...houseNumberShape() }).check(houseNumberCheck(options, combined)), houseNumberOutput(options)));
}

/** /checkout/nr-imovel/ and /consultar-cobertura/nr-imovel/: the house-number group alone. */
export function checkoutHouseNumberSchema(options: HouseNumberFormOptions) {
  return lazySchema(() =>
    transformed(z.object(houseNumberShape()).check(houseNumberCheck(options)), houseNumberOutput(options)));
}

