import { describe, expect, it } from "vitest";
import { planSchema } from "@/lib/api/contract";
import { defaultPlan, matchingPlans, parsePlanRequest, selectedPlan, type Plan } from "@/lib/plans";

const plan = (id: string, sku: string, extra: Partial<Plan> = {}): Plan => ({ id, sku, plan: sku, ...extra });
const subs = (...slugs: string[]) => ({ subscriptions: slugs.map((slug) => ({ slug })) });

const d600 = plan("1", "d600a", { plan_download: 600, plan_upload: 300, price_with_dacc: "99.99" });
const d600gl = plan("2", "d600gl", { plan_download: 600, plan_upload: 300, price_with_dacc: "119.99", ...subs("globoplay") });
const d600b = plan("3", "d600b", { plan_download: 600, plan_upload: 300, price_with_dacc: "119.99", ...subs("paramount") });
const d600c = plan("4", "d600c", { plan_download: 600, plan_upload: 300, price_with_dacc: "129.99", ...subs("max") });
const d1000c = plan("5", "d1000c", { plan_download: 1000, plan_upload: 500, price_with_dacc: "149.99", ...subs("paramount") });
const d1000d = plan("6", "d1000d", { plan_download: 1000, plan_upload: 500, price_with_dacc: "159.99", ...subs("max", "paramount") });
const renewal = plan("R9", "d500a", { plan_type: "refidel" });
const PLANS = [d600, d600gl, d600b, d600c, d1000c, d1000d, renewal];

const request = (query: string) => parsePlanRequest(query);

describe("matchingPlans (funnel §4 'Plan choice')", () => {
  it("matches by renewal id, migration id and id against the plan id", () => {
    expect(matchingPlans(PLANS, request("idr=R9"))).toEqual([renewal]);
    expect(matchingPlans(PLANS, request("idm=3"))).toEqual([d600b]);
    expect(matchingPlans(PLANS, request("id=4"))).toEqual([d600c]);
  });

  it("takes the first criterion present: idr, idm, id, sku, then speeds", () => {
    expect(matchingPlans(PLANS, request("id=4&idr=R9"))).toEqual([renewal]);
    expect(matchingPlans(PLANS, request("id=4&idm=3"))).toEqual([d600b]);
    expect(matchingPlans(PLANS, request("s=d600gl&id=4"))).toEqual([d600c]);
    expect(matchingPlans(PLANS, request("s=d600gl&dl=1000"))).toEqual([d600gl]);
  });

  it("matches by sku (s, sk or sku), case-insensitively", () => {
    expect(matchingPlans(PLANS, request("s=d600gl"))).toEqual([d600gl]);
    expect(matchingPlans(PLANS, request("sku=D1000D"))).toEqual([d1000d]);
  });

  it("does not fall through when an id or sku matches nothing", () => {
    expect(matchingPlans(PLANS, request("id=404&dl=600"))).toEqual([]);
    expect(matchingPlans(PLANS, request("s=d999x&dl=600"))).toEqual([]);
  });

  it("matches by download and upload speed", () => {
    expect(matchingPlans(PLANS, request("dl=1000&ul=500"))).toEqual([d1000c, d1000d]);
    expect(matchingPlans(PLANS, request("dl=600"))).toEqual([d600, d600gl, d600b, d600c]);
    expect(matchingPlans(PLANS, request("dl=600&ul=500"))).toEqual([]);
  });

  it("requires every sb slug on the plan, and some subscription with sba=true", () => {
    expect(matchingPlans(PLANS, request("dl=1000&sb=paramount"))).toEqual([d1000c, d1000d]);
    expect(matchingPlans(PLANS, request("dl=1000&sb=paramount&sb=max"))).toEqual([d1000d]);
    expect(matchingPlans(PLANS, request("dl=600&sba=true"))).toEqual([d600gl, d600b, d600c]);
    expect(matchingPlans(PLANS, request("sb=max"))).toEqual([d600c, d1000d]);
  });

  it("matches nothing for a request with no criterion", () => {
    expect(matchingPlans(PLANS, request("l=abc&utm_source=x"))).toEqual([]);
  });
});

describe("defaultPlan", () => {
  it("is the match without subscriptions", () => {
    expect(defaultPlan([d600gl, d600, d600c])).toBe(d600);
  });

  it("else the match with the highest price_with_dacc", () => {
    expect(defaultPlan([d600gl, d600c, d600b])).toBe(d600c);
    expect(defaultPlan([d1000c, d1000d])).toBe(d1000d);
  });

  it("keeps the first of equal prices and is null for no match", () => {
    expect(defaultPlan([d600gl, d600b])).toBe(d600gl);
    expect(defaultPlan([])).toBeNull();
  });
});

describe("selectedPlan", () => {
  it("selects only when exactly one plan matches", () => {
    expect(selectedPlan(PLANS, request("s=d600c"))).toBe(d600c);
    expect(selectedPlan(PLANS, request("dl=1000&sb=max"))).toBe(d1000d);
  });

  it("is null for several matches even though a default exists", () => {
    const r = request("dl=600");
    expect(selectedPlan(PLANS, r)).toBeNull();
    expect(defaultPlan(matchingPlans(PLANS, r))).toBe(d600);
  });

  it("is null for no match", () => {
    expect(selectedPlan(PLANS, request("s=d2000b"))).toBeNull();
  });

  it("works on plans parsed by the contract (Plan is the contract's type)", () => {
    const parsed: Plan[] = [planSchema.parse({ id: 7, plan: "2 Giga", sku: "d2000b", price_with_dacc: 199.99 })];
    expect(selectedPlan(parsed, request("id=7"))?.price_with_dacc).toBe("199.99");
  });
});
