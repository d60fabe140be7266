"use client";

import type { ReactNode } from "react";
import { useStepFocus } from "./useStepFocus";
import styles from "./ScreenFrame.module.css";

/**
 * The frame of a funnel screen (checkout, coverage, renewal, migration): its heading (the document
 * title follows it and focus lands on it when the screen changes), an optional intro, then the
 * screen's content. A screen's form takes the body class of ScreenFrame.module.css for the same
 * rhythm; checkout's StepFrame adds its form, alert and submit button inside this frame.
 */
export function ScreenFrame({
  screen,
  title,
  intro,
  children,
}: {
  /** data-screen of the heading (the route key, and the step where a page has several): tests and analytics read it. */
  screen: string;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  const heading = useStepFocus<HTMLHeadingElement>(title);
  return (
    <section className={styles.frame} aria-labelledby="step-heading">
      <h1 id="step-heading" ref={heading} tabIndex={-1} className={styles.heading} data-screen={screen}>
        {title}
      </h1>
      {intro && <div className={styles.intro}>{intro}</div>}
      {children}
    </section>
  );
}
