import { describe, expect, it } from "vitest";
import { getAddon } from "@/lib/addons";
import {
  availableToggles,
  groupPlans,
  initialStreamingState,
  initialToggle,
  planForToggle,
  shownPlan,
  toggleStreaming,
  toggleVisibility,
  type Plan,
  type PlanGroup,
} from "@/lib/plans";

const plan = (sku: string, name = sku): Plan => ({ id: sku, sku, plan: name });
const group = (...skus: string[]) => skus.map((s) => plan(s));

const G600 = group("d600gl", "d600c", "d600b", "d600gles");
const G1000 = [plan("d1000a", "1 Giga"), plan("d1000d", "1 Giga + Max"), plan("d1000c", "1 Giga Paramount+")];

describe("planForToggle (marketing §4)", () => {
  it("Globoplay picks d600gl or d600gles", () => {
    expect(planForToggle(G600, "globoplay")?.sku).toBe("d600gl");
    expect(planForToggle(group("d600gles", "d600a"), "globoplay")?.sku).toBe("d600gles");
  });

  it("Max picks d600c or d1000d", () => {
    expect(planForToggle(G600, "max")?.sku).toBe("d600c");
    expect(planForToggle(G1000, "max")?.sku).toBe("d1000d");
  });

  it("Paramount picks d600b, d600br or d1000c, the one in the group", () => {
    expect(planForToggle(G600, "paramount")?.sku).toBe("d600b");
    expect(planForToggle(group("d600br", "d600a"), "paramount")?.sku).toBe("d600br");
    expect(planForToggle(G1000, "paramount")?.sku).toBe("d1000c");
  });

  it("is null when the group has none of the toggle's skus", () => {
    expect(planForToggle(G1000, "globoplay")).toBeNull();
    expect(availableToggles(group("d300a"))).toEqual([]);
  });
});

describe("initialToggle", () => {
  it("starts on Paramount for a group holding the plan named '1 giga paramount+', any case", () => {
    expect(initialToggle(G1000)).toBe("paramount");
    expect(initialToggle([plan("d1000d"), plan("d1000c", "1 GIGA PARAMOUNT+")])).toBe("paramount");
  });

  it("otherwise by group skus in priority d600gl, d600c, d600b", () => {
    expect(initialToggle(group("d600b", "d600c", "d600gl"))).toBe("globoplay");
    expect(initialToggle(group("d600b", "d600c"))).toBe("max");
    expect(initialToggle(group("d600b", "d600a"))).toBe("paramount");
  });

  it("turns one on when the group has relevant skus but none of the priority ones", () => {
    expect(initialToggle(group("d1000a", "d1000d"))).toBe("max");
    expect(initialToggle(group("d600gles", "d600br"))).toBe("globoplay");
  });

  it("is null for a group without relevant skus", () => {
    expect(initialToggle(group("d500a", "d500b"))).toBeNull();
  });
});

describe("toggleStreaming (mutually exclusive toggles)", () => {
  it("switching one on switches the others off and picks its plan", () => {
    const start = initialStreamingState(G600);
    expect(start.active).toBe("globoplay");
    expect(shownPlan(start)?.sku).toBe("d600gl");
    const max = toggleStreaming(start, "max");
    expect(max.active).toBe("max");
    expect(shownPlan(max)?.sku).toBe("d600c");
    const paramount = toggleStreaming(max, "paramount");
    expect(paramount.active).toBe("paramount");
    expect(shownPlan(paramount)?.sku).toBe("d600b");
  });

  it("switching the active one off turns the default one on", () => {
    const max = toggleStreaming(initialStreamingState(G600), "max");
    expect(toggleStreaming(max, "max").active).toBe("globoplay");
    const start = initialStreamingState(G600);
    expect(toggleStreaming(start, "globoplay")).toBe(start);
  });

  it("ignores a toggle with no plan in the group", () => {
    const start = initialStreamingState(G1000);
    expect(toggleStreaming(start, "globoplay")).toBe(start);
  });

  it("shows the group's first plan when no toggle applies", () => {
    const state = initialStreamingState(group("d500a", "d500b"));
    expect(state.active).toBeNull();
    expect(shownPlan(state)?.sku).toBe("d500a");
  });
});

describe("toggleVisibility (marketing §4)", () => {
  const DEFAULT = getAddon("");
  const [g600] = groupPlans(G600) as [PlanGroup];
  const [g1000] = groupPlans(G1000) as [PlanGroup];

  it("shows every toggle with a plan on a 600 group of two or more plans", () => {
    expect(toggleVisibility(g600, DEFAULT)).toEqual({ globoplay: true, max: true, paramount: true });
  });

  it("shows the Globoplay toggle only for 600 groups", () => {
    const not600: PlanGroup = { value: "1000", plans: [...G1000, plan("d600gl")] };
    expect(toggleVisibility(not600, DEFAULT).globoplay).toBe(false);
    expect(toggleVisibility(g1000, DEFAULT)).toEqual({ globoplay: false, max: true, paramount: true });
  });

  it("shows no toggle for a group of one plan", () => {
    expect(toggleVisibility({ value: "600", plans: group("d600gl") }, DEFAULT)).toEqual({
      globoplay: false,
      max: false,
      paramount: false,
    });
  });

  it("hides Max and Paramount for hbo-max and paramount, but not Globoplay", () => {
    for (const id of ["hbo-max", "paramount", "max"]) {
      expect(toggleVisibility(g600, getAddon(id))).toEqual({ globoplay: true, max: false, paramount: false });
    }
  });

  it("hides the second (Paramount) for premium and for d400rt", () => {
    expect(toggleVisibility(g1000, getAddon("premium"))).toEqual({ globoplay: false, max: true, paramount: false });
    const withRt: PlanGroup = { value: "400", plans: [plan("d400rt"), plan("d1000c"), plan("d1000d")] };
    expect(toggleVisibility(withRt, DEFAULT)).toEqual({ globoplay: false, max: true, paramount: false });
  });

  it("does not show a toggle that would pick no plan", () => {
    expect(toggleVisibility({ value: "500", plans: group("d500a", "d500b") }, DEFAULT)).toEqual({
      globoplay: false,
      max: false,
      paramount: false,
    });
  });
});
