import type { ReactNode } from "react";
import { cx } from "@/components/ui/Button";
import type { Plan } from "@/lib/api/contract";
import { advertisedPrice, formatFull, formatMonthly, splitPlanName } from "@/lib/plans";
import styles from "./Flow.module.css";

/** Price line of an offer: the price with automatic debit when there is one, else the price. */
export function offerPrice(plan: Plan): string {
  return formatMonthly(advertisedPrice(plan) ?? "");
}

/** A renewal or migration offer as a card: name, speed, price, benefits and the card's action. */
export function OfferCard({ plan, headingId, selected, children }: { plan: Plan; headingId: string; selected?: boolean; children?: ReactNode }) {
  const { title, subtitle } = splitPlanName(plan.plan);
  const price = offerPrice(plan);
  const full = plan.price_full && plan.price_full !== advertisedPrice(plan) ? formatFull(plan.price_full) : "";
  const benefits = (plan.benefits ?? []).map((b) => b.benefit).filter(Boolean);
  return (
    <li className={cx(styles.card, selected && styles.cardSelected)} aria-labelledby={headingId} data-offer={plan.id}>
      <h2 id={headingId} className={styles.cardTitle}>
        {title}
      </h2>
      {(subtitle || plan.description) && <p className={styles.cardSubtitle}>{subtitle || plan.description}</p>}
      {price && (
        <p className={styles.price}>
          {full && (
            <span className={styles.fullPrice}>
              <s>{full}</s>{" "}
            </span>
          )}
          {price}
        </p>
      )}
      {plan.price_with_dacc !== undefined && <p className={styles.cardSubtitle}>Com débito automático e fatura digital.</p>}
      {benefits.length > 0 && (
        <ul className={styles.benefits} aria-label="Benefícios incluídos">
          {benefits.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      )}
      {children}
    </li>
  );
}
