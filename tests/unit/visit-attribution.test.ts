import { afterEach, describe, expect, it } from "vitest";
import { getAddon } from "@/lib/addons";
import { leadV2CreatePayload } from "@/lib/api";
import { INITIAL_PURCHASE } from "@/lib/store/purchase";
import { keptTracking, nextVisit, parseVisit } from "@/lib/visit/attribution";
import { CLIENT_ID_KEY, leadAttribution, VISIT_KEY } from "@/lib/visit/storage";

/** Issue "Orders right the first time" item 8: the lead's attribution (funnel §3). */

const PLAN = { id: "7", sku: "d600gl" };
const STATE = { ...INITIAL_PURCHASE, zip: "01310-100", streetNr: "1000" };

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  window.history.replaceState(null, "", "/");
});

describe("the kept-params rule", () => {
  it("keeps the visit's tracking parameters when a URL carries none", () => {
    expect(keptTracking("?s=d600gl", { utm_source: "news", gclid: "g1" })).toEqual({ utm_source: "news", gclid: "g1" });
    expect(keptTracking("", undefined)).toEqual({});
  });

  it("replaces them as a whole when a URL carries any (a new campaign click)", () => {
    expect(keptTracking("?utm_source=ads&foo=1", { utm_source: "news", utm_campaign: "bf" })).toEqual({ utm_source: "ads" });
  });

  it("sets lp_origin and the session id once, on the visit's first page", () => {
    let n = 0;
    const id = () => `session-${++n}`.padEnd(12, "x");
    const first = nextVisit(null, "/", "?utm_source=news&utm_campaign=bf", id);
    expect(first).toEqual({ lpOrigin: "/", sessionId: "session-1xxx", tracking: { utm_source: "news", utm_campaign: "bf" } });
    const later = nextVisit(first, "/checkout/cep/", "?s=d600gl", id);
    expect(later).toEqual(first);
  });

  it("reads back only a well-formed stored visit", () => {
    expect(parseVisit({ lpOrigin: "/", sessionId: "abcdefgh-1", tracking: { utm_source: "x", cpf: "1", gclid: 3 } })).toEqual({
      lpOrigin: "/",
      sessionId: "abcdefgh-1",
      tracking: { utm_source: "x" },
    });
    expect(parseVisit({ lpOrigin: "https://evil/", sessionId: "abcdefgh-1" })).toBeNull();
    expect(parseVisit("x")).toBeNull();
  });
});

describe("the lead-v2 payload's attribution", () => {
  it("carries origin, lp_origin, client_id, session_id and the kept utm after a link that dropped them", () => {
    window.history.replaceState(null, "", "/?utm_source=news&utm_campaign=bf");
    leadAttribution();
    window.history.replaceState(null, "", "/checkout/verificando-disponibilidade/");
    const { extra, tracking } = leadAttribution();
    const body = leadV2CreatePayload(STATE, getAddon(""), PLAN, tracking, extra);
    expect(body).toMatchObject({
      origin: "timinternet",
      lp_origin: "/",
      utm_source: "news",
      utm_campaign: "bf",
      idPlan: "7",
    });
    expect(body.client_id).toMatch(/^[\w-]{8,}$/);
    expect(body.session_id).toMatch(/^[\w-]{8,}$/);
    expect(body.client_id).not.toBe(body.session_id);
    // Kept: the browser's id in localStorage, the visit's in sessionStorage, nothing personal.
    expect(localStorage.getItem(CLIENT_ID_KEY)).toBe(body.client_id);
    expect(JSON.parse(sessionStorage.getItem(VISIT_KEY) ?? "{}").sessionId).toBe(body.session_id);
  });

  it("keeps the client id across visits and makes a new session id for a new visit", () => {
    const a = leadAttribution().extra;
    sessionStorage.clear();
    const b = leadAttribution().extra;
    expect(b.client_id).toBe(a.client_id);
    expect(b.session_id).not.toBe(a.session_id);
  });
});
