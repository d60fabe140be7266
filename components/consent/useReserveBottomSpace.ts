"use client";

import { useEffect, type RefObject } from "react";

/**
 * The custom property on <html> that styles/globals.css turns into space at the bottom of the page
 * (body padding) and into the scroll padding that keeps a focused field above the banner.
 */
export const BANNER_HEIGHT_PROPERTY = "--consent-banner-height";

/**
 * While the fixed banner is open, the page reserves its height at the bottom: everything can be
 * scrolled above it, and focusing a field or button (a tap, Tab, a script) scrolls it clear of
 * the banner (WCAG 2.4.11, focus not obscured). Measured, not guessed: the banner's height
 * depends on the width, the page zoom and the text. The space goes with the banner.
 */
export function useReserveBottomSpace(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const apply = () => root.style.setProperty(BANNER_HEIGHT_PROPERTY, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    apply();
    // Browsers have it; jsdom (unit tests) does not.
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(apply);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(BANNER_HEIGHT_PROPERTY);
    };
  }, [ref]);
}
