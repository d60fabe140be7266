/**
 * Plan groups (marketing §3 "Plan group", §9 "Group order"): plans that share a card, keyed by the
 * speed digits of the sku, and the plan list modes (marketing §2 "Plan list").
 */
import type { Addon } from "@/lib/addons";
import type { Plan } from "./types";

/** Group order of marketing §9. */
export const GROUP_ORDER = ["300", "400", "500", "600a", "600", "1000", "2000"] as const;

/** Skus that leave group 600 for group 600a, when a 600 plan exists. */
export const GROUP_600A_SKUS: readonly string[] = ["d600a", "d600ar", "d600asp", "d600ar3"];

/** Moved to the end of its group (marketing §4). */
export const GROUP_LAST_SKUS: readonly string[] = ["d600gles"];

/** Speeds that count as another group: 700 Mega is 600 plus 100 of bonus (marketing §9). */
const SPEED_ALIASES: Readonly<Record<string, string>> = { "700": "600" };

export interface PlanGroup {
  value: string;
  plans: Plan[];
}

/** The group of a sku from its digits alone ("d700b" → "600"); "" when the sku has no digits. */
export function speedKey(sku: string): string {
  const digits = /\d+/.exec(sku)?.[0] ?? "";
  return SPEED_ALIASES[digits] ?? digits;
}

/**
 * The group key of each plan within a list. Group 600a exists only when the list also has a plain
 * 600 plan (any plan of key 600 outside the 600a skus, d700* included): alone, the 600a skus are
 * the 600 group.
 */
function groupKeyIn(plans: readonly Plan[]): (plan: Plan) => string {
  const is600a = (p: Plan) => GROUP_600A_SKUS.includes(p.sku);
  const has600 = plans.some((p) => speedKey(p.sku) === "600" && !is600a(p));
  return (plan) => (has600 && is600a(plan) ? "600a" : speedKey(plan.sku));
}

/** The group key a plan gets among the given plans. */
export function groupKey(plan: Plan, plans: readonly Plan[]): string {
  return groupKeyIn(plans)(plan);
}

/** A plan's place in addon.sortFirstSkus (premium: d1000em 0, d500em 1); the others after them. */
export function sortFirstRank(addon: Pick<Addon, "sortFirstSkus">): (plan: Plan) => number {
  const first = addon.sortFirstSkus;
  return (p) => {
    const i = first.indexOf(p.sku);
    return i === -1 ? first.length : i;
  };
}

const rank = (value: string): number => {
  const i = (GROUP_ORDER as readonly string[]).indexOf(value);
  return i === -1 ? GROUP_ORDER.length : i;
};

/**
 * Groups in marketing §9 order; within a group the input order is kept (so an addon's sorting,
 * applied before, survives), except that d600gles goes to the end. A sku with an unknown speed
 * keeps its own group after the known ones, in order of first appearance, so no served plan is
 * lost. The addon's own sorting (marketing §4, premium: "d1000em before d500em before others")
 * orders the groups too: a group holding one of its skus comes first, by that sku's place; the
 * group order follows for the rest. Sorting the plans alone was undone here, and the premium
 * landing showed d500em, d600cb, d1000em.
 */
export function groupPlans(plans: readonly Plan[], addon: Pick<Addon, "sortFirstSkus"> = NO_SORT): PlanGroup[] {
  const keyOf = groupKeyIn(plans);
  const groups = new Map<string, Plan[]>();
  for (const plan of plans) {
    const key = keyOf(plan);
    groups.set(key, [...(groups.get(key) ?? []), plan]);
  }
  const last = (p: Plan) => (GROUP_LAST_SKUS.includes(p.sku) ? 1 : 0);
  const first = sortFirstRank(addon);
  const firstOf = (g: PlanGroup) => Math.min(...g.plans.map(first));
  return [...groups.entries()]
    .map(([value, members]) => ({ value, plans: [...members].sort((a, b) => last(a) - last(b)) }))
    .sort((a, b) => firstOf(a) - firstOf(b) || rank(a.value) - rank(b.value));
}

const NO_SORT: Pick<Addon, "sortFirstSkus"> = { sortFirstSkus: [] };

/** Plan list modes (marketing §2 "Plan list"). */
export type PlanListMode = "group" | "tabs" | "all";

/** Tabs mode: the default tab is the first available group; null when there is none. */
export function defaultTab(groups: readonly PlanGroup[]): string | null {
  return groups.find((g) => g.plans.length > 0)?.value ?? null;
}

/**
 * The plans a list shows: "group" the first plan of each group (each card carries its group for
 * the streaming toggles); "tabs" the plans of the chosen tab, or of the default tab when none or an
 * unknown one is chosen; "all" every plan in group order.
 */
export function plansForMode(groups: readonly PlanGroup[], mode: PlanListMode, tab?: string | null): Plan[] {
  switch (mode) {
    case "group":
      return groups.flatMap((g) => g.plans.slice(0, 1));
    case "tabs": {
      const chosen = groups.find((g) => g.value === tab && g.plans.length > 0);
      const value = chosen?.value ?? defaultTab(groups);
      return groups.find((g) => g.value === value)?.plans.slice() ?? [];
    }
    case "all":
      return groups.flatMap((g) => g.plans);
  }
}
