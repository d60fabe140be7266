import "./zodSetup";
import { lazySchema } from "./lazySchema";
import { transformed } from "./transformed";
import * as z from "@/lib/validation/z";
import { ageOn, ADULT_AGE, MAX_AGE } from "./age";
import { bankNumberChars, isAccount, isAgency, isBankCode, isDueDay } from "./bank";
import { isCep } from "./cep";
import { isCnpj, normalizeCnpj } from "./cnpj";
import { isCpf } from "./cpf";
import { parseBrDate, todayInBrazil, toIsoDate, withFullYear, type CalendarDate } from "./date";
import { onlyDigits } from "./digits";
import { isEmail } from "./email";
import { MAX_LENGTH } from "./limits";
import { MESSAGES as M, overLimit, TEXT_LIMITS, type TextLimit } from "./messages";
import { isFullName, normalizeName } from "./name";
import { isMobilePhone, isPhoneInput } from "./phone";

/**
 * Field schemas: each takes what the user typed through the mask and outputs the API value
 * (digits, ISO date, normalised text). The form schemas are objects of these.
 */

/**
 * Required, trimmed text. The issue does not abort the parse, so a form-level check (complement
 * versus "Sem complemento") still reports in the same pass; the field rules below use `filled`
 * to stay silent on an empty value, so an empty CPF says only "Informe seu CPF.".
 */
export function requiredText(required: string) {
  return z.string({ error: required }).check(z.trim(), z.minLength(1, { error: required }));
}

/** A rule that passes an empty value: requiredText has already reported it. */
const filled =
  (rule: (value: string) => boolean) =>
  (value: string): boolean =>
    value === "" || rule(value);

/** Optional text with a length limit, trimmed; missing becomes "". */
export function optionalText(max: number, tooLong: string) {
  return transformed(z.optional(z.string().check(z.trim(), z.maxLength(max, { error: tooLong }))), (v) => v ?? "");
}

export const cepField = lazySchema(() =>
  transformed(requiredText(M.cepRequired).check(z.refine(filled(isCep), { error: M.cepInvalid })), onlyDigits));

export const phoneField = lazySchema(() =>
  transformed(requiredText(M.phoneRequired).check(z.refine(filled(isPhoneInput), { error: M.phoneInvalid })), onlyDigits));

/**
 * The phone of the coverage form and the landing lead drawer: marketing §5 gives both "phone 11
 * digits", a mobile (the visitor agrees to SMS and WhatsApp there). The submit pattern's landline
 * branch is the shared phone rule (isPhone), which the 11 digits narrow to its mobile branch here
 * (docs/decisions/funnel.md#0087).
 */
export const mobilePhoneField = lazySchema(() =>
  transformed(requiredText(M.phoneRequired).check(z.refine(filled(isMobilePhone), { error: M.phoneInvalid })), onlyDigits));

/** A phone that may be left empty (plan-card lead drawer): empty → undefined, else as phoneField. */
export const optionalPhoneField = lazySchema(() =>
  transformed(
    z.optional(z.string({ error: M.phoneInvalid }).check(z.trim())).check(z.refine((v) => !v || isPhoneInput(v), { error: M.phoneInvalid })),
    (v) => (v ? onlyDigits(v) : undefined),
  ));

/** Name and surname; the messages change for the mother's name. */
export function fullNameField(required: string = M.nameRequired, invalid: string = M.nameInvalid) {
  return transformed(
    requiredText(required).check(
      z.maxLength(MAX_LENGTH.name, { error: M.nameTooLong }),
      z.refine(filled((v) => v.length > MAX_LENGTH.name || isFullName(v)), { error: invalid }),
    ),
    normalizeName,
  );
}

export const emailField = lazySchema(() =>
  requiredText(M.emailRequired).check(
    z.maxLength(MAX_LENGTH.email, { error: M.emailTooLong }),
    z.refine(filled((v) => v.length > MAX_LENGTH.email || isEmail(v)), { error: M.emailInvalid }),
  ));

