/**
 * Plan choice (funnel §4): which plans a request matches, which one is selected, which one a list
 * pre-highlights.
 *
 * How the two rules combine ("Among matches the default is …; a plan is selected only when
 * exactly one match exists"):
 * - A request by id or sku selects its one match.
 * - A request that names only speeds (dl/ul, no sb, no sba) is a marketing link by speed: it asks
 *   for the speed, not for a subscription, so the default among its matches (the one without
 *   subscriptions, else the highest price_with_dacc) is its one match and is selected.
 *   `?dl=600&ul=300` selects d600a, not nothing.
 * - A request that names subscriptions (sb, sba) narrows the matches by them; it selects only
 *   when exactly one plan is left. Two or more are ambiguous and the visitor picks.
 * `defaultPlan` is also what a list of several matches pre-highlights while the visitor picks.
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

/** The request names speeds and no subscription: a link by speed (see the header). */
export function isSpeedOnly(request: PlanCriteria): boolean {
  if (request.idr ?? request.idm ?? request.id ?? request.sku) return false;
  const bySpeed = request.dl !== undefined || request.ul !== undefined;
  return bySpeed && request.sb.length === 0 && !request.sba;
}

/**
 * The plan the request selects: for a speed-only request the default among its matches; for any
 * other request its match when exactly one plan matches. Null otherwise.
 */
export function selectedPlan(plans: readonly Plan[], request: PlanCriteria): Plan | null {
  const matches = matchingPlans(plans, request);
  if (isSpeedOnly(request)) return defaultPlan(matches);
  return matches.length === 1 ? matches[0]! : null;
}

/** Whether the request names a plan at all (an id, a sku, speeds or subscriptions). */
export function namesPlan(request: PlanCriteria): boolean {
  return Boolean(
    (request.idr ?? request.idm ?? request.id ?? request.sku) !== undefined ||
      request.dl !== undefined ||
      request.ul !== undefined ||
      request.sb.length > 0 ||
      request.sba,
  );
}

/**
 * What the checkout does with a plan request against the addon's catalogue:
 * - "none": the request names no plan; the order keeps the plan it has.
 * - "select": the plan to select.
 * - "not-sold": the request names a plan this addon does not sell (a link from another offer,
 *   a stale sku); the visitor chooses among the addon's plans, told why.
 * - "choose": several plans match and the request does not say which; the visitor chooses. When
 *   the order already holds one of those matches (`current`), it keeps it ("none").
 */
export type PlanRequestOutcome =
  | { kind: "none" }
  | { kind: "select"; plan: Plan }
  | { kind: "not-sold" }
  | { kind: "choose" };

export function planRequestOutcome(
  plans: readonly Plan[],
  request: PlanCriteria,
  current: Pick<Plan, "id"> | null = null,
): PlanRequestOutcome {
  if (!namesPlan(request)) return { kind: "none" };
  const plan = selectedPlan(plans, request);
  if (plan) return { kind: "select", plan };
  const matches = matchingPlans(plans, request);
  if (matches.length === 0) return { kind: "not-sold" };
  return current && matches.some((p) => p.id === current.id) ? { kind: "none" } : { kind: "choose" };
}
