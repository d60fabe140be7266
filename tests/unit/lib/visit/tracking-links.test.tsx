import { render, screen } from "@testing-library/react";
import Cookies from "js-cookie";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TrackedLink } from "@/components/landing/TrackedLink";
import { QueryLink } from "@/components/landing/sections/QueryLink";
import { CONSENT_COOKIE } from "@/lib/consent/constants";
import { parseTracking, trackingQuery } from "@/lib/plans/request";
import { ATTRIBUTION_COOKIE } from "@/lib/visit/attribution-cookie";
import { LINK_TRACKING_KEYS, shareableSearch, TRACKING_KEYS } from "@/lib/visit/params";
import { rememberVisit } from "@/lib/visit/storage";

vi.mock("next/link", async () => ({ default: (await import("../../support/next-mocks")).LinkMock }));

/**
 * Never mixed into URLs the visitor shares: utm_term and the click ids (fbclid,
 * gbraid, wbraid) are kept in the visit's touch for the lead, never put into a link's query.
 */

const STORED_ONLY = ["utm_term", "fbclid", "gbraid", "wbraid"];
const CAMPAIGN = "?utm_source=fb&utm_campaign=bf&utm_term=fibra&fbclid=FB1&gbraid=GB1&wbraid=WB1&gclid=G1";

afterEach(() => {
  sessionStorage.clear();
  Cookies.remove(ATTRIBUTION_COOKIE, { path: "/" });
  Cookies.remove(CONSENT_COOKIE, { path: "/" });
  window.history.replaceState(null, "", "/");
});

const queryKeys = (href: string | null) => [...new URL(href ?? "", "http://x").searchParams.keys()];

describe("the keys of a link's query", () => {
  it("the list: funnel §3's seven carried by links, the four new ones kept only", () => {
    expect(TRACKING_KEYS.filter((k) => !(LINK_TRACKING_KEYS as readonly string[]).includes(k)).sort()).toEqual([...STORED_ONLY].sort());
  });

  it("trackingQuery writes none of the new keys, though the visit keeps them", () => {
    const tracking = parseTracking(CAMPAIGN);
    expect(tracking).toMatchObject({ utm_term: "fibra", fbclid: "FB1", gbraid: "GB1", wbraid: "WB1" });
    expect(trackingQuery(tracking)).toBe("utm_source=fb&utm_campaign=bf&gclid=G1");
  });

  it("shareableSearch drops them from a page's query and leaves the rest as it was", () => {
    expect(shareableSearch(CAMPAIGN)).toBe("?utm_source=fb&utm_campaign=bf&gclid=G1");
    expect(shareableSearch("s=d600gl&fbclid=x")).toBe("s=d600gl");
    expect(shareableSearch("?fbclid=x")).toBe("");
    expect(shareableSearch("?s=d600gl&utm_source=a%20b")).toBe("?s=d600gl&utm_source=a%20b");
  });

  it("a plan card's TrackedLink carries the spec's parameters only, with advertising allowed or not", () => {
    for (const consent of ["both", "denied"]) {
      Cookies.set(CONSENT_COOKIE, consent);
      window.history.replaceState(null, "", `/${CAMPAIGN}`);
      rememberVisit();
      // A later page of the visit whose URL lost the query: the links are built from the touch.
      window.history.replaceState(null, "", "/planos/");
      const { unmount } = render(<TrackedLink href="/checkout/cep/?s=d600gl">Contratar</TrackedLink>);
      const href = screen.getByRole("link", { name: "Contratar" }).getAttribute("href");
      expect(href).toBe("/checkout/cep/?s=d600gl&utm_source=fb&utm_campaign=bf&gclid=G1");
      expect(queryKeys(href).filter((k) => STORED_ONLY.includes(k))).toEqual([]);
      unmount();
      sessionStorage.clear();
    }
  });

  it("a QueryLink carries the page's query without them", () => {
    window.history.replaceState(null, "", `/${CAMPAIGN}`);
    render(<QueryLink href="/globoplay/">Ver planos</QueryLink>);
    const href = screen.getByRole("link", { name: "Ver planos" }).getAttribute("href");
    expect(href).toBe("/globoplay/?utm_source=fb&utm_campaign=bf&gclid=G1");
  });
});
