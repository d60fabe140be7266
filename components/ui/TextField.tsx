import type { ComponentPropsWithRef, ReactNode } from "react";
import { controlAria, Field, useFieldIds } from "./Field";
import styles from "./Field.module.css";

export type TextFieldProps = Omit<ComponentPropsWithRef<"input">, "id" | "children"> & {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  /** Class of the field wrapper (layout), not of the input. */
  className?: string;
};

/**
 * A labelled text input. `{...register("email")}` spreads straight onto it: React 19 passes
 * `ref` as a prop, so register's ref reaches the <input> and RHF can read and focus it.
 */
export function TextField({ label, hint, error, optional, className, type = "text", ...input }: TextFieldProps) {
  const ids = useFieldIds(input.name);
  return (
    <Field ids={ids} label={label} hint={hint} error={error} optional={optional} className={className}>
      <input type={type} className={styles.input} {...input} {...controlAria(ids, hint, error)} />
    </Field>
  );
}
