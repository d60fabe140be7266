import { describe, expect, it } from "vitest";
import { landingAddon, streamingPath } from "@/components/landing/landingAddon";
import { ADDON_IDS, getAddon } from "@/lib/addons";
import { CALLS } from "@/lib/api/contract";
import { addonPlans } from "@/sandbox/catalogue";
import { groupPlans, landingPlans, plansForMode } from "@/lib/plans";

/**
 * Every addon's landing shows plans (issue "Orders right the first time": /premium/ showed "Nenhum
 * plano desta oferta está disponível no momento"). The landing's own pipeline, over the sandbox
 * catalogue the landing is built from (lib/backend/catalogue's fromSandbox): the addon's catalogue
 * file, the contract's parse, the landing filters and the grouping the page renders.
 */
function landingList(id: string) {
  const addon = landingAddon(getAddon(id), "");
  const raw = addonPlans(addon.apiAlias, { premium: addon.premium }).filter((p) => !p.plan_type);
  const catalogue = CALLS.plans.response.parse({ plans: raw }).plans ?? [];
  return landingPlans(catalogue, addon, { streamingPath: streamingPath(addon) });
}

describe("every addon's landing shows its plans", () => {
  it.each(["", ...ADDON_IDS])("addon %j has at least one plan card", (id) => {
    expect(groupPlans(landingList(id)).length).toBeGreaterThan(0);
  });

  it("premium lists its exclusive plans, d1000em then d500em first (marketing §3 sorting)", () => {
    const skus = landingList("premium").map((p) => p.sku);
    expect(skus.slice(0, 2)).toEqual(["d1000em", "d500em"]);
    expect(skus).toEqual(expect.arrayContaining(["d600cb", "d1000cb"]));
  });

  it.each(["es", "r3"])("%s lists the banner's 700 Mega com Globoplay (d600gles) beside its 500 Mega and 1 Giga", (id) => {
    const cards = plansForMode(groupPlans(landingList(id), getAddon(id)), "group");
    expect(cards.map((p) => p.sku)).toEqual(["d500a", "d600gles", "d1000a"]);
    expect(cards[1]).toMatchObject({ plan: "700 Mega com Globoplay", price_with_dacc: "109.99" });
  });

  it("premium's cards, one per group, keep that order: d1000em, d500em, then the others", () => {
    const addon = getAddon("premium");
    const cards = plansForMode(groupPlans(landingList("premium"), addon), "group").map((p) => p.sku);
    expect(cards).toEqual(["d1000em", "d500em", "d600cb"]);
  });
});
