"use client";

// The hook alone, not react-imask's index: that also brings its class component and prop-types.
// The hook imports only imask's core, so "imask" registers the mask kinds MASKS use (pattern,
// dynamic, regexp).
import "imask";
import type { FactoryOpts } from "imask";
import { useCallback, useEffect, useRef, type ComponentPropsWithoutRef, type ReactNode, type Ref } from "react";
import { useController, type Control, type FieldPathByValue, type FieldValues } from "react-hook-form";
import useIMask from "react-imask/hook";
import { controlAria, Field, useFieldIds } from "./Field";
import styles from "./Field.module.css";

type InputProps = Omit<
  ComponentPropsWithoutRef<"input">,
  "id" | "name" | "value" | "defaultValue" | "onChange" | "children" | "type"
>;

export type MaskedFieldProps<TValues extends FieldValues, TOutput> = InputProps & {
  // `any` context, as useForm's default, so any form's control fits.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<TValues, any, TOutput>;
  /** A string field of the form: the value kept is the masked text ("01310-100"). */
  name: FieldPathByValue<TValues, string | undefined>;
  /** imask options, normally one of MASKS from lib/validation (kept stable: a module constant). */
  mask: FactoryOpts;
  label: ReactNode;
  hint?: ReactNode;
  /** Defaults to the field's own error message from the form state. */
  error?: string;
  optional?: boolean;
  /** Class of the field wrapper. */
  className?: string;
  type?: "text" | "tel" | "email";
  ref?: Ref<HTMLInputElement>;
};

/**
 * An imask-masked input bound to react-hook-form. The mask owns the <input> (React does not
 * set its value, so the caret stays where the visitor types); every accepted change goes to the
 * form as the masked string, which the zod schemas of lib/validation expect and transform.
 */
export function MaskedField<TValues extends FieldValues, TOutput = TValues>({
  control,
  name,
  mask,
  label,
  hint,
  error,
  optional,
  className,
  type = "text",
  ref,
  onBlur,
  ...input
}: MaskedFieldProps<TValues, TOutput>) {
  const ids = useFieldIds(name);
  const { field, fieldState } = useController({ control, name });
  const { onChange, ref: fieldRef } = field;
  const value = typeof field.value === "string" ? field.value : "";
  const message = error ?? fieldState.error?.message;

  const element = useRef<HTMLInputElement | null>(null);
  const onAccept = useCallback((masked: string) => onChange(masked), [onChange]);
  const { maskRef } = useIMask<HTMLInputElement, FactoryOpts>(mask, { ref: element, onAccept });

  // Values set from outside (defaultValues, reset, setValue, a restored store) go through the
  // mask; if it reformats them, its accept event writes the masked text back to the form.
  useEffect(() => {
    const imask = maskRef.current;
    if (imask && imask.value !== value) imask.value = value;
  }, [maskRef, value]);

  // One element, three owners: the mask, RHF (setFocus, focus on the first error) and the parent.
  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      element.current = node;
      fieldRef(node);
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    },
    [fieldRef, ref],
  );

  return (
    <Field ids={ids} label={label} hint={hint} error={message} optional={optional} className={className}>
      <input
        type={type}
        className={styles.input}
        {...input}
        {...controlAria(ids, hint, message)}
        ref={setRefs}
        name={field.name}
        disabled={field.disabled ?? input.disabled}
        onBlur={(event) => {
          field.onBlur(); // marks touched: in "onTouched" mode the field validates from now on
          onBlur?.(event);
        }}
      />
    </Field>
  );
}
