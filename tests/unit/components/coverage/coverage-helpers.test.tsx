import { describe, expect, it } from "vitest";
import { mobilePlanHref } from "@/components/coverage/MobilePlanScreen";
import { groupDocuments } from "@/components/regulations/RegulationsScreen";
import { coverageQuery } from "@/components/coverage/useCoverage";
import { getAddon } from "@/lib/addons";

describe("coverage helpers", () => {
  it("groups regulation documents by group, in first-seen order, with a fallback", () => {
    const docs = [
      { id: "1", title: "A", url: "/docs/a.pdf", group: "Ofertas" },
      { id: "2", title: "B", url: "/docs/b.pdf" },
      { id: "3", title: "C", url: "/docs/c.pdf", group: "Ofertas" },
    ];
    expect(groupDocuments(docs, "Outros").map(([g, list]) => [g, list.map((d) => d.id)])).toEqual([
      ["Ofertas", ["1", "3"]],
      ["Outros", ["2"]],
    ]);
  });

  it("carries tracking and the plan request, never anything else", () => {
    window.history.replaceState(null, "", "/consultar-cobertura/cep/?utm_source=x&s=d600gl&name=Maria");
    expect(coverageQuery()).toBe("?utm_source=x&s=d600gl");
    expect(coverageQuery({ s: "d300a" })).toBe("?utm_source=x&s=d300a");
  });

  it("sends a mobile plan choice to its addon's checkout with the fibre plan, or to its plans", () => {
    window.history.replaceState(null, "", "/selecao-plano-movel/");
    expect(mobilePlanHref(getAddon("timcontrole"), "d600gl")).toBe("/timcontrole/checkout/cep/?s=d600gl");
    expect(mobilePlanHref(getAddon("timpre"), null)).toBe("/timpre/#planos");
  });
});
