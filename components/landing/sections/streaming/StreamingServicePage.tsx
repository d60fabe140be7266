import { StaticImage } from "@/components/ui/StaticImage";
import { ScrollRow } from "@/components/landing/islands";
import type { Addon } from "@/lib/addons";
import type { Benefit } from "@/lib/api/contract";
import { APPS_COLUMN_WIDTH, STREAMING_PAGE_EXCLUDED_SLUGS } from "@/lib/content/apps";
import { STREAMING_SERVICE_FAQ, STREAMING_FAQ_TITLE } from "@/lib/content/faq";
import {
  FEATURED_SERIES,
  FEATURED_SERIES_TITLE,
  MORE_SERIES,
  MORE_SERIES_TITLE,
  OTHER_STREAMING_TITLE,
  STREAMING_APPS_TITLE,
  STREAMING_CARDS,
  STREAMING_IMAGE_DIR,
} from "@/lib/content/streaming";
import { BenefitCardView } from "../apps/BenefitCardView";
import { FaqList } from "../faq/FaqList";
import { QueryLink } from "../QueryLink";
import { SectionHeader } from "../SectionHeader";
import section from "../Section.module.css";
import { streamingPageHref } from "../urls";
import { SeriesRow } from "./SeriesRow";
import styles from "./Streaming.module.css";

/** Paramount+ and Max have their own pages, linked from cards after the app list. */
const OTHER_SERVICES = STREAMING_CARDS.filter((card) => card.service !== "globoplay");
const OTHER_LINKS: Record<string, string> = { paramount: "/paramount/", "hbo-max": "/max/" };

/**
 * The streaming-service landing (marketing §2 "Streaming sections"): three featured series, a
 * second list of two, the plan apps without Max and Paramount+ (those two get their own cards
 * with 'Ver Planos' to /paramount and /max), and the 9-question streaming FAQ. The banner and the
 * plan cards are the page's. The FAQ's JSON-LD is left to the page's main FAQ: one FAQPage per
 * page, as search engines expect.
 */
export function StreamingServicePage({ addon, benefits = [] }: { addon: Addon; benefits?: Benefit[] }) {
  const apps = benefits.filter((b) => b.enabled !== false && !STREAMING_PAGE_EXCLUDED_SLUGS.includes(b.slug));
  return (
    <>
      <section id="series" aria-labelledby="series-title" className={section.section}>
        <SectionHeader id="series-title" preTitle="Globoplay" title="Novelas, séries e filmes para toda a família" />
        <h3 className={styles.groupTitle}>{FEATURED_SERIES_TITLE}</h3>
        <SeriesRow label={FEATURED_SERIES_TITLE} series={FEATURED_SERIES} featured />
        <h3 className={styles.groupTitle}>{MORE_SERIES_TITLE}</h3>
        <SeriesRow label={MORE_SERIES_TITLE} series={MORE_SERIES} />
      </section>
      {apps.length > 0 && (
        <section aria-labelledby="streaming-apps-title" className={section.section}>
          <SectionHeader id="streaming-apps-title" title={STREAMING_APPS_TITLE} />
          <ScrollRow
            label={STREAMING_APPS_TITLE}
            itemWidth={APPS_COLUMN_WIDTH}
            items={apps.map((benefit) => (
              <BenefitCardView key={benefit.slug} benefit={benefit} addon={addon} />
            ))}
          />
        </section>
      )}
      <section aria-labelledby="other-streaming-title" className={section.section}>
        <SectionHeader id="other-streaming-title" title={OTHER_STREAMING_TITLE} />
        <ul className={styles.services}>
          {OTHER_SERVICES.map((card) => (
            <li key={card.service} className={styles.service} data-service={card.service}>
              <StaticImage src={`${STREAMING_IMAGE_DIR}/${card.image}`} alt="" width={480} height={200} className={styles.serviceArt} />
              <div className={styles.serviceBody}>
                <h3 className={section.cardTitle}>{card.name}</h3>
                <p className={section.cardText}>{card.text}</p>
                <QueryLink href={streamingPageHref(addon, OTHER_LINKS[card.service] ?? card.href)} className={section.textLink}>
                  Ver Planos<span className="visually-hidden"> com {card.name}</span>
                </QueryLink>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section id="faq-streaming" aria-labelledby="faq-streaming-title" className={section.section}>
        <SectionHeader id="faq-streaming-title" title={STREAMING_FAQ_TITLE} center />
        <div className={styles.faq}>
          <FaqList items={STREAMING_SERVICE_FAQ} jsonLd={false} />
        </div>
      </section>
    </>
  );
}
