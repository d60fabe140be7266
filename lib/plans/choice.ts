/**
 * Plan choice (funnel §4): which plans a request matches, which one is selected, which one a list
 * pre-highlights.
 *
 * How the two rules combine:
 * - `selectedPlan` is the plan the funnel takes as chosen (the store's planoSelected): only when
 *   exactly one plan matches. Two or more matches are ambiguous, and the visitor must pick.
 * - `defaultPlan` is what a list of several matches pre-highlights while the visitor picks: the
 *   one without subscriptions, else the one with the highest price_with_dacc. It never selects.
 * With one match both give the same plan; with none both are null.
 */
import { parseDecimal } from "./format";
import type { PlanRequest } from "./request";
import type { Plan } from "./types";

/** The fields of a request that pick plans (a parsed PlanRequest fits). */
export type PlanCriteria = Pick<PlanRequest, "idr" | "idm" | "id" | "sku" | "dl" | "ul" | "sb" | "sba">;

const slugs = (plan: Plan): string[] => (plan.subscriptions ?? []).map((s) => s.slug.toLowerCase());
const hasSubscriptions = (plan: Plan): boolean => (plan.subscriptions ?? []).length > 0;

function matchesSpeedAndSubscriptions(plan: Plan, c: PlanCriteria): boolean {
  if (c.dl !== undefined && plan.plan_download !== c.dl) return false;
  if (c.ul !== undefined && plan.plan_upload !== c.ul) return false;
  const own = slugs(plan);
  if (!c.sb.every((slug) => own.includes(slug.toLowerCase()))) return false;
  if (c.sba && own.length === 0) return false;
  return true;
}

/**
 * The plans the request matches, in the catalogue's order. The first criterion present decides, in
 * the spec's order: idr, idm, id (each against the plan id), sku (case-insensitive), else speeds and
 * subscriptions together (each only when given; sb slugs must all be on the plan; sba needs some
 * subscription). A stale id or sku that matches nothing gives no match: it does not fall through
 * to a weaker criterion, which could pick a plan the link never meant. A request with no criterion
 * matches nothing.
 */
export function matchingPlans(plans: readonly Plan[], request: PlanCriteria): Plan[] {
  const byId = request.idr ?? request.idm ?? request.id;
  if (byId !== undefined) return plans.filter((p) => p.id === byId);
  if (request.sku !== undefined) {
    const sku = request.sku.toLowerCase();
    return plans.filter((p) => p.sku.toLowerCase() === sku);
  }
  const bySpeedOrSubscription =
    request.dl !== undefined || request.ul !== undefined || request.sb.length > 0 || request.sba;
  if (!bySpeedOrSubscription) return [];
  return plans.filter((p) => matchesSpeedAndSubscriptions(p, request));
}

/** price_with_dacc as a number; a plan without a usable price ranks below every priced plan. */
const priceWithDacc = (plan: Plan): number => {
  const n = parseDecimal(plan.price_with_dacc);
  return Number.isFinite(n) ? n : Number.NEGATIVE_INFINITY;
};

/**
 * Among matches: the first without subscriptions, else the highest price_with_dacc (the first of
 * equal prices). Null for no matches.
 */
export function defaultPlan(matches: readonly Plan[]): Plan | null {
  const plain = matches.find((p) => !hasSubscriptions(p));
  if (plain) return plain;
  let best: Plan | null = null;
  for (const plan of matches) if (!best || priceWithDacc(plan) > priceWithDacc(best)) best = plan;
  return best;
}

/** The plan the request selects: only when exactly one plan matches, else null. */
export function selectedPlan(plans: readonly Plan[], request: PlanCriteria): Plan | null {
  const matches = matchingPlans(plans, request);
  return matches.length === 1 ? matches[0]! : null;
}
