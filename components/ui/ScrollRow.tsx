"use client";

import { type CSSProperties, useRef, type ReactNode } from "react";
import { ScrollArrows } from "./ScrollArrows";
import styles from "./ScrollRow.module.css";
import { useDragScroll } from "./useDragScroll";
import { useScrollRow } from "./useScrollRow";

/** Marketing §9: carousel scroll step of the news and apps rows. */
export const SCROLL_STEP_PX = 320;

export interface ScrollRowProps {
  /** Accessible name of the scrolling region ("Notícias e prêmios"). */
  label: string;
  /** The items; each is wrapped in a list item. */
  items: readonly ReactNode[];
  /** Pixels per previous/next press. */
  step?: number;
  /** Two rows fill column by column (apps details). */
  rows?: 1 | 2;
  /** Width of each column, a CSS length ("min(19rem, 80vw)"); the step usually matches it plus the gap. */
  itemWidth?: string;
  className?: string;
  /** Class of each list item (its width). */
  itemClassName?: string;
}

/**
 * A horizontal scroll container (news, apps, series): the native scroll does the work — touch
 * swipes, trackpads, the keyboard (the region is focusable, so arrow keys scroll it) — and this
 * adds previous/next buttons of `step` px, dimmed at the ends (ui/ScrollArrows), and dragging
 * with a mouse (ui/useDragScroll).
 */
export function ScrollRow({
  label,
  items,
  step = SCROLL_STEP_PX,
  rows = 1,
  itemWidth,
  className,
  itemClassName,
}: ScrollRowProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  // The edges and the buttons' steps (ui/useScrollRow). Until measured (server HTML, first
  // paint) both buttons are enabled and the controls shown: nothing shifts later.
  const row = useScrollRow(trackRef, String(items.length), { step });
  const edges = { start: row.measured && row.atStart, end: row.measured && row.atEnd, fits: row.measured && !row.overflow };
  const drag = useDragScroll(trackRef);

  return (
    <div
      className={[styles.root, className].filter(Boolean).join(" ")}
      data-fits={edges.fits || undefined}
      style={itemWidth ? ({ "--scroll-row-item": itemWidth } as CSSProperties) : undefined}
    >
      <div
        ref={trackRef}
        className={styles.track}
        role="region"
        aria-roledescription="carrossel"
        aria-label={label}
        // Focusable so keyboard users can scroll it with the arrow keys.
        tabIndex={0}
        data-dragging={drag.dragging || undefined}
        {...drag.handlers}
      >
        <ul className={styles.list} data-rows={rows}>
          {items.map((item, index) => (
            <li key={index} className={[styles.item, itemClassName].filter(Boolean).join(" ")}>
              {item}
            </li>
          ))}
        </ul>
      </div>
      <ScrollArrows
        className={styles.controls}
        labels={[`Anterior: ${label}`, `Próximo: ${label}`]}
        row={{ atStart: edges.start, atEnd: edges.end, scroll: row.scroll }}
      />
    </div>
  );
}
