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

/**
 * Digit limits of the API contract (lib/api/contract/fields.ts: agency ^(\d{1,5}|\d{1,4}X)$,
 * account ^(\d{1,12}|\d{1,11}X)$); an X check digit takes the last place.
 */
export const AGENCY_MAX_DIGITS = 5;
export const ACCOUNT_MAX_DIGITS = 12;

/**
 * Banks whose agency and account check digit may be "X": Banco do Brasil (001), whose modulus-11
 * check digit is written X when it comes out as 10 ("1234-X", "12345-X"). Every other bank's
 * check digits are digits, so an X there is a typo the field catches instead of the debit
 * registration days after the order.
 */
export const CHECK_DIGIT_X_BANKS: readonly string[] = ["001"];

/** The bank writes check digits as X sometimes (CHECK_DIGIT_X_BANKS). */
export function allowsCheckDigitX(bankCode: string): boolean {
  return CHECK_DIGIT_X_BANKS.includes(bankCode.trim());
}

/** The number ends in the check digit X (typed in either case, with or without the hyphen). */
export function hasCheckDigitX(value: string): boolean {
  return /x$/i.test(value.trim());
}

/**
 * A bank number as the API takes it: the digits, joined, and a final X check digit in upper case
 * ("1234-x" → "1234X", "1234-5" → "12345"). An X anywhere but last is dropped with the other
 * characters that are not digits.
 */
export function bankNumberChars(value: string): string {
  return onlyDigits(value) + (hasCheckDigitX(value) ? "X" : "");
}

/** A bank number's length as the API counts it: its digits and a final X ("1234-5" → 5). */
export function bankNumberLength(value: string): number {
  return bankNumberChars(value).length;
}

/**
 * Digits with an optional hyphen before a single final check digit, as printed on cards and
 * statements ("1234-5", "12345-6"); the API gets the digits joined. The check digit may be "X"
 * (Banco do Brasil, upper or lower case, hyphen optional: the API's "1234X" reads back too); which
 * bank allows it is a separate rule (allowsCheckDigitX), checked where the bank is known. All zeros
 * is never a real number.
 */
function isBankNumber(value: string, maxDigits: number): boolean {
  const text = value.trim().toUpperCase();
  const plain = new RegExp(`^\\d{1,${maxDigits}}$`);
  const withCheck = new RegExp(`^\\d{1,${maxDigits - 1}}-\\d$`);
  const withX = new RegExp(`^\\d{1,${maxDigits - 1}}-?X$`);
  if (!plain.test(text) && !withCheck.test(text) && !withX.test(text)) return false;
  return !/^0+$/.test(onlyDigits(text));
}

/** Branch (agência): 1-5 characters, "1234", "1234-5" or "1234-X". */
export function isAgency(value: string): boolean {
  return isBankNumber(value, AGENCY_MAX_DIGITS);
}

/** Account (conta) with its check digit: 1-12 characters, "123456", "12345-6" or "12345-X". */
export function isAccount(value: string): boolean {
  return isBankNumber(value, ACCOUNT_MAX_DIGITS);
}

/** Which of agency and account carry an X check digit that the bank does not use. */
export function checkDigitXProblems(bank: { bank: string; agency: string; account: string }): ("agency" | "account")[] {
  if (!bank.bank.trim() || allowsCheckDigitX(bank.bank)) return [];
  return (["agency", "account"] as const).filter((field) => hasCheckDigitX(bank[field]));
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
