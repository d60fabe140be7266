import { formatBrDate, installationDates, todayInBrazil, toIsoDate } from "@/lib/validation";

/**
 * Installation dates the rules accept today (tomorrow to 30 days, no Sundays or holidays): tests
 * that send schedules use these, since the server refuses dates outside the window.
 */
const dates = installationDates(todayInBrazil());

export const installIso = (i: number): string => toIsoDate(dates[i]!);
export const installBr = (i: number): string => formatBrDate(dates[i]!);
