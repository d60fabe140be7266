import * as z from "@/lib/validation/z";
import { lazySchema } from "../lazySchema";
import { transformed } from "../transformed";
import { cepField, emailField, fullNameField, mobilePhoneField, optionalPhoneField } from "../fields";
import { houseNumberCheck, houseNumberOutput, houseNumberShape, type HouseNumberFormOptions } from "./address";

/** Consent boxes: missing means "no", never a consent the visitor did not give. */
export const consentField = lazySchema(() =>
  z._default(z.boolean(), false));

/** Coverage form (marketing §5): CEP, a mobile phone, and the phone-contact consent. */
export const coverageFormSchema = lazySchema(() =>
  z.object({
    cep: cepField,
    phone: mobilePhoneField,
    acceptPhoneContact: consentField,
  }));

export { COVERAGE_FORM_DEFAULTS } from "./constants";

/** Landing lead drawer (marketing §5): name, e-mail, a mobile phone. */
export const landingLeadSchema = lazySchema(() =>
  z.object({
    name: fullNameField(),
    email: emailField,
    phone: mobilePhoneField,
  }));

/**
 * Plan-card lead drawer (marketing §5): CEP, the house-number group every address capture asks
 * (number, complement, quadra and lote where the street is laid out that way), and a phone that
 * may be left empty (the spec shows no rule for an empty phone) but must be valid when typed.
 */
export function planCardLeadSchema(options: HouseNumberFormOptions) {
  return lazySchema(() =>
    transformed(
      z.object({ cep: cepField, phone: optionalPhoneField, ...houseNumberShape() }).check(houseNumberCheck(options)),
      houseNumberOutput(options),
    ));
}

export type CoverageFormInput = z.input<typeof coverageFormSchema>;
export type CoverageFormOutput = z.output<typeof coverageFormSchema>;
export type LandingLeadInput = z.input<typeof landingLeadSchema>;
export type PlanCardLeadInput = z.input<ReturnType<typeof planCardLeadSchema>>;
