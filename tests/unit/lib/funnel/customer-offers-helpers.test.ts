// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { renewalOffers } from "@/lib/funnel/renewal";
import { carriedQuery } from "@/lib/routing/query";
import { originLabel } from "@/lib/visit/origin";
import type { Plan } from "@/lib/api/contract";

const offers = [{ id: "r1" }, { id: "r2" }] as Plan[];

describe("renewal offers payload (PATCH/PUT renewalBaseUser/{id})", () => {
  it("puts the chosen offer in its slot and null in the other", () => {
    expect(renewalOffers(offers, 0)).toEqual({ offer1: "r1", offer2: null });
    expect(renewalOffers(offers, 1)).toEqual({ offer1: null, offer2: "r2" });
    expect(renewalOffers(offers, null)).toEqual({ offer1: null, offer2: null });
  });
});

describe("carried query and origin label", () => {
  it("keeps tracking parameters only", () => {
    expect(carriedQuery("customer-offers", "?utm_source=a&cpf=123&gclid=g&l=9&matchchannel=m&campaignid=c")).toBe("?utm_source=a&gclid=g&matchchannel=m&campaignid=c");
    expect(carriedQuery("customer-offers", "?x=1")).toBe("");
  });

  it("derives one of three brand labels from the host", () => {
    expect(originLabel("www.timlive.com.br")).toBe("timlive");
    expect(originLabel("timultrafibra.com.br")).toBe("timultrafibra");
    expect(originLabel("localhost")).toBe("timinternet");
  });
});
