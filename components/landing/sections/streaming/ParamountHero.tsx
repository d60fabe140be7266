import { PARAMOUNT_HERO } from "@/lib/content/streaming";
import section from "../Section.module.css";
import styles from "./Hero.module.css";
import { ScrollDownButton } from "./ScrollDownButton";

/**
 * The Paramount+ hero (marketing §2): full height, three numbered points, 'Confira os Planos'
 * scrolling one screen down. The background art changes at 768 px (CSS).
 */
export function ParamountHero({ headingLevel }: { headingLevel: 1 | 2 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby="hero-paramount-title" className={styles.paramount}>
      <div className={styles.paramountInner}>
        <p className={`${section.preTitle} ${styles.paramountPre}`}>{PARAMOUNT_HERO.preTitle}</p>
        <Heading id="hero-paramount-title" className={styles.title}>
          {PARAMOUNT_HERO.title}
        </Heading>
        <ol className={styles.numbered}>
          {PARAMOUNT_HERO.points.map((point, index) => (
            <li key={point.title}>
              <span className={styles.numberBadge} aria-hidden="true">
                {index + 1}
              </span>
              <span>
                <strong className={styles.pointTitle}>{point.title}</strong>
                <span className={styles.pointText}>{point.text}</span>
              </span>
            </li>
          ))}
        </ol>
        <ScrollDownButton className={section.onBand}>{PARAMOUNT_HERO.cta}</ScrollDownButton>
      </div>
    </section>
  );
}
