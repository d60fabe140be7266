"use client";

import {
  lazy,
  Suspense,
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from "react";
// First, as in the page's own stylesheet (Carousel composes it there, ScrollRow through
// ui/ScrollArrows.module.css): with the shared arrow rules in the same place of both orders,
// Turbopack folds this island's styles into the page's stylesheets instead of a third
// render-blocking file (tests/e2e/first-load.spec.ts).
import "@/components/ui/ArrowButton.module.css";
import { ScrollArrows } from "@/components/ui/ScrollArrows";
import { useLocationHash } from "@/components/ui/useLocationHash";
import type { Benefit } from "@/lib/api/contract";
import { defaultTab, plansForMode, type PlanGroup, type PlanListMode } from "@/lib/plans/groups";
import { splitPlanName } from "@/lib/plans/title";
import type { Plan } from "@/lib/plans/types";
import { BenefitsDrawer } from "./BenefitsDrawer";
import type { CardAddon } from "./cardAddon";
import { checkoutHref, whatsAppHref } from "./links";
import { PlanCard } from "./PlanCard";
import styles from "./PlanList.module.css";
import { PurchaseSheet } from "./PurchaseSheet";
import { useHashScroll } from "./useHashScroll";
import { ARROW_LOCK_MS, useScrollRow } from "@/components/ui/useScrollRow";

const PlanLeadDrawer = lazy(() => import("./PlanLeadDrawer"));

/** Phones get the purchase sheet (marketing §2: the mobile-only variant). */
const PHONE_QUERY = "(max-width: 47.99rem)";

export interface PlanListProps {
  groups: readonly PlanGroup[];
  addon: CardAddon;
  benefits?: readonly Benefit[];
  /** Marketing §2 "Plan list": group (default), tabs, all. */
  mode?: PlanListMode;
  /** Accessible name of the row ("Planos disponíveis"). */
  label?: string;
  /** The section's heading, rendered beside the arrows. */
  header?: ReactNode;
}

/** The cards a mode shows, each with the group it carries (its streaming toggles). */
function cardsFor(groups: readonly PlanGroup[], mode: PlanListMode, tab: string | null): PlanGroup[] {
  if (mode === "group") return groups.filter((g) => g.plans.length > 0).map((g) => ({ value: g.value, plans: g.plans }));
  return plansForMode(groups, mode, tab).map((plan) => ({ value: plan.sku, plans: [plan] }));
}

/** Tab names: the first plan's title ("600 Mega"), with its subtitle when two tabs would match. */
function tabLabels(groups: readonly PlanGroup[]): Map<string, string> {
  const titles = groups.map((g) => splitPlanName(g.plans[0]?.plan ?? g.value));
  return new Map(
    groups.map((g, i) => {
      const { title, subtitle } = titles[i]!;
      const clash = titles.some((t, j) => j !== i && t.title === title);
      return [g.value, clash && subtitle ? `${title} ${subtitle}` : title];
    }),
  );
}

/**
 * The plan list (marketing §2 "Plan list"): a horizontal row of plan cards with arrows that scroll
 * one card (500 ms lock, dimmed at the ends), an optional tab bar, the URL-hash card centred, and
 * the drawers the cards open (benefits, coverage lead, the phone purchase sheet).
 */
export function PlanList({
  groups,
  addon,
  benefits = [],
  mode = "group",
  label = "Planos disponíveis",
  header,
}: PlanListProps) {
  const id = useId();
  const rowRef = useRef<HTMLUListElement>(null);
  const [tab, setTab] = useState<string | null>(() => defaultTab(groups));
  const [benefitsPlan, setBenefitsPlan] = useState<Plan | null>(null);
  const [sheetPlan, setSheetPlan] = useState<Plan | null>(null);
  const [leadPlan, setLeadPlan] = useState<Plan | null>(null);
  const [leadLoaded, setLeadLoaded] = useState(false);

  const cards = useMemo(() => cardsFor(groups, mode, tab), [groups, mode, tab]);
  const listPlans = useMemo(() => groups.flatMap((g) => g.plans), [groups]);
  const hash = useLocationHash();
  const hashSku = listPlans.some((p) => p.sku === hash) ? hash : null;
  const row = useScrollRow(rowRef, cards.map((c) => c.value).join(" "), { lockMs: ARROW_LOCK_MS });
  useHashScroll(rowRef, hashSku);

  const hrefFor = useCallback((plan: Plan) => checkoutHref(addon.id, plan.sku), [addon.id]);
  const sheetAvailable = addon.showCardWhatsApp;
  const onContract = useCallback(
    (plan: Plan, event: MouseEvent<HTMLAnchorElement>) => {
      // Only a plain click on a phone, with a messaging link to offer: else the link just goes.
      if (!sheetAvailable || !whatsAppHref(plan)) return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (!window.matchMedia?.(PHONE_QUERY).matches) return;
      event.preventDefault();
      setSheetPlan(plan);
    },
    [sheetAvailable],
  );
  const onCheckAvailability = useCallback((plan: Plan) => {
    setLeadLoaded(true);
    setLeadPlan(plan);
  }, []);

  const labels = useMemo(() => tabLabels(groups), [groups]);
  const tabGroups = groups.filter((g) => g.plans.length > 0);
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const i = tabGroups.findIndex((g) => g.value === tab);
    const next =
      event.key === "ArrowRight" ? i + 1 : event.key === "ArrowLeft" ? i - 1 : event.key === "Home" ? 0 : event.key === "End" ? -1 : null;
    if (next === null) return;
    event.preventDefault();
    const target = tabGroups.at(next % tabGroups.length);
    if (!target) return;
    setTab(target.value);
    document.getElementById(`${id}-tab-${target.value}`)?.focus();
  };

  // What every card of the row shares; each adds its own group.
  const cardProps = {
    listPlans,
    addon,
    benefits,
    hrefFor,
    hashSku,
    onContract,
    onCheckAvailability,
    onShowBenefits: setBenefitsPlan,
    sheetOnPhone: sheetAvailable,
  };
  const list = (
    <ul ref={rowRef} className={styles.row} aria-label={label} data-overflow={row.overflow || undefined}>
      {cards.map((card) => (
        <li key={card.value} className={styles.item}>
          <PlanCard group={card} {...cardProps} />
        </li>
      ))}
    </ul>
  );

  return (
    <div className={styles.list}>
      <div className={styles.toolbar}>
        <div className={styles.header}>{header}</div>
        <ScrollArrows className={styles.arrows} hidden={!row.overflow} labels={["Planos anteriores", "Próximos planos"]} row={row} />
      </div>
      {mode === "tabs" && tabGroups.length > 1 && (
        <div role="tablist" aria-label="Velocidades" className={styles.tabs}>
          {tabGroups.map((g) => (
            <button
              key={g.value}
              id={`${id}-tab-${g.value}`}
              type="button"
              role="tab"
              aria-selected={g.value === tab}
              aria-controls={`${id}-panel`}
              tabIndex={g.value === tab ? 0 : -1}
              className={styles.tab}
              onClick={() => setTab(g.value)}
              onKeyDown={onTabKey}
            >
              {labels.get(g.value)}
            </button>
          ))}
        </div>
      )}
      {mode === "tabs" && tabGroups.length > 1 ? (
        <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`}>
          {list}
        </div>
      ) : (
        list
      )}

      <BenefitsDrawer plan={benefitsPlan} benefits={benefits} onClose={() => setBenefitsPlan(null)} />
      <PurchaseSheet plan={sheetPlan} hrefFor={hrefFor} onClose={() => setSheetPlan(null)} />
      {leadLoaded && (
        <Suspense fallback={null}>
          <PlanLeadDrawer plan={leadPlan} addonId={addon.id} onClose={() => setLeadPlan(null)} />
        </Suspense>
      )}
    </div>
  );
}
