import styles from "./Spinner.module.css";

export interface SpinnerProps {
  /** Read by screen readers; the visible ring carries no text. */
  label?: string;
  size?: "sm" | "md" | "lg";
  /**
   * Inside a control that already says it is busy (Button sets aria-busy and its own text) the
   * ring is decoration only: no role, so nothing is announced twice.
   */
  decorative?: boolean;
  className?: string;
}

/** A loading ring. Server-safe: no state, no effects, CSS animation only. */
export function Spinner({ label = "Carregando…", size = "md", decorative = false, className }: SpinnerProps) {
  const ring = <span className={`${styles.ring} ${styles[size]}`} aria-hidden="true" />;
  if (decorative) return ring;
  return (
    <span role="status" className={[styles.spinner, className].filter(Boolean).join(" ")}>
      {ring}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
