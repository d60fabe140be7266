"use client";

import { useEffect, useRef } from "react";

/** Same text as BRAND in lib/seo, not imported so this hook does not pull lib/routing along. */
const BRAND = "TIM Ultrafibra";

/**
 * The first page of a visit is a full document load: the browser starts at the top with the skip
 * link first, as it should, so focus is moved only after a client-side navigation.
 */
let documentLoaded = false;

/**
 * For each funnel step: a client-side navigation changes neither the focus nor (reliably) what a
 * screen reader announces, so on mount and on every title change this names the page
 * ("Seu CPF | TIM Ultrafibra") and moves focus to the step heading, where reading and tabbing
 * continue. preventScroll: the page is already at the top after the navigation, and focusing
 * must not jump it. Give the returned ref to the step's <h1 tabIndex={-1}> (the -1 is added if
 * missing: the heading becomes focusable by script, not a tab stop).
 */
export function useStepFocus<T extends HTMLElement = HTMLHeadingElement>(title: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    document.title = `${title} | ${BRAND}`;
    const heading = ref.current;
    if (!heading) return;
    if (!documentLoaded) {
      documentLoaded = true;
      return;
    }
    if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    heading.focus({ preventScroll: true });
  }, [title]);
  return ref;
}
