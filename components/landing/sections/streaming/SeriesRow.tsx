import { StaticImage } from "@/components/ui/StaticImage";
import { ScrollRow } from "@/components/landing/islands";
import { SERIES_IMAGE_DIR, type Series } from "@/lib/content/streaming";
import styles from "./Streaming.module.css";

/** A drag-scrollable list of series: image, title, description (marketing §2). */
export function SeriesRow({ label, series, featured }: { label: string; series: readonly Series[]; featured?: boolean }) {
  return (
    <ScrollRow
      label={label}
      itemWidth={featured ? "min(24rem, 82vw)" : "min(20rem, 75vw)"}
      items={series.map((item) => (
        <article key={item.id} className={styles.series}>
          <StaticImage
            src={`${SERIES_IMAGE_DIR}/${item.image}`}
            alt=""
            width={featured ? 480 : 400}
            height={featured ? 270 : 225}
            className={styles.seriesArt}
            draggable={false}
          />
          <div className={styles.seriesBody}>
            <h4 className={styles.seriesTitle}>{item.title}</h4>
            <p className={styles.seriesText}>{item.description}</p>
          </div>
        </article>
      ))}
    />
  );
}
