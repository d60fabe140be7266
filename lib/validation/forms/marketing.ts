import { z } from "zod";
import { lazySchema } from "../lazySchema";
import { cepField, emailField, fullNameField, optionalPhoneField, phoneField, requiredText } from "../fields";
import { MAX_LENGTH } from "../limits";
import { MESSAGES as M } from "../messages";

/** House number: free text ("1578", "S/N", "km 12"), required, at most 64 (marketing §5). */
export const houseNumberField = lazySchema(() =>
  requiredText(M.numberRequired).max(MAX_LENGTH.streetNumber, {
    error: M.numberTooLong,
  }));

/** Consent boxes: missing means "no", never a consent the visitor did not give. */
export const consentField = lazySchema(() =>
  z.boolean().default(false));

/** Coverage form (marketing §5): CEP, phone, and the phone-contact consent. */
export const coverageFormSchema = lazySchema(() =>
  z.object({
    cep: cepField,
    phone: phoneField,
    acceptPhoneContact: consentField,
  }));

export { COVERAGE_FORM_DEFAULTS } from "./constants";

/** Landing lead drawer (marketing §5): name, e-mail, phone. */
export const landingLeadSchema = lazySchema(() =>
  z.object({
    name: fullNameField(),
    email: emailField,
    phone: phoneField,
  }));

/**
 * Plan-card lead drawer (marketing §5): CEP, house number, and a phone that may be left empty
 * (the spec shows no rule for an empty phone) but must be valid when typed.
 */
export const planCardLeadSchema = lazySchema(() =>
  z.object({
    cep: cepField,
    number: houseNumberField,
    phone: optionalPhoneField,
  }));

export type CoverageFormInput = z.input<typeof coverageFormSchema>;
export type CoverageFormOutput = z.output<typeof coverageFormSchema>;
export type LandingLeadInput = z.input<typeof landingLeadSchema>;
export type LandingLeadOutput = z.output<typeof landingLeadSchema>;
export type PlanCardLeadInput = z.input<typeof planCardLeadSchema>;
export type PlanCardLeadOutput = z.output<typeof planCardLeadSchema>;
