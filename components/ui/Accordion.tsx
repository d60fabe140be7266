"use client";

import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import styles from "./Accordion.module.css";
import { useLocationHash } from "./useLocationHash";

export interface AccordionItemProps {
  /** Anchor of the item: when the URL hash equals it, the item opens and scrolls to the centre. */
  id?: string;
  title: ReactNode;
  /** Starts open (marketing §4 "FAQ accordion": the opened flag). */
  defaultOpen?: boolean;
  /** Level of the heading that holds the button (the section's h2 → items are h3). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
  children: ReactNode;
}

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function scrollToCentre(element: HTMLElement | null) {
  if (!element) return;
  const smooth = !window.matchMedia(REDUCED_MOTION).matches;
  element.scrollIntoView({ block: "center", behavior: smooth ? "smooth" : "auto" });
  // The landing's sections are laid out only as they near the screen (content-visibility), so
  // those passed on the way change height during the scroll: centre again once it has ended.
  const settle = () => element.scrollIntoView({ block: "center", behavior: "auto" });
  window.addEventListener("scrollend", settle, { once: true });
  window.setTimeout(() => window.removeEventListener("scrollend", settle), 3000);
}

/**
 * One disclosure of an accordion (WAI-ARIA accordion pattern): a heading holding a button with
 * aria-expanded and aria-controls, and a labelled region that is `hidden` while closed, so a
 * closed item shows only its title. The answer is server HTML either way, readable by search
 * engines. A URL hash equal to `id` opens the item and scrolls it to the middle of the screen, on
 * load and on every hashchange (marketing §2).
 */
export function AccordionItem({ id, title, defaultOpen = false, headingLevel = 3, className, children }: AccordionItemProps) {
  const autoId = useId();
  const base = id ?? autoId;
  const buttonId = `${base}-button`;
  const panelId = `${base}-panel`;
  const ref = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(defaultOpen);

  const hash = useLocationHash();
  const targeted = id !== undefined && hash === id;
  // Open when the hash comes to point here; adjusted during render (not in an effect), so the
  // item is already open in the frame that scrolls to it. Closing it by hand sticks until the
  // hash changes again.
  const [seenTarget, setSeenTarget] = useState(false);
  if (targeted !== seenTarget) {
    setSeenTarget(targeted);
    if (targeted) setOpen(true);
  }

  useEffect(() => {
    if (!targeted) return;
    // After the browser's own jump to the anchor (which puts it at the top).
    const frame = window.requestAnimationFrame(() => scrollToCentre(ref.current));
    return () => window.cancelAnimationFrame(frame);
  }, [targeted, hash]);

  // A second click on a link to this item (the hash is already there, so no hashchange) still
  // opens it and brings it back to the centre.
  useEffect(() => {
    if (id === undefined) return;
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || link.hash !== `#${id}` || window.location.hash !== link.hash) return;
      if (link.pathname !== window.location.pathname) return;
      event.preventDefault();
      setOpen(true);
      scrollToCentre(ref.current);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [id]);

  const Heading = `h${headingLevel}` as const;
  return (
    <div ref={ref} id={id} className={[styles.item, className].filter(Boolean).join(" ")} data-open={open || undefined}>
      <Heading className={styles.heading}>
        <button
          type="button"
          id={buttonId}
          className={styles.button}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className={styles.title}>{title}</span>
          <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </Heading>
      <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!open}>
        {children}
      </div>
    </div>
  );
}

/** A list of accordion items; each opens and closes on its own. */
export function Accordion({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={[styles.accordion, className].filter(Boolean).join(" ")}>{children}</div>;
}
