import { describe, expect, it } from "vitest";
import { getAddon } from "@/lib/addons";
import { lowestPricePlan, planBadge, planLabel, planRibbon, renameForAddon, type Plan } from "@/lib/plans";

const plan = (sku: string, price?: string): Plan => ({ id: sku, sku, plan: sku, ...(price ? { price_with_dacc: price } : {}) });
const DEFAULT = getAddon("");
const badgeOf = (sku: string, plans: Plan[] = [], addon = DEFAULT) => planBadge(plan(sku), plans, addon)?.text ?? null;
const ribbonOf = (sku: string, addon = DEFAULT) => planRibbon(plan(sku), addon)?.text ?? null;

describe("'MENOR PREÇO' (marketing §9)", () => {
  const list = [plan("d600gl", "119.99"), plan("d300a", "99.99"), plan("d1000a", "139,99"), plan("d500a")];

  it("goes to the cheapest plan by price_with_dacc", () => {
    expect(lowestPricePlan(list)?.sku).toBe("d300a");
    expect(planBadge(list[1]!, list, DEFAULT)).toEqual({ kind: "lowest-price", text: "MENOR PREÇO" });
    expect(planBadge(list[2]!, list, DEFAULT)).toBeNull();
  });

  it("is never d400rt's, and then no dearer plan wears it", () => {
    const withRt = [...list, plan("d400rt", "79.99")];
    expect(lowestPricePlan(withRt)).toBeNull();
    expect(planBadge(withRt[4]!, withRt, DEFAULT)).toBeNull();
    expect(planBadge(withRt[1]!, withRt, DEFAULT)).toBeNull();
  });

  it("finds the cheapest plan among renamed copies", () => {
    const renamed = renameForAddon(list, getAddon("d"));
    expect(planBadge(list[1]!, renamed, DEFAULT)?.text).toBe("MENOR PREÇO");
  });

  it("can be switched off by the caller", () => {
    expect(planBadge(list[1]!, list, DEFAULT, { lowestPriceBadge: false })).toBeNull();
  });

  it("gives d500a the card ribbon 'Menor Preço'", () => {
    expect(ribbonOf("d500a")).toBe("Menor Preço");
  });
});

describe("badges by sku and addon (marketing §9)", () => {
  it("'OFERTA EXCLUSIVA' for d600cb, d1000cb and every plan of the premium addon", () => {
    expect(badgeOf("d600cb")).toBe("OFERTA EXCLUSIVA");
    expect(badgeOf("d1000cb")).toBe("OFERTA EXCLUSIVA");
    const premium = getAddon("premium");
    for (const sku of ["d1000em", "d500em", "d2000b", "d600a"]) expect(badgeOf(sku, [], premium)).toBe("OFERTA EXCLUSIVA");
    expect(badgeOf("d300a", [plan("d300a", "1")], premium)).toBe("OFERTA EXCLUSIVA");
  });

  it("'ASSISTA FILMES E SÉRIES' for d700b and 'FILMES E SÉRIES EXCLUSIVAS' for d2000b", () => {
    expect(badgeOf("d700b")).toBe("ASSISTA FILMES E SÉRIES");
    expect(badgeOf("d2000b")).toBe("FILMES E SÉRIES EXCLUSIVAS");
    expect(ribbonOf("d2000b")).toBe("Filmes e séries exclusivas");
  });

  it("'OFERTA ESPECIAL' for its skus, with the ribbon also on d1000b", () => {
    for (const sku of ["d600a", "d600asp", "d600ar", "d600ar3", "d600br", "d700a", "d1000c", "d1000d"]) {
      expect(badgeOf(sku)).toBe("OFERTA ESPECIAL");
      expect(ribbonOf(sku)).toBe("Oferta Especial");
    }
    expect(badgeOf("d1000b")).toBeNull();
    expect(ribbonOf("d1000b")).toBe("Oferta Especial");
  });

  it("'MAIS VENDIDO' for d700rs with addon rs only", () => {
    expect(badgeOf("d700rs", [], getAddon("rs"))).toBe("MAIS VENDIDO");
    expect(badgeOf("d700rs")).toBeNull();
    expect(badgeOf("d700a", [], getAddon("rs"))).toBe("OFERTA ESPECIAL");
  });

  it("a streaming prompt ribbon for d600gles, d600b, d600c, d600gl", () => {
    for (const sku of ["d600gles", "d600b", "d600c", "d600gl"]) {
      expect(planRibbon(plan(sku), DEFAULT)).toEqual({ kind: "streaming-prompt", text: "Com streaming incluso" });
    }
    expect(ribbonOf("d600a")).toBe("Oferta Especial");
  });

  it("one badge per card: a sku badge wins over the cheapest", () => {
    const list = [plan("d600a", "89.99"), plan("d300a", "99.99")];
    expect(badgeOf("d600a", list)).toBe("OFERTA ESPECIAL");
    expect(badgeOf("d300a", list)).toBeNull();
  });

  it("none at all for livelo", () => {
    const livelo = getAddon("livelo");
    const list = [plan("d300a", "99.99")];
    expect(planBadge(list[0]!, list, livelo)).toBeNull();
    for (const sku of ["d600cb", "d700b", "d2000b", "d600a"]) expect(badgeOf(sku, [], livelo)).toBeNull();
    for (const sku of ["d500a", "d2000b", "d1000b", "d600gl"]) expect(ribbonOf(sku, livelo)).toBeNull();
  });
});

describe("planLabel: the label on a card (landing and coverage results)", () => {
  it("is the badge, else a ribbon, the streaming prompt included", () => {
    const list = [plan("d500a", "99.99"), plan("d600a", "109.99"), plan("d1000b", "149.99"), plan("d600gl", "119.99")];
    expect(planLabel(list[0]!, list, DEFAULT)).toEqual({ kind: "lowest-price", text: "MENOR PREÇO" });
    expect(planLabel(list[1]!, list, DEFAULT)).toEqual({ kind: "special-offer", text: "OFERTA ESPECIAL" });
    expect(planLabel(list[2]!, list, DEFAULT)).toEqual({ kind: "special-offer", text: "Oferta Especial" });
    expect(planLabel(list[3]!, list, DEFAULT)).toEqual({ kind: "streaming-prompt", text: "Com streaming incluso" });
    const globoplay700 = [plan("d500a", "99.99"), plan("d600gles", "109.99")];
    expect(planLabel(globoplay700[1]!, globoplay700, DEFAULT)?.text).toBe("Com streaming incluso");
  });

  it("is none on livelo, which hides badges", () => {
    const list = [plan("d500a", "99.99")];
    expect(planLabel(list[0]!, list, getAddon("livelo"))).toBeNull();
  });
});

describe("planLabel: one 'lowest price' per list", () => {
  it("d500a's 'Menor Preço' ribbon only where it is the cheapest (coverage lists 300 Mega beside it)", () => {
    const list = [plan("d300a", "79.99"), plan("d500a", "99.99")];
    expect(planLabel(list[0]!, list, DEFAULT)?.text).toBe("MENOR PREÇO");
    expect(planLabel(list[1]!, list, DEFAULT)).toBeNull();
    const alone = [plan("d500a", "99.99"), plan("d600gl", "119.99")];
    expect(planLabel(alone[0]!, alone, DEFAULT)?.text).toBe("MENOR PREÇO");
  });
});
