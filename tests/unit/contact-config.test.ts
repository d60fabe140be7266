// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";

/**
 * Numbers and ids the spec does not give are placeholders the operator replaces at build through
 * NEXT_PUBLIC_* variables (.env.example): each module reads them when it loads.
 */

const load = async <T>(path: string, env: Record<string, string>): Promise<T> => {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return (await import(/* @vite-ignore */ path)) as T;
};
type Contact = typeof import("@/lib/contact");
type Addons = typeof import("@/lib/addons");

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("WhatsApp number", () => {
  it("defaults to the placeholder the sandbox catalogue used", async () => {
    const contact = await load<Contact>("@/lib/contact", { NEXT_PUBLIC_WHATSAPP_NUMBER: "" });
    expect(contact.WHATSAPP_NUMBER).toBe("5511999990000");
    expect(contact.whatsAppLink("Quero contratar o plano d500")).toBe(
      "https://wa.me/5511999990000?text=Quero%20contratar%20o%20plano%20d500",
    );
  });

  it("comes from NEXT_PUBLIC_WHATSAPP_NUMBER, digits only as wa.me wants them", async () => {
    const contact = await load<Contact>("@/lib/contact", { NEXT_PUBLIC_WHATSAPP_NUMBER: "+55 (21) 98765-4321" });
    expect(contact.WHATSAPP_NUMBER).toBe("5521987654321");
    expect(contact.whatsAppLink("Olá & até já?")).toBe("https://wa.me/5521987654321?text=Ol%C3%A1%20%26%20at%C3%A9%20j%C3%A1%3F");
  });
});

describe("televendas", () => {
  it("defaults to the placeholder and comes from NEXT_PUBLIC_TELEVENDAS", async () => {
    expect((await load<Contact>("@/lib/contact", { NEXT_PUBLIC_TELEVENDAS: "" })).TELEVENDAS).toBe("0800 000 1041");
    expect((await load<Contact>("@/lib/contact", { NEXT_PUBLIC_TELEVENDAS: "0800 123 4567" })).TELEVENDAS).toBe("0800 123 4567");
  });
});

describe("bonus plan ids (funnel §7 idPlanAddonBonus)", () => {
  const BONUS_ADDONS = ["timcontrole", "timblack", "timpre"] as const;
  type BonusAddon = (typeof BONUS_ADDONS)[number];
  /** NEXT_PUBLIC_BONUS_PLAN_ID_<ADDON> of each of the three addons, set to `idOf(addon)`. */
  const bonusEnv = (idOf: (addon: BonusAddon) => string) =>
    Object.fromEntries(BONUS_ADDONS.map((addon) => [`NEXT_PUBLIC_BONUS_PLAN_ID_${addon.toUpperCase()}`, idOf(addon)]));

  it("default to placeholders named after the addon", async () => {
    const { getAddon } = await load<Addons>("@/lib/addons", bonusEnv(() => ""));
    for (const addon of BONUS_ADDONS) expect(getAddon(addon).bonusPlanId, addon).toBe(`bonus-${addon}`);
  });

  it("come from NEXT_PUBLIC_BONUS_PLAN_ID_*, for those three addons (and b/timblack's TIM Black offer)", async () => {
    const ids: Record<BonusAddon, string> = { timcontrole: "812", timblack: "813", timpre: "814" };
    const { ADDONS, getAddon } = await load<Addons>("@/lib/addons", bonusEnv((addon) => ids[addon]));
    for (const addon of BONUS_ADDONS) expect(getAddon(addon).bonusPlanId, addon).toBe(ids[addon]);
    const withBonus = Object.values(ADDONS).filter((a) => a.bonusPlanId !== null).map((a) => a.id);
    // b/timblack sells timblack's TIM Black offer (README Decisions): the same id.
    expect(withBonus.sort()).toEqual(["b/timblack", "timblack", "timcontrole", "timpre"]);
    expect(getAddon("b/timblack").bonusPlanId).toBe(ids.timblack);
  });
});
