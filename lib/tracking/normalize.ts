import { onlyDigits } from "@/lib/validation/digits";

/**
 * Marketing §7 "Phone prefix 55 in tracking": the country code, then the DDD and the number as
 * bare digits. A number that already carries 55 (12 or 13 digits) keeps it; anything that is not
 * a Brazilian phone (10 or 11 digits with the DDD) is left out rather than sent malformed.
 */
export function phoneWithCountryCode(phone: string): string | null {
  const digits = onlyDigits(phone);
  const local = (digits.length === 12 || digits.length === 13) && digits.startsWith("55") ? digits.slice(2) : digits;
  return local.length === 10 || local.length === 11 ? `55${local}` : null;
}

/** A price as a number with two decimals: 139.99, "139.99" or "139,99"; null when not a price. */
export function priceValue(price: number | string): number | null {
  const n = typeof price === "number" ? price : Number(price.includes(",") ? price.replace(/\./g, "").replace(",", ".") : price);
  return Number.isFinite(n) && n >= 0 ? Math.round(n * 100) / 100 : null;
}

/** Steps are whole numbers from 1; marketing §8 names <1, NaN and infinite as invalid. */
export function isValidStep(step: number): boolean {
  return Number.isInteger(step) && step >= 1;
}
