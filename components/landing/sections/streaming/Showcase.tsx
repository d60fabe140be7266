import { StaticImage } from "@/components/ui/StaticImage";
import type { Showcase as ShowcaseData } from "@/lib/content/streaming";
import { STREAMING_IMAGE_DIR } from "@/lib/content/streaming";
import { SectionHeader } from "../SectionHeader";
import section from "../Section.module.css";
import styles from "./Streaming.module.css";

/** Paramount+ and HBO Max showcase (marketing §2): title, description, image cards. */
export function Showcase({ id, showcase }: { id: string; showcase: ShowcaseData }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={section.section}>
      <SectionHeader id={`${id}-title`} title={showcase.title} lead={showcase.description} />
      <ul className={section.grid}>
        {showcase.cards.map((card) => (
          <li key={card.title} className={styles.showcaseCard}>
            <StaticImage src={`${STREAMING_IMAGE_DIR}/${card.image}`} alt="" width={400} height={225} className={styles.showcaseArt} />
            <div className={styles.showcaseBody}>
              <h3 className={section.cardTitle}>{card.title}</h3>
              <p className={section.cardText}>{card.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
