import { z } from "zod";
import { lazySchema } from "../lazySchema";
import { cepField, optionalText } from "../fields";
import { MAX_LENGTH } from "../limits";
import { MESSAGES as M } from "../messages";
import { houseNumberField } from "./marketing";

/** /checkout/cep/ */
export const checkoutCepSchema = lazySchema(() =>
  z.object({ cep: cepField }));

/** /checkout/cep/ as its form holds it: addon b's combined address step asks the house number too. */
export function checkoutCepStepSchema(withNumber: boolean) {
  return lazySchema(() => checkoutCepSchema.extend({ number: withNumber ? houseNumberField : z.string().optional() }));
}

export interface HouseNumberFormOptions {
  /** The address lookup says the street is laid out in quadras and lotes (is_block_allotment). */
  isBlockAllotment: boolean;
}

/**
 * /checkout/nr-imovel/: the house number (always: "S/N" when there is none), a complement unless
 * "Sem complemento" is ticked, and quadra and lote when the address is a block-allotment one.
 * The output drops what does not apply: complement "" when ticked, no block/lot otherwise.
 */
export function checkoutHouseNumberSchema({ isBlockAllotment }: HouseNumberFormOptions) {
  return lazySchema(() =>
    z
      .object({
        number: houseNumberField,
        complement: optionalText(MAX_LENGTH.complement, M.complementTooLong),
        noComplement: z.boolean().default(false),
        blockNumber: optionalText(MAX_LENGTH.block, M.blockTooLong),
        lotNumber: optionalText(MAX_LENGTH.lot, M.lotTooLong),
      })
      .check((ctx) => {
        // An object-level check so its messages appear together with the fields' own.
        const { complement, noComplement, blockNumber, lotNumber } = ctx.value;
      const missing = (path: string, message: string) =>
        ctx.issues.push({ code: "custom", message, path: [path], input: ctx.value });
      if (!noComplement && !complement) missing("complement", M.complementRequired);
      if (isBlockAllotment && !blockNumber) missing("blockNumber", M.blockRequired);
      if (isBlockAllotment && !lotNumber) missing("lotNumber", M.lotRequired);
    })
    .transform((v) => ({
      number: v.number,
      complement: v.noComplement ? "" : v.complement,
      noComplement: v.noComplement,
      blockNumber: isBlockAllotment ? v.blockNumber : undefined,
      lotNumber: isBlockAllotment ? v.lotNumber : undefined,
    })));
}

export type CheckoutCepInput = z.input<typeof checkoutCepSchema>;
export type CheckoutCepOutput = z.output<typeof checkoutCepSchema>;
export type CheckoutHouseNumberInput = z.input<ReturnType<typeof checkoutHouseNumberSchema>>;
export type CheckoutHouseNumberOutput = z.output<ReturnType<typeof checkoutHouseNumberSchema>>;
