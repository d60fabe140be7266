import type { ReactNode } from "react";
import styles from "./LandingScreen.module.css";

interface HeadProps {
  id: string;
  preTitle?: string;
  title: string;
  lead?: ReactNode;
}

/** A section's pre-title, h2 (`{id}-title`) and lead, like part B's section headers. */
export function SectionHead({ id, preTitle, title, lead }: HeadProps) {
  return (
    <div className={styles.head}>
      {preTitle && <p className={styles.preTitle}>{preTitle}</p>}
      <h2 id={`${id}-title`} className={styles.title}>
        {title}
      </h2>
      {lead && <p className={styles.lead}>{lead}</p>}
    </div>
  );
}

/**
 * A landing section of this part (plans, matrix). With `headInside`, the children place the
 * head themselves (the plan list puts its arrows beside it).
 */
export function LandingSection({
  children,
  headInside = false,
  ...head
}: HeadProps & { children: ReactNode; headInside?: boolean }) {
  return (
    <section id={head.id} aria-labelledby={`${head.id}-title`} className={styles.section}>
      {!headInside && <SectionHead {...head} />}
      {children}
    </section>
  );
}
