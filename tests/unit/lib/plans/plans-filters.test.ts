import { describe, expect, it } from "vitest";
import { getAddon } from "@/lib/addons";
import {
  addonPlanList,
  advertisedOffer,
  coveragePlans,
  filterByStreamingPath,
  landingPlans,
  renameForAddon,
  showOnLanding,
  sortForAddon,
  streamingPathName,
  type Plan,
} from "@/lib/plans";

const plan = (sku: string, extra: Partial<Plan> = {}): Plan => ({ id: sku, sku, plan: sku, ...extra });
const skus = (plans: readonly Plan[]) => plans.map((p) => p.sku);
const CATALOGUE = ["d300a", "d300r", "d400a", "d400rt", "d500a", "d500b", "d500em", "d1000em", "d2000b"].map((s) => plan(s));

describe("landing exclusions (marketing §4)", () => {
  it("r2 removes d300r", () => {
    expect(skus(landingPlans(CATALOGUE, getAddon("r2")))).not.toContain("d300r");
    expect(skus(landingPlans(CATALOGUE, getAddon("r2")))).toContain("d500b");
  });

  it("r and b/r remove d500b", () => {
    for (const id of ["r", "b/r"]) {
      expect(skus(landingPlans(CATALOGUE, getAddon(id)))).not.toContain("d500b");
      expect(skus(landingPlans(CATALOGUE, getAddon(id)))).toContain("d300r");
    }
  });

  it("the default storefront keeps every plan", () => {
    expect(skus(landingPlans(CATALOGUE, getAddon("")))).toEqual(skus(CATALOGUE));
  });

  it("never shows renewal or migration plans, nor plans with showOnLanding false", () => {
    const addon = getAddon("");
    expect(showOnLanding(plan("d600a", { plan_type: "refidel" }), addon)).toBe(false);
    expect(showOnLanding(plan("d600a", { plan_type: "migration" }), addon)).toBe(false);
    expect(showOnLanding(plan("d600a", { showOnLanding: false }), addon)).toBe(false);
    expect(showOnLanding(plan("d600a", { plan_type: null, showOnLanding: true }), addon)).toBe(true);
  });
});

describe("coverage page (marketing §4)", () => {
  it("removes d400rt unless the addon is a TIM one", () => {
    expect(skus(coveragePlans(CATALOGUE, getAddon("")))).not.toContain("d400rt");
    expect(skus(coveragePlans(CATALOGUE, getAddon("r")))).not.toContain("d400rt");
    for (const id of ["timcontrole", "timblack", "timpre", "b/timblack", "b/timcontrole", "b/timpre"]) {
      expect(skus(coveragePlans(CATALOGUE, getAddon(id)))).toContain("d400rt");
    }
  });

  it("removes d400a when the addon is a TIM one", () => {
    expect(skus(coveragePlans(CATALOGUE, getAddon("timcontrole")))).not.toContain("d400a");
    expect(skus(coveragePlans(CATALOGUE, getAddon("")))).toContain("d400a");
  });

  it("applies the addon's removals too: r2 removes d300r, r and b/r remove d500b", () => {
    expect(skus(coveragePlans(CATALOGUE, getAddon("r2")))).not.toContain("d300r");
    expect(skus(coveragePlans(CATALOGUE, getAddon("r2")))).toContain("d500b");
    for (const id of ["r", "b/r"]) {
      expect(skus(coveragePlans(CATALOGUE, getAddon(id)))).not.toContain("d500b");
      expect(skus(coveragePlans(CATALOGUE, getAddon(id)))).toContain("d300r");
    }
  });

  it("premium: d1000em before d500em before the others, the others in group order", () => {
    const answer = ["d500em", "d1000em", "d600cb", "d1000cb"].map((s) => plan(s));
    expect(skus(coveragePlans(answer, getAddon("premium")))).toEqual(["d1000em", "d500em", "d600cb", "d1000cb"]);
  });

  it("orders the plans as the landing's groups (marketing §9: 300, 400, 500, 600a, 600, 1000, 2000), d600gles last in its group", () => {
    const answer = ["d1000a", "d600gles", "d2000b", "d500a", "d600gl", "d600a", "d300a", "d400a", "d700b"].map((s) => plan(s));
    expect(skus(coveragePlans(answer, getAddon("")))).toEqual([
      "d300a", "d400a", "d500a", "d600a", "d600gl", "d700b", "d600gles", "d1000a", "d2000b",
    ]);
    // The addon's sorting first (premium).
    expect(skus(coveragePlans(CATALOGUE, getAddon("premium"))).slice(0, 2)).toEqual(["d1000em", "d500em"]);
  });
});

