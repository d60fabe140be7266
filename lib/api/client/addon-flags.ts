import { operatorSettings } from "@/lib/settings";
import type { Addon } from "@/lib/addons";

/** funnel §4, §9: this sku marks a win-back order. */
export const WIN_BACK_SKU = "d600wb";

/** Which call the flags go on: regionOffer differs on lead-v2 (funnel §7: sp and es too). */
export type FlagTarget = "lead" | "lead-v2";

export interface AddonFlags {
  addon: string | null;
  regionOffer: boolean;
  from_livelo: boolean;
  collaborator_special_offer: boolean;
  premium: boolean;
  riskValidationRequired: boolean;
  winBack: boolean;
  idPlanAddonBonus?: string;
}

/** The addon flags of lead creation, read from the addon catalogue (funnel §7). */
export function addonFlags(addon: Addon, target: FlagTarget, sku?: string | null): AddonFlags {
  const flags: AddonFlags = {
    addon: addon.apiAlias,
    regionOffer: target === "lead-v2" ? addon.regionalOfferLeadV2 : addon.regionalOffer,
    from_livelo: addon.fromLivelo,
    collaborator_special_offer: addon.collaboratorSpecialOffer,
    premium: addon.premium,
    riskValidationRequired: addon.riskValidation,
    winBack: sku === WIN_BACK_SKU,
  };
  // The operator's id of this server (lib/settings.ts), the catalogue's placeholder otherwise.
  if (addon.bonusOffer) flags.idPlanAddonBonus = operatorSettings().bonusPlanIds[addon.bonusOffer];
  return flags;
}
