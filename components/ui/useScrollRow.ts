"use client";

import { useCallback, useEffect, useRef, useState, type RefObject } from "react";

/** Marketing §9: an arrow press of the plan list is ignored for 500 ms after the last one. */
export const ARROW_LOCK_MS = 500;

export interface ScrollRowState {
  /** False until the first measurement (server HTML, first paint): nothing is known yet. */
  measured: boolean;
  /** The row holds more than fits: the arrows have something to do. */
  overflow: boolean;
  atStart: boolean;
  atEnd: boolean;
}

export interface ScrollRowOptions {
  /** Pixels per arrow press; by default one item (the first child's width plus the row's gap). */
  step?: number;
  /** Presses within this many ms of the last one are ignored (0: none). */
  lockMs?: number;
}

/** A pixel of slack: scroll positions are fractional on zoomed pages. */
const EPSILON = 2;

function measure(row: HTMLElement): Omit<ScrollRowState, "measured"> {
  const max = row.scrollWidth - row.clientWidth;
  return {
    overflow: max > EPSILON,
    atStart: row.scrollLeft <= EPSILON,
    atEnd: row.scrollLeft >= max - EPSILON,
  };
}

/** One item: the first item's width plus the row's gap (one card, marketing §9). */
function itemStep(row: HTMLElement): number {
  const item = row.firstElementChild as HTMLElement | null;
  if (!item) return row.clientWidth;
  const gap = Number.parseFloat(getComputedStyle(row).columnGap) || 0;
  return item.getBoundingClientRect().width + gap;
}

/** Smooth scrolling, instant with reduced motion. */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

/**
 * The one engine of the site's horizontally scrolling rows (the plan list, and ScrollRow's news,
 * apps and series rows): which ends are reached (so arrows can be dimmed), and an arrow press
 * that scrolls one step smoothly (instantly with reduced motion), nothing at an end, optionally
 * locked for `lockMs` after a press. The slide carousel (ui/Carousel) is a different thing: one
 * slide at a time, autoplay, on swiper.
 */
export function useScrollRow(ref: RefObject<HTMLElement | null>, itemsKey: string, { step, lockMs = 0 }: ScrollRowOptions = {}) {
  const [state, setState] = useState<ScrollRowState>({ measured: false, overflow: false, atStart: true, atEnd: false });
  const lockedUntil = useRef(0);

  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const update = () =>
      setState((prev) => {
        const next = measure(row);
        return prev.measured && prev.overflow === next.overflow && prev.atStart === next.atStart && prev.atEnd === next.atEnd ? prev : { measured: true, ...next };
      });
    row.addEventListener("scroll", update, { passive: true });
    // The observer's first report (after the next layout) is the first measurement; reading
    // scrollWidth here forced a layout of the whole landing while it hydrated (about 20 ms here,
    // per row).
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
      lockedUntil.current = now + lockMs;
      row.scrollBy({ left: direction * (step ?? itemStep(row)), behavior: scrollBehavior() });
    },
    [ref, step, lockMs],
  );

  return { ...state, scroll };
}
