import type { Addon } from "@/lib/addons";
import type { Plan } from "@/lib/api/contract";

// Its own module, without the API client: ClientScreen, on every page but the landing, imports it.
const seeds = new Map<string, readonly Plan[]>();

export const catalogueKey = (addon: Addon): string => addon.apiAlias ?? "";

/**
 * The plan list the page was rendered with, for addonCatalogue. Only a list with plans is kept: an
 * empty one may be a backend that answered without its property, which the browser's own call
 * names (funnel §8); a really empty list is read again there and still sends the visitor home
 * (funnel §2). The first list of a page load stays. Nothing is kept on the server, where this
 * module is shared by every request.
 */
export function seedCatalogue(addon: Addon, plans: readonly Plan[] | undefined): void {
  if (typeof window === "undefined" || !plans?.length || seeds.has(catalogueKey(addon))) return;
  seeds.set(catalogueKey(addon), plans);
}

export function catalogueSeed(addon: Addon): readonly Plan[] | undefined {
  return seeds.get(catalogueKey(addon));
}
