/**
 * CEP: 8 digits, typed as "00000-000" (the mask) or bare. Anything else (letters, the old
 * "00.000-000" punctuation, 7 or 9 digits) is refused rather than silently stripped, so a pasted
 * phone number never passes as a postcode.
 */
export function isCep(value: string): boolean {
  return /^\d{5}-?\d{3}$/.test(value.trim());
}
