import * as z from "@/lib/validation/z";
import { lazySchema } from "../lazySchema";
import { transformed } from "../transformed";
import { compareDates, parseBrDate, todayInBrazil, toIsoDate, type CalendarDate } from "../date";
import {
  INSTALLATION_RULES,
  installationDateProblem,
  isInstallationPeriod,
  type InstallationPeriod,
} from "../installation";
import { MESSAGES as M } from "../messages";

const slot = lazySchema(() =>
  z.object({
    date: z.string({ error: M.installationDateRequired }).check(z.trim()),
    period: z.string({ error: M.installationPeriodRequired }).check(z.trim()),
  }));

export interface InstallationSchedule {
  /** yyyy-mm-dd */
  date: string;
  period: InstallationPeriod;
}

/**
 * /checkout/data-instalacao/: up to three options of date ("dd/mm/yyyy") and period, the first
 * required; a later row left wholly empty is dropped, a half-filled one is an error. Dates follow
 * INSTALLATION_RULES from `today` (Brasília time at parse when omitted); two rows may not repeat
 * the same date and period. Output: the filled rows as the API's schedules.
 */
export function checkoutInstallationSchema(today?: CalendarDate) {
  return lazySchema(() =>
    transformed(
      z
        .object({
          schedules: z
            .array(slot, { error: M.installationDateRequired })
            .check(z.maxLength(INSTALLATION_RULES.maxOptions, { error: M.installationTooMany })),
        })
        .check((ctx) => {
          const rows = ctx.value.schedules;
          const from = today ?? todayInBrazil();
          const issue = (index: number, field: "date" | "period", message: string) =>
            ctx.issues.push({ code: "custom", message, path: ["schedules", index, field], input: ctx.value });
          const seen: { date: CalendarDate; period: string }[] = [];
          if (rows.length === 0) issue(0, "date", M.installationDateRequired);
          rows.forEach((row, index) => {
            if (index > 0 && !row.date && !row.period) return;
            if (!row.date) issue(index, "date", M.installationDateRequired);
            if (!isInstallationPeriod(row.period)) issue(index, "period", M.installationPeriodRequired);
            if (!row.date) return;
            const date = parseBrDate(row.date);
            if (!date) return issue(index, "date", M.dateInvalid);
            const problem = installationDateProblem(date, from);
            if (problem === "outOfRange") return issue(index, "date", M.installationDateOutOfRange);
            if (problem === "closed") return issue(index, "date", M.installationDateClosed);
            if (seen.some((s) => compareDates(s.date, date) === 0 && s.period === row.period)) {
              return issue(index, "date", M.installationDuplicate);
            }
            seen.push({ date, period: row.period });
          });
        }),
      ({ schedules }) => ({
        schedules: schedules.flatMap((row): InstallationSchedule[] => {
          const date = parseBrDate(row.date);
          return date && isInstallationPeriod(row.period) ? [{ date: toIsoDate(date), period: row.period }] : [];
        }),
      }),
    ),
  );
}

export type CheckoutInstallationInput = z.input<ReturnType<typeof checkoutInstallationSchema>>;
