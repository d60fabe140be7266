import { describe, expect, it } from "vitest";
import { planSchema } from "@/lib/api/contract";
import {
  defaultPlan,
  isSpeedOnly,
  matchingPlans,
  namesPlan,
  parsePlanRequest,
  planNotice,
  planRequestOutcome,
  selectedPlan,
  type Plan,
} from "@/lib/plans";

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
  it("selects an id or sku request's one match, and a subscription request when exactly one is left", () => {
    expect(selectedPlan(PLANS, request("s=d600c"))).toBe(d600c);
    expect(selectedPlan(PLANS, request("dl=1000&sb=max"))).toBe(d1000d);
    expect(selectedPlan(PLANS, request("dl=600&ul=300&sb=paramount"))).toBe(d600b);
  });

  it("a speed-only link selects the default among its matches: the one without subscriptions", () => {
    // funnel §4 read with the example: ?dl=600&ul=300 matches d600a and three plans with
    // subscriptions; the link asks for the speed, so the default is its one match.
    const r = request("dl=600&ul=300");
    expect(matchingPlans(PLANS, r)).toEqual([d600, d600gl, d600b, d600c]);
    expect(selectedPlan(PLANS, r)).toBe(d600);
    expect(selectedPlan(PLANS, request("dl=600"))).toBe(d600);
  });

  it("a speed-only link without a plain match selects the highest price_with_dacc", () => {
    expect(selectedPlan(PLANS, request("dl=1000&ul=500"))).toBe(d1000d);
    expect(selectedPlan([d600gl, d600c, d600b], request("ul=300"))).toBe(d600c);
  });

  it("subscriptions narrow the matches and several left select nothing", () => {
    expect(matchingPlans(PLANS, request("dl=600&sba=true"))).toEqual([d600gl, d600b, d600c]);
    expect(selectedPlan(PLANS, request("dl=600&sba=true"))).toBeNull();
    expect(selectedPlan(PLANS, request("sb=paramount"))).toBeNull();
    expect(defaultPlan(matchingPlans(PLANS, request("sb=paramount")))).toBe(d1000d);
  });

  it("tells a speed-only request from one with subscriptions, ids or skus", () => {
    expect(isSpeedOnly(request("dl=600&ul=300"))).toBe(true);
    expect(isSpeedOnly(request("ul=300"))).toBe(true);
    expect(isSpeedOnly(request("dl=600&sb=max"))).toBe(false);
    expect(isSpeedOnly(request("dl=600&sba=true"))).toBe(false);
    expect(isSpeedOnly(request("s=d600a&dl=600"))).toBe(false);
    expect(isSpeedOnly(request("utm_source=x"))).toBe(false);
  });

  it("is null for no match", () => {
    expect(selectedPlan(PLANS, request("s=d2000b"))).toBeNull();
  });

  it("works on plans parsed by the contract (Plan is the contract's type)", () => {
    const parsed: Plan[] = [planSchema.parse({ id: 7, plan: "2 Giga", sku: "d2000b", price_with_dacc: 199.99 })];
    expect(selectedPlan(parsed, request("id=7"))?.price_with_dacc).toBe("199.99");
  });
});

describe("planRequestOutcome (what the checkout does with a link's plan)", () => {
  const premium = plan("9", "d1000em", { plan_download: 1000, plan_upload: 500, price_with_dacc: "129.99" });

  it("names no plan without an id, sku, speed or subscription", () => {
    expect(namesPlan(request("utm_source=x&a=premium"))).toBe(false);
    expect(planRequestOutcome(PLANS, request("utm_source=x"))).toEqual({ kind: "none" });
    for (const q of ["s=d600a", "id=1", "idr=1", "dl=600", "ul=300", "sb=max", "sba=true"]) expect(namesPlan(request(q)), q).toBe(true);
  });

  it("selects the plan the request selects", () => {
    expect(planRequestOutcome(PLANS, request("s=d600c"))).toEqual({ kind: "select", plan: d600c });
    expect(planRequestOutcome(PLANS, request("dl=600&ul=300"))).toEqual({ kind: "select", plan: d600 });
  });

  it("a plan this addon does not sell is not-sold, whatever the order already holds", () => {
    expect(planRequestOutcome(PLANS, request("s=d1000em"))).toEqual({ kind: "not-sold" });
    expect(planRequestOutcome(PLANS, request("s=d1000em"), premium)).toEqual({ kind: "not-sold" });
    expect(planRequestOutcome(PLANS, request("dl=300"), d600)).toEqual({ kind: "not-sold" });
  });

  it("several matches send the visitor to choose, unless the order holds one of them", () => {
    expect(planRequestOutcome(PLANS, request("sb=paramount"))).toEqual({ kind: "choose" });
    expect(planRequestOutcome(PLANS, request("sb=paramount"), premium)).toEqual({ kind: "choose" });
    expect(planRequestOutcome(PLANS, request("sb=paramount"), d1000c)).toEqual({ kind: "none" });
  });
});

describe("planNotice", () => {
  it("gives the sentence of a known reason and nothing else", () => {
    expect(planNotice("?motivo=plano-fora-da-oferta")).toBe(
      "O plano escolhido não faz parte desta oferta. Escolha um dos planos disponíveis.",
    );
    expect(planNotice("motivo=escolha-o-plano&utm_source=x")).toMatch(/^Mais de um plano/);
    expect(planNotice("?motivo=toString")).toBeNull();
    expect(planNotice("?motivo=<b>x</b>")).toBeNull();
    expect(planNotice("")).toBeNull();
  });
});
