"use client";

import { useCallback, useEffect, useRef, useState, type RefObject } from "react";

/** Marketing §9: an arrow press is ignored for 500 ms after the last one. */
export const ARROW_LOCK_MS = 500;

export interface ScrollRowState {
  /** The row holds more than fits: the arrows have something to do. */
  overflow: boolean;
  atStart: boolean;
  atEnd: boolean;
}

/** A pixel of slack: scroll positions are fractional on zoomed pages. */
const EPSILON = 2;

function measure(row: HTMLElement): ScrollRowState {
  const max = row.scrollWidth - row.clientWidth;
  return {
    overflow: max > EPSILON,
    atStart: row.scrollLeft <= EPSILON,
    atEnd: row.scrollLeft >= max - EPSILON,
  };
}

/** One step: the first item's width plus the row's gap (one card, marketing §9). */
function stepOf(row: HTMLElement): number {
  const item = row.firstElementChild as HTMLElement | null;
  if (!item) return row.clientWidth;
  const gap = Number.parseFloat(getComputedStyle(row).columnGap) || 0;
  return item.getBoundingClientRect().width + gap;
}

/**
 * Left/right arrows of a horizontally scrolling row (marketing §2 "Plan list"): each press
 * scrolls one item smoothly (instantly with reduced motion), presses within 500 ms are ignored,
 * and the state says which ends are reached so the arrows can be dimmed.
 */
export function useScrollRow(ref: RefObject<HTMLElement | null>, itemsKey: string) {
  const [state, setState] = useState<ScrollRowState>({ overflow: false, atStart: true, atEnd: false });
  const lockedUntil = useRef(0);

  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const update = () =>
      setState((prev) => {
        const next = measure(row);
        return prev.overflow === next.overflow && prev.atStart === next.atStart && prev.atEnd === next.atEnd ? prev : next;
      });
    row.addEventListener("scroll", update, { passive: true });
    // The observer's first report (after the next layout) is the first measurement; reading
    // scrollWidth here forced a layout of the whole landing while it hydrated (about 20 ms here).
    const resize = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(update);
    if (resize) resize.observe(row);
    else update();
    return () => {
      row.removeEventListener("scroll", update);
      resize?.disconnect();
    };
  }, [ref, itemsKey]);

  const scroll = useCallback(
    (direction: -1 | 1) => {
      const row = ref.current;
      const now = Date.now();
      if (!row || now < lockedUntil.current) return;
      const current = measure(row);
      if (direction < 0 ? current.atStart : current.atEnd) return;
      lockedUntil.current = now + ARROW_LOCK_MS;
      const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
      row.scrollBy({ left: direction * stepOf(row), behavior: reduced ? "auto" : "smooth" });
    },
    [ref],
  );

  return { ...state, scroll };
}
