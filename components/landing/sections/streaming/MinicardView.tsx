import Link from "@/components/ui/SiteLink";
import { formatFull, formatMonthly } from "@/lib/plans";
import type { Minicard } from "./minicards";
import styles from "./Streaming.module.css";

const SERVICE_LABEL = { globoplay: "Globoplay", "hbo-max": "HBO Max", paramount: "Paramount+" } as const;

/** One minicard: title, 'De R$ x' struck, 'Por R$ y/mês', and the purchase link. */
export function MinicardView({ card }: { card: Minicard }) {
  return (
    <article className={styles.minicard} data-streaming={card.streaming ?? "none"}>
      <p className={styles.minicardTag}>{card.streaming ? `Com ${SERVICE_LABEL[card.streaming]}` : "Só internet"}</p>
      <h4 className={styles.minicardTitle}>{card.title}</h4>
      <p className={styles.prices}>
        <s className={styles.full}>{formatFull(card.fullPrice)}</s>
        <span className={styles.price}>
          Por <strong>{formatMonthly(card.price)}</strong>
        </span>
      </p>
      <Link href={card.link} prefetch={false} className={styles.minicardLink}>
        Contratar agora<span className="visually-hidden">: {card.title}</span>
      </Link>
    </article>
  );
}