export const cpfField = lazySchema(() =>
  transformed(requiredText(M.cpfRequired).check(z.refine(filled(isCpf), { error: M.cpfInvalid })), onlyDigits));

/** Output: 14 uppercase characters, the alphanumeric CNPJ's API form. */
export const cnpjField = lazySchema(() =>
  transformed(requiredText(M.cnpjRequired).check(z.refine(filled(isCnpj), { error: M.cnpjInvalid })), normalizeCnpj));

/**
 * "dd/mm/yyyy" that exists on the calendar → CalendarDate; empty → `required`, otherwise "Data
 * inválida". `typed` turns the text as typed into that form first (a birth date's two-digit year). One transform reports both, and its issue stops the checks chained after it (age,
 * installation window), which then always receive a real date.
 */
export function brDateField(required: string, typed: (value: string) => string = (value) => value) {
  return transformed(z.string({ error: required }).check(z.trim()), (value, ctx): CalendarDate => {
      const date = value ? parseBrDate(typed(value)) : null;
      if (date) return date;
      ctx.issues.push({ code: "custom", message: value ? M.dateInvalid : required, input: value });
      return z.NEVER;
  });
}

/**
 * Birth date of an adult → "yyyy-mm-dd". `today` defaults to the day of the check in Brasília
 * time, read when parsing (not when the schema is built), so a long-lived server schema never
 * goes stale.
 */
export function birthDateField(today?: CalendarDate) {
  const age = (birth: CalendarDate) => ageOn(birth, today ?? todayInBrazil());
  // "01/01/90" as people type it (the field completes it on leaving; Enter may come first).
  const fullYear = (value: string) => withFullYear(value, today ?? todayInBrazil());
  return transformed(
    brDateField(M.birthDateRequired, fullYear).check(
      z.refine((birth) => age(birth) >= 0 && age(birth) <= MAX_AGE, { error: M.birthDateOutOfRange }),
      // Out of range was reported above: only a plausible age can be "under 18".
      z.refine((birth) => age(birth) < 0 || age(birth) > MAX_AGE || age(birth) >= ADULT_AGE, { error: M.adult }),
    ),
    toIsoDate,
  );
}

/** One of DUE_DAYS as the radio's string → the API's due_date string ("10"). */
export const dueDayField = lazySchema(() =>
  transformed(requiredText(M.dueDayRequired).check(z.refine(filled(isDueDay), { error: M.dueDayInvalid })), (v) => String(Number(v))));

/** Bank code; with the GET banks list it must be one of them. */
export function bankCodeField(knownCodes?: readonly string[]) {
  return requiredText(M.bankRequired).check(z.refine(filled((code) => isBankCode(code, knownCodes)), { error: M.bankInvalid }));
}

/**
 * A bank number: too long says its limit (TEXT_LIMITS, the words the field says as it is typed),
 * else the number's shape; output the API's characters.
 */
function bankNumberField(required: string, invalid: string, limit: TextLimit, rule: (value: string) => boolean) {
  return transformed(
    requiredText(required).check(
      z.refine((v) => !overLimit(v, limit), { error: limit.message }),
      z.refine(filled((v) => overLimit(v, limit) || rule(v)), { error: invalid }),
    ),
    bankNumberChars,
  );
}

/** Agency "1234-5" or "1234-x" → the API's "12345" or "1234X" (which banks take X: forms/payment). */
export const agencyField = lazySchema(() => bankNumberField(M.agencyRequired, M.agencyInvalid, TEXT_LIMITS.agency, isAgency));

export const accountField = lazySchema(() => bankNumberField(M.accountRequired, M.accountInvalid, TEXT_LIMITS.account, isAccount));

export const collaboratorCodeField = lazySchema(() =>
  requiredText(M.collaboratorCodeRequired).check(z.refine(filled((v) => /^\d{6}$/.test(v)), { error: M.collaboratorCodeInvalid })));
