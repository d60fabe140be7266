"use client";

import { useState, type MouseEvent } from "react";
import { Button } from "@/components/ui/Button";
import type { Benefit } from "@/lib/api/contract";
import { planLabel } from "@/lib/plans/badges";
import { planBonuses } from "@/lib/plans/bonus";
import { advertisedPrice, formatAmount, formatFull, formatMonthly } from "@/lib/plans/format";
import type { PlanGroup } from "@/lib/plans/groups";
import {
  initialStreamingState,
  planForToggle,
  shownPlan,
  STREAMING_TOGGLES,
  toggleStreaming,
  toggleVisibility,
  type StreamingState,
} from "@/lib/plans/streaming";
import { splitPlanName } from "@/lib/plans/title";
import type { Plan } from "@/lib/plans/types";
import { BenefitLogo } from "./BenefitLogo";
import { CARD_ICON_EXCLUDED } from "./benefitImages";
import type { CardAddon } from "./cardAddon";
import { CheckMarkIcon, StarIcon, WhatsAppIcon } from "./icons";
import { whatsAppHref } from "./links";
import styles from "./PlanCard.module.css";
import { speedLabel } from "./speedLabel";
import { StreamingToggles } from "./StreamingToggles";
import { Toggletip } from "./Toggletip";
import { TrackedLink } from "./TrackedLink";
import { PlanBadge } from "@/components/ui/PlanBadge";

export interface PlanCardProps {
  /** The plans that share this card; one plan in the tabs and all modes. */
  group: PlanGroup;
  /** Every plan of the list on screen (the cheapest wears 'MENOR PREÇO'). */
  listPlans: readonly Plan[];
  addon: CardAddon;
  /** The benefit catalogue: names of the icons. */
  benefits?: readonly Benefit[];
  /** Target of 'Contratar agora' for the plan shown; '#' without it (marketing §2). */
  hrefFor?: (plan: Plan) => string;
  /** A sku from the URL hash: the toggle that shows it is switched on. */
  hashSku?: string | null;
  /** 'Contratar agora' was pressed; the parent may take over (preventDefault) to offer choices. */
  onContract?: (plan: Plan, event: MouseEvent<HTMLAnchorElement>) => void;
  onCheckAvailability?: (plan: Plan) => void;
  onShowBenefits?: (plan: Plan) => void;
  /** On phones the parent's purchase sheet offers the messaging app: the card shows one CTA. */
  sheetOnPhone?: boolean;
}

/** The toggle that shows a sku of the group, if any. */
function toggleForSku(group: readonly Plan[], sku: string | null | undefined) {
  if (!sku) return null;
  return STREAMING_TOGGLES.find((t) => planForToggle(group, t)?.sku === sku) ?? null;
}

function initialState(group: readonly Plan[], hashSku: string | null | undefined): StreamingState {
  const state = initialStreamingState(group);
  const fromHash = toggleForSku(group, hashSku);
  return fromHash ? { ...state, active: fromHash } : state;
}

/**
 * A plan card (marketing §2 "Plan card", §4, §9): label, title split at Mega/Giga, speeds and
 * bonuses, streaming toggles that pick the plan shown, prices, the ways to buy, then the app
 * icons and the benefits link. 310 px wide.
 */
