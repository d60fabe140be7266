import type { Addon } from "@/lib/addons";
import type { RouteDef } from "@/lib/routing";
import { operatorSettings } from "@/lib/settings";
import { onlyDigits } from "@/lib/validation/digits";

/**
 * Contact numbers of funnel §1-2. The toll-free televendas number is not in the spec: it is an
 * operator setting read at start (TELEVENDAS, lib/settings.ts).
 */
export const televendas = (): string => operatorSettings().televendas;
export const OFFICIAL_SALES_PREFIX = "0303";
export const SUPPORT_MOBILE = "1056";
export const SUPPORT_FIBRE = "103 41";
export const SUPPORT_FIBRE_DIAL = "10341";

// The link's shape is the catalogue's whatsApps[].complete_link: it lives with the contract.
export { whatsAppLink } from "@/lib/api/contract/whatsapp";

/** Digits of a phone number for a tel: link. */
export function telHref(number: string): string {
  return `tel:${onlyDigits(number)}`;
}

/** Televendas is hidden on renewal pages and for the addons that say so (funnel §2). */
export function showTelevendas(addon: Addon, route: RouteDef): boolean {
  return addon.showTelevendas && route.section !== "renewal";
}
