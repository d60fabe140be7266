import type { Badge } from "@/lib/plans/badges";
import styles from "./PlanBadge.module.css";

/**
 * A plan's badge or ribbon (marketing §9; lib/plans/badges): the same pill on the landing's plan
 * cards and the coverage check's. `className` places it in its card.
 */
export function PlanBadge({ label, className }: { label: Badge; className?: string }) {
  return (
    <p className={className ? `${styles.badge} ${className}` : styles.badge} data-kind={label.kind}>
      {label.text}
    </p>
  );
}
