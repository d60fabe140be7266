"use client";

import type { ComponentPropsWithRef, ReactNode } from "react";
import { cx } from "./Button";
import { controlAria, FieldError, FieldHint, useFieldIds } from "./Field";
import fieldStyles from "./Field.module.css";
import styles from "./Checkbox.module.css";
import { useKeptTyping } from "./useKeptTyping";

export type CheckboxProps = Omit<ComponentPropsWithRef<"input">, "id" | "type" | "children"> & {
  name: string;
  /** The label: as this prop or as children (for a label with a link inside). */
  label?: ReactNode;
  children?: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Class of the wrapper. */
  className?: string;
};

/**
 * A native checkbox with its label beside it; the whole label row is the 44 px touch target.
 * `{...register("acceptPhoneContact")}` spreads onto it (ref is a prop in React 19). A tick made
 * in the server HTML before the script ran is kept (useKeptTyping).
 */
export function Checkbox({ label, children, hint, error, className, ref, ...input }: CheckboxProps) {
  const ids = useFieldIds(input.name);
  const attach = useKeptTyping(ref);
  return (
    <div className={cx(fieldStyles.field, className)}>
      <label className={styles.row} htmlFor={ids.control}>
        <input type="checkbox" className={styles.box} {...input} ref={attach} {...controlAria(ids, hint, error)} />
        <span className={styles.text}>{children ?? label}</span>
      </label>
      <FieldHint id={ids.hint} hint={hint} />
      <FieldError id={ids.error} error={error} />
    </div>
  );
}
