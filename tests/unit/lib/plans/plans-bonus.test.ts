import { describe, expect, it } from "vitest";
import { getAddon } from "@/lib/addons";
import { planBonuses, type Plan } from "@/lib/plans";

const plan = (sku: string): Plan => ({ id: sku, sku, plan: sku });
const bonus = (sku: string, addonId = "") => planBonuses(plan(sku), getAddon(addonId));

describe("bonus and tooltip texts (marketing §9)", () => {
  it("'600MB + 100MB Bônus por um ano' for 600 skus b, br, c, gl, gles, ar, ar3", () => {
    for (const s of ["b", "br", "c", "gl", "gles", "ar", "ar3"]) expect(bonus(`d600${s}`).speed).toBe("600MB + 100MB Bônus por um ano");
    expect(bonus("d600a").speed).toBeNull();
    expect(bonus("d600asp").speed).toBeNull();
  });

  it("'400MB + 200MB Bônus por um ano' for d400r", () => {
    expect(bonus("d400r").speed).toBe("400MB + 200MB Bônus por um ano");
    expect(bonus("d400rt").speed).toBeNull();
  });

  it("the tooltip '600MB + 100MB de bônus' for d600b, d600br, d600c, d600gl, d600gles, d600ar, d600ar3", () => {
    for (const sku of ["d600b", "d600br", "d600c", "d600gl", "d600gles", "d600ar", "d600ar3"]) {
      expect(bonus(sku).tooltip).toBe("600MB + 100MB de bônus");
    }
    expect(bonus("d600a").tooltip).toBeNull();
  });

  it("the mobile bonus of the addon: timcontrole 20 GIGA, timblack and b/timblack 30 GIGA", () => {
    expect(bonus("d600gl", "timcontrole").mobile).toBe("Até 20 GIGA a mais");
    expect(bonus("d600gl", "timblack").mobile).toBe("Até 30 GIGA a mais");
    expect(bonus("d600gl", "b/timblack").mobile).toBe("Até 30 GIGA a mais");
    expect(bonus("d600gl").mobile).toBeNull();
  });

  it("+100MB for 12 months with Paramount+ or Max for d600a, d700a, d700b", () => {
    for (const sku of ["d600a", "d700a", "d700b"]) {
      expect(bonus(sku).streaming).toBe("+100MB por 12 meses ao adicionar Paramount+ ou Max");
    }
    expect(bonus("d600gl").streaming).toBeNull();
  });

  it("up to 50 simultaneous devices for d600a", () => {
    expect(bonus("d600a").devices).toBe("Até 50 dispositivos simultâneos");
    expect(bonus("d700a").devices).toBeNull();
  });
});
