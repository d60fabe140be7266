import styles from "./Logo.module.css";

/**
 * Our own wordmark (no remote images): a fibre "wave" and the brand name as real text, so the
 * link's accessible name is exactly what it shows (WCAG 2.5.3, label in name).
 */
export function Logo() {
  return (
    <span className={styles.logo}>
      <svg className={styles.wave} viewBox="0 0 40 24" aria-hidden="true" focusable="false">
        <path d="M2 16c6-12 12-12 18 0s12 12 18 0" fill="none" stroke="#e4002b" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <span className={styles.name}>
        <strong>TIM</strong> Ultrafibra
      </span>
    </span>
  );
}
