"use client";

import {
  type CSSProperties,
  useRef,
  useState,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from "react";
import { ScrollArrows } from "./ScrollArrows";
import styles from "./ScrollRow.module.css";
import { scrollBehavior, useScrollRow } from "./useScrollRow";

/** Marketing §2 "Apps details": a pointer that moved more than this is dragging, not clicking. */
export const DRAG_THRESHOLD_PX = 2;
/** Marketing §9: carousel scroll step of the news and apps rows. */
export const SCROLL_STEP_PX = 320;

/** True when a movement of dx pixels is a drag (over 2 px), not a click that trembled. */
export function isDrag(dx: number): boolean {
  return Math.abs(dx) > DRAG_THRESHOLD_PX;
}

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

interface Drag {
  pointerId: number;
  startX: number;
  startScroll: number;
  moved: boolean;
}

/**
 * After a mouse drag, glide to the next card edge in the drag's direction. Left alone, the
 * mandatory snap would pull a short drag back to where it started.
 */
function settle(track: HTMLElement, from: number) {
  const current = track.scrollLeft;
  if (current === from || typeof track.scrollTo !== "function") return;
  const origin = track.getBoundingClientRect().left - current + (Number.parseFloat(getComputedStyle(track).scrollPaddingLeft) || 0);
  const stops = Array.from(track.querySelectorAll(":scope > ul > li"), (li) => li.getBoundingClientRect().left - origin);
  const target =
    current > from ? stops.find((stop) => stop >= current - 1) : stops.filter((stop) => stop <= current + 1).pop();
  if (target !== undefined) track.scrollTo({ left: target, behavior: scrollBehavior() });
}

/**
 * A horizontal scroll container (news, apps, series): the native scroll does the work — touch
 * swipes, trackpads, the keyboard (the region is focusable, so arrow keys scroll it) — and this
 * adds previous/next buttons of `step` px, dimmed at the ends, and dragging with a mouse. A drag
 * of more than 2 px swallows the click that ends it, so dragging across a card does not open it.
 * Touch and pen keep the browser's own panning.
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
  const dragRef = useRef<Drag | null>(null);
  const suppressClickRef = useRef(false);
  const [dragging, setDragging] = useState(false);
  // The edges and the buttons' steps (ui/useScrollRow). Until measured (server HTML, first
  // paint) both buttons are enabled and the controls shown: nothing shifts later.
  const row = useScrollRow(trackRef, String(items.length), { step });
  const edges = { start: row.measured && row.atStart, end: row.measured && row.atEnd, fits: row.measured && !row.overflow };

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== "mouse" || event.button !== 0 || !trackRef.current) return;
    dragRef.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startScroll: trackRef.current.scrollLeft,
      moved: false,
    };
    suppressClickRef.current = false;
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const drag = dragRef.current;
    const el = trackRef.current;
    if (!drag || !el || event.pointerId !== drag.pointerId) return;
    const dx = event.clientX - drag.startX;
    if (!drag.moved && !isDrag(dx)) return;
    if (!drag.moved) {
      drag.moved = true;
      setDragging(true);
    }
    el.scrollLeft = drag.startScroll - dx;
  };

  const endDrag = (event: ReactPointerEvent<HTMLDivElement>) => {
    const drag = dragRef.current;
    if (!drag || event.pointerId !== drag.pointerId) return;
    dragRef.current = null;
    suppressClickRef.current = drag.moved;
    setDragging(false);
    if (drag.moved && trackRef.current) settle(trackRef.current, drag.startScroll);
  };

  // Capture phase: the click that ends a drag never reaches the card's link or button.
  const onClickCapture = (event: ReactMouseEvent<HTMLDivElement>) => {
    if (!suppressClickRef.current) return;
    suppressClickRef.current = false;
    event.preventDefault();
    event.stopPropagation();
  };

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
        data-dragging={dragging || undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onPointerLeave={endDrag}
        onClickCapture={onClickCapture}
        // Links and images would start the browser's own drag-and-drop instead of scrolling.
        onDragStart={(event) => event.preventDefault()}
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
