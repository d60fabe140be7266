import "server-only";
import { unstable_cache } from "next/cache";
import { CALLS, type Benefit, type Plan } from "@/lib/api/contract";
import type { Addon } from "@/lib/addons";
import { discardBody, readCappedText } from "./capped-body";
import { CATALOGUE_TAG } from "./catalogue-tag";
import { backendConfig } from "./config";

/**
 * The catalogue for server components (the landing's plans and benefits), read on the server,
 * never through our own /api (docs: architecture, "Data flow"), from the backend over HTTP like
 * every other call: the operator's API, or the sandbox server. The pages made of it are rendered
 * at run time (app/[[...addon]]/page.tsx) and kept for CATALOGUE_REVALIDATE_SECONDS, after which
 * the next visitor gets the kept page while a new one is made from a new fetch (ISR);
 * POST /api/revalidate refreshes the tag at once. In a fleet (REDIS_URL) the catalogues and pages
 * are shared in Redis (lib/backend/cache-handler.ts): one instance refetches, all serve the result.
 */
export interface Catalogue {
  plans: Plan[];
  benefits: Benefit[];
}

/**
 * Kept by Next's cache (period and tag as a fetch's `next` would set them, for the page too) as
 * the catalogue this function returns, never as the backend's raw answer: Next's fetch cache
 * copies a 200's body into its cache while the caller reads it, whatever its size, and when it
 * revalidates a stale entry it does not pass the fetch's signal on, so no check of ours could keep
 * an oversized answer out of it. Here only a catalogue that passed the size cap and the contract
 * is stored; a failure throws, and Next keeps what it had (the previous catalogue, or the page).
 */
export async function getCatalogue(addon: Addon): Promise<Catalogue> {
  const cached = unstable_cache(keptCatalogue, ["catalogue"], { revalidate: backendConfig.catalogueRevalidateSeconds(), tags: [CATALOGUE_TAG] });
  // The backend's URL is part of the key: a server moved to another backend never serves the old one's.
  return cached(backendConfig.backendUrl(), addon.apiAlias ?? null);
}

/** Next keys the entry, and logs a failed revalidation, by the source of the function it keeps: one line. */
const keptCatalogue = (base: string, alias: string | null): Promise<Catalogue> => fetchCatalogue(base, alias);

/** The catalogue as the backend answers it now; throws on a failed status, a redirect, an answer over the cap or off the contract. */
async function fetchCatalogue(base: string, alias: string | null): Promise<Catalogue> {
  const [plans, benefits] = await Promise.all([fetchPlans(base, alias), backendGet(base, CALLS.benefits.path)]);
  return {
    // Renewal and migration offers are never sold from a landing.
    plans: plans.filter((p) => !p.plan_type),
    benefits: CALLS.benefits.response.parse(benefits).benefits ?? [],
  };
}

/**
 * The addon's plan list as the browser's GET /api/plans answers it (renewal and migration offers
 * included), for the checkout's pages: a step opens from the list its page came with rather than
 * asking for it once its scripts have run. Kept like the catalogue (same period, same tag) as an
 * entry of its own, so the landing's catalogue keeps its shape.
 */
export async function getPlanList(addon: Addon): Promise<Plan[]> {
  const cached = unstable_cache(keptPlanList, ["plan-list"], { revalidate: backendConfig.catalogueRevalidateSeconds(), tags: [CATALOGUE_TAG] });
  return cached(backendConfig.backendUrl(), addon.apiAlias ?? null);
}

const keptPlanList = (base: string, alias: string | null): Promise<Plan[]> => fetchPlans(base, alias);

async function fetchPlans(base: string, alias: string | null): Promise<Plan[]> {
  const query = alias ? `?addon=${encodeURIComponent(alias)}` : "";
  return CALLS.plans.response.parse(await backendGet(base, `${CALLS.plans.path}${query}`)).plans ?? [];
}

async function backendGet(base: string, path: string): Promise<unknown> {
  const tooLarge = new AbortController();
  const response = await fetch(`${base}/${path}`, {
    headers: { accept: "application/json", ...backendConfig.backendHeaders() },
    // A redirect is not followed: the credentials would go to its host, and its answer would be
    // rendered and kept. As a 3xx it fails below, like any status but a 2xx.
    redirect: "manual",
    // Never Next's fetch cache (getCatalogue says why), wherever this runs.
    cache: "no-store",
    signal: AbortSignal.any([AbortSignal.timeout(backendConfig.backendTimeoutMs()), tooLarge.signal]),
  });
  if (!response.ok) {
    await discardBody(response);
    throw new Error(`catalogue ${path}: HTTP ${response.status}`);
  }
  return JSON.parse(await readCappedText(response, { abort: tooLarge })) as unknown;
}
