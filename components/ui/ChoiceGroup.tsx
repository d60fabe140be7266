"use client";

import type { FocusEvent, ReactNode } from "react";
import { useController, type Control, type FieldPathByValue, type FieldValues } from "react-hook-form";
import { cx } from "./Button";
import { describedBy, FieldError, FieldHint, useFieldIds } from "./Field";
import styles from "./ChoiceGroup.module.css";
import { useEarlyChoice } from "./useEarlyChoice";

/** A radio value: strings ("10", "manha", "pf") or booleans (direct debit yes/no). */
export type ChoiceValue = string | number | boolean;

export interface ChoiceOption<V extends ChoiceValue> {
  value: V;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface ChoiceGroupProps<TValues extends FieldValues, TOutput, V extends ChoiceValue> {
  // `any` context, as useForm's default, so any form's control fits.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<TValues, any, TOutput>;
  name: FieldPathByValue<TValues, V | undefined>;
  legend: ReactNode;
  options: readonly ChoiceOption<V>[];
  hint?: ReactNode;
  /** Defaults to the field's own error message from the form state. */
  error?: string;
  /** Cards per row, phones included (1 for options with long descriptions). */
  columns?: 1 | 2 | 3 | 4;
  className?: string;
}

/**
 * Radio options drawn as large cards, in a fieldset whose legend is the question. Native radios:
 * Tab enters the group once, the arrow keys move and select, Space selects.
 */
export function ChoiceGroup<TValues extends FieldValues, TOutput, V extends ChoiceValue>({
  control,
  name,
  legend,
  options,
  hint,
  error,
  columns = 1,
  className,
}: ChoiceGroupProps<TValues, TOutput, V>) {
  const ids = useFieldIds(name);
  const { field, fieldState } = useController({ control, name });
  const message = error ?? fieldState.error?.message;
  const optionId = (index: number) => `${ids.control}-${index}`;
  useEarlyChoice(
    options.map((_, index) => optionId(index)),
    (index) => field.onChange(options[index]!.value),
  );
  // RHF focuses this radio for an error: the chosen one, else the first enabled one.
  const focusIndex = Math.max(
    options.findIndex((o) => o.value === field.value),
    options.findIndex((o) => !o.disabled),
  );

  // Touched when focus leaves the whole group, not when an arrow key moves it between options.
  const onBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) field.onBlur();
  };

  return (
    // role="radiogroup" (named by its legend) is where aria-invalid is allowed; the radios carry
    // the hint and the error as their description, read as each one gets focus.
    <fieldset
      role="radiogroup"
      aria-labelledby={`${ids.control}-legend`}
      aria-invalid={message ? true : undefined}
      className={cx(styles.group, message && styles.invalid, className)}
      onBlur={onBlur}
    >
      <legend id={`${ids.control}-legend`} className={styles.legend}>
        {legend}
      </legend>
      <FieldHint id={ids.hint} hint={hint} />
      <div className={cx(styles.options, styles[`cols${columns}`])}>
        {options.map((option, index) => {
          const id = optionId(index);
          return (
            <label key={String(option.value)} className={styles.option} htmlFor={id}>
              <input
                type="radio"
                id={id}
                className={styles.radio}
                name={field.name}
                value={String(option.value)}
                checked={field.value === option.value}
                onChange={() => field.onChange(option.value)}
                disabled={option.disabled || field.disabled}
                ref={index === focusIndex ? field.ref : undefined}
                aria-labelledby={`${id}-label`}
                aria-describedby={describedBy(ids, hint, message, option.description ? `${id}-desc` : undefined)}
              />
              <span className={styles.text}>
                <span id={`${id}-label`} className={styles.label}>
                  {option.label}
                </span>
                {option.description && (
                  <span id={`${id}-desc`} className={styles.description}>
                    {option.description}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={ids.error} error={message} />
    </fieldset>
  );
}
