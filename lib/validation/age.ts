import { compareDates, type CalendarDate } from "./date";

/** Age limits for signing a contract: civil majority, and a sanity bound against typing slips. */
export const ADULT_AGE = 18;
export const MAX_AGE = 120;

/**
 * Completed years on `today`. Someone born on 29/02 completes a year on 01/03 in common years,
 * as the Civil Code counts years (art. 132 §3: the next day when the same day does not exist).
 * Negative for a birth date in the future.
 */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  if (compareDates(birth, today) > 0) return -1;
  const beforeBirthday = today.month < birth.month || (today.month === birth.month && today.day < birth.day);
  return today.year - birth.year - (beforeBirthday ? 1 : 0);
}

/** Born at least 18 years ago, and not more than 120 years ago (a slip like 1896 for 1996). */
export function isAdult(birth: CalendarDate, today: CalendarDate): boolean {
  const age = ageOn(birth, today);
  return age >= ADULT_AGE && age <= MAX_AGE;
}
