"use client";

import type { ComponentPropsWithoutRef, ReactNode } from "react";
import { useController, type Control, type FieldPath, type FieldPathByValue, type FieldValues } from "react-hook-form";
import { cx } from "@/components/ui/Button";
import { controlAria, Field, useFieldIds } from "@/components/ui/Field";
import fieldStyles from "@/components/ui/Field.module.css";
import styles from "../steps.module.css";

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps<TValues extends FieldValues, TOutput> = Omit<
  ComponentPropsWithoutRef<"select">,
  "id" | "name" | "value" | "defaultValue" | "onChange" | "children"
> & {
  // `any` context, as useForm's default, so any form's control fits.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<TValues, any, TOutput>;
  name: FieldPathByValue<TValues, string | undefined>;
  label: ReactNode;
  options: readonly SelectOption[];
  /** The first, empty option ("Escolha o banco"): a select has no placeholder. */
  placeholder: string;
  hint?: ReactNode;
  /** Defaults to the field's own error message from the form state. */
  error?: string;
  className?: string;
  /** Fields whose rule depends on this one, checked again when it changes (once they show errors). */
  deps?: FieldPath<TValues>[];
};

/**
 * A labelled native <select> bound to react-hook-form: the phone's own picker and type-ahead on
 * the option text by keyboard. Controlled, so a value known before its options arrive (a bank
 * restored from the lead, the list loading after) is selected as soon as they do.
 */
export function SelectField<TValues extends FieldValues, TOutput = TValues>({
  control,
  name,
  label,
  options,
  placeholder,
  hint,
  error,
  className,
  deps,
  onBlur,
  ...select
}: SelectFieldProps<TValues, TOutput>) {
  const ids = useFieldIds(name);
  const { field, fieldState } = useController({ control, name, rules: deps ? { deps } : undefined });
  const { ref: fieldRef, name: fieldName, disabled, onChange, onBlur: touched } = field;
  const message = error ?? fieldState.error?.message;
  const value = typeof field.value === "string" ? field.value : "";
  return (
    <Field ids={ids} label={label} hint={hint} error={message} className={className}>
      <select
        className={cx(fieldStyles.input, styles.select)}
        {...select}
        {...controlAria(ids, hint, message)}
        ref={fieldRef}
        name={fieldName}
        value={value}
        disabled={disabled ?? select.disabled}
        onChange={(event) => onChange(event.target.value)}
        onBlur={(event) => {
          touched();
          onBlur?.(event);
        }}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
