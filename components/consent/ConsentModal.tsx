"use client";

import { useId, useRef, useState, type MouseEvent } from "react";
import type { ConsentSelection } from "@/lib/consent/types";
import styles from "./ConsentModal.module.css";
import { COPY } from "./copy";
import { useFocusTrap } from "./useFocusTrap";

interface Props {
  onConfirm(selection: ConsentSelection): void;
  /** Escape, backdrop, close button. The selections live here, so unmounting clears them. */
  onDismiss(): void;
}

const OPTIONS = [
  { key: "publi", label: COPY.publiLabel, hint: COPY.publiHint },
  { key: "func", label: COPY.funcLabel, hint: COPY.funcHint },
] as const;

/** The manage modal (marketing §4): two switches, both off on every opening. */
export function ConsentModal({ onConfirm, onDismiss }: Props) {
  const titleId = useId();
  const introId = useId();
  const optionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const [selection, setSelection] = useState<ConsentSelection>({ publi: false, func: false });
  useFocusTrap(dialogRef, onDismiss);

  // Only a click on the scrim itself closes: a drag that ends outside the dialog does not count.
  const onBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onDismiss();
  };

  return (
    <div className={styles.backdrop} onClick={onBackdrop} data-testid="consent-backdrop">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={introId}
        className={styles.dialog}
      >
        <h2 id={titleId} className={styles.title}>
          {COPY.modalTitle}
        </h2>
        <p id={introId} className={styles.intro}>
          {COPY.modalIntro}
        </p>
        <ul className={styles.options}>
          {OPTIONS.map(({ key, label, hint }) => (
            <li key={key} className={styles.option}>
              <label className={styles.label} htmlFor={`${optionId}-${key}`}>
                {label}
              </label>
              <input
                id={`${optionId}-${key}`}
                type="checkbox"
                role="switch"
                className={styles.switch}
                checked={selection[key]}
                aria-describedby={`${optionId}-${key}-hint`}
                onChange={(event) => setSelection((s) => ({ ...s, [key]: event.target.checked }))}
              />
              <p id={`${optionId}-${key}-hint`} className={styles.hint}>
                {hint}
              </p>
            </li>
          ))}
        </ul>
        <button type="button" className={styles.confirm} onClick={() => onConfirm(selection)}>
          {COPY.confirm}
        </button>
        <button type="button" className={styles.close} aria-label={COPY.close} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}
