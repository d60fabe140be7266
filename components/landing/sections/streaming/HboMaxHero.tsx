import { StaticImage } from "@/components/ui/StaticImage";
import { Button } from "@/components/ui/Button";
import { HBO_MAX_HERO } from "@/lib/content/streaming";
import { Icon } from "../icons";
import section from "../Section.module.css";
import styles from "./Hero.module.css";

/**
 * The HBO Max hero (marketing §2): headline, the basic plan with ads (added to 600 Mega and
 * 1 Giga, included in 2 Giga), one bill, Full HD, up to 2 screens. Its art is the LCP: eager.
 */
export function HboMaxHero({ headingLevel }: { headingLevel: 1 | 2 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby="hero-max-title" className={`${section.band} ${styles.max}`}>
      <div className={section.splitText}>
        <p className={section.preTitle}>{HBO_MAX_HERO.preTitle}</p>
        <Heading id="hero-max-title" className={styles.title}>
          {HBO_MAX_HERO.title}
        </Heading>
        <p className={section.lead}>{HBO_MAX_HERO.lead}</p>
        <ul className={styles.points}>
          {HBO_MAX_HERO.points.map((point) => (
            <li key={point}>
              <Icon name="check" className={styles.check} />
              {point}
            </li>
          ))}
        </ul>
        <div className={section.actions}>
          <Button href="#planos" className={section.onBand} prefetch={false}>
            {HBO_MAX_HERO.cta}
          </Button>
        </div>
      </div>
      <StaticImage
        src="/images/sections/streaming/hero-max.svg"
        alt=""
        width={560}
        height={420}
        loading="eager"
        fetchPriority="high"
        className={section.splitArt}
      />
    </section>
  );
}
