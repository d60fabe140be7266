import type { Addon } from "@/lib/addons";
import type { RouteDef } from "@/lib/routing";

/**
 * Contact numbers of funnel §1-2. The toll-free televendas number is not in the spec: it comes
 * from NEXT_PUBLIC_TELEVENDAS (see .env.example) so the operator sets the real one.
 */
export const TELEVENDAS = process.env.NEXT_PUBLIC_TELEVENDAS || "0800 000 1041";
export const OFFICIAL_SALES_PREFIX = "0303";
export const SUPPORT_MOBILE = "1056";
export const SUPPORT_FIBRE = "103 41";
export const SUPPORT_FIBRE_DIAL = "10341";

/** Digits of a phone number for a tel: link. */
export function telHref(number: string): string {
  return `tel:${number.replace(/\D/g, "")}`;
}

/** Televendas is hidden on renewal pages and for the addons that say so (funnel §2). */
export function showTelevendas(addon: Addon, route: RouteDef): boolean {
  return addon.showTelevendas && route.section !== "renewal";
}
