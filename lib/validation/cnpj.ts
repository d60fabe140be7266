/**
 * CNPJ, numeric and alphanumeric. From July 2026 the Receita Federal issues CNPJs whose first 12
 * characters (root and branch) may be letters A-Z; the two check digits stay numeric. The check
 * digits use the same modulo-11 rule as before with each character valued at its ASCII code minus
 * 48, so "0"-"9" keep their values and "A" is 17, …, "Z" is 42 (Instrução Normativa RFB
 * 2.229/2024, art. 3º-B). CNPJs issued before keep their numbers and check digits.
 */

/** "AA.AAA.AAA/AAAA-00" (the mask) or the 14 characters without punctuation. */
const CNPJ_SHAPE = /^[0-9A-Z]{2}\.?[0-9A-Z]{3}\.?[0-9A-Z]{3}\/?[0-9A-Z]{4}-?\d{2}$/;

const WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const WEIGHTS_2 = [6, ...WEIGHTS_1];

function checkDigit(chars: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < chars.length; i++) sum += (chars.charCodeAt(i) - 48) * (weights[i] ?? 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** The two check digits of a 12-character CNPJ base (root + branch), e.g. "12ABC34501DE" → "35". */
export function cnpjCheckDigits(base: string): string {
  const d1 = checkDigit(base, WEIGHTS_1);
  const d2 = checkDigit(base + d1, WEIGHTS_2);
  return `${d1}${d2}`;
}

/** The API value: 14 characters, punctuation removed, letters uppercase. */
export function normalizeCnpj(value: string): string {
  return value.trim().toUpperCase().replace(/[./\s-]/g, "");
}

/**
 * CNPJ with valid check digits. Lowercase letters are accepted (the mask uppercases them anyway).
 * A base of one repeated character ("00.000.000/0000-00") is a placeholder, never issued: refused.
 */
export function isCnpj(value: string): boolean {
  const text = value.trim().toUpperCase();
  if (!CNPJ_SHAPE.test(text)) return false;
  const chars = normalizeCnpj(text);
  const base = chars.slice(0, 12);
  if (/^(.)\1{11}$/.test(base)) return false;
  return chars.slice(12) === cnpjCheckDigits(base);
}
