import { operatorSettings } from "@/lib/settings";

/**
 * A wa.me link that opens a chat with the sales WhatsApp number (WHATSAPP_NUMBER, a placeholder
 * by default), the message typed in: the shape of a catalogue plan's whatsApps[].complete_link.
 * The plan cards' and the banner's links are the backend's own; the sandbox server builds its
 * catalogue's links with this, and the storefront's own links (lib/contact) too.
 */
export function whatsAppLink(message: string, number = operatorSettings().whatsappNumber): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}
