import { ChevronIcon } from "./ChevronIcon";
import styles from "./ScrollArrows.module.css";
import type { ScrollRowState } from "./useScrollRow";

/** What the arrows read of a row: its ends, and its scroll (useScrollRow's own return fits). */
export type ArrowRow = Pick<ScrollRowState, "atStart" | "atEnd"> & { scroll: (direction: -1 | 1) => void };

/**
 * The previous and next arrows of a horizontal row (the plan list, ScrollRow), driven by its
 * useScrollRow. At an end an arrow is dimmed (marketing §2) and aria-disabled rather than
 * disabled: it keeps its focus, so the keyboard does not lose its place; the row does not move.
 * `hidden`: nothing to scroll; the arrows keep their space (no shift) but leave the page.
 */
export function ScrollArrows({
  labels,
  row: { atStart, atEnd, scroll },
  hidden = false,
  className,
}: {
  labels: readonly [previous: string, next: string];
  row: ArrowRow;
  hidden?: boolean;
  className?: string;
}) {
  return (
    <div className={[styles.arrows, className].filter(Boolean).join(" ")} data-hidden={hidden || undefined}>
      <button type="button" className={styles.arrow} aria-label={labels[0]} aria-disabled={atStart} onClick={() => scroll(-1)}>
        <ChevronIcon direction="left" />
      </button>
      <button type="button" className={styles.arrow} aria-label={labels[1]} aria-disabled={atEnd} onClick={() => scroll(1)}>
        <ChevronIcon direction="right" />
      </button>
    </div>
  );
}