export function PlanCard({
  group,
  listPlans,
  addon,
  benefits = [],
  hrefFor,
  hashSku,
  onContract,
  onCheckAvailability,
  onShowBenefits,
  sheetOnPhone = false,
}: PlanCardProps) {
  const [state, setState] = useState(() => initialState(group.plans, hashSku));
  // A hash that arrives after the first render (read on the client) preselects its toggle.
  const [seenHash, setSeenHash] = useState(hashSku);
  if (hashSku !== seenHash) {
    setSeenHash(hashSku);
    const fromHash = toggleForSku(group.plans, hashSku);
    if (fromHash && fromHash !== state.active) setState({ ...state, active: fromHash });
  }

  const plan = shownPlan(state) ?? group.plans[0]!;
  const visible = toggleVisibility(group, addon);
  const label = planLabel(plan, listPlans, addon);
  const { title, subtitle } = splitPlanName(plan.plan);
  const bonuses = planBonuses(plan, addon);
  const download = speedLabel(plan.plan_download);
  const upload = speedLabel(plan.plan_upload);
  const monthlyValue = advertisedPrice(plan);
  const whatsapp = addon.showCardWhatsApp ? whatsAppHref(plan) : null;
  const points = addon.livelo ? (plan.livelo_dacc_points ?? 0) : 0;
  const names = new Map(benefits.map((b) => [b.slug.toLowerCase(), b.benefit]));
  const icons = (plan.benefits ?? []).filter((b) => !CARD_ICON_EXCLUDED.has(b.slug.toLowerCase()));
  const extras = [bonuses.streaming, bonuses.devices, bonuses.mobile].filter((t): t is string => Boolean(t));
  const href = hrefFor?.(plan) ?? "#";

  return (
    <article
      id={group.plans[0]?.sku}
      className={styles.card}
      data-skus={group.plans.map((p) => p.sku).join(" ")}
      data-plan={plan.sku}
      data-sheet={sheetOnPhone && whatsapp ? "" : undefined}
      aria-labelledby={`${plan.sku}-title`}
    >
      {/* No badge, no slot: an empty one left a gap above the title. The row still lines up
          where it matters, prices and actions, which sit at the bottom of every card. */}
      {label && <PlanBadge label={label} className={styles.badge} />}

      <h3 id={`${plan.sku}-title`} className={styles.heading}>
        <span className={styles.title}>{title}</span>
        {subtitle && <span className={styles.subtitle}>{subtitle}</span>}
      </h3>

      {(download || upload) && (
        <p className={styles.speeds}>
          {download && <span>Download {download}</span>}
          {upload && <span>Upload {upload}</span>}
        </p>
      )}

      {(bonuses.speed || extras.length > 0) && (
        <ul className={styles.bonuses}>
          {bonuses.speed && (
            <li>
              <CheckMarkIcon className={styles.check} />
              <span>
                {bonuses.speed}
                {bonuses.tooltip && <Toggletip label="Detalhes do bônus de velocidade" text={bonuses.tooltip} />}
              </span>
            </li>
          )}
          {extras.map((text) => (
            <li key={text}>
              <CheckMarkIcon className={styles.check} />
              <span>{text}</span>
            </li>
          ))}
        </ul>
      )}

      <StreamingToggles visible={visible} active={state.active} onToggle={(t) => setState((s) => toggleStreaming(s, t))} />

      {points > 0 && (
        <p className={styles.livelo}>
          <StarIcon className={styles.star} />
          <span>
            Ganhe {formatAmount(points).replace(/,00$/, "")} pontos Livelo
            <small>Pontos liberados em até 30 dias após a instalação.</small>
          </span>
        </p>
      )}

      <div className={styles.prices}>
        {plan.price_full && <s className={styles.full}>{formatFull(plan.price_full)}</s>}
        {monthlyValue && <p className={styles.monthly}>{formatMonthly(monthlyValue)}</p>}
        <p className={styles.terms}>no débito automático, por 12 meses</p>
        {plan.price && plan.price_with_dacc && plan.price !== plan.price_with_dacc && (
          <p className={styles.terms}>Sem débito automático: {formatMonthly(plan.price)}</p>
        )}
      </div>

      <div className={styles.actions}>
        <TrackedLink className={styles.primary} href={href} onClick={(event) => onContract?.(plan, event)}>
          Contratar agora<span className="visually-hidden"> o plano {plan.plan}</span>
        </TrackedLink>
        {whatsapp && (
          <a className={styles.whatsapp} href={whatsapp} target="_blank" rel="noopener noreferrer">
            <WhatsAppIcon className={styles.icon} />
            Contratar via Whatsapp<span className="visually-hidden"> (abre em nova aba)</span>
          </a>
        )}
        {onCheckAvailability && (
          <Button variant="secondary" fullWidth onClick={() => onCheckAvailability(plan)}>
            Consultar disponibilidade
          </Button>
        )}
      </div>

      {icons.length > 0 && (
        <div className={styles.apps}>
          <p className={styles.appsTitle}>Apps inclusos</p>
          <ul className={styles.icons}>
            {icons.map((b) => (
              <li key={b.slug}>
                <BenefitLogo slug={b.slug} name={names.get(b.slug.toLowerCase()) ?? b.benefit} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {onShowBenefits && (
        <Button variant="link" className={styles.benefitsLink} onClick={() => onShowBenefits(plan)}>
          Ver todos os benefícios<span className="visually-hidden"> do plano {plan.plan}</span>
        </Button>
      )}
    </article>
  );
}
