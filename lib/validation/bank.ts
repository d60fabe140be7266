import { onlyDigits } from "./digits";

/**
 * Invoice due days offered on data-de-vencimento. All fall on or before the 28th, so every month
 * has them and a due date never slides into the next month; five days apart, they cover the
 * usual pay days (the 5th business day, the 20th advance) without a long list to read.
 */
export const DUE_DAYS = [1, 5, 10, 15, 20, 25] as const;
export type DueDay = (typeof DUE_DAYS)[number];

/** One of DUE_DAYS, given as the number or as the radio button's string value ("10"). */
export function isDueDay(value: number | string): value is DueDay | `${DueDay}` {
  const text = String(value).trim();
  return /^\d{1,2}$/.test(text) && (DUE_DAYS as readonly number[]).includes(Number(text));
}

/** Digit limits of the API contract (lib/api/contract/fields.ts: agency ^\d{1,5}$, account ^\d{1,12}$). */
export const AGENCY_MAX_DIGITS = 5;
export const ACCOUNT_MAX_DIGITS = 12;

/**
 * Digits with an optional hyphen before a single final check digit, as printed on cards and
 * statements ("1234-5", "12345-6"); the API gets the digits joined. All zeros is never a real
 * number. Banco do Brasil's "X" check digit is typed as 0, as the bank itself asks of other
 * systems.
 */
function isBankNumber(value: string, maxDigits: number): boolean {
  const text = value.trim();
  const plain = new RegExp(`^\\d{1,${maxDigits}}$`);
  const withCheck = new RegExp(`^\\d{1,${maxDigits - 1}}-\\d$`);
  if (!plain.test(text) && !withCheck.test(text)) return false;
  return !/^0+$/.test(onlyDigits(text));
}

/** Branch (agência): 1-5 digits, "1234" or "1234-5". */
export function isAgency(value: string): boolean {
  return isBankNumber(value, AGENCY_MAX_DIGITS);
}

/** Account (conta) with its check digit: 1-12 digits, "123456" or "12345-6". */
export function isAccount(value: string): boolean {
  return isBankNumber(value, ACCOUNT_MAX_DIGITS);
}

/**
 * COMPE bank code, three digits ("001", "341"). With the list of GET banks, it must be one of
 * them; without (the server re-checking a payload), the shape is enough.
 */
export function isBankCode(value: string, knownCodes?: readonly string[]): boolean {
  const code = value.trim();
  if (!/^\d{3}$/.test(code)) return false;
  return knownCodes ? knownCodes.includes(code) : true;
}
