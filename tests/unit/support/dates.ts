import { formatBrDate, installationDates, todayInBrazil, toIsoDate } from "@/lib/validation";

/**
 * Installation dates the rules accept today (tomorrow to 30 days, no Sundays or holidays): tests
 * that send schedules use these, since the server refuses dates outside the window.
 */
const dates = installationDates(todayInBrazil());

export const installIso = (i: number): string => toIsoDate(dates[i]!);
export const installBr = (i: number): string => formatBrDate(dates[i]!);

/**
 * Two installation visits, the first open day's morning and the second's afternoon, dated by
 * `date`: installBr as the store holds them, installIso as the backend does.
 */
export const twoSchedules = (date: (i: number) => string) => [
  { date: date(0), period: "manha" as const },
  { date: date(1), period: "tarde" as const },
];
