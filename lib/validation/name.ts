import { MAX_LENGTH } from "./limits";

/**
 * One word of a name (marketing §5: "each starting with at least 2 letters", letters only).
 * Letters are any script's, accented or not. Inside a word an apostrophe or a hyphen may join
 * letter groups ("Ana-Maria", "O'Neil"). The one exception to "starts with 2 letters" is the
 * elided particle: "D'Ávila", "D'Angelo" start with one letter and an apostrophe.
 */
const WORD = /^(?:\p{L}['’]\p{L}{2,}|\p{L}{2,})(?:['’-]\p{L}+)*$/u;

/** Trimmed, single spaces, composed accents (NFC): how a name is stored and sent. */
export function normalizeName(value: string): string {
  return value.normalize("NFC").trim().replace(/\s+/g, " ");
}

/** Name and surname: at least two words of letters, at most 128 characters. */
export function isFullName(value: string): boolean {
  const name = normalizeName(value);
  if (name.length > MAX_LENGTH.name) return false;
  const words = name.split(" ");
  return words.length >= 2 && words.every((w) => WORD.test(w));
}
