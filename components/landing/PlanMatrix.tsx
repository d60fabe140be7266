"use client";

import { useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { advertisedPrice, formatFull, formatMonthly } from "@/lib/plans/format";
import { matrixFeature } from "@/lib/plans/matrix";
import { splitPlanName } from "@/lib/plans/title";
import type { Plan } from "@/lib/plans/types";
import { CheckMarkIcon, DashIcon } from "./icons";
import { checkoutHref } from "./links";
import styles from "./PlanMatrix.module.css";
import { speedLabel } from "./speedLabel";
import { TrackedLink } from "./TrackedLink";

/** Benefits with a row of their own, or not apps: left out of the "apps inclusos" count. */
const NOT_APPS = new Set(["wifi6", "max", "deezer", "paramount-plus", "globo-play"]);

function Mark({ on }: { on: boolean }) {
  return on ? (
    <span className={styles.yes}>
      <CheckMarkIcon className={styles.mark} />
      <span className="visually-hidden">Incluso</span>
    </span>
  ) : (
    <span className={styles.no}>
      <DashIcon className={styles.mark} />
      <span className="visually-hidden">Não incluso</span>
    </span>
  );
}

const hasBenefit = (plan: Plan, slug: string) => (plan.benefits ?? []).some((b) => b.slug.toLowerCase() === slug);

/** The matrix rows: a label and each plan's cell. HBO Max and Deezer follow lib/plans/matrix. */
const ROWS: readonly { label: string; cell: (plan: Plan) => ReactNode }[] = [
  { label: "Download", cell: (p) => speedLabel(p.plan_download) ?? "—" },
  { label: "Upload", cell: (p) => speedLabel(p.plan_upload) ?? "—" },
  { label: "Wi-Fi 6", cell: (p) => <Mark on={hasBenefit(p, "wifi6")} /> },
  { label: "HBO Max", cell: (p) => <Mark on={matrixFeature(p.sku, "hboMax")} /> },
  { label: "Deezer", cell: (p) => <Mark on={matrixFeature(p.sku, "deezer")} /> },
  {
    label: "Apps inclusos",
    cell: (p) => String((p.benefits ?? []).filter((b) => !NOT_APPS.has(b.slug.toLowerCase())).length),
  },
  {
    label: "Preço mensal",
    cell: (p) => {
      const value = advertisedPrice(p);
      return (
        <span className={styles.price}>
          {p.price_full && <s>{formatFull(p.price_full)}</s>}
          {value && <strong>{formatMonthly(value)}</strong>}
        </span>
      );
    },
  },
];

/**
 * The plan comparison matrix (marketing §2, §9): plans in matrix order as table columns; the tab
 * bar picks the plan in focus (default d300a). Phones show the picked plan's column only; wider
 * screens show all of them with the picked one highlighted.
 */
export function PlanMatrix({ plans, addonId, defaultSku }: { plans: readonly Plan[]; addonId: string; defaultSku: string | null }) {
  const id = useId();
  const [selected, setSelected] = useState(defaultSku ?? plans[0]?.sku ?? "");

  const onKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const i = plans.findIndex((p) => p.sku === selected);
    const next =
      event.key === "ArrowRight" ? i + 1 : event.key === "ArrowLeft" ? i - 1 : event.key === "Home" ? 0 : event.key === "End" ? -1 : null;
    if (next === null) return;
    event.preventDefault();
    const target = plans.at(next % plans.length);
    if (!target) return;
    setSelected(target.sku);
    document.getElementById(`${id}-tab-${target.sku}`)?.focus();
  };

  const name = (plan: Plan) => {
    const { title, subtitle } = splitPlanName(plan.plan);
    return (
      <>
        <span className={styles.planTitle}>{title}</span>
        {subtitle && <span className={styles.planSubtitle}>{subtitle}</span>}
      </>
    );
  };

  return (
    <div className={styles.matrix}>
      <div role="tablist" aria-label="Planos do comparativo" className={styles.tabs}>
        {plans.map((plan) => (
          <button
            key={plan.sku}
            id={`${id}-tab-${plan.sku}`}
            type="button"
            role="tab"
            aria-selected={plan.sku === selected}
            aria-controls={`${id}-panel`}
            tabIndex={plan.sku === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(plan.sku)}
            onKeyDown={onKey}
          >
            {plan.plan}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${selected}`} className={styles.panel}>
        <table className={styles.table}>
          <caption className="visually-hidden">Comparativo dos planos de internet fibra</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.corner}>
                Plano
              </th>
              {plans.map((plan) => (
                <th key={plan.sku} scope="col" data-selected={plan.sku === selected || undefined}>
                  {name(plan)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {plans.map((plan) => (
                  <td key={plan.sku} data-selected={plan.sku === selected || undefined}>
                    {row.cell(plan)}
                  </td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row">
                <span className="visually-hidden">Contratar</span>
              </th>
              {plans.map((plan) => (
                <td key={plan.sku} data-selected={plan.sku === selected || undefined}>
                  <TrackedLink className={styles.cta} href={checkoutHref(addonId, plan.sku)}>
                    Contratar<span className="visually-hidden"> o plano {plan.plan}</span>
                  </TrackedLink>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </div>
  );
}
