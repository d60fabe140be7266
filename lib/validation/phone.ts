import { onlyDigits } from "./digits";

/**
 * Brazilian phone numbers (marketing §5). The area code (DDD) is two digits with no zero: ANATEL
 * has never assigned 10, 20, …, 90, so "11-99" of the spec is read as [1-9][1-9]. After it comes
 * a mobile number (9 then 8 digits, shown 9XXXX-XXXX) or a landline (1-8 then 7 digits, shown
 * XXXX-XXXX).
 */

const DDD = "[1-9][1-9]";
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
