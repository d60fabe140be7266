"use client";

import type { ReactNode } from "react";
import type { FieldValues } from "react-hook-form";
import { MaskedField, type MaskedFieldProps } from "@/components/ui/MaskedField";
import { MASKS, MAX_LENGTH } from "@/lib/validation/rules";
import { CorreiosLink } from "./CorreiosLink";

type CepFieldProps<TValues extends FieldValues, TOutput> = Pick<
  MaskedFieldProps<TValues, TOutput>,
  "control" | "name" | "error" | "placeholder"
> & {
  /** Under the label: the Correios link by default; null where the form places the link itself. */
  hint?: ReactNode;
};

/** What makes a field the CEP field, the same on every form. */
const CEP_INPUT = { label: "CEP", mask: MASKS.cep, inputMode: "numeric", autoComplete: "postal-code", maxLength: MAX_LENGTH.postal } as const;

/**
 * The CEP of every address capture (checkout, coverage, migration, the plan-card drawer): label
 * "CEP", the 00000-000 mask, a numeric keyboard, postal-code autofill and the Correios link. The
 * error is the host form's: a lookup that refuses the CEP marks this field (cepRefusal.ts); a
 * fault of the server or the connection stays in the form's alert.
 */
export function CepField<TValues extends FieldValues, TOutput = TValues>({
  hint = <CorreiosLink />,
  ...field
}: CepFieldProps<TValues, TOutput>) {
  return <MaskedField {...field} {...CEP_INPUT} hint={hint} />;
}
