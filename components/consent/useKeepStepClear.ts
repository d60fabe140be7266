"use client";

import { usePathname } from "next/navigation";
import { useEffect, type RefObject } from "react";
import { clearanceScroll } from "@/lib/consent/clearance";

/** The first field of a screen's form (the step's field), once the form is on the page. */
const FIELD = "form :is(input:not([type=hidden]), select, textarea)";
/** The visitor is doing something: their scrolling and typing are never overridden. */
const INPUTS = ["pointerdown", "keydown", "wheel", "touchstart"] as const;
/** A screen whose form has not appeared by then (a long restore) is left as it is. */
const GIVE_UP_MS = 10_000;

/**
 * While the banner is open, on each page of the funnel (screens with a step heading), the page
 * is scrolled once so the heading and the step's first field are not under the banner
 * (lib/consent/clearance). It waits for the form and for the step to have opened, and stops at
 * the visitor's first touch, key or wheel. Nothing moves where they are clear already
 * (390 × 844 at 100 %).
 */
export function useKeepStepClear(banner: RefObject<HTMLElement | null>): void {
  const pathname = usePathname();
  useEffect(() => {
    const element = banner.current;
    const main = document.querySelector("main");
    if (!element || !main) return;
    let observer: MutationObserver | null = null;
    let timer = 0;
    const stop = () => {
      observer?.disconnect();
      window.clearTimeout(timer);
      for (const type of INPUTS) window.removeEventListener(type, stop);
    };
    const check = () => {
      const heading = main.querySelector<HTMLElement>("h1[data-screen]");
      const field = heading?.closest("section")?.querySelector<HTMLElement>(FIELD);
      if (!heading || !field) return;
      // Hidden by the boot hint (a visitor who answered) until the rules are applied: no banner
      // to clear, and its empty box at the top would read as one covering the whole step. The
      // step's form is in the server HTML, so this runs before the rules do.
      if (element.getClientRects().length === 0) return;
      // A step's form is on screen while the step opens (data-opening): what the opening fills
      // in (the plan line, the address) moves it, so it is checked again once the step is open.
      if (!main.querySelector("form[data-opening]")) stop();
      const by = clearanceScroll({
        top: heading.getBoundingClientRect().top,
        bottom: field.getBoundingClientRect().bottom,
        bannerTop: element.getBoundingClientRect().top,
        margin: 16,
      });
      if (by > 0) window.scrollBy({ top: by, behavior: "instant" });
    };
    observer = new MutationObserver(check);
    observer.observe(main, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-opening"] });
    for (const type of INPUTS) window.addEventListener(type, stop, { passive: true });
    timer = window.setTimeout(stop, GIVE_UP_MS);
    check();
    return stop;
  }, [banner, pathname]);
}
