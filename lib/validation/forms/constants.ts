import type { CoverageFormInput } from "./marketing";

/**
 * What forms need of lib/validation/forms while they first render, before their schemas load
 * (components/ui/forms.ts): no zod here, only types from the schema modules.
 */

/** The consent checkbox of the coverage form starts checked (marketing §5). */
export const COVERAGE_FORM_DEFAULTS: CoverageFormInput = {
  cep: "",
  phone: "",
  acceptPhoneContact: true,
};

/** The form name of the quiz question at `index` (question ids may hold any character). */
export const quizFieldName = (index: number) => `a${index}`;
