"use client";

import Link from "@/components/ui/SiteLink";
import { usePurchase } from "@/components/providers/StoreProvider";
import { formatMonthly, orderPrice } from "@/lib/plans/format";
import styles from "./PlanInfoBar.module.css";

/**
 * Funnel §2 plan-info line: shown whenever a plan is selected, with an Edit link. The price is the
 * advertised one (with direct debit) until the visitor declines direct debit; then the one they pay
 * (orderPrice).
 * `reserveSpace` (checkout steps): the plan is only known in the browser (from the stored order or
 * the plan request), so the server renders an empty line of the same height; without it the
 * line pushed the whole step down once it appeared (layout shift 0.22 on a phone).
 */
export function PlanInfoBar({ editHref, reserveSpace = false }: { editHref: string; reserveSpace?: boolean }) {
  const plan = usePurchase((s) => s.planoSelected);
  const directDebit = usePurchase((s) => s.directDebit);
  const directDebitAnswered = usePurchase((s) => s.directDebitAnswered);
  if (!plan) {
    return reserveSpace ? (
      <div className={styles.bar} aria-hidden="true" data-testid="plan-info-reserved">
        <p className={styles.inner}>
          <span className={styles.edit}>{"\u00a0"}</span>
        </p>
      </div>
    ) : null;
  }
  const value = orderPrice(plan, { directDebit, directDebitAnswered });
  return (
    <div className={styles.bar} data-testid="plan-info">
      <p className={styles.inner}>
        <span className={styles.label}>Plano escolhido:</span>{" "}
        <span className={styles.title}>{plan.plan}</span>{" "}
        {value && <span className={styles.price}>{formatMonthly(value)}</span>}{" "}
        <Link className={styles.edit} href={editHref}>
          Editar <span className="visually-hidden">plano escolhido</span>
        </Link>
      </p>
    </div>
  );
}
