"use client";

import { useEffect, useId, useRef, useState } from "react";
import { InfoIcon } from "./icons";
import styles from "./Toggletip.module.css";

/**
 * An info button that shows a short text next to it (the speed tooltip of marketing §9). A
 * click toggles it, Escape or a click elsewhere closes it; the bubble is a polite live region,
 * so opening it reads the text.
 */
export function Toggletip({ label, text }: { label: string; text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === "Escape" : !root.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener("keydown", close);
    document.addEventListener("pointerdown", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("pointerdown", close);
    };
  }, [open]);

  return (
    <span ref={root} className={styles.root}>
      <button
        type="button"
        className={styles.button}
        aria-label={label}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
      >
        <InfoIcon className={styles.icon} />
      </button>
      <span id={id} role="status" className={styles.bubble} data-open={open || undefined}>
        {open ? text : ""}
      </span>
    </span>
  );
}
