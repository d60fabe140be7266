import { StaticImage } from "@/components/ui/StaticImage";
import type { ReactNode } from "react";
import styles from "./FormTitle.module.css";

export interface FormTitleProps {
  title: ReactNode;
  preTitle?: ReactNode;
  /** The consumer-month campaign shows its seal next to the heading (marketing §2 "Form title"). */
  logo?: "consumer-month";
  /** h1 on a page whose form is the main content (coverage), h2 inside a landing. */
  headingLevel?: 1 | 2 | 3;
  id?: string;
  className?: string;
}

/** The title above a form: optional pre-title, the heading, an optional campaign seal. */
export function FormTitle({ title, preTitle, logo, headingLevel = 2, id, className }: FormTitleProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={[styles.formTitle, className].filter(Boolean).join(" ")} data-logo={logo}>
      {logo === "consumer-month" && (
        <StaticImage
          src="/images/sections/mes-do-consumidor.svg"
          alt="Mês do Consumidor"
          width={72}
          height={72}
          className={styles.logo}
        />
      )}
      <div className={styles.text}>
        {preTitle && <p className={styles.preTitle}>{preTitle}</p>}
        <Heading id={id} className={styles.title}>
          {title}
        </Heading>
      </div>
    </div>
  );
}
