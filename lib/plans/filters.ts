/**
 * Per-addon filtering, sorting and renaming of plan lists (marketing §2 "Plan list", "Streaming
 * sections", §4). Every addon-dependent value comes from the addon's fields; the sku lists that
 * do not depend on the addon are data here. Nothing mutates the plans it is given.
 */
import type { Addon } from "@/lib/addons";
import { groupPlans, plansForMode, sortFirstRank } from "./groups";
import { planForToggle } from "./streaming";
import type { Plan } from "./types";

/** The addon fields these rules read. */
export type PlanListAddon = Pick<Addon, "excludedSkus" | "timAddon" | "sortFirstSkus" | "planRenames" | "streaming">;

/** Coverage page (marketing §4): shown only to TIM addons, and hidden from them. */
export const COVERAGE_TIM_ONLY_SKUS: readonly string[] = ["d400rt"];
export const COVERAGE_HIDDEN_FOR_TIM_SKUS: readonly string[] = ["d400a"];

/**
 * Where a list comes from, for the rules marketing §4 ties to a page: "coverage" is what the
 * coverage check found at an address (consultar-cobertura/planos, either oferta-indisponivel),
 * "catalogue" the addon's catalogue (the landing, checkout/planos).
 */
export type PlanListSource = "catalogue" | "coverage";

/**
 * Landing page only: plans the API marks showOnLanding: false (absent means shown), and
 * renewal/migration plans (plan_type refidel or migration), which are offers for a known customer
 * and never on the landing. The addon's removals are addonPlanList's, for every list.
 */
export function showOnLanding(plan: Plan, addon: Pick<Addon, "excludedSkus">): boolean {
  if (addon.excludedSkus.includes(plan.sku)) return false;
  if (plan.showOnLanding === false) return false;
  return plan.plan_type !== "refidel" && plan.plan_type !== "migration";
}

/** Coverage page: d400rt only for TIM addons, d400a only for the others. */
export function showOnCoverage(plan: Plan, addon: Pick<Addon, "timAddon">): boolean {
  if (!addon.timAddon && COVERAGE_TIM_ONLY_SKUS.includes(plan.sku)) return false;
  if (addon.timAddon && COVERAGE_HIDDEN_FOR_TIM_SKUS.includes(plan.sku)) return false;
  return true;
}

/**
 * Marketing §4 "Plan list filtering per addon", the one rule every plan list goes through (the
 * landing's cards and matrix, the coverage results, checkout/planos): the addon's removals (r2
 * d300r; r and b/r d500b), on a coverage list the TIM rules (showOnCoverage), the addon's renames
 * (d: d2000b '2 Gigas'), then its sorting (premium: d1000em, d500em, then the others). The spec
 * writes the removals for "plan list filtering", not for the landing page alone.
 */
export function addonPlanList(plans: readonly Plan[], addon: PlanListAddon, source: PlanListSource): Plan[] {
  const kept = plans.filter((p) => !addon.excludedSkus.includes(p.sku) && (source !== "coverage" || showOnCoverage(p, addon)));
  return sortForAddon(renameForAddon(kept, addon), addon);
}

/** addon.sortFirstSkus first, in that order (premium: d1000em, d500em); the rest keep their order. */
export function sortForAddon(plans: readonly Plan[], addon: Pick<Addon, "sortFirstSkus">): Plan[] {
  const rank = sortFirstRank(addon);
  return [...plans].sort((a, b) => rank(a) - rank(b));
}

/** addon.planRenames replaces plan names by sku (addon d: d2000b → '2 Gigas'). */
export function renameForAddon(plans: readonly Plan[], addon: Pick<Addon, "planRenames">): Plan[] {
  return plans.map((p) => {
    const name = addon.planRenames[p.sku];
    return name === undefined ? p : { ...p, plan: name };
  });
}

/**
 * The name a streaming page's path stands for: every slash removed, every hyphen turned into a
 * space, lower-cased and trimmed. "/hbo-max/" → "hbo max", "/paramount" → "paramount". The caller
 * passes the path of the streaming page itself (pathname without query or hash); a prefix such as
 * "/timcontrole/hbo-max/" would be glued on ("timcontrolehbo max") and match nothing.
 */
export function streamingPathName(path: string): string {
  return path.replace(/\//g, "").replace(/-/g, " ").trim().toLowerCase();
}

/**
 * Streaming variants: plans whose name contains the path name, case-insensitively ("600 Mega + HBO
 * Max" on /hbo-max/). An empty path name ("/") keeps every plan.
 */
export function filterByStreamingPath(plans: readonly Plan[], path: string): Plan[] {
  const name = streamingPathName(path);
  return plans.filter((p) => p.plan.toLowerCase().includes(name));
}

export interface LandingOptions {
  /** The streaming page path; used only when the addon is a streaming variant. */
  streamingPath?: string;
}

/**
 * The plan the banner's first slide sells (marketing §1: "the 700 Mega offer", 109,99 for es and
 * r3): the catalogue's 700 Mega with Globoplay, d600gl or es/r3's d600gles (marketing §9), the
 * plan the Globoplay toggle picks. Null when the catalogue has neither.
 */
export function advertisedOffer(plans: readonly Plan[]): Plan | null {
  return planForToggle(plans, "globoplay");
}

/**
 * The landing page list: the landing's own rules (showOnLanding), the streaming filter for
 * streaming variants (on the original names, before any rename), then addonPlanList. The banner's offer is
 * listed even when the API marks it showOnLanding: false (es and r3's d600gles in the sandbox):
 * the banner promises it and "Ver planos" leads to it, so the list must hold it. The
 * addon's own exclusion list still wins.
 */
export function landingPlans(plans: readonly Plan[], addon: PlanListAddon, options: LandingOptions = {}): Plan[] {
  const offer = advertisedOffer(plans);
  let list = plans.filter((p) => showOnLanding(p, addon) || p === offer);
  if (addon.streaming && options.streamingPath !== undefined) list = filterByStreamingPath(list, options.streamingPath);
  return addonPlanList(list, addon, "catalogue");
}

/**
 * A list of every plan, one card each (the coverage results, checkout/planos), in the order of the
 * landing's cards: the addon's sorted-first skus in their order (premium: d1000em, d500em), then
 * the others in marketing §9's group order (300, 400, 500, 600a, 600, 1000, 2000), d600gles last
 * in its group. Grouped with the rest, a sorted-first sku would bring its group's other plans
 * ahead of the next sorted-first one (d1000cb before d500em).
 */
export function listOrder(plans: readonly Plan[], addon: Pick<Addon, "sortFirstSkus">): Plan[] {
  const first = (p: Plan) => addon.sortFirstSkus.includes(p.sku);
  return [...sortForAddon(plans.filter(first), addon), ...plansForMode(groupPlans(plans.filter((p) => !first(p))), "all")];
}

/**
 * The coverage page list (consultar-cobertura/planos and the checkout's oferta-indisponivel):
 * addonPlanList for a coverage list, in listOrder. The answer of cep/coverage comes in catalogue
 * order; shown as it came, the same plans stood in another order than on the landing.
 */
export function coveragePlans(plans: readonly Plan[], addon: PlanListAddon): Plan[] {
  return listOrder(addonPlanList(plans, addon, "coverage"), addon);
}
