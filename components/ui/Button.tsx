import Link from "@/components/ui/SiteLink";
import type { ComponentPropsWithRef, MouseEvent, ReactNode } from "react";
import { Spinner } from "./Spinner";
import styles from "./Button.module.css";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "link";
/** Marketing §4 button states. */
export type ButtonState = "default" | "loading" | "success" | "error";

interface CommonProps {
  variant?: ButtonVariant;
  fullWidth?: boolean;
  className?: string;
  children: ReactNode;
}

export type ButtonProps = CommonProps &
  Omit<ComponentPropsWithRef<"button">, keyof CommonProps> & {
    state?: ButtonState;
    /** Text shown with the check in the success state ("Enviado!"); the children otherwise. */
    successLabel?: ReactNode;
    href?: undefined;
  };

export type ButtonLinkProps = CommonProps &
  Omit<ComponentPropsWithRef<typeof Link>, keyof CommonProps> & {
    href: ComponentPropsWithRef<typeof Link>["href"];
  };

/** Joins class names, skipping empty ones. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(" ");
}

/** Icons are decoration: the text next to them says the same thing. */
export function CheckIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 12.5l5 5L20 6.5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function WarningIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 3L2 21h20L12 3z" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinejoin="round" />
      <path d="M12 10v5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      <circle cx="12" cy="18" r="1.3" fill="currentColor" />
    </svg>
  );
}

/**
 * A click while loading is swallowed. The button is NOT `disabled` then: disabling the focused
 * button would throw keyboard and screen-reader focus back to the page start. preventDefault on
 * the click also cancels the form submission, including the implicit one (Enter in a field),
 * which the browser performs by clicking the default button.
 */
function ignoreClick(event: MouseEvent<HTMLButtonElement>) {
  event.preventDefault();
}

function isLink(props: ButtonProps | ButtonLinkProps): props is ButtonLinkProps {
  return props.href !== undefined;
}

/**
 * The site's button, or with `href` a Next `<Link>` styled the same. No "use client": without an
 * onClick it renders from server components too (a CTA link, a plain submit button).
 */
export function Button(props: ButtonProps | ButtonLinkProps) {
  if (isLink(props)) {
    const { variant = "primary", fullWidth, className, children, ...rest } = props;
    return (
      <Link className={cx(styles.button, styles[variant], fullWidth && styles.fullWidth, className)} {...rest}>
        <span className={styles.label}>{children}</span>
      </Link>
    );
  }

  const {
    variant = "primary",
    state = "default",
    successLabel,
    fullWidth,
    className,
    children,
    type = "button",
    onClick,
    ...rest
  } = props;
  const busy = state === "loading";
  return (
    <button
      {...rest}
      type={type}
      className={cx(styles.button, styles[variant], fullWidth && styles.fullWidth, className)}
      data-state={state}
      aria-busy={busy || undefined}
      aria-disabled={busy || rest["aria-disabled"] || undefined}
      onClick={busy ? ignoreClick : onClick}
    >
      {/* The label stays in place (transparent) under the spinner, so the button keeps its width
          and its accessible name while loading. */}
      <span className={styles.label}>
        {state === "success" && <CheckIcon />}
        {state === "error" && <WarningIcon />}
        {state === "success" && successLabel ? successLabel : children}
      </span>
      {busy && (
        <span className={styles.busy}>
          <Spinner decorative size="sm" />
          <span className="visually-hidden">, carregando</span>
        </span>
      )}
    </button>
  );
}