describe("one list rule for every plan list (marketing §4)", () => {
  it("the catalogue's lists (landing matrix, checkout/planos) take the removals, renames and sorting, not the coverage rules", () => {
    expect(skus(addonPlanList(CATALOGUE, getAddon("r2"), "catalogue"))).not.toContain("d300r");
    expect(skus(addonPlanList(CATALOGUE, getAddon("r"), "catalogue"))).not.toContain("d500b");
    expect(skus(addonPlanList(CATALOGUE, getAddon(""), "catalogue"))).toContain("d400rt");
    expect(skus(addonPlanList(CATALOGUE, getAddon("premium"), "catalogue")).slice(0, 2)).toEqual(["d1000em", "d500em"]);
    expect(addonPlanList([plan("d2000b", { plan: "2 Giga" })], getAddon("d"), "catalogue")[0]!.plan).toBe("2 Gigas");
  });
});

describe("the banner's offer on the landing", () => {
  it("is listed even when the API hides it from the landing, unless the addon excludes it", () => {
    const catalogue = [plan("d500a"), plan("d600ar3", { showOnLanding: false }), plan("d600gles", { showOnLanding: false }), plan("d1000a")];
    expect(advertisedOffer(catalogue)?.sku).toBe("d600gles");
    expect(skus(landingPlans(catalogue, getAddon("es")))).toEqual(["d500a", "d600gles", "d1000a"]);
    expect(skus(landingPlans(catalogue, { ...getAddon("es"), excludedSkus: ["d600gles"] }))).toEqual(["d500a", "d1000a"]);
  });

  it("is d600gl where the catalogue has it, and nothing else is brought back", () => {
    const catalogue = [plan("d600gl", { showOnLanding: false }), plan("d600gles", { showOnLanding: false }), plan("d600c", { showOnLanding: false })];
    expect(advertisedOffer(catalogue)?.sku).toBe("d600gl");
    expect(skus(landingPlans(catalogue, getAddon("")))).toEqual(["d600gl"]);
    expect(advertisedOffer([plan("d500a")])).toBeNull();
  });
});

describe("sorting and renames", () => {
  it("premium puts d1000em before d500em before the others, the others in order", () => {
    const sorted = skus(sortForAddon(CATALOGUE, getAddon("premium")));
    expect(sorted.slice(0, 2)).toEqual(["d1000em", "d500em"]);
    expect(sorted.slice(2)).toEqual(skus(CATALOGUE).filter((s) => s !== "d1000em" && s !== "d500em"));
    expect(skus(sortForAddon(CATALOGUE, getAddon("")))).toEqual(skus(CATALOGUE));
  });

  it("addon d renames d2000b '2 Gigas' without touching the input", () => {
    const input = [plan("d2000b", { plan: "2 Giga" }), plan("d1000a", { plan: "1 Giga" })];
    const renamed = renameForAddon(input, getAddon("d"));
    expect(renamed.map((p) => p.plan)).toEqual(["2 Gigas", "1 Giga"]);
    expect(input[0]!.plan).toBe("2 Giga");
    expect(renameForAddon(input, getAddon("")).map((p) => p.plan)).toEqual(["2 Giga", "1 Giga"]);
    expect(landingPlans(input, getAddon("d"))[0]!.plan).toBe("2 Gigas");
  });
});

describe("streaming variants (marketing §2 'Streaming sections')", () => {
  it("turn the path into a name: slashes removed, hyphens into spaces", () => {
    expect(streamingPathName("/hbo-max/")).toBe("hbo max");
    expect(streamingPathName("/paramount")).toBe("paramount");
    expect(streamingPathName("/globoplay/")).toBe("globoplay");
  });

  const STREAMING = [
    plan("d600c", { plan: "600 Mega + HBO Max" }),
    plan("d1000d", { plan: "1 Giga + HBO MAX" }),
    plan("d1000c", { plan: "1 Giga Paramount+" }),
    plan("d600gl", { plan: "600 Mega + Globoplay" }),
    plan("d600a", { plan: "600 Mega" }),
  ];

  it("keep the plans whose name contains that name, case-insensitively", () => {
    expect(skus(filterByStreamingPath(STREAMING, "/hbo-max/"))).toEqual(["d600c", "d1000d"]);
    expect(skus(filterByStreamingPath(STREAMING, "/paramount/"))).toEqual(["d1000c"]);
    expect(skus(filterByStreamingPath(STREAMING, "/globoplay"))).toEqual(["d600gl"]);
  });

  it("apply on the landing of a streaming addon only", () => {
    expect(skus(landingPlans(STREAMING, getAddon("hbo-max"), { streamingPath: "/hbo-max/" }))).toEqual(["d600c", "d1000d"]);
    expect(skus(landingPlans(STREAMING, getAddon(""), { streamingPath: "/hbo-max/" }))).toHaveLength(5);
  });
});
