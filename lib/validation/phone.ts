import { onlyDigits } from "./digits";

/**
 * Brazilian phone numbers (marketing §5). The area code (DDD) is one ANATEL has assigned: the
 * spec's "11-99" is the range, and inside it ANATEL has never assigned any code with a 0 (10, 20,
 * …, 90) nor 23, 25, 26, 29, 36, 39, 52, 56-59, 72, 76 and 78 (a number there cannot
 * reach the visitor). After it comes a mobile number (9 then 8 digits, shown 9XXXX-XXXX) or a
 * landline (1-8 then 7 digits, shown XXXX-XXXX).
 */

/** The 67 area codes in use (ANATEL's national numbering plan), by state group. */
export const AREA_CODES: readonly string[] = [
  "11", "12", "13", "14", "15", "16", "17", "18", "19", // SP
  "21", "22", "24", "27", "28", // RJ, ES
  "31", "32", "33", "34", "35", "37", "38", // MG
  "41", "42", "43", "44", "45", "46", "47", "48", "49", // PR, SC
  "51", "53", "54", "55", // RS
  "61", "62", "63", "64", "65", "66", "67", "68", "69", // DF, GO, TO, MT, MS, AC, RO
  "71", "73", "74", "75", "77", "79", // BA, SE
  "81", "82", "83", "84", "85", "86", "87", "88", "89", // PE, AL, PB, RN, CE, PI
  "91", "92", "93", "94", "95", "96", "97", "98", "99", // PA, AM, RR, AP, MA
];

const DDD = `(?:${AREA_CODES.join("|")})`;
const MASKED = new RegExp(`^\\(${DDD}\\) ?(?:9\\d{4}|[1-8]\\d{3})-\\d{4}$`);
const DIGITS = new RegExp(`^${DDD}(?:9\\d{8}|[1-8]\\d{7})$`);

/** The rule run on submit, on the masked value: "(11) 98765-4321" or "(11) 3456-7890". */
export function isPhone(masked: string): boolean {
  return MASKED.test(masked.trim());
}

/** The same rule on the API value (digits only): "11987654321" or "1134567890". */
export function isPhoneDigits(digits: string): boolean {
  return DIGITS.test(digits.trim());
}

/** Either form: what a form field or a server re-check accepts. */
export function isPhoneInput(value: string): boolean {
  return isPhone(value) || isPhoneDigits(value);
}

/** Mobile numbers have 11 digits (the ninth digit), landlines 10. */
export function isMobilePhone(value: string): boolean {
  return isPhoneInput(value) && onlyDigits(value).length === 11;
}
