import type { ReactNode } from "react";
import styles from "./Section.module.css";

export interface SectionHeaderProps {
  /** id of the h2, for the section's aria-labelledby. */
  id: string;
  title: ReactNode;
  preTitle?: ReactNode;
  lead?: ReactNode;
  center?: boolean;
}

/** A section's pre-title, h2 and lead paragraph. */
export function SectionHeader({ id, title, preTitle, lead, center }: SectionHeaderProps) {
  return (
    <div className={center ? styles.headCenter : styles.head}>
      {preTitle && <p className={styles.preTitle}>{preTitle}</p>}
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {lead && <p className={styles.lead}>{lead}</p>}
    </div>
  );
}
