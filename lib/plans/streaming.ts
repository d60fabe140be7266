/**
 * Plan card streaming toggles (marketing §4): three mutually exclusive toggles, each picking a plan
 * of the card's group; which one starts on; which ones show.
 */
import type { Addon } from "@/lib/addons";
import type { PlanGroup } from "./groups";
import type { Plan } from "./types";

/** In the order the card shows them. */
export const STREAMING_TOGGLES = ["globoplay", "max", "paramount"] as const;
export type StreamingToggle = (typeof STREAMING_TOGGLES)[number];

/** The skus each toggle picks, in preference order (the first present in the group wins). */
export const TOGGLE_SKUS: Readonly<Record<StreamingToggle, readonly string[]>> = {
  globoplay: ["d600gl", "d600gles"],
  max: ["d600c", "d1000d"],
  paramount: ["d600b", "d600br", "d1000c"],
};

/** Initial toggle by group sku, in priority order. */
const INITIAL_BY_SKU: readonly (readonly [string, StreamingToggle])[] = [
  ["d600gl", "globoplay"],
  ["d600c", "max"],
  ["d600b", "paramount"],
];

/** A card whose group holds a plan of this name starts on Paramount (compared case-insensitively). */
const PARAMOUNT_PLAN_NAME = "1 giga paramount+";

/** Skus whose card never shows the second of the Max/Paramount toggles. */
export const HIDE_SECOND_TOGGLE_SKUS: readonly string[] = ["d400rt"];

/** The plan a toggle picks in a group, or null when the group has none of its skus. */
export function planForToggle(group: readonly Plan[], toggle: StreamingToggle): Plan | null {
  for (const sku of TOGGLE_SKUS[toggle]) {
    const plan = group.find((p) => p.sku === sku);
    if (plan) return plan;
  }
  return null;
}

/** The toggles that pick a plan in the group. */
export function availableToggles(group: readonly Plan[]): StreamingToggle[] {
  return STREAMING_TOGGLES.filter((t) => planForToggle(group, t) !== null);
}

/**
 * The toggle a card starts with: Paramount when the group holds the plan named '1 giga paramount+';
 * else by sku priority d600gl, d600c, d600b; else, since a group with relevant skus never has all
 * toggles off, the first available in card order (globoplay, max, paramount). Null when the group
 * has no relevant sku.
 */
export function initialToggle(group: readonly Plan[]): StreamingToggle | null {
  const available = availableToggles(group);
  if (available.length === 0) return null;
  const named = group.some((p) => p.plan.trim().toLowerCase() === PARAMOUNT_PLAN_NAME);
  if (named && available.includes("paramount")) return "paramount";
  const bySku = INITIAL_BY_SKU.find(([sku]) => group.some((p) => p.sku === sku));
  return bySku ? bySku[1] : available[0]!;
}

export interface StreamingState {
  group: readonly Plan[];
  active: StreamingToggle | null;
}

export function initialStreamingState(group: readonly Plan[]): StreamingState {
  return { group, active: initialToggle(group) };
}

/**
 * Reducer for a click on a toggle. Switching one on switches the others off. Switching the active
 * one off leaves all off, and the spec then turns one on by default: the initial toggle. So the
 * default toggle cannot be switched off, and switching another off returns to the default. A
 * toggle with no plan in the group does nothing.
 */
export function toggleStreaming(state: StreamingState, which: StreamingToggle): StreamingState {
  if (planForToggle(state.group, which) === null) return state;
  const active = state.active === which ? initialToggle(state.group) : which;
  return active === state.active ? state : { ...state, active };
}

/** The plan the card shows: the active toggle's, else the group's first plan. */
export function shownPlan(state: StreamingState): Plan | null {
  return (state.active && planForToggle(state.group, state.active)) ?? state.group[0] ?? null;
}

export type ToggleVisibility = Record<StreamingToggle, boolean>;

/**
 * Which toggles a card shows (marketing §4 "Toggle visibility"):
 * - Globoplay: 600 groups (600 and 600a; d700* count as 600) with two or more plans.
 * - Max and Paramount: groups with two or more plans, when addon.showStreamingToggles (false for
 *   hbo-max, max and paramount).
 * - "The second" of those two, Paramount, is also hidden when !addon.showSecondStreamingToggle
 *   (premium) and for a group holding d400rt.
 * On top of the spec, a toggle that would pick no plan of the group is not shown: it could only
 * do nothing.
 */
export function toggleVisibility(
  group: PlanGroup,
  addon: Pick<Addon, "showStreamingToggles" | "showSecondStreamingToggle">,
): ToggleVisibility {
  const several = group.plans.length >= 2;
  const is600 = group.value === "600" || group.value === "600a";
  const others = several && addon.showStreamingToggles;
  const second =
    others && addon.showSecondStreamingToggle && !group.plans.some((p) => HIDE_SECOND_TOGGLE_SKUS.includes(p.sku));
  const has = (t: StreamingToggle) => planForToggle(group.plans, t) !== null;
  return {
    globoplay: several && is600 && has("globoplay"),
    max: others && has("max"),
    paramount: second && has("paramount"),
  };
}
