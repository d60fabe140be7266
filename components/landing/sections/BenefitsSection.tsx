import type { FC } from "react";
import { ScrollRow } from "@/components/landing/islands";
import { BENEFIT_CARDS, BENEFITS_TITLE } from "@/lib/content/benefits";
import { Icon } from "./icons";
import type { SectionProps } from "./types";
import { SectionHeader } from "./SectionHeader";
import section from "./Section.module.css";
import styles from "./Benefits.module.css";

/**
 * The benefits carousel (marketing §1-2: four cards). On phones it scrolls sideways; from
 * 1100 px the four fit in one row and the arrows step aside.
 */
// Typed as a section (it receives the same props) though it shows the same on every addon.
export const BenefitsSection: FC<SectionProps> = function BenefitsSection() {
  return (
    <section id="beneficios" aria-labelledby="beneficios-title" className={section.section}>
      <SectionHeader id="beneficios-title" preTitle="Vantagens" title={BENEFITS_TITLE} />
      <ScrollRow
        label={BENEFITS_TITLE}
        className={styles.row}
        items={BENEFIT_CARDS.map((card) => (
          <article key={card.id} className={`${section.card} ${styles.card}`}>
            <span className={styles.iconWrap}>
              <Icon name={card.icon} className={section.icon} />
            </span>
            <h3 className={section.cardTitle}>{card.title}</h3>
            <p className={section.cardText}>{card.text}</p>
          </article>
        ))}
      />
    </section>
  );
};
