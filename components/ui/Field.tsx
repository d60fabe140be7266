import { useId, type ReactNode } from "react";
import { cx, WarningIcon } from "./Button";
import styles from "./Field.module.css";

/** The ids that tie a control to its label, hint and error. */
export interface FieldIds {
  control: string;
  hint: string;
  error: string;
}

/**
 * Unique ids per field instance: the same field name can appear twice on a page (the landing
 * coverage form and the lead drawer both have "cep"), so the name alone is not enough.
 */
export function useFieldIds(name: string): FieldIds {
  const control = `${useId()}${name}`;
  return { control, hint: `${control}-hint`, error: `${control}-error` };
}

/**
 * aria-describedby of a control: the hint, then the error when there is one. An empty error is
 * not referenced, so nothing stale is read.
 */
export function describedBy(ids: FieldIds, hint?: ReactNode, error?: string, ...more: (string | undefined)[]) {
  const list = [...more, hint ? ids.hint : undefined, error ? ids.error : undefined].filter(Boolean);
  return list.length ? list.join(" ") : undefined;
}

/** The accessibility attributes every field control gets. */
export function controlAria(ids: FieldIds, hint?: ReactNode, error?: string) {
  return {
    id: ids.control,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(ids, hint, error),
  } as const;
}

/**
 * The error line of a field. It is a polite live region that is always in the page (a region
 * that appears together with its text is not reliably announced) and holds only the message:
 * screen readers say it when it appears (after leaving the field, on submit) and, through
 * aria-describedby, whenever the control gets focus. Not role="alert" and no second live region:
 * after a submit, the errors of a whole form read assertively at once would cut off the focus
 * move to the first invalid field; polite ones are queued after it.
 */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return (
    <p id={id} className={styles.error} aria-live="polite" aria-atomic="true">
      {error ? (
        <>
          <WarningIcon />
          <span>{error}</span>
        </>
      ) : null}
    </p>
  );
}

export function FieldHint({ id, hint }: { id: string; hint?: ReactNode }) {
  return hint ? (
    <p id={id} className={styles.hint}>
      {hint}
    </p>
  ) : null;
}

export interface FieldProps {
  ids: FieldIds;
  /** Always visible: placeholders are not labels. */
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Adds "(opcional)" to the label; fields are required unless they say so. */
  optional?: boolean;
  className?: string;
  /** The control, with `controlAria(ids, hint, error)` spread on it. */
  children: ReactNode;
}

/** The shell of a text-like field: label, hint, control, error, top to bottom. */
export function Field({ ids, label, hint, error, optional, className, children }: FieldProps) {
  return (
    <div className={cx(styles.field, className)}>
      <label className={styles.label} htmlFor={ids.control}>
        {label}
        {optional && <span className={styles.optional}> (opcional)</span>}
      </label>
      <FieldHint id={ids.hint} hint={hint} />
      {children}
      <FieldError id={ids.error} error={error} />
    </div>
  );
}
