"use client";

import { useEffect, type RefObject } from "react";

/** Marketing §9: the hash card is scrolled to 1 s after load, over 2 s, eased. */
export const HASH_SCROLL_DELAY_MS = 1000;
export const HASH_SCROLL_DURATION_MS = 2000;

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/**
 * Scrolls the page and the row together so the card ends up centred in both, animated with an
 * ease-in-out curve; the visitor's own scrolling (wheel, touch, keys) stops it. Returns a cancel.
 */
function animateToCentre(row: HTMLElement, card: HTMLElement, duration: number): () => void {
  const rowRect = row.getBoundingClientRect();
  const cardRect = card.getBoundingClientRect();
  const fromX = row.scrollLeft;
  const maxX = row.scrollWidth - row.clientWidth;
  const toX = Math.min(maxX, Math.max(0, fromX + cardRect.left - rowRect.left - (row.clientWidth - cardRect.width) / 2));
  const fromY = window.scrollY;
  const maxY = document.documentElement.scrollHeight - window.innerHeight;
  const toY = Math.min(maxY, Math.max(0, fromY + cardRect.top - (window.innerHeight - cardRect.height) / 2));

  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of ["wheel", "touchstart", "keydown"]) window.removeEventListener(type, stop);
  };
  if (duration <= 0) {
    row.scrollLeft = toX;
    window.scrollTo(0, toY);
    return stop;
  }
  for (const type of ["wheel", "touchstart", "keydown"]) window.addEventListener(type, stop, { passive: true });
  const start = performance.now();
  const tick = (now: number) => {
    const t = Math.min(1, (now - start) / duration);
    const k = easeInOutCubic(t);
    row.scrollLeft = fromX + (toX - fromX) * k;
    window.scrollTo(0, fromY + (toY - fromY) * k);
    if (t < 1) frame = requestAnimationFrame(tick);
    else stop();
  };
  frame = requestAnimationFrame(tick);
  return stop;
}

/**
 * When the URL hash names a sku of one of the row's cards, that card is scrolled to and centred
 * (marketing §2 "Plan list"), after HASH_SCROLL_DELAY_MS, over HASH_SCROLL_DURATION_MS; with
 * reduced motion it jumps there.
 */
export function useHashScroll(rowRef: RefObject<HTMLElement | null>, sku: string | null) {
  useEffect(() => {
    const row = rowRef.current;
    if (!row || !sku) return;
    let cancel: (() => void) | null = null;
    const timer = window.setTimeout(() => {
      const card = row.querySelector<HTMLElement>(`[data-skus~="${CSS.escape(sku)}"]`);
      if (!card) return;
      const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
      cancel = animateToCentre(row, card, reduced ? 0 : HASH_SCROLL_DURATION_MS);
    }, HASH_SCROLL_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      cancel?.();
    };
  }, [rowRef, sku]);
}
