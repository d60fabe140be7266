import Link from "@/components/ui/SiteLink";
import type { Addon } from "@/lib/addons";
import type { Plan } from "@/lib/api/contract";
import { GAMER_BANNER } from "@/lib/content/explainer";
import { advertisedPrice, formatMonthly } from "@/lib/plans";
import { checkoutHref } from "../urls";
import styles from "./Explainer.module.css";

/**
 * The gamers/streamers banner for the 2 Giga plan: its online purchase link is found by sku
 * d2000b (marketing §2); the price shows when the page's plan list has it.
 */
export function GamerBanner({ addon, plans }: { addon: Addon; plans?: Plan[] }) {
  const plan = plans?.find((p) => p.sku === GAMER_BANNER.sku);
  const price = plan ? advertisedPrice(plan) : undefined;
  return (
    <aside aria-labelledby="banner-gamer-title" className={`${styles.banner} ${styles.gamer}`}>
      <p className={styles.bannerPre}>{GAMER_BANNER.preTitle}</p>
      <h3 id="banner-gamer-title" className={styles.bannerTitle}>
        {GAMER_BANNER.title}
      </h3>
      <p className={styles.bannerText}>{GAMER_BANNER.text}</p>
      {price && (
        <p className={styles.bannerPrice}>
          Por <strong>{formatMonthly(price)}</strong>
        </p>
      )}
      <Link href={checkoutHref(addon, GAMER_BANNER.sku)} prefetch={false} className={styles.bannerCta}>
        {GAMER_BANNER.cta}
      </Link>
    </aside>
  );
}
