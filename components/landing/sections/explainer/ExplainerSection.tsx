import { StaticImage } from "@/components/ui/StaticImage";
import { EXPLAINER } from "@/lib/content/explainer";
import type { SectionProps } from "../types";
import section from "../Section.module.css";
import { CorporateBanner } from "./CorporateBanner";
import { GamerBanner } from "./GamerBanner";
import styles from "./Explainer.module.css";

/**
 * The fibre-optic explainer (marketing §2), `id="sobre"` (the default layout's "Sobre" link):
 * text, a link down to the plans, numbered cards, and the corporate and gamer banners unless the
 * addon hides them (hbo-max, paramount, globoplay, movel-blindagem).
 */
export function ExplainerSection({ addon, plans }: SectionProps) {
  return (
    <section id="sobre" aria-labelledby="sobre-title" className={section.section}>
      <div className={styles.intro}>
        <div className={section.splitText}>
          <p className={section.preTitle}>{EXPLAINER.preTitle}</p>
          <h2 id="sobre-title" className={section.title}>
            {EXPLAINER.title}
          </h2>
          {EXPLAINER.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
          {/* A plain anchor: the browser scrolls (smoothly, see globals) and moves the focus. */}
          <a href="#planos" className={styles.cta}>
            {EXPLAINER.cta}
          </a>
        </div>
        <StaticImage src="/images/sections/fibra.svg" alt="" width={560} height={400} className={styles.art} />
      </div>
      <ol className={styles.cards}>
        {EXPLAINER.cards.map((card, index) => (
          <li key={card.title} className={styles.card}>
            <span className={section.number} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={section.cardTitle}>{card.title}</h3>
            <p className={section.cardText}>{card.text}</p>
          </li>
        ))}
      </ol>
      {addon.showExplainerBanners && (
        <div className={styles.banners}>
          <CorporateBanner />
          <GamerBanner addon={addon} plans={plans} />
        </div>
      )}
    </section>
  );
}
