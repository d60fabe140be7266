/**
 * What /checkout/planos/ lists, and which plan it preselects (funnel §4 "Plan choice"; the reading
 * of its two sentences is docs/decisions/content.md#0086).
 */
import { defaultPlan, matchingPlans, type PlanCriteria } from "./choice";
import { addonPlanList, landingPlans, type PlanListAddon } from "./filters";
import type { Plan } from "./types";

export interface PlanChoiceList {
  plans: Plan[];
  /** The default among a link's matches: shown chosen in advance, not selected for the order. */
  preselected: Plan | null;
}

/**
 * A link that matches several plans (`?sb=max`, `?dl=600&ul=300&sba=true`) lists those matches,
 * through the list rule of every plan list (addonPlanList), with the default among them
 * (defaultPlan: the one without subscriptions, else the highest price_with_dacc) preselected. Any
 * other visit lists the addon's plans (landingPlans), none preselected. Matches the addon's list
 * removes entirely leave the addon's plans, so the visitor always has something to choose.
 */
export function planChoiceList(catalogue: readonly Plan[], addon: PlanListAddon, request: PlanCriteria): PlanChoiceList {
  const matches = matchingPlans(catalogue, request);
  const listed = matches.length > 1 ? addonPlanList(matches, addon, "catalogue") : [];
  if (!listed.length) return { plans: landingPlans(catalogue, addon), preselected: null };
  const wanted = defaultPlan(matches);
  // The list's copy of the default (addonPlanList renames by sku); the addon may have removed it.
  return { plans: listed, preselected: listed.find((p) => p.id === wanted?.id) ?? defaultPlan(listed) };
}
