import { DEFAULT_ADDON, getAddon, type Addon } from "@/lib/addons";
import { CALLS, type Benefit } from "@/lib/api/contract";
import { SEED_BENEFITS, SEED_PLANS } from "@/sandbox/seed";
import { toCardAddon, type CardAddon } from "@/components/landing/cardAddon";
import type { Plan } from "@/lib/plans";

/** The seed catalogue as the contract hands it to components (landing-plans-* tests). */
export const PLANS: Plan[] = CALLS.plans.response.parse({ plans: SEED_PLANS.filter((p) => !p.plan_type) }).plans ?? [];
export const BENEFITS: Benefit[] = CALLS.benefits.response.parse({ benefits: SEED_BENEFITS }).benefits ?? [];

export function plansOf(...skus: string[]): Plan[] {
  return skus.map((sku) => {
    const plan = PLANS.find((p) => p.sku === sku);
    if (!plan) throw new Error(`sku ${sku} not in the seed`);
    return plan;
  });
}

export function cardAddon(id = ""): CardAddon {
  const addon: Addon = id ? getAddon(id) : DEFAULT_ADDON;
  return toCardAddon(addon);
}
