"use client";

import Link from "next/link";
import { usePurchase } from "@/components/providers/StoreProvider";
import { formatMonthly, planPrice } from "@/lib/plans/format";
import styles from "./PlanInfoBar.module.css";

/**
 * Funnel §2 plan-info line: shown whenever a plan is selected, with an Edit link. The price is the
 * advertised one (with direct debit) until the visitor declines direct debit; then the one they pay.
 */
export function PlanInfoBar({ editHref }: { editHref: string }) {
  const plan = usePurchase((s) => s.planoSelected);
  const withDebit = usePurchase((s) => s.directDebit || !s.directDebitAnswered);
  if (!plan) return null;
  const value = planPrice(plan, withDebit);
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
