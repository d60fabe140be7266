import { describe, expect, it } from "vitest";
import { carriedQuery } from "@/lib/routing/query";

/** One carried-query rule, its allow-lists as data (lib/routing/query). */
const visit = "?utm_source=news&utm_term=fibra&utm_id=u1&fbclid=f1&gbraid=b1&gclid=g1&matchchannel=m&campaignid=c&a=b&s=d500a&collaborator=true&l=42&cpf=52998224725";

describe("carriedQuery", () => {
  it("carries the tracking parameters everywhere, any other utm_* included, but not utm_term and the click ids", () => {
    for (const scope of ["checkout", "coverage", "customer-offers"] as const) {
      const q = new URLSearchParams(carriedQuery(scope, visit));
      expect(q.get("utm_source"), scope).toBe("news");
      expect(q.get("utm_id"), scope).toBe("u1");
      // Kept in the visit's touch for the lead, never written into an address.
      expect(q.has("utm_term"), scope).toBe(false);
      expect(q.has("fbclid"), scope).toBe(false);
      expect(q.has("gbraid"), scope).toBe(false);
      expect(q.get("gclid"), scope).toBe("g1");
      expect(q.get("matchchannel"), scope).toBe("m");
      expect(q.get("campaignid"), scope).toBe("c");
    }
  });

  it("never carries a lead id or anything typed", () => {
    for (const scope of ["checkout", "coverage", "customer-offers"] as const) {
      const q = new URLSearchParams(carriedQuery(scope, visit));
      expect(q.has("l"), scope).toBe(false);
      expect(q.has("cpf"), scope).toBe(false);
    }
  });

  it("the checkout carries the addon parameter but not the plan request (applied once)", () => {
    const q = new URLSearchParams(carriedQuery("checkout", visit));
    expect(q.get("a")).toBe("b");
    expect(q.has("s")).toBe(false);
    expect(q.has("collaborator")).toBe(false);
  });

  it("the coverage check carries the plan asked for and the collaborator flag", () => {
    const q = new URLSearchParams(carriedQuery("coverage", visit));
    expect(q.get("s")).toBe("d500a");
    expect(q.get("collaborator")).toBe("true");
    expect(q.get("a")).toBe("b");
  });

  it("renewal and migration carry tracking only", () => {
    expect(carriedQuery("customer-offers", "?a=b&s=d500a&utm_medium=email")).toBe("?utm_medium=email");
  });

  it("sets extra parameters on top and answers '' when nothing is left", () => {
    expect(carriedQuery("coverage", "?s=old&utm_source=x", { s: "d600gl" })).toBe("?s=d600gl&utm_source=x");
    expect(carriedQuery("checkout", "?x=1")).toBe("");
  });
});
