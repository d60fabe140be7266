"use client";

import type { FieldValues } from "react-hook-form";
import { MASKS, MAX_LENGTH } from "@/lib/validation/rules";
import { MaskedField, type MaskedFieldProps } from "./MaskedField";

export type CpfFieldProps<TValues extends FieldValues, TOutput> = Omit<MaskedFieldProps<TValues, TOutput>, "mask" | "type" | "label"> & {
  /** "CPF" unless the form asks for something more specific. */
  label?: MaskedFieldProps<TValues, TOutput>["label"];
};

/**
 * A CPF field: the 000.000.000-00 mask, the numeric keypad and the mask's length. Never
 * autofilled: a document is typed, not suggested from another form.
 */
export function CpfField<TValues extends FieldValues, TOutput = TValues>({ label = "CPF", ...props }: CpfFieldProps<TValues, TOutput>) {
  return <MaskedField mask={MASKS.cpf} inputMode="numeric" autoComplete="off" maxLength={MAX_LENGTH.cpf} label={label} {...props} />;
}
