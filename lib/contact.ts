import type { Addon } from "@/lib/addons";
import type { RouteDef } from "@/lib/routing";
import { onlyDigits } from "@/lib/validation/digits";

/**
 * Contact numbers of funnel §1-2. The toll-free televendas number is not in the spec: it comes
 * from NEXT_PUBLIC_TELEVENDAS (see .env.example) so the operator sets the real one.
 */
export const TELEVENDAS = process.env.NEXT_PUBLIC_TELEVENDAS || "0800 000 1041";
export const OFFICIAL_SALES_PREFIX = "0303";
export const SUPPORT_MOBILE = "1056";
export const SUPPORT_FIBRE = "103 41";
export const SUPPORT_FIBRE_DIAL = "10341";

/**
 * The sales WhatsApp number: country code, area code and number ("5511999990000"). Not in the
 * spec; the default is a placeholder, NEXT_PUBLIC_WHATSAPP_NUMBER sets the operator's (.env.example).
 * The plan cards' and the banner's links are the backend's own (whatsApps[].complete_link): the
 * operator's API sends its links, and the embedded sandbox's catalogue is the one to build its
 * links with whatsAppLink().
 */
export const WHATSAPP_NUMBER = onlyDigits(process.env.NEXT_PUBLIC_WHATSAPP_NUMBER || "5511999990000");

/** A wa.me link that opens a chat with WHATSAPP_NUMBER, the message typed in. */
export function whatsAppLink(message: string): string {
  return `https://wa.me/${WHATSAPP_NUMBER}?text=${encodeURIComponent(message)}`;
}

/** Digits of a phone number for a tel: link. */
export function telHref(number: string): string {
  return `tel:${onlyDigits(number)}`;
}

/** Televendas is hidden on renewal pages and for the addons that say so (funnel §2). */
export function showTelevendas(addon: Addon, route: RouteDef): boolean {
  return addon.showTelevendas && route.section !== "renewal";
}
