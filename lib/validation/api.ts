import "./zodSetup";
import { lazySchema } from "./lazySchema";
import * as z from "@/lib/validation/z";
import { ageOn, ADULT_AGE, MAX_AGE } from "./age";
import { isAccount, isAgency, isBankCode, isDueDay } from "./bank";
import { isCnpj } from "./cnpj";
import { isCpf } from "./cpf";
import { parseIsoDate, todayInBrazil, type CalendarDate } from "./date";
import { isEmail } from "./email";
import { installationDateProblem } from "./installation";
import { MESSAGES as M } from "./messages";
import { isFullName } from "./name";
import { isPhoneDigits } from "./phone";

/**
 * The same rules on the values the API receives (digits, ISO dates, uppercase CNPJ), for the proxy
 * to re-check a payload the browser may have forged: lib/api/contract checks the shape, these
 * add check digits, real dates, age, due days and the installation window, with the same messages.
 */

const rule = (test: (value: string) => boolean, message: string) =>
  z.string({ error: message }).check(z.refine(test, { error: message }));

function isoDate(test: (date: CalendarDate) => string | null) {
  return z.string({ error: M.dateInvalid }).check((ctx) => {
    const date = parseIsoDate(ctx.value);
    const message = date ? test(date) : M.dateInvalid;
    if (message) ctx.issues.push({ code: "custom", message, input: ctx.value });
  });
}

export const apiValues = {
  cep: lazySchema(() => rule((v) => /^\d{8}$/.test(v), M.cepInvalid)),
  phone: lazySchema(() => rule(isPhoneDigits, M.phoneInvalid)),
  cpf: lazySchema(() => rule((v) => /^\d{11}$/.test(v) && isCpf(v), M.cpfInvalid)),
  cnpj: lazySchema(() => rule((v) => /^[0-9A-Z]{12}\d{2}$/.test(v) && isCnpj(v), M.cnpjInvalid)),
  name: lazySchema(() => rule(isFullName, M.nameInvalid)),
  motherName: lazySchema(() => rule(isFullName, M.motherNameInvalid)),
  email: lazySchema(() => rule(isEmail, M.emailInvalid)),
  dueDay: lazySchema(() => rule(isDueDay, M.dueDayInvalid)),
  bank: lazySchema(() => rule((v) => isBankCode(v), M.bankInvalid)),
  /** Digits, the last one possibly X (Banco do Brasil; which bank is checked with the bank: bankInfoFields). */
  agency: lazySchema(() => rule((v) => /^\d+X?$/.test(v) && isAgency(v), M.agencyInvalid)),
  account: lazySchema(() => rule((v) => /^\d+X?$/.test(v) && isAccount(v), M.accountInvalid)),
  collaboratorCode: lazySchema(() => rule((v) => /^\d{6}$/.test(v), M.collaboratorCodeInvalid)),
  /** birth_date "yyyy-mm-dd" of an adult (today: Brasília time at parse when omitted). */
  birthDate: (today?: CalendarDate) =>
    isoDate((birth) => {
      const age = ageOn(birth, today ?? todayInBrazil());
      if (age < 0 || age > MAX_AGE) return M.birthDateOutOfRange;
      return age < ADULT_AGE ? M.adult : null;
    }),
  /** schedules[].date "yyyy-mm-dd" within the installation rules. */
  installationDate: (today?: CalendarDate) =>
    isoDate((date) => {
      const problem = installationDateProblem(date, today ?? todayInBrazil());
      if (problem === "outOfRange") return M.installationDateOutOfRange;
      return problem === "closed" ? M.installationDateClosed : null;
    }),
};
