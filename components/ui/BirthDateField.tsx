"use client";

import { useEffect, useRef } from "react";
import { useController, type FieldValues } from "react-hook-form";
import { DATE_SEPARATORS, MASKS, MAX_LENGTH, padDatePart, todayInBrazil, withFullYear } from "@/lib/validation/rules";
import { MaskedField, type MaskedFieldProps } from "./MaskedField";

export type BirthDateFieldProps<TValues extends FieldValues, TOutput> = Omit<MaskedFieldProps<TValues, TOutput>, "mask" | "type" | "label" | "ref"> & {
  label?: MaskedFieldProps<TValues, TOutput>["label"];
};

/**
 * A birth date as dd/mm/yyyy: the date mask, the numeric keypad and the browser's birthday
 * autofill, with the format spelled out in the hint, the same wherever the holder's birth date
 * is asked. It takes the date as people type it: a separator after a one-digit day or
 * month pads it ("1/1/" → "01/01/"; the mask alone drops the "/" and "1/1/90" becomes "11/90"),
 * and a two-digit year gets its century on leaving the field ("01/01/90" → "01/01/1990").
 */
export function BirthDateField<TValues extends FieldValues, TOutput = TValues>({
  label = "Data de nascimento",
  hint = "Dia, mês e ano. Exemplo: 31/12/1990.",
  ...props
}: BirthDateFieldProps<TValues, TOutput>) {
  const { field } = useController({ control: props.control, name: props.name });
  const input = useRef<HTMLInputElement | null>(null);
  const { onChange } = field;

  // The native beforeinput (React's onBeforeInput is a keypress polyfill that cannot be relied on
  // to stop the character): a separator at the end of the text pads the part before it.
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const onBeforeInput = (event: InputEvent) => {
      if (event.inputType !== "insertText" || !event.data || !DATE_SEPARATORS.includes(event.data)) return;
      const text = element.value;
      if (element.selectionStart !== text.length || element.selectionEnd !== text.length) return;
      const padded = padDatePart(text);
      if (padded === null) return;
      event.preventDefault();
      onChange(padded);
    };
    element.addEventListener("beforeinput", onBeforeInput);
    return () => element.removeEventListener("beforeinput", onBeforeInput);
  }, [onChange]);

  return (
    <MaskedField
      mask={MASKS.date}
      inputMode="numeric"
      autoComplete="bday"
      maxLength={MAX_LENGTH.date}
      label={label}
      hint={hint}
      {...props}
      ref={input}
      onBlur={(event) => {
        const full = withFullYear(event.currentTarget.value, todayInBrazil());
        if (full !== event.currentTarget.value) onChange(full);
        props.onBlur?.(event);
      }}
    />
  );
}
