import { addonIdsWithAlias } from "@/lib/api/contract/campaigns";
import {
  LIMITED_COVERAGE_SKUS,
  SEED_ADDRESSES,
  SEED_PLANS,
  STATIC_CATALOGUES,
  type SeedAddress,
  type SeedPlan,
} from "./seed";

/**
 * Read-only lookups over the seed: the sandbox serves its catalogue straight from these constants
 * (no tables), so a plan or an address is always exactly what the seed file says.
 */

const PLANS_BY_ID = new Map(SEED_PLANS.map((p) => [p.id, p]));
const PLANS_BY_SKU = new Map(SEED_PLANS.map((p) => [p.sku, p]));
const ADDRESSES_BY_CEP = new Map(SEED_ADDRESSES.map((a) => [a.cep, a]));

export const DEFAULT_CATALOGUE = "plans.json";

let shift: number | null = null;

/**
 * The admin call POST /_sandbox/prices moves every plan's prices by a sum (sandbox/server.ts), so
 * a test or a demo can watch the storefront's pages follow a catalogue change. In this process's
 * memory only; null puts the seed's prices back.
 */
export function shiftPrices(add: number | null): void {
  shift = add === null || add === 0 ? null : Math.round(add * 100) / 100;
}
export const priceShift = (): number => shift ?? 0;

const moved = (price: string) => (Number(price) + (shift ?? 0)).toFixed(2);
/** A plan with the current price shift applied (the seed object itself when there is none). */
const priced = (plan: SeedPlan): SeedPlan =>
  shift === null ? plan : { ...plan, price: moved(plan.price), price_full: moved(plan.price_full), price_with_dacc: moved(plan.price_with_dacc) };

export const planById = (id: string | null | undefined): SeedPlan | undefined => {
  const plan = id ? PLANS_BY_ID.get(id) : undefined;
  return plan && priced(plan);
};
export const addressByCep = (cep: string | null | undefined): SeedAddress | undefined =>
  cep ? ADDRESSES_BY_CEP.get(cep) : undefined;

/** The plans of a static catalogue file, in the file's order; unknown files give plans.json (funnel §7). */
export function cataloguePlans(file: string): SeedPlan[] {
  const skus = STATIC_CATALOGUES[file] ?? STATIC_CATALOGUES[DEFAULT_CATALOGUE] ?? [];
  return skus.flatMap((sku) => {
    const plan = PLANS_BY_SKU.get(sku);
    // Renewal and migration offers are never sold through a catalogue.
    return plan && plan.plan_type === null ? [priced(plan)] : [];
  });
}

/**
 * The catalogue file of an addon. The client sends either a route id ("b/timblack") or its API
 * alias ("black", funnel §7), so both are tried: the whole id, then its last and first segments
 * ("b/timblack" → timblack.json, "b/r" → r.json), for the value and for every addon with that alias.
 */
export function catalogueFileFor(addon: string | null | undefined, flags: { premium?: boolean } = {}): string {
  if (flags.premium) return "premium.json";
  if (!addon) return DEFAULT_CATALOGUE;
  const ids = [addon, ...addonIdsWithAlias(addon)];
  for (const id of ids) {
    const parts = id.split("/");
    for (const name of [id.replace(/\//g, "-"), parts[parts.length - 1], parts[0]]) {
      const file = `${name}.json`;
      if (Object.hasOwn(STATIC_CATALOGUES, file)) return file;
    }
  }
  return DEFAULT_CATALOGUE;
}

export const addonPlans = (addon: string | null | undefined, flags: { premium?: boolean } = {}): SeedPlan[] =>
  cataloguePlans(catalogueFileFor(addon, flags));

/** What a CEP offers out of a catalogue: nothing without coverage, the entry plans when limited. */
export function plansAt(address: SeedAddress | undefined, catalogue: SeedPlan[]): SeedPlan[] {
  if (!address || address.coverage === "none") return [];
  if (address.coverage === "limited") return catalogue.filter((p) => LIMITED_COVERAGE_SKUS.includes(p.sku));
  return catalogue;
}

export const infraOf = (address: SeedAddress) => ({ infraco: address.infraco, technology: "FTTH" });

export const hasCoverage = (address: SeedAddress | undefined): address is SeedAddress =>
  Boolean(address && address.coverage !== "none");
