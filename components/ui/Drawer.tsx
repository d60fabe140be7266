"use client";

import { useCallback, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from "react";
import { createPortal } from "react-dom";
import styles from "./Drawer.module.css";

/** Marketing §4 "Generic drawer": the panel stays in the page this long after closing (fade/slide out). */
export const DRAWER_HIDE_MS = 550;

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** Shown as the panel's heading; it also names the dialog. */
  title: ReactNode;
  /** right: a side panel (benefits); bottom: a sheet rising from the bottom edge (phones). */
  side?: "right" | "bottom";
  /** Accessible name of the close X (default "Fechar"); distinct when the panel has its own "Fechar". */
  closeLabel?: string;
  /** Element focused on open; by default the panel itself, so its title is read first. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Content under the scrolling body: actions that stay in view. */
  footer?: ReactNode;
  /** Class of the panel (width, padding). */
  className?: string;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Open drawers, innermost last: Escape and the background lock belong to the top one only. */
const stack: string[] = [];

/**
 * Everything outside the drawer becomes inert (not clickable, not focusable, hidden from screen
 * readers) while it is open, and the page stops scrolling under it. Returns the undo.
 */
function isolate(root: HTMLElement): () => void {
  const touched: HTMLElement[] = [];
  for (const child of Array.from(document.body.children)) {
    if (child === root || !(child instanceof HTMLElement) || child.hasAttribute("inert")) continue;
    child.setAttribute("inert", "");
    touched.push(child);
  }
  const html = document.documentElement;
  const { overflow, paddingRight } = html.style;
  // Keep the page from jumping sideways when its scrollbar disappears.
  const scrollbar = window.innerWidth - html.clientWidth;
  html.style.overflow = "hidden";
  if (scrollbar > 0) html.style.paddingRight = `${scrollbar}px`;
  return () => {
    for (const el of touched) el.removeAttribute("inert");
    html.style.overflow = overflow;
    html.style.paddingRight = paddingRight;
  };
}

/**
 * A modal panel (marketing §4 "Generic drawer"): role=dialog with aria-modal, named by its title,
 * close X, Escape and a backdrop click close it; focus moves in, is kept inside and returns to the
 * opener. On closing it slides out and leaves the page DRAWER_HIDE_MS later. Reduced motion: the
 * global rule shortens the animations to nothing.
 */
export function Drawer({
  open,
  onClose,
  title,
  side = "right",
  closeLabel = "Fechar",
  initialFocus,
  footer,
  className,
  children,
}: DrawerProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  // Closing keeps the panel mounted for the hide delay: `lingering` covers that time. Derived
  // during render (not in an effect) so the closing frame already has it.
  const [wasOpen, setWasOpen] = useState(open);
  const [lingering, setLingering] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    setLingering(!open);
  }
  useEffect(() => {
    if (!lingering) return;
    const timer = window.setTimeout(() => setLingering(false), DRAWER_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [lingering]);

  // While open: isolate the page, move focus in, and give it back to the opener on close.
  useEffect(() => {
    const root = rootRef.current;
    if (!open || !root) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    stack.push(id);
    const undo = isolate(root);
    (initialFocus?.current ?? panelRef.current)?.focus();
    return () => {
      stack.splice(stack.indexOf(id), 1);
      undo();
      if (opener?.isConnected) opener.focus();
    };
  }, [open, id, initialFocus]);

  // Escape closes the top drawer, wherever the focus is.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || stack[stack.length - 1] !== id) return;
      event.preventDefault();
      onCloseRef.current();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, id]);

  // Tab and Shift+Tab cycle inside the panel.
  const trapTab = useCallback((event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Tab" || !panelRef.current) return;
    const items = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (el) => !el.closest("[inert]") && el.getClientRects().length > 0,
    );
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }, []);

  if (!(open || lingering) || typeof document === "undefined") return null;

  return createPortal(
    <div ref={rootRef} className={styles.root} data-side={side} data-state={open ? "open" : "closing"}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={[styles.panel, className].filter(Boolean).join(" ")}
        onKeyDown={trapTab}
      >
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {footer && <div className={styles.foot}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
