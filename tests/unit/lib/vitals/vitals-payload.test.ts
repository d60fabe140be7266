// @vitest-environment node
import { routePages } from "../../support/route-pages";
import { roundedValue, vitalsBody } from "@/lib/vitals/beacon";
import { VITALS_SECTION_CLASSES, vitalsLabels } from "@/lib/vitals/labels";
import { VITAL_MAX, VITAL_NAMES } from "@/lib/vitals/limits";
import { addonLabel, readVitals, routeLabel } from "@/lib/vitals/payload";

/** The web-vitals beacon's labels and values: fixed sets and sane ranges, whatever a client sends. */

describe("vitalsLabels", () => {
  it("classes every page of the route table, under every addon, by its section (the migration addon as a flow)", () => {
    const seen = new Set<string>();
    for (const { path, match } of routePages()) {
      const expected = match.addonId === "migracao-ultrafibra" ? "flow" : VITALS_SECTION_CLASSES[match.route.section];
      expect(vitalsLabels(path), path).toEqual({ route: expected, addon: match.addonId });
      seen.add(expected);
    }
    expect([...seen].sort()).toEqual(["checkout", "coverage", "flow", "landing", "other"]);
  });

  it("names the usual pages as expected, and a path that is no page 'other' without its addon", () => {
    expect(vitalsLabels("/")).toEqual({ route: "landing", addon: "" });
    expect(vitalsLabels("/b/timblack/checkout/cpf/")).toEqual({ route: "checkout", addon: "b/timblack" });
    expect(vitalsLabels("/consultar-cobertura/cep/")).toEqual({ route: "coverage", addon: "" });
    expect(vitalsLabels("/refidelizacao/consulta-cpf/")).toEqual({ route: "flow", addon: "" });
    expect(vitalsLabels("/migracao-ultrafibra/consulta-cpf/")).toEqual({ route: "flow", addon: "migracao-ultrafibra" });
    expect(vitalsLabels("/regulamentos/")).toEqual({ route: "other", addon: "" });
    expect(vitalsLabels("/b/nao-existe-123/")).toEqual({ route: "other", addon: "" });
  });
});

describe("readVitals", () => {
  it("counts known metrics within range under validated labels", () => {
    expect(readVitals({ route: "checkout", addon: "b/timblack", vitals: { LCP: 1234, INP: 56, CLS: 0.0125, FCP: 800, TTFB: 120 } })).toEqual({
      ok: true,
      route: "checkout",
      addon: "b/timblack",
      samples: [
        { name: "LCP", value: 1234 },
        { name: "INP", value: 56 },
        { name: "CLS", value: 0.0125 },
        { name: "FCP", value: 800 },
        { name: "TTFB", value: 120 },
      ],
      dropped: [],
    });
  });

  it("folds an unknown route class or addon into 'other', and names the default storefront 'default'", () => {
    expect(routeLabel("checkout")).toBe("checkout");
    for (const value of ["renewal", "/checkout/cep/", "", 3, null, undefined, ["landing"]]) expect(routeLabel(value), String(value)).toBe("other");
    expect(addonLabel("")).toBe("default");
    expect(addonLabel("globoplay/timpre")).toBe("globoplay/timpre");
    for (const value of ["nao-existe", "b/", "/b", "constructor", "__proto__", 1, null, undefined]) expect(addonLabel(value), String(value)).toBe("other");
  });

  it("drops a value that is not finite, is negative or passes its metric's maximum, and an unknown metric", () => {
    const reading = readVitals({ route: "landing", addon: "", vitals: { LCP: 60_001, INP: -1, CLS: Number.NaN, FCP: "800", TTFB: 100, FID: 10 } });
    expect(reading).toEqual({ ok: true, route: "landing", addon: "default", samples: [{ name: "TTFB", value: 100 }], dropped: ["out-of-range", "out-of-range", "out-of-range", "out-of-range", "unknown-name"] });
    for (const name of VITAL_NAMES) {
      expect(readVitals({ vitals: { [name]: VITAL_MAX[name] } }).ok, name).toBe(true);
      expect(readVitals({ vitals: { [name]: 0 } }).ok, name).toBe(true);
    }
  });

  it("refuses what is not a report, or holds nothing to count", () => {
    for (const body of [undefined, null, "LCP=1", [], { vitals: [1, 2] }, { vitals: null }, { LCP: 1000 }]) {
      expect(readVitals(body), JSON.stringify(body)).toEqual({ ok: false, reason: "not-a-report" });
    }
    expect(readVitals({ vitals: {} })).toEqual({ ok: false, reason: "no-vitals" });
    expect(readVitals({ vitals: { LCP: Infinity, XYZ: 1 } })).toEqual({ ok: false, reason: "no-vitals" });
  });

  it("reads back what the browser's beacon sends", () => {
    const vitals = { LCP: roundedValue({ name: "LCP", value: 1234.56 }), CLS: roundedValue({ name: "CLS", value: 0.123456 }) };
    expect(vitals).toEqual({ LCP: 1235, CLS: 0.1235 });
    const body = vitalsBody({ route: "coverage", addon: "" }, vitals);
    expect(body).toBe('{"route":"coverage","addon":"","vitals":{"LCP":1235,"CLS":0.1235}}');
    expect(readVitals(JSON.parse(body))).toMatchObject({ ok: true, route: "coverage", addon: "default" });
  });
});
