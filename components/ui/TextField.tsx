"use client";

import { useState, type ComponentPropsWithRef, type ReactNode } from "react";
import { controlAria, Field, useFieldIds } from "./Field";
import styles from "./Field.module.css";
import { useKeptTyping } from "./useKeptTyping";
import { overLimit, type TextLimit } from "@/lib/validation/rules";

export type TextFieldProps = Omit<ComponentPropsWithRef<"input">, "id" | "children"> & {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  /** Class of the field wrapper (layout), not of the input. */
  className?: string;
  /**
   * A length limit said as the visitor types past it (the form's schema refuses the same text
   * with the same message), in place of `maxLength`, which cut a long name or complement without
   * a word. Counted as the schema counts (lib/validation TEXT_LIMITS, overLimit).
   */
  limit?: TextLimit;
};

/**
 * A labelled text input. `{...register("email")}` spreads straight onto it: React 19 passes
 * `ref` as a prop, so register's ref reaches the <input> and RHF can read and focus it. Text
 * typed in the server HTML before the script ran is kept (useKeptTyping).
 */
export function TextField({ label, hint, error, optional, className, type = "text", limit, ref, ...input }: TextFieldProps) {
  const ids = useFieldIds(input.name);
  const attach = useKeptTyping(ref);
  const [over, setOver] = useState(false);
  const message = error ?? (over && limit ? limit.message : undefined);
  return (
    <Field ids={ids} label={label} hint={hint} error={message} optional={optional} className={className}>
      <input
        type={type}
        className={styles.input}
        {...input}
        ref={attach}
        onInput={(event) => {
          if (limit) setOver(overLimit(event.currentTarget.value, limit));
          input.onInput?.(event);
        }}
        {...controlAria(ids, hint, message)}
      />
    </Field>
  );
}
