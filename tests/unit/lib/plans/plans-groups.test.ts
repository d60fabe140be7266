import { describe, expect, it } from "vitest";
import { defaultTab, groupKey, groupPlans, plansForMode, speedKey, type Plan } from "@/lib/plans";

const plan = (sku: string): Plan => ({ id: sku, sku, plan: sku });
const skus = (plans: readonly Plan[]) => plans.map((p) => p.sku);
const shape = (plans: Plan[]) => groupPlans(plans).map((g) => [g.value, skus(g.plans)]);

describe("group keys (marketing §3 'Plan group')", () => {
  it("come from the sku digits, 700 counting as 600", () => {
    expect(["d300a", "d400r", "d500b", "d600gl", "d700b", "d1000c", "d2000b"].map(speedKey)).toEqual([
      "300", "400", "500", "600", "600", "1000", "2000",
    ]);
  });

  it("put d600a, d600ar, d600asp and d600ar3 in 600a when a 600 plan exists", () => {
    const plans = ["d600a", "d600ar", "d600asp", "d600ar3", "d600gl"].map(plan);
    expect(plans.map((p) => groupKey(p, plans))).toEqual(["600a", "600a", "600a", "600a", "600"]);
  });

  it("count a 700 plan as the 600 plan that makes group 600a", () => {
    const plans = [plan("d600a"), plan("d700b")];
    expect(shape(plans)).toEqual([["600a", ["d600a"]], ["600", ["d700b"]]]);
  });

  it("leave d600a in group 600 when no other 600 plan exists", () => {
    expect(shape([plan("d600a"), plan("d600ar")])).toEqual([["600", ["d600a", "d600ar"]]]);
  });
});

describe("groupPlans", () => {
  it("orders groups 300, 400, 500, 600a, 600, 1000, 2000", () => {
    const plans = ["d2000b", "d1000a", "d600gl", "d600a", "d500a", "d400r", "d300a"].map(plan);
    expect(groupPlans(plans).map((g) => g.value)).toEqual(["300", "400", "500", "600a", "600", "1000", "2000"]);
  });

  it("puts the addon's sorted skus' groups first (premium: d1000em before d500em), then the group order", () => {
    const plans = ["d500em", "d600cb", "d1000em", "d1000cb"].map(plan);
    const premium = { sortFirstSkus: ["d1000em", "d500em"] };
    expect(groupPlans(plans, premium).map((g) => [g.value, skus(g.plans)])).toEqual([
      ["1000", ["d1000em", "d1000cb"]],
      ["500", ["d500em"]],
      ["600", ["d600cb"]],
    ]);
    // Without an addon sorting: marketing §9's group order.
    expect(groupPlans(plans).map((g) => g.value)).toEqual(["500", "600", "1000"]);
  });

  it("keeps the input order in a group and moves d600gles to the end", () => {
    const plans = ["d600gles", "d600gl", "d700a", "d600b"].map(plan);
    expect(shape(plans)).toEqual([["600", ["d600gl", "d700a", "d600b", "d600gles"]]]);
  });

  it("keeps a sku of unknown speed in its own group after the known ones", () => {
    expect(shape(["d800x", "d300a"].map(plan))).toEqual([["300", ["d300a"]], ["800", ["d800x"]]]);
  });
});

describe("plan list modes (marketing §2 'Plan list')", () => {
  const groups = groupPlans(["d300a", "d500a", "d500b", "d1000a", "d1000c"].map(plan));

  it("group: the first plan of each group", () => {
    expect(skus(plansForMode(groups, "group"))).toEqual(["d300a", "d500a", "d1000a"]);
  });

  it("tabs: the chosen group's plans, by default the first available group", () => {
    expect(defaultTab(groups)).toBe("300");
    expect(skus(plansForMode(groups, "tabs"))).toEqual(["d300a"]);
    expect(skus(plansForMode(groups, "tabs", "500"))).toEqual(["d500a", "d500b"]);
    expect(skus(plansForMode(groups, "tabs", "2000"))).toEqual(["d300a"]);
    expect(defaultTab([])).toBeNull();
  });

  it("all: every plan", () => {
    expect(skus(plansForMode(groups, "all"))).toEqual(["d300a", "d500a", "d500b", "d1000a", "d1000c"]);
  });
});
