import { ADDONS, DEFAULT_ADDON } from "./catalogue";
import type { Addon } from "./types";

export type { Addon, FaqSet, Indexing, ShareImageId, StreamingService } from "./types";
export { ADDONS, DEFAULT_ADDON };

/**
 * Every addon id (route prefix), longest first so prefix matching finds the longest. Ties by
 * code point, not localeCompare: this runs at load on every page, and the first localeCompare
 * builds an ICU collator (about 30 ms of main thread here, four times that on a phone).
 */
export const ADDON_IDS: readonly string[] = Object.keys(ADDONS).sort(
  (a, b) => b.split("/").length - a.split("/").length || (a < b ? -1 : a > b ? 1 : 0),
);

/** Deepest addon prefix, in path segments. */
export const MAX_ADDON_DEPTH = Math.max(...ADDON_IDS.map((id) => id.split("/").length));

export function isAddon(id: string): boolean {
  return Object.hasOwn(ADDONS, id);
}

/** The addon for a route prefix; the default storefront for "" or an unknown id. */
export function getAddon(id: string | null | undefined): Addon {
  if (!id) return DEFAULT_ADDON;
  return ADDONS[id] ?? DEFAULT_ADDON;
}

/** "/{addon}" or "" — the prefix every link of a variant carries. */
export function addonPrefix(addon: Addon | string): string {
  const id = typeof addon === "string" ? addon : addon.id;
  return id ? `/${id}` : "";
}
