import type { Addon } from "@/lib/addons";

/**
 * The addon fields plan cards and lists read: what the server hands to the plan islands, instead
 * of the whole addon (titles, descriptions and API flags stay on the server).
 */
export type CardAddon = Pick<
  Addon,
  | "id"
  | "hideBadges"
  | "exclusiveOfferBadge"
  | "bestSellerSku"
  | "mobileBonusText"
  | "showCardWhatsApp"
  | "showStreamingToggles"
  | "showSecondStreamingToggle"
  | "livelo"
>;

export function toCardAddon(addon: Addon): CardAddon {
  return {
    id: addon.id,
    hideBadges: addon.hideBadges,
    exclusiveOfferBadge: addon.exclusiveOfferBadge,
    bestSellerSku: addon.bestSellerSku,
    mobileBonusText: addon.mobileBonusText,
    showCardWhatsApp: addon.showCardWhatsApp,
    showStreamingToggles: addon.showStreamingToggles,
    showSecondStreamingToggle: addon.showSecondStreamingToggle,
    livelo: addon.livelo,
  };
}
