import type { FactoryOpts } from "imask";
import { MAX_LENGTH } from "./limits";

export { MAX_LENGTH };

/**
 * imask options as data: MaskedField passes one of these to imask. Only types come from
 * imask here, so importing this file (and the schemas next to it) does not pull imask into a page
 * without a masked field.
 */
export const MASKS = {
  cep: { mask: "00000-000" },
  /**
   * Landline "(11) 3456-7890" until the 11th digit arrives, then mobile "(11) 98765-4321":
   * imask's dynamic mask picks the pattern that holds the typed digits.
   */
  phone: { mask: [{ mask: "(00) 0000-0000" }, { mask: "(00) 00000-0000" }] },
  cpf: { mask: "000.000.000-00" },
  /** Alphanumeric CNPJ: letters or digits in the 12 first places, uppercased as typed. */
  cnpj: {
    mask: "AA.AAA.AAA/AAAA-00",
    definitions: { A: /[0-9A-Z]/ },
    prepareChar: (ch: string) => ch.toUpperCase(),
  },
  date: { mask: "00/00/0000" },
  /**
   * "1234", "1234-5" or "1234-X": the hyphen before the check digit is optional, and the check
   * digit may be X (Banco do Brasil), typed in either case and kept in upper case. The mask takes
   * the X for any bank: refusing a key without a word is how "1234-X" became "1234-"; the form's
   * rule says which banks use it (lib/validation/bank.ts). No length cap either: a long number is
   * kept as typed and the field says its limit (TEXT_LIMITS); a cap would cut "12345-6789012345"
   * to "12345-6" without a word.
   */
  agency: { mask: /^(?:\d+(?:-\d*)?X?)?$/, prepareChar: (ch: string) => ch.toUpperCase() },
  account: { mask: /^(?:\d+(?:-\d*)?X?)?$/, prepareChar: (ch: string) => ch.toUpperCase() },
  collaboratorCode: { mask: "000000" },
} satisfies Record<string, FactoryOpts>;

export type MaskName = keyof typeof MASKS;
