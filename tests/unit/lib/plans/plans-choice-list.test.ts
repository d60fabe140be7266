import { describe, expect, it } from "vitest";
import { getAddon } from "@/lib/addons";
import { parsePlanRequest, planChoiceList, planCriteriaQuery, type Plan } from "@/lib/plans";

const plan = (id: string, sku: string, extra: Partial<Plan> = {}): Plan => ({ id, sku, plan: sku, ...extra });
const subs = (...slugs: string[]) => ({ subscriptions: slugs.map((slug) => ({ slug })) });

const d500a = plan("0", "d500a", { plan_download: 500, plan_upload: 250, price_with_dacc: "99.99" });
const d600 = plan("1", "d600a", { plan_download: 600, plan_upload: 300, price_with_dacc: "109.99" });
const d600gl = plan("2", "d600gl", { plan_download: 600, plan_upload: 300, price_with_dacc: "119.99", ...subs("globo-play") });
const d600b = plan("3", "d600b", { plan_download: 600, plan_upload: 300, price_with_dacc: "119.99", ...subs("paramount") });
const d600c = plan("4", "d600c", { plan_download: 600, plan_upload: 300, price_with_dacc: "129.99", ...subs("max") });
const d1000d = plan("6", "d1000d", { plan_download: 1000, plan_upload: 500, price_with_dacc: "159.99", ...subs("max", "paramount") });
const CATALOGUE = [d500a, d600, d600gl, d600b, d600c, d1000d];
const skus = (plans: readonly Plan[]) => plans.map((p) => p.sku);
const list = (query: string, addon = getAddon("")) => planChoiceList(CATALOGUE, addon, parsePlanRequest(query));

describe("the plan list of a link that matches several plans (funnel §4)", () => {
  it("dl=600&ul=300&sba=true lists its matches, the highest price_with_dacc preselected (none is without subscriptions)", () => {
    const { plans, preselected } = list("dl=600&ul=300&sba=true");
    expect(skus(plans)).toEqual(["d600gl", "d600b", "d600c"]);
    expect(preselected?.sku).toBe("d600c");
  });

  it("sb=max lists d600c and d1000d, d1000d preselected", () => {
    const { plans, preselected } = list("sb=max");
    expect(skus(plans)).toEqual(["d600c", "d1000d"]);
    expect(preselected?.sku).toBe("d1000d");
  });

  it("among matches the one without subscriptions is the default", () => {
    expect(list("dl=600").preselected?.sku).toBe("d600a");
  });

  it("any other visit lists the addon's plans with none preselected", () => {
    for (const query of ["", "s=d600c", "s=d999x", "utm_source=news"]) {
      const { plans, preselected } = list(query);
      expect(skus(plans), query).toEqual(skus(CATALOGUE));
      expect(preselected, query).toBeNull();
    }
  });

  it("the matches go through the addon's list rule: removals and renames", () => {
    const renamed = planChoiceList([d1000d, { ...d600c, sku: "d2000b" }], getAddon("d"), parsePlanRequest("sb=max"));
    expect(renamed.plans.map((p) => p.plan)).toEqual(["d1000d", "2 Gigas"]);
    expect(renamed.preselected?.sku).toBe("d1000d");
  });
});

describe("planCriteriaQuery", () => {
  it("carries speeds and subscriptions, never ids or skus, and parses back to the same criteria", () => {
    const request = parsePlanRequest("dl=600&ul=300&sb=max&sb=paramount&sba=true&s=d600c&id=4&utm_source=x");
    const query = planCriteriaQuery(request);
    expect(query).toBe("dl=600&ul=300&sb=max&sb=paramount&sba=true");
    const back = parsePlanRequest(query);
    expect([back.dl, back.ul, back.sb, back.sba, back.sku, back.id]).toEqual([600, 300, ["max", "paramount"], true, undefined, undefined]);
  });
});
