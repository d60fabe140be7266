"use client";

import { Button } from "@/components/ui/Button";
import type { Plan } from "@/lib/api/contract";
import { advertisedPrice, formatFull, formatMonthly, parseDecimal, splitPlanName, type Badge } from "@/lib/plans";
import styles from "./Coverage.module.css";
import { PlanBadge } from "@/components/ui/PlanBadge";

/** A plan available at the visitor's address: name, speed, price, and the way into the checkout. */
export function CoveragePlanCard({
  plan,
  href,
  onChoose,
  mobileBonusText,
  label,
}: {
  plan: Plan;
  href: string;
  onChoose: () => void;
  mobileBonusText?: string | null;
  /** The card's badge or ribbon (marketing §9), as on the landing. */
  label?: Badge | null;
}) {
  const name = splitPlanName(plan.plan);
  const price = advertisedPrice(plan);
  const full = plan.price_full;
  const showFull = full !== undefined && price !== undefined && parseDecimal(full) > parseDecimal(price);
  const headingId = `plan-${plan.sku}`;
  return (
    <li className={styles.plan} aria-labelledby={headingId}>
      {label && <PlanBadge label={label} className={styles.badge} />}
      <h2 id={headingId} className={styles.planName}>
        {plan.title || name.title}
        {(plan.subtitle || name.subtitle) && <span className={styles.planSub}>{plan.subtitle || name.subtitle}</span>}
      </h2>
      {plan.description && <p className={styles.small}>{plan.description}</p>}
      {mobileBonusText && <p className={styles.small}>{mobileBonusText}</p>}
      {price !== undefined && (
        <p>
          {showFull && (
            <>
              <s className={styles.small}>{formatFull(full)}</s>
              <br />
            </>
          )}
          <span className={styles.price}>{formatMonthly(price)}</span>
          {plan.price_with_dacc !== undefined && <span className={styles.perMonth}> no débito automático</span>}
        </p>
      )}
      <Button href={href} onClick={onChoose} variant="primary" fullWidth aria-describedby={headingId}>
        Contratar
      </Button>
    </li>
  );
}
