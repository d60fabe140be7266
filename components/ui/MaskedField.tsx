"use client";

import type { FactoryOpts } from "imask";
import { useCallback, useRef, type ComponentPropsWithoutRef, type ReactNode, type Ref } from "react";
import { useController, type Control, type FieldPathByValue, type FieldValues } from "react-hook-form";
import { TextField, type TextFieldProps } from "./TextField";
import { useInputMask } from "./useInputMask";

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
  /** A length limit said, not cut (TextField `limit`). */
  limit?: TextFieldProps["limit"];
  type?: "text" | "tel" | "email";
  ref?: Ref<HTMLInputElement>;
};

/**
 * An imask-masked input bound to react-hook-form. The mask owns the <input> (React does not
 * set its value, so the caret stays where the visitor types); every accepted change goes to the
 * form as the masked string, which the zod schemas of lib/validation expect and transform.
 * imask itself loads with the field's first focus or value (useInputMask).
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
  limit,
  type = "text",
  ref,
  onBlur,
  ...input
}: MaskedFieldProps<TValues, TOutput>) {
  const { field, fieldState } = useController({ control, name });
  const { onChange, ref: fieldRef } = field;
  const value = typeof field.value === "string" ? field.value : "";
  const message = error ?? fieldState.error?.message;

  const element = useRef<HTMLInputElement | null>(null);
  const masking = useInputMask(element, mask, value, onChange);

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
    <TextField
      label={label}
      hint={hint}
      error={message}
      optional={optional}
      className={className}
      limit={limit}
      type={type}
      {...input}
      ref={setRefs}
      name={field.name}
      disabled={field.disabled ?? input.disabled}
      onFocus={(event) => {
        masking.onFocus(event);
        input.onFocus?.(event);
      }}
      onInput={(event) => {
        masking.onInput(event);
        input.onInput?.(event);
      }}
      onBlur={(event) => {
        field.onBlur(); // marks touched: in "onTouched" mode the field validates from now on
        onBlur?.(event);
      }}
    />
  );
}
