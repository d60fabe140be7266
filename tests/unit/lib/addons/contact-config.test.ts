// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { ADDONS, getAddon } from "@/lib/addons";
import { addonFlags } from "@/lib/api/client/addon-flags";
import { televendas, whatsAppLink } from "@/lib/contact";
import { BONUS_ADDONS, operatorSettings, SETTING_DEFAULTS, settingsFromEnv, settingsJson } from "@/lib/settings";

/**
 * The operator's settings: numbers, links and ids the spec does not give, read from
 * the environment the server runs with (never at build), so one image serves staging and
 * production with different values.
 */

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("operator settings", () => {
  it("default to the placeholders", () => {
    expect(settingsFromEnv({})).toEqual(SETTING_DEFAULTS);
  });

  it("come from the environment the server runs with, read at each call", () => {
    vi.stubEnv("TELEVENDAS", "0800 123 4567");
    vi.stubEnv("WHATSAPP_NUMBER", "+55 (21) 98765-4321");
    expect(televendas()).toBe("0800 123 4567");
    expect(whatsAppLink("Olá & até já?")).toBe("https://wa.me/5521987654321?text=Ol%C3%A1%20%26%20at%C3%A9%20j%C3%A1%3F");
    vi.stubEnv("TELEVENDAS", "0800 765 4321");
    expect(operatorSettings().televendas).toBe("0800 765 4321");
  });

  it("take links that are ours or http(s), nothing else", () => {
    expect(settingsFromEnv({ PRIVACY_URL: "https://operadora.example/privacidade" }).privacyUrl).toBe("https://operadora.example/privacidade");
    expect(settingsFromEnv({ COLLABORATOR_FORM_URL: "/formulario/" }).collaboratorFormUrl).toBe("/formulario/");
    for (const bad of ["javascript:alert(1)", "//evil.example/", "ftp://x", "relative"]) {
      expect(settingsFromEnv({ PRIVACY_URL: bad }).privacyUrl, bad).toBe(SETTING_DEFAULTS.privacyUrl);
    }
  });

  it("bonus plan ids: the three TIM mobile addons send the operator's, at run time", () => {
    const withBonus = Object.values(ADDONS).filter((a) => a.bonusPlanId !== null).map((a) => a.id);
    // b/timblack sells timblack's TIM Black offer (docs/decisions/content.md#0065): the same id.
    expect(withBonus.sort()).toEqual(["b/timblack", ...BONUS_ADDONS].sort());
    for (const addon of BONUS_ADDONS) expect(addonFlags(getAddon(addon), "lead-v2").idPlanAddonBonus, addon).toBe(`bonus-${addon}`);
    vi.stubEnv("BONUS_PLAN_ID_TIMBLACK", "813");
    expect(addonFlags(getAddon("timblack"), "lead-v2").idPlanAddonBonus).toBe("813");
    expect(addonFlags(getAddon("b/timblack"), "lead-v2").idPlanAddonBonus).toBe("813");
    expect(addonFlags(getAddon("timcontrole"), "lead-v2").idPlanAddonBonus).toBe("bonus-timcontrole");
  });

  it("are written into the page as JSON no value can break out of", () => {
    const json = settingsJson(settingsFromEnv({ TELEVENDAS: "</script><script>alert(1)</script>" }));
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toMatchObject({ televendas: "</script><script>alert(1)</script>" });
  });
});
