"use client";

import type { FieldValues } from "react-hook-form";
import { MASKS, MAX_LENGTH } from "@/lib/validation/rules";
import { MaskedField, type MaskedFieldProps } from "./MaskedField";

export type PhoneFieldProps<TValues extends FieldValues, TOutput> = Omit<MaskedFieldProps<TValues, TOutput>, "mask" | "type" | "label"> & {
  /** "Telefone com DDD" unless the form asks for something more specific. */
  label?: MaskedFieldProps<TValues, TOutput>["label"];
};

/**
 * A Brazilian phone field (marketing §5): the (##) #####-#### / (##) ####-#### mask, the phone
 * keypad, the browser's national-number autofill and the mask's length, the same on every form
 * that asks for a phone.
 */
export function PhoneField<TValues extends FieldValues, TOutput = TValues>({ label = "Telefone com DDD", ...props }: PhoneFieldProps<TValues, TOutput>) {
  return (
    <MaskedField
      type="tel"
      mask={MASKS.phone}
      inputMode="tel"
      autoComplete="tel-national"
      maxLength={MAX_LENGTH.phone}
      label={label}
      {...props}
    />
  );
}
