import type { Plan } from "@/lib/api/contract";
import { splitPlanName } from "@/lib/plans";
import { directDebitSaving, monthly } from "./format";
import styles from "../steps.module.css";

/** Benefits listed on a compact card (the plan list); the cart lists them all. */
const COMPACT_BENEFITS = 4;

/** A plan's name, speeds and prices, as the plan list and the cart show it. */
export function PlanCard({
  plan,
  current = false,
  suggested = false,
  headingLevel = 2,
  compact = false,
}: {
  plan: Plan;
  current?: boolean;
  /** Preselected on a list of a link's matches (lib/plans/choice-list), not yet the order's plan. */
  suggested?: boolean;
  headingLevel?: 2 | 3;
  compact?: boolean;
}) {
  const { title, subtitle } = splitPlanName(plan.plan);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const saving = directDebitSaving(plan);
  const benefits = plan.benefits ?? [];
  const shown = compact ? benefits.slice(0, COMPACT_BENEFITS) : benefits;
  const more = benefits.length - shown.length;
  const speeds = [plan.plan_download && `${plan.plan_download} Mbps de download`, plan.plan_upload && `${plan.plan_upload} Mbps de upload`].filter(Boolean);
  return (
    <>
      {current && <p className={styles.tag}>Plano escolhido</p>}
      {suggested && !current && <p className={styles.tag}>Plano sugerido</p>}
      <Heading className={styles.planName}>
        {title}
        {subtitle && <span className={styles.planSub}>{subtitle}</span>}
      </Heading>
      {plan.price_with_dacc ? (
        <p>
          <span className={styles.price}>{monthly(plan.price_with_dacc)}</span>{" "}
          <span className={styles.note}>com débito automático</span>
        </p>
      ) : null}
      {plan.price && plan.price !== plan.price_with_dacc ? (
        <p className={styles.note}>
          {monthly(plan.price)} sem débito automático{saving ? ` (economia de ${monthly(saving)})` : ""}
        </p>
      ) : null}
      {(speeds.length > 0 || shown.length > 0) && (
        <ul className={styles.bullets}>
          {speeds.map((s) => (
            <li key={String(s)}>{s}</li>
          ))}
          {shown.map((b) => (
            <li key={b.slug}>{b.benefit}</li>
          ))}
          {more > 0 && <li>e mais {more === 1 ? "1 benefício" : `${more} benefícios`}</li>}
        </ul>
      )}
    </>
  );
}
