import { onlyDigits } from "./digits";

/** The masked form "000.000.000-00" or bare digits; punctuation in between is optional. */
const CPF_SHAPE = /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/;

/** Check digit of the Receita Federal modulo-11 rule over `digits` with weights n, n-1, …, 2. */
function cpfCheckDigit(digits: string): number {
  let sum = 0;
  const first = digits.length + 1;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (first - i);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/**
 * CPF with valid check digits. Eleven equal digits ("111.111.111-11") satisfy the arithmetic but
 * are never issued, and are the first thing people type to get past a form: refused.
 */
export function isCpf(value: string): boolean {
  const text = value.trim();
  if (!CPF_SHAPE.test(text)) return false;
  const digits = onlyDigits(text);
  if (/^(\d)\1{10}$/.test(digits)) return false;
  const d1 = cpfCheckDigit(digits.slice(0, 9));
  const d2 = cpfCheckDigit(digits.slice(0, 9) + d1);
  return digits.endsWith(`${d1}${d2}`);
}
