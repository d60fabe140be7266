import "server-only";
import { CALLS, type Benefit, type Plan } from "@/lib/api/contract";
import type { Addon } from "@/lib/addons";
import { backendConfig } from "./config";

/**
 * The catalogue for server components (the landing's plans and benefits), read on the server,
 * never through our own /api (ARCHITECTURE "Data flow"). Pages are prerendered: with BACKEND_URL
 * the operator's API is asked at build and again every 10 minutes (ISR); on the sandbox the seed
 * catalogue is read directly, without opening its database. In a fleet (REDIS_URL) the fetched
 * catalogue and the pages made of it are shared in Redis (lib/backend/cache-handler.mjs): one
 * instance refetches when they go stale, not each.
 */
export interface Catalogue {
  plans: Plan[];
  benefits: Benefit[];
}

const REVALIDATE_SECONDS = 600;
/** Tag of every catalogue fetch: revalidateTag(CATALOGUE_TAG) refreshes it on every instance. */
export const CATALOGUE_TAG = "catalogue";

async function fromRemote(base: string, addon: Addon): Promise<Catalogue> {
  const query = addon.apiAlias ? `?addon=${encodeURIComponent(addon.apiAlias)}` : "";
  const get = async (path: string) => {
    const response = await fetch(`${base}/${path}`, {
      headers: { accept: "application/json" },
      next: { revalidate: REVALIDATE_SECONDS, tags: [CATALOGUE_TAG] },
      signal: AbortSignal.timeout(backendConfig.backendTimeoutMs()),
    });
    if (!response.ok) throw new Error(`catalogue ${path}: HTTP ${response.status}`);
    return response.json() as Promise<unknown>;
  };
  const [plans, benefits] = await Promise.all([get(`${CALLS.plans.path}${query}`), get(CALLS.benefits.path)]);
  return {
    plans: CALLS.plans.response.parse(plans).plans ?? [],
    benefits: CALLS.benefits.response.parse(benefits).benefits ?? [],
  };
}

async function fromSandbox(addon: Addon): Promise<Catalogue> {
  const { addonPlans } = await import("./sandbox/catalogue");
  const { SEED_BENEFITS } = await import("./sandbox/seed");
  const plans = addonPlans(addon.apiAlias, { premium: addon.premium }).filter((p) => !p.plan_type);
  return {
    plans: CALLS.plans.response.parse({ plans }).plans ?? [],
    benefits: CALLS.benefits.response.parse({ benefits: SEED_BENEFITS }).benefits ?? [],
  };
}

export async function getCatalogue(addon: Addon): Promise<Catalogue> {
  const base = backendConfig.backendUrl();
  return base ? fromRemote(base, addon) : fromSandbox(addon);
}
