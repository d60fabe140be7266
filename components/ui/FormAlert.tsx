import type { ReactNode } from "react";
import { Button, CheckIcon, cx, WarningIcon } from "./Button";
import styles from "./FormAlert.module.css";

export type FormAlertTone = "error" | "info" | "success";

export interface FormAlertProps {
  /** A ready Portuguese message (lib/api errors already are). */
  message: ReactNode;
  tone?: FormAlertTone;
  /** Shows "Tentar novamente"; give it for a failed call that can simply be repeated. */
  onRetry?: () => void;
  /** The repeated call is under way: the retry button shows its loading state. */
  retrying?: boolean;
  retryLabel?: string;
  className?: string;
}

function InfoIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
      <path d="M12 11v6" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      <circle cx="12" cy="7.5" r="1.3" fill="currentColor" />
    </svg>
  );
}

/**
 * A message above or below a form: a backend failure with a retry, or an info / success note.
 * Only the message is the live region (errors: role="alert", assertive; info and success:
 * role="status", polite). The retry button sits outside it, so its "carregando" is not read out
 * as a new alert. A second identical failure does not change the text and is not re-announced:
 * give the alert a new `key` per failure if it must be.
 */
export function FormAlert({
  message,
  tone = "error",
  onRetry,
  retrying = false,
  retryLabel = "Tentar novamente",
  className,
}: FormAlertProps) {
  return (
    <div className={cx(styles.alert, styles[tone], className)}>
      <div role={tone === "error" ? "alert" : "status"} className={styles.message}>
        <span className={styles.iconBox}>
          {tone === "error" ? <WarningIcon /> : tone === "success" ? <CheckIcon /> : <InfoIcon />}
        </span>
        <p>{message}</p>
      </div>
      {onRetry && (
        <Button variant="secondary" state={retrying ? "loading" : "default"} onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
