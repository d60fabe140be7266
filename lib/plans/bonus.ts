/**
 * Bonus and tooltip texts of plan cards (marketing §9 "Bonus and tooltip texts"). The texts by sku
 * are one table; the mobile bonus is the addon's (Addon.mobileBonusText).
 */
import type { Addon } from "@/lib/addons";
import type { Plan } from "./types";

export interface PlanBonuses {
  /** Speed bonus line ('600MB + 100MB Bônus por um ano'). */
  speed: string | null;
  /** Tooltip on the speed ('600MB + 100MB de bônus'). */
  tooltip: string | null;
  /** Extra speed when a streaming service is added. */
  streaming: string | null;
  /** Simultaneous devices. */
  devices: string | null;
  /** Mobile bonus of TIM addons ('Até 20 GIGA a mais'). */
  mobile: string | null;
}

type SkuText = Exclude<keyof PlanBonuses, "mobile">;

const SPEED_600_BONUS_SKUS = ["d600b", "d600br", "d600c", "d600gl", "d600gles", "d600ar", "d600ar3"];

/**
 * Texts by sku. The streaming and device texts are ours: the spec gives them in English ("+100MB
 * for 12 months when adding Paramount+ or Max", "up to 50 simultaneous devices").
 */
export const BONUS_TABLE: Readonly<Record<SkuText, readonly { text: string; skus: readonly string[] }[]>> = {
  speed: [
    { text: "600MB + 100MB Bônus por um ano", skus: SPEED_600_BONUS_SKUS },
    { text: "400MB + 200MB Bônus por um ano", skus: ["d400r"] },
  ],
  tooltip: [{ text: "600MB + 100MB de bônus", skus: SPEED_600_BONUS_SKUS }],
  streaming: [{ text: "+100MB por 12 meses ao adicionar Paramount+ ou Max", skus: ["d600a", "d700a", "d700b"] }],
  devices: [{ text: "Até 50 dispositivos simultâneos", skus: ["d600a"] }],
};

function lookup(field: SkuText, sku: string): string | null {
  return BONUS_TABLE[field].find((row) => row.skus.includes(sku))?.text ?? null;
}

/** Every bonus text of a plan card, null where none applies. */
export function planBonuses(plan: Plan, addon: Pick<Addon, "mobileBonusText">): PlanBonuses {
  return {
    speed: lookup("speed", plan.sku),
    tooltip: lookup("tooltip", plan.sku),
    streaming: lookup("streaming", plan.sku),
    devices: lookup("devices", plan.sku),
    mobile: addon.mobileBonusText,
  };
}
