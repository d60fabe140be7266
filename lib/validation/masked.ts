/**
 * Values in the masked form the fields show ("01310-100", "(11) 98765-4321"), from digits or from
 * an already masked value (the same text again). The store keeps CEP and phone this way whichever
 * form or backend answer wrote them, so what the summary shows and what a field is refilled with
 * never depend on where the value came from.
 */
import { onlyDigits } from "./digits";

const mask = (digits: string, pattern: string): string => {
  let i = 0;
  let out = "";
  for (const ch of pattern) {
    if (i >= digits.length) break;
    out += ch === "#" ? digits[i++] : ch;
  }
  return out;
};

export const maskCep = (v: string) => mask(onlyDigits(v), "#####-###");
export const maskCpf = (v: string) => mask(onlyDigits(v), "###.###.###-##");
export const maskCnpj = (v: string) => mask(v.toUpperCase().replace(/[^0-9A-Z]/g, ""), "##.###.###/####-##");
export function maskPhone(v: string): string {
  const d = onlyDigits(v);
  return d.length > 10 ? mask(d, "(##) #####-####") : mask(d, "(##) ####-####");
}

/**
 * Agency and account as the fields show them, from the API's characters ("1234X" → "1234-X") or
 * from what was typed (kept, the check digit X in upper case). Only an X check digit gets its
 * hyphen back: the API's "12345" cannot tell agency 12345 from 1234-5, so digits stay as they are.
 */
export function maskBankNumber(v: string): string {
  const text = v.trim().toUpperCase();
  const withX = /^(\d+)-?X$/.exec(text);
  return withX ? `${withX[1]}-X` : text;
}
