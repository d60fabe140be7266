import { ADDONS } from "@/lib/addons/catalogue";

/**
 * What the operator API knows of the storefront's campaigns: a lead or a catalogue request names
 * its campaign by the API alias (Addon.apiAlias), and the API decides from it. The table stays the
 * storefront's (lib/addons: adding a campaign is one entry); these are the two questions the API
 * asks of it, published here so the sandbox server (its stand-in) reaches them through the
 * contract, like the proxy.
 */

/**
 * Whether an order made under the addon the API calls `alias` (a lead's `addon`) needs the risk
 * quiz: the addon's own rule (funnel §4, addon c). The server decides it from this, not from the
 * riskValidationRequired a browser sends. No alias, or one no addon has, is the default
 * storefront's rule.
 */
export function riskValidationRequiredFor(alias: unknown): boolean {
  return typeof alias === "string" && Object.values(ADDONS).some((addon) => addon.apiAlias === alias && addon.riskValidation);
}

/** The route ids ("b/timblack") of the addons the API calls `alias` ("black", funnel §7). */
export function addonIdsWithAlias(alias: string): string[] {
  return Object.values(ADDONS)
    .filter((addon) => addon.apiAlias === alias)
    .map((addon) => addon.id);
}
