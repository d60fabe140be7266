/**
 * Calendar dates as plain {year, month, day}: no time of day and no time zone, so a birth date
 * typed in São Paulo is the same day on a UTC server. Arithmetic goes through Date.UTC, which has
 * no daylight-saving jumps.
 */
export interface CalendarDate {
  readonly year: number;
  /** 1-12 */
  readonly month: number;
  /** 1-31 */
  readonly day: number;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A date that exists on the calendar (no 31/04, no 29/02 outside leap years, no year 0). */
export function calendarDate(year: number, month: number, day: number): CalendarDate | null {
  if (![year, month, day].every(Number.isInteger)) return null;
  if (year < 1 || year > 9999 || month < 1 || month > 12) return null;
  if (day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** "dd/mm/yyyy" as typed through the mask → the date, or null if it does not exist (funnel §5). */
export function parseBrDate(value: string): CalendarDate | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!m) return null;
  return calendarDate(Number(m[3]), Number(m[2]), Number(m[1]));
}

/** "yyyy-mm-dd" as the API stores dates (funnel §3 birth_date) → the date, or null. */
export function parseIsoDate(value: string): CalendarDate | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!m) return null;
  return calendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The API form, "yyyy-mm-dd". */
export function toIsoDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/** The form the user reads and types, "dd/mm/yyyy". */
export function formatBrDate(date: CalendarDate): string {
  return `${pad(date.day)}/${pad(date.month)}/${pad(date.year, 4)}`;
}

/** Negative if a is before b, 0 on the same day, positive after. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

const utc = (d: CalendarDate) => Date.UTC(d.year, d.month - 1, d.day);
const DAY_MS = 86_400_000;

function fromUtc(ms: number): CalendarDate {
  const d = new Date(ms);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromUtc(utc(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((utc(to) - utc(from)) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: CalendarDate): number {
  return new Date(utc(date)).getUTCDay();
}

let brasilia: Intl.DateTimeFormat | undefined;

/**
 * Today's date in Brasília time, the legal reference for the whole country. Browser and server
 * (often on UTC) then agree on "today" even between 21:00 and midnight, when UTC is a day ahead.
 */
export function todayInBrazil(now: Date = new Date()): CalendarDate {
  // Created on first use: building a formatter costs more than formatting with it.
  brasilia ??= new Intl.DateTimeFormat("en-US", {
    timeZone: "America/Sao_Paulo",
    year: "numeric",
    month: "numeric",
    day: "numeric",
  });
  const parts = brasilia.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day") };
}

/** What stands for "/" between day, month and year as people type a date (phones' pads lack "/"). */
export const DATE_SEPARATORS: readonly string[] = ["/", ".", "-", " "];

/**
 * A date field's text once a separator is typed after `text` (dd/mm/yyyy being typed, the caret
 * at its end): a day or month of one digit is padded, so "1/1/90" is taken as people type it
 * ("1" → "01/", "01/1" → "01/01/"), where the mask alone ignores the separator and "1/1/90"
 * becomes "11/90". Null when there is nothing to pad: the mask places the separators itself.
 */
export function padDatePart(text: string): string | null {
  const day = /^(\d)$/.exec(text);
  if (day) return `0${day[1]}/`;
  const month = /^(\d{2})\/(\d)$/.exec(text);
  if (month) return `${month[1]}/0${month[2]}/`;
  return null;
}

/**
 * A date typed with a two-digit year ("01/01/90") with its full year, for a date in the past such
 * as a birth date: 20yy when that year has begun by `today`, else 19yy ("90" → 1990, "05" → 2005).
 * Any other text is returned as it is, for the field's own checks.
 */
export function withFullYear(text: string, today: CalendarDate): string {
  const m = /^(\d{2})\/(\d{2})\/(\d{2})$/.exec(text.trim());
  if (!m) return text;
  const yy = Number(m[3]);
  const year = 2000 + yy <= today.year ? 2000 + yy : 1900 + yy;
  return `${m[1]}/${m[2]}/${year}`;
}
