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

/**
 * A wa.me link that opens a chat with the sales WhatsApp number (WHATSAPP_NUMBER, a placeholder
 * by default), the message typed in. The plan cards' and the banner's links are the backend's
 * own (whatsApps[].complete_link); the sandbox server builds its catalogue's links with this.
 */
export function whatsAppLink(message: string, number = operatorSettings().whatsappNumber): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}

/** Digits of a phone number for a tel: link. */
export function telHref(number: string): string {
  return `tel:${onlyDigits(number)}`;
}

/** Televendas is hidden on renewal pages and for the addons that say so (funnel §2). */
export function showTelevendas(addon: Addon, route: RouteDef): boolean {
  return addon.showTelevendas && route.section !== "renewal";
}
