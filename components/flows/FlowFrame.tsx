"use client";

import type { ReactNode } from "react";
import { useStepFocus } from "@/components/ui/useStepFocus";
import styles from "./Flow.module.css";

/**
 * The frame of a renewal or migration step: the heading (focus lands on it at each step change,
 * the document title follows it), an optional intro and the step's content.
 */
export function FlowFrame({
  title,
  screen,
  intro,
  children,
}: {
  title: string;
  /** data-screen of the heading (route key and step): the tests and analytics read it. */
  screen: string;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  const heading = useStepFocus<HTMLHeadingElement>(title);
  return (
    <section className={styles.step} aria-labelledby="step-heading">
      <h1 id="step-heading" ref={heading} tabIndex={-1} className={styles.heading} data-screen={screen}>
        {title}
      </h1>
      {intro && <div className={styles.intro}>{intro}</div>}
      {children}
    </section>
  );
}
