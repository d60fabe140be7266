import "server-only";
import { CALLS, type Benefit, type Plan } from "@/lib/api/contract";
import type { Addon } from "@/lib/addons";
import { CATALOGUE_TAG } from "./catalogue-tag";
import { backendConfig } from "./config";

/**
 * The catalogue for server components (the landing's plans and benefits), read on the server,
 * never through our own /api (docs: architecture, "Data flow"), from the backend over HTTP like
 * every other call: the operator's API, or the sandbox server. The pages made of it are rendered
 * at run time (app/[[...addon]]/page.tsx) and kept for CATALOGUE_REVALIDATE_SECONDS, after which
 * the next visitor gets the kept page while a new one is made from a new fetch (ISR);
 * POST /api/revalidate refreshes the tag at once. In a fleet (REDIS_URL) the fetches and pages are
 * shared in Redis (lib/backend/cache-handler.ts): one instance refetches, all serve the result.
 */
export interface Catalogue {
  plans: Plan[];
  benefits: Benefit[];
}


export async function getCatalogue(addon: Addon): Promise<Catalogue> {
  const base = backendConfig.backendUrl();
  const query = addon.apiAlias ? `?addon=${encodeURIComponent(addon.apiAlias)}` : "";
  const get = async (path: string) => {
    const response = await fetch(`${base}/${path}`, {
      headers: { accept: "application/json", ...backendConfig.backendHeaders() },
      next: { revalidate: backendConfig.catalogueRevalidateSeconds(), tags: [CATALOGUE_TAG] },
      signal: AbortSignal.timeout(backendConfig.backendTimeoutMs()),
    });
    if (!response.ok) throw new Error(`catalogue ${path}: HTTP ${response.status}`);
    return response.json() as Promise<unknown>;
  };
  const [plans, benefits] = await Promise.all([get(`${CALLS.plans.path}${query}`), get(CALLS.benefits.path)]);
  return {
    // Renewal and migration offers are never sold from a landing.
    plans: (CALLS.plans.response.parse(plans).plans ?? []).filter((p) => !p.plan_type),
    benefits: CALLS.benefits.response.parse(benefits).benefits ?? [],
  };
}
