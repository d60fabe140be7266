import { addDays, calendarDate, compareDates, dayOfWeek, daysBetween, type CalendarDate } from "./date";

/** Installation periods (funnel §3 "Installation period"), labels exactly as the spec writes them. */
export const INSTALLATION_PERIODS = [
  { value: "manha", label: "Manhã (8h às 12h)" },
  { value: "tarde", label: "Tarde (12h às 18h)" },
] as const;
export type InstallationPeriod = (typeof INSTALLATION_PERIODS)[number]["value"];

export function isInstallationPeriod(value: unknown): value is InstallationPeriod {
  return INSTALLATION_PERIODS.some((p) => p.value === value);
}

/** The label, or undefined for an unrecognised value (which the caller only logs, funnel §3). */
export function installationPeriodLabel(value: string): string | undefined {
  return INSTALLATION_PERIODS.find((p) => p.value === value)?.label;
}

/**
 * Our scheduling rules (the spec is silent): the visitor offers up to three date-and-period
 * options and the operator confirms one. A date is from tomorrow (a same-day technician visit
 * cannot be promised online) to 30 days ahead (schedules further out are not yet open), Monday to
 * Saturday (fibre installers work Saturdays, the day most working customers can be home), never
 * on a national holiday.
 */
export const INSTALLATION_RULES = {
  firstDayAhead: 1,
  lastDayAhead: 30,
  maxOptions: 3,
} as const;

/** Western Easter Sunday (anonymous Gregorian algorithm): Good Friday is a national holiday. */
function easterSunday(year: number): CalendarDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

/**
 * National holidays by federal law (Lei 662/1949 as amended, 6.802/1980, 14.759/2023 for
 * 20 November) plus Good Friday, kept everywhere. Carnival and Corpus Christi are optional days
 * off, not holidays: still offered.
 */
const FIXED_HOLIDAYS: readonly (readonly [month: number, day: number])[] = [
  [1, 1],
  [4, 21],
  [5, 1],
  [9, 7],
  [10, 12],
  [11, 2],
  [11, 15],
  [11, 20],
  [12, 25],
];

export function nationalHolidays(year: number): CalendarDate[] {
  const fixed = FIXED_HOLIDAYS.map(([month, day]) => calendarDate(year, month, day)).filter(
    (d): d is CalendarDate => d !== null,
  );
  return [...fixed, addDays(easterSunday(year), -2)];
}

export function isNationalHoliday(date: CalendarDate): boolean {
  return nationalHolidays(date.year).some((h) => compareDates(h, date) === 0);
}

/** Why a date cannot be offered: outside the window, or a Sunday or holiday. */
export type InstallationDateProblem = "outOfRange" | "closed";

export function installationDateProblem(date: CalendarDate, today: CalendarDate): InstallationDateProblem | null {
  const ahead = daysBetween(today, date);
  if (ahead < INSTALLATION_RULES.firstDayAhead || ahead > INSTALLATION_RULES.lastDayAhead) return "outOfRange";
  if (dayOfWeek(date) === 0 || isNationalHoliday(date)) return "closed";
  return null;
}

export function isInstallationDate(date: CalendarDate, today: CalendarDate): boolean {
  return installationDateProblem(date, today) === null;
}

/** Every date that may be chosen from `today`: what a date picker or a list should offer. */
export function installationDates(today: CalendarDate): CalendarDate[] {
  const dates: CalendarDate[] = [];
  for (let n = INSTALLATION_RULES.firstDayAhead; n <= INSTALLATION_RULES.lastDayAhead; n++) {
    const date = addDays(today, n);
    if (isInstallationDate(date, today)) dates.push(date);
  }
  return dates;
}
