import type { Addon } from "@/lib/addons";
import type { Benefit } from "@/lib/api/contract";
import { SEE_PLANS_LABEL, SEE_PLANS_LINKS } from "@/lib/content/apps";
import { BenefitLogo } from "../../BenefitLogo";
import { QueryLink } from "../QueryLink";
import { streamingPageHref } from "../urls";
import styles from "./Apps.module.css";

/**
 * A benefit (app) card: logo, name, description; Paramount+ and Max carry 'Ver Planos' to their
 * streaming page with the visitor's query string (marketing §2).
 */
export function BenefitCardView({ benefit, addon, headingLevel = 3 }: { benefit: Benefit; addon: Addon; headingLevel?: 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  const seePlans = SEE_PLANS_LINKS[benefit.slug];
  return (
    <article className={styles.card}>
      <div className={styles.cardHead}>
        <span className={styles.logo}>
          <BenefitLogo slug={benefit.slug} name={benefit.benefit} decorative />
        </span>
        <Heading className={styles.name}>{benefit.benefit}</Heading>
      </div>
      <p className={styles.description}>{benefit.description}</p>
      {seePlans && (
        <QueryLink href={streamingPageHref(addon, seePlans)} className={styles.seePlans} draggable={false}>
          {SEE_PLANS_LABEL}
          <span className="visually-hidden"> com {benefit.benefit}</span>
        </QueryLink>
      )}
    </article>
  );
}
