import Link from "@/components/ui/SiteLink";
import { Button } from "@/components/ui/Button";
import type { Plan } from "@/lib/api/contract";
import { PARTNER_SECTION } from "@/lib/content/partner";
import { advertisedPrice, formatFull, formatMonthly } from "@/lib/plans";
import { Icon } from "./icons";
import type { SectionProps } from "./types";
import section from "./Section.module.css";
import styles from "./Partner.module.css";
import { checkoutHref, coverageHref } from "./urls";

/** The two partnership cards: the first of the content's skus the page offers. */
export function partnerPlans(plans: readonly Plan[] = []): Plan[] {
  return PARTNER_SECTION.planSkus
    .map((sku) => plans.find((plan) => plan.sku === sku))
    .filter((plan): plan is Plan => plan !== undefined)
    .slice(0, 2);
}

/**
 * The partner mobile section (movel-blindagem only, marketing §2): coverage check button, two
 * plan cards and the Wi-Fi 6 explanation. The variant is the one whose coverage link keeps its
 * prefix and whose explainer hides the banners; it is recognised by its FAQ set, the field that
 * names the partnership.
 */
export function PartnerMobileSection({ addon, plans }: SectionProps) {
  if (addon.faqSet !== "movel-blindagem") return null;
  const cards = partnerPlans(plans);
  return (
    <section id="parceria" aria-labelledby="parceria-title" className={`${section.section} ${styles.partner}`}>
      <div className={styles.head}>
        <p className={section.preTitle}>{PARTNER_SECTION.preTitle}</p>
        <h2 id="parceria-title" className={section.title}>
          {PARTNER_SECTION.title}
        </h2>
        <p className={section.lead}>{PARTNER_SECTION.text}</p>
        <div className={section.actions}>
          <Button href={coverageHref(addon)} prefetch={false}>
            {PARTNER_SECTION.cta}
          </Button>
        </div>
      </div>
      {cards.length > 0 && (
        <ul className={styles.plans}>
          {cards.map((plan) => (
            <li key={plan.sku} className={styles.plan}>
              <h3 className={styles.planName}>{plan.plan}</h3>
              {plan.description && <p className={section.cardText}>{plan.description}</p>}
              <p className={styles.prices}>
                {plan.price_full && <s className={styles.full}>{formatFull(plan.price_full)}</s>}
                <span>
                  Por <strong className={styles.price}>{formatMonthly(advertisedPrice(plan) ?? "")}</strong>
                </span>
              </p>
              <Link href={checkoutHref(addon, plan.sku)} prefetch={false} className={styles.planCta}>
                {PARTNER_SECTION.planCta}
                <span className="visually-hidden">: {plan.plan}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.wifi}>
        <Icon name="wifi" className={section.icon} />
        <div>
          <h3 className={section.cardTitle}>{PARTNER_SECTION.wifiTitle}</h3>
          <p className={section.cardText}>{PARTNER_SECTION.wifiText}</p>
        </div>
      </div>
    </section>
  );
}
