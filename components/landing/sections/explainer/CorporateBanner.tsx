import { CORPORATE_BANNER } from "@/lib/content/explainer";
import { telHref, televendas } from "@/lib/contact";
import { formatMonthly } from "@/lib/plans";
import styles from "./Explainer.module.css";

/**
 * The corporate (CNPJ) offer: 1 Giga at R$ 119,99 (marketing §9). Companies sign through a
 * consultant, so the button calls televendas (the spec shows no online path for a CNPJ).
 */
export function CorporateBanner() {
  return (
    <aside aria-labelledby="banner-cnpj-title" className={`${styles.banner} ${styles.corporate}`}>
      <p className={styles.bannerPre}>{CORPORATE_BANNER.preTitle}</p>
      <h3 id="banner-cnpj-title" className={styles.bannerTitle}>
        {CORPORATE_BANNER.title}
      </h3>
      <p className={styles.bannerText}>{CORPORATE_BANNER.text}</p>
      <p className={styles.bannerPrice}>
        Por <strong>{formatMonthly(CORPORATE_BANNER.price)}</strong>
      </p>
      <a href={telHref(televendas())} className={styles.bannerCta}>
        {CORPORATE_BANNER.cta}
        <span className="visually-hidden">: {televendas()}</span>
      </a>
    </aside>
  );
}
