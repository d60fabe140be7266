import { StaticImage } from "@/components/ui/StaticImage";
import type { Addon } from "@/lib/addons";
import type { Plan } from "@/lib/api/contract";
import {
  GIGA_LIST_TITLE,
  GIGA_MINICARDS,
  GLOBOPLAY_MINICARD,
  MINICARDS_TITLE,
  STREAMING_CARDS,
  STREAMING_IMAGE_DIR,
} from "@/lib/content/streaming";
import { QueryLink } from "../QueryLink";
import { SectionHeader } from "../SectionHeader";
import section from "../Section.module.css";
import { streamingPageHref } from "../urls";
import { MinicardView } from "./MinicardView";
import { resolveMinicards } from "./minicards";
import styles from "./Streaming.module.css";

/**
 * The landing's streaming block (marketing §1-2): a card per service linking to its page, then
 * the minicards — 700 Mega with Globoplay, then the 1 Giga list.
 */
export function LandingStreaming({ addon, plans }: { addon: Addon; plans?: Plan[] }) {
  const globoplay = resolveMinicards([GLOBOPLAY_MINICARD], addon, plans);
  const giga = resolveMinicards(GIGA_MINICARDS, addon, plans);
  return (
    <section id="streaming" aria-labelledby="streaming-title" className={section.section}>
      <SectionHeader
        id="streaming-title"
        preTitle="Streaming"
        title={MINICARDS_TITLE}
        lead="Assine internet fibra com Globoplay, HBO Max ou Paramount+ e pague tudo na mesma fatura."
      />
      <ul className={styles.services}>
        {STREAMING_CARDS.map((card) => (
          <li key={card.service} className={styles.service} data-service={card.service}>
            <StaticImage src={`${STREAMING_IMAGE_DIR}/${card.image}`} alt="" width={480} height={200} className={styles.serviceArt} />
            <div className={styles.serviceBody}>
              <h3 className={section.cardTitle}>{card.name}</h3>
              <p className={section.cardText}>{card.text}</p>
              <QueryLink href={streamingPageHref(addon, card.href)} className={section.textLink}>
                Ver Planos<span className="visually-hidden"> com {card.name}</span>
              </QueryLink>
            </div>
          </li>
        ))}
      </ul>
      {globoplay.length + giga.length > 0 && (
        <div className={styles.minicardGroups}>
          {globoplay.length > 0 && (
            <div className={styles.minicardGroup}>
              <h3 className={styles.groupTitle}>{GLOBOPLAY_MINICARD.title}</h3>
              <div className={styles.minicards}>
                {globoplay.map((card) => (
                  <MinicardView key={card.id} card={card} />
                ))}
              </div>
            </div>
          )}
          {giga.length > 0 && (
            <div className={styles.minicardGroup}>
              <h3 className={styles.groupTitle}>{GIGA_LIST_TITLE}</h3>
              <div className={styles.minicards}>
                {giga.map((card) => (
                  <MinicardView key={card.id} card={card} />
                ))}
              </div>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
