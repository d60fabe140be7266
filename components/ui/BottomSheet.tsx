"use client";

import type { ReactNode } from "react";
import styles from "./BottomSheet.module.css";
import { Drawer } from "./Drawer";

export interface BottomSheetProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Optional line under the title. */
  description?: ReactNode;
  /** The choices, stacked full width (links or buttons). */
  children: ReactNode;
}

/**
 * A sheet rising from the bottom edge with a few stacked choices (marketing §2 "Mobile purchase
 * bottom sheet"). It is a Drawer on the bottom side, so Escape, the close button and a click on
 * the overlay close it, focus stays inside and returns to the opener.
 */
export function BottomSheet({ open, onClose, title, description, children }: BottomSheetProps) {
  return (
    <Drawer open={open} onClose={onClose} title={title} side="bottom" className={styles.sheet}>
      <span className={styles.grip} aria-hidden="true" />
      {description && <p className={styles.description}>{description}</p>}
      <div className={styles.actions}>{children}</div>
    </Drawer>
  );
}
