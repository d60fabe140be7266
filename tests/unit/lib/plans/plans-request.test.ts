import { describe, expect, it } from "vitest";
import { parsePlanRequest, parseTracking, trackingQuery } from "@/lib/plans";

describe("parsePlanRequest (funnel §3 'Plan request')", () => {
  it("reads ids, lead ids and the addon", () => {
    const r = parsePlanRequest("idr=11&idm=12&id=13&l=L1&ls=LS1&lmig=LM1&a=timblack");
    expect(r).toMatchObject({ idr: "11", idm: "12", id: "13", l: "L1", ls: "LS1", lmig: "LM1", a: "timblack" });
  });

  it("takes the sku from the first present of s, sk, sku", () => {
    expect(parsePlanRequest("sku=d300a&sk=d500a&s=d600gl").sku).toBe("d600gl");
    expect(parsePlanRequest("sku=d300a&sk=d500a").sku).toBe("d500a");
    expect(parsePlanRequest("sku=d300a").sku).toBe("d300a");
    expect(parsePlanRequest("s=&sku=d300a").sku).toBe("d300a");
    expect(parsePlanRequest("").sku).toBeUndefined();
  });

  it("reads dl and ul as numbers and drops values that are not numbers", () => {
    const r = parsePlanRequest("dl=600&ul=300");
    expect(r.dl).toBe(600);
    expect(r.ul).toBe(300);
    expect(parsePlanRequest("dl=abc&ul=").dl).toBeUndefined();
    expect(parsePlanRequest("dl=abc&ul=").ul).toBeUndefined();
  });

  it("collects repeated sb slugs and reads sba only as 'true'", () => {
    const r = parsePlanRequest("sb=max&sb=paramount&sb=&sba=true");
    expect(r.sb).toEqual(["max", "paramount"]);
    expect(r.sba).toBe(true);
    expect(parsePlanRequest("sba=1").sba).toBe(false);
    expect(parsePlanRequest("sba=false").sba).toBe(false);
    expect(parsePlanRequest("").sb).toEqual([]);
  });

  it("accepts URLSearchParams and a Next.js searchParams record", () => {
    expect(parsePlanRequest(new URLSearchParams({ s: "d700b" })).sku).toBe("d700b");
    const r = parsePlanRequest({ sb: ["max", "paramount"], dl: "1000", x: undefined });
    expect(r.sb).toEqual(["max", "paramount"]);
    expect(r.dl).toBe(1000);
  });

  it("keeps exactly the tracking parameters: the spec's, utm_term and the click ids", () => {
    const query =
      "utm_source=g&utm_medium=cpc&utm_campaign=c1&utm_content=ad&gclid=G1&matchchannel=m&campaignid=99&utm_term=t&fbclid=F&gbraid=B&wbraid=W&utm_id=no&s=d300a";
    const tracking = {
      utm_source: "g",
      utm_medium: "cpc",
      utm_campaign: "c1",
      utm_term: "t",
      utm_content: "ad",
      gclid: "G1",
      gbraid: "B",
      wbraid: "W",
      fbclid: "F",
      matchchannel: "m",
      campaignid: "99",
    };
    expect(parseTracking(query)).toEqual(tracking);
    expect(parsePlanRequest(query).tracking).toEqual(tracking);
    expect(parseTracking("utm_source=")).toEqual({});
    // Cut to the contract's limits: an over-long value stays usable.
    expect(parseTracking(`fbclid=${"f".repeat(300)}`).fbclid).toHaveLength(256);
  });

  it("writes tracking back as a query string", () => {
    expect(trackingQuery({ utm_source: "g", gclid: "a b" })).toBe("utm_source=g&gclid=a+b");
    expect(trackingQuery({})).toBe("");
  });
});
