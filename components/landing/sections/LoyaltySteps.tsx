import { LOYALTY_STEPS } from "@/lib/content/loyalty";
import type { SectionProps } from "./types";
import { SectionHeader } from "./SectionHeader";
import section from "./Section.module.css";
import styles from "./Loyalty.module.css";

/** The loyalty-programme steps (livelo only, marketing §2): register, coverage, order, points. */
export function LoyaltySteps({ addon }: SectionProps) {
  if (!addon.livelo) return null;
  return (
    <section id="livelo" aria-labelledby="livelo-title" className={section.section}>
      <SectionHeader id="livelo-title" preTitle="Livelo" title={LOYALTY_STEPS.title} />
      <ol className={styles.steps}>
        {LOYALTY_STEPS.steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={section.number} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={section.cardTitle}>{step.title}</h3>
            <p className={section.cardText}>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
