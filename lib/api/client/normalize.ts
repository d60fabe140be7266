/** funnel §5: what the API receives is digits (and yyyy-mm-dd dates), never masks. */
import { onlyDigits } from "@/lib/validation/digits";

// The one digits rule lives with the validation rules (a zod-free leaf module); the client's
// payload builders name it here beside the other normalisations.
export { onlyDigits };

/** CPF and CEP: digits only. */
export const cepDigits = onlyDigits;
export const cpfDigits = onlyDigits;

/**
 * Agency and account: the digits joined (the hyphen goes, as for every number), and Banco do
 * Brasil's check digit X kept last, in upper case: "1234-x" → "1234X".
 */
export { bankNumberChars as bankChars } from "@/lib/validation/bank";

/** CNPJ: since 2026 the first 12 characters may be letters, sent in upper case. */
export const cnpjChars = (value: string): string => value.toUpperCase().replace(/[^0-9A-Z]/g, "");

/** funnel §5: parentheses, hyphen and spaces go first; then anything else that is not a digit. */
export const phoneDigits = (value: string): string => onlyDigits(value);

/** "31/01/1990" → "1990-01-31"; anything else (already ISO, or empty) is returned as it is. */
export function toIsoDate(value: string): string {
  const match = /^\s*(\d{2})\/(\d{2})\/(\d{4})\s*$/.exec(value);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : value.trim();
}

/** A trimmed string, or undefined when blank: optional fields of the contract reject "". */
export const optionalText = (value: string | null | undefined): string | undefined => value?.trim() || undefined;
