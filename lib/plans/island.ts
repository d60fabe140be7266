import type { Benefit } from "@/lib/api/contract";
import type { PlanGroup } from "./groups";
import type { Plan } from "./types";

/**
 * A catalogue plan as the landing's client islands (plan list, matrix) receive it. Their props
 * travel in the page's RSC payload beside the HTML they render, so what no island reads is left
 * on the server: the description (shown only by server sections and the JSON-LD). The plan is
 * still a whole Plan to the code that takes it further (the lead drawer stores it for the
 * checkout, which never reads the description either).
 */
export function islandPlan(plan: Plan): Plan {
  const known = copies.get(plan);
  if (known) return known;
  const copy = { ...plan };
  delete copy.description;
  copies.set(plan, copy);
  return copy;
}

/**
 * One copy per plan object: React's payload writes an object it has already sent as a reference
 * to it, so the matrix's plans cost nothing where the list carries the same ones.
 */
const copies = new WeakMap<Plan, Plan>();

export function islandGroups(groups: readonly PlanGroup[]): PlanGroup[] {
  return groups.map((group) => ({ value: group.value, plans: group.plans.map(islandPlan) }));
}

/**
 * The benefit catalogue as the plan list receives it: only the benefits its plans carry (the
 * cards name their icons with it, the benefits drawer describes them), without the catalogue's
 * image addresses, which the page never shows (components/landing/benefitImages.ts).
 */
export function islandBenefits(catalogue: readonly Benefit[], plans: readonly Plan[]): Benefit[] {
  const carried = new Set(plans.flatMap((plan) => (plan.benefits ?? []).map((b) => b.slug.toLowerCase())));
  return catalogue
    .filter((b) => carried.has(b.slug.toLowerCase()))
    .map((b) => ({ id: b.id, benefit: b.benefit, slug: b.slug, description: b.description, ...(b.enabled === false ? { enabled: false } : {}) }));
}
