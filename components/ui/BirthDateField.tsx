"use client";

import type { FieldValues } from "react-hook-form";
import { MASKS, MAX_LENGTH } from "@/lib/validation/rules";
import { MaskedField, type MaskedFieldProps } from "./MaskedField";

export type BirthDateFieldProps<TValues extends FieldValues, TOutput> = Omit<MaskedFieldProps<TValues, TOutput>, "mask" | "type" | "label"> & {
  label?: MaskedFieldProps<TValues, TOutput>["label"];
};

/**
 * A birth date as dd/mm/yyyy: the date mask, the numeric keypad and the browser's birthday
 * autofill, with the format spelled out in the hint, the same wherever the holder's birth date
 * is asked.
 */
export function BirthDateField<TValues extends FieldValues, TOutput = TValues>({
  label = "Data de nascimento",
  hint = "Dia, mês e ano. Exemplo: 31/12/1990.",
  ...props
}: BirthDateFieldProps<TValues, TOutput>) {
  return (
    <MaskedField mask={MASKS.date} inputMode="numeric" autoComplete="bday" maxLength={MAX_LENGTH.date} label={label} hint={hint} {...props} />
  );
}
