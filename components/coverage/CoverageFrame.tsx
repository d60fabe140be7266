"use client";

import type { ReactNode } from "react";
import { useStepFocus } from "@/components/ui/useStepFocus";
import styles from "./Coverage.module.css";

/**
 * The frame of a coverage-side page: its heading (the document title follows it and focus lands
 * on it when the page changes), an optional intro, then the page's content.
 */
export function CoverageFrame({ screen, title, intro, children }: { screen: string; title: string; intro?: ReactNode; children?: ReactNode }) {
  const heading = useStepFocus<HTMLHeadingElement>(title);
  return (
    <section className={styles.page} aria-labelledby="page-heading">
      <h1 id="page-heading" ref={heading} tabIndex={-1} className={styles.heading} data-screen={screen}>
        {title}
      </h1>
      {intro && <div className={styles.intro}>{intro}</div>}
      {children}
    </section>
  );
}
