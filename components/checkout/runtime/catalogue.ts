import type { Addon } from "@/lib/addons";
import { api, type ApiResult } from "@/lib/api";
import type { Plan } from "@/lib/api/contract";
import { catalogueKey, catalogueSeed } from "./catalogueSeed";

// The catalogue of an addon is the same on every step: read once per page load, from the page
// itself when it came with the list (catalogueSeed), else from /api. A failed or empty answer is
// not kept, so the next step (or "Tentar novamente") asks again.
const catalogues = new Map<string, Promise<ApiResult<Plan[]>>>();

export function addonCatalogue(addon: Addon): Promise<ApiResult<Plan[]>> {
  const seed = catalogueSeed(addon);
  if (seed) return Promise.resolve({ ok: true, data: [...seed] });
  const key = catalogueKey(addon);
  let plans = catalogues.get(key);
  if (!plans) {
    plans = api.plans(addon.apiAlias ?? undefined).then((r): ApiResult<Plan[]> => (r.ok ? { ok: true, data: r.data.plans ?? [] } : r));
    plans.then((r) => (r.ok && r.data.length) || catalogues.delete(key)).catch(() => catalogues.delete(key));
    catalogues.set(key, plans);
  }
  return plans;
}
