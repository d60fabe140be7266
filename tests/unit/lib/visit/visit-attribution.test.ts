// @vitest-environment jsdom
import Cookies from "js-cookie";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getAddon } from "@/lib/addons";
import { leadV2CreatePayload } from "@/lib/api";
import { CALLS } from "@/lib/api/contract";
import { CONSENT_COOKIE } from "@/lib/consent/constants";
import { INITIAL_PURCHASE } from "@/lib/store/purchase";
import { nextVisit, parseVisit, type Visit } from "@/lib/visit/attribution";
import { ATTRIBUTION_COOKIE, parseTouchesCookie } from "@/lib/visit/attribution-cookie";
import { CLIENT_ID_KEY, leadAttribution, rememberVisit, VISIT_KEY } from "@/lib/visit/storage";
import { DAY_MS } from "@/lib/visit/touches";

/** The lead's attribution (funnel §3). */

const PLAN = { id: "7", sku: "d600gl" };
const STATE = { ...INITIAL_PURCHASE, zip: "01310-100", streetNr: "1000" };
const T0 = Date.parse("2026-11-01T12:00:00Z");

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  Cookies.remove(ATTRIBUTION_COOKIE, { path: "/" });
  Cookies.remove(CONSENT_COOKIE, { path: "/" });
  window.history.replaceState(null, "", "/");
  vi.useRealTimers();
});

let n = 0;
const id = () => `session-${++n}`.padEnd(12, "x");

describe("the visit of a tab", () => {
  it("sets lp_origin and the session id once, on the visit's first page", () => {
    const first = nextVisit(null, null, "/", "?utm_source=news&utm_campaign=bf", T0, id).visit;
    expect(first).toEqual({
      lpOrigin: "/",
      sessionId: expect.stringMatching(/^session-/),
      touches: { first: { params: { utm_source: "news", utm_campaign: "bf" }, at: T0 }, last: { params: { utm_source: "news", utm_campaign: "bf" }, at: T0 } },
    });
    const later = nextVisit(first, null, "/checkout/cep/", "?s=d600gl", T0 + 1000, id).visit;
    expect(later).toEqual(first);
  });

  it("without consent for advertising there is nothing for the cookie", () => {
    expect(nextVisit(null, null, "/", "?utm_term=x", T0, id).cookie).toBeNull();
  });

  it("with it, the cookie holds the earlier visits' first touch and this tab's last", () => {
    const earlier = { params: { utm_source: "news", fbclid: "fb1" }, at: T0 - 5 * DAY_MS };
    const state = nextVisit(null, { first: earlier, last: earlier }, "/", "?utm_source=google&gclid=g1", T0, id);
    expect(state.cookie).toEqual({ first: earlier, last: { params: { utm_source: "google", gclid: "g1" }, at: T0 } });
    // The tab's own touches stay the tab's: withdrawing consent leaves it only these.
    expect(state.visit.touches.first).toEqual({ params: { utm_source: "google", gclid: "g1" }, at: T0 });
  });

  it("a link repeating the cookie's last touch on a later day is not a new click", () => {
    const earlier = { params: { utm_source: "news", utm_term: "x" }, at: T0 - DAY_MS };
    const state = nextVisit(null, { first: earlier, last: earlier }, "/checkout/cep/", "?s=d500a&utm_source=news", T0, id);
    expect(state.cookie).toEqual({ first: earlier, last: earlier });
    expect(state.visit.touches).toEqual({});
  });

  it("reads back only a well-formed stored visit", () => {
    const stored = { lpOrigin: "/", sessionId: "abcdefgh-1", touches: { last: { params: { utm_source: "x", cpf: "1", gclid: 3 }, at: T0 } } };
    expect(parseVisit(stored, T0)).toEqual({
      lpOrigin: "/",
      sessionId: "abcdefgh-1",
      touches: { first: { params: { utm_source: "x" }, at: T0 }, last: { params: { utm_source: "x" }, at: T0 } },
    });
    expect(parseVisit({ lpOrigin: "https://evil/", sessionId: "abcdefgh-1" }, T0)).toBeNull();
    expect(parseVisit("x", T0)).toBeNull();
  });

  it("a visit stored as flat tracking (before touches) keeps its parameters as a touch", () => {
    const legacy = { lpOrigin: "/", sessionId: "abcdefgh-1", tracking: { utm_source: "news" } };
    expect(parseVisit(legacy, T0)?.touches.last).toEqual({ params: { utm_source: "news" }, at: T0 });
  });
});

const attributionCookie = () => Cookies.get(ATTRIBUTION_COOKIE);

/** The lead-v2 body the order sends from the coverage check (/checkout/verificando-disponibilidade/), with the tab's attribution by then. */
function leadBodyAtCoverageCheck() {
  window.history.replaceState(null, "", "/checkout/verificando-disponibilidade/");
  const { extra, tracking } = leadAttribution();
  return leadV2CreatePayload(STATE, getAddon(""), PLAN, tracking, extra);
}

describe("where the touches are kept", () => {
  it("refused advertising: the tab only, no cookie", () => {
    Cookies.set(CONSENT_COOKIE, "func");
    window.history.replaceState(null, "", "/?utm_term=x&fbclid=y");
    rememberVisit();
    expect(attributionCookie()).toBeUndefined();
    expect((JSON.parse(sessionStorage.getItem(VISIT_KEY) ?? "{}") as Visit).touches.last?.params).toEqual({ utm_term: "x", fbclid: "y" });
  });

  it("advertising allowed later: the tab's touches move into the cookie; withdrawn: the cookie goes at once", () => {
    window.history.replaceState(null, "", "/?utm_term=x&fbclid=y");
    rememberVisit();
    expect(attributionCookie()).toBeUndefined();
    window.history.replaceState(null, "", "/checkout/cep/?s=d600gl");
    Cookies.set(CONSENT_COOKIE, "publi");
    rememberVisit();
    expect(parseTouchesCookie(attributionCookie(), Date.now()).last?.params).toEqual({ utm_term: "x", fbclid: "y" });
    Cookies.set(CONSENT_COOKIE, "denied");
    rememberVisit();
    expect(attributionCookie()).toBeUndefined();
    // The tab still attributes its own lead.
    expect(leadAttribution().tracking).toEqual({ utm_term: "x", fbclid: "y" });
  });

  it("the next day, in a new tab, the lead carries the cookie's last touch and its first touch", () => {
    vi.useFakeTimers({ toFake: ["Date"], now: T0 });
    Cookies.set(CONSENT_COOKIE, "both");
    window.history.replaceState(null, "", "/?utm_source=news&utm_term=x&fbclid=y");
    rememberVisit();
    sessionStorage.clear();
    vi.setSystemTime(T0 + DAY_MS);
    const body = leadBodyAtCoverageCheck();
    expect(body).toMatchObject({
      utm_source: "news",
      utm_term: "x",
      fbclid: "y",
      first_touch: { utm_source: "news", utm_term: "x", fbclid: "y", at: new Date(T0).toISOString() },
      lp_origin: "/checkout/verificando-disponibilidade/",
    });
    expect(CALLS.leadV2Create.body.safeParse(body).success).toBe(true);
    // 31 days after the click: nothing is left, and the cookie is gone.
    vi.setSystemTime(T0 + 31 * DAY_MS);
    expect(leadAttribution().tracking).toEqual({});
    expect(attributionCookie()).toBeUndefined();
  });
});

describe("the lead-v2 payload's attribution", () => {
  it("carries origin, lp_origin, client_id, session_id and the kept utm after a link that dropped them", () => {
    window.history.replaceState(null, "", "/?utm_source=news&utm_campaign=bf");
    leadAttribution();
    const body = leadBodyAtCoverageCheck();
    expect(body).toMatchObject({
      origin: "timinternet",
      lp_origin: "/",
      utm_source: "news",
      utm_campaign: "bf",
      first_touch: { utm_source: "news", utm_campaign: "bf", at: expect.stringMatching(/Z$/) },
      idPlan: "7",
    });
    expect(body.client_id).toMatch(/^[\w-]{8,}$/);
    expect(body.session_id).toMatch(/^[\w-]{8,}$/);
    expect(body.client_id).not.toBe(body.session_id);
    // Kept: the browser's id in localStorage, the visit's in sessionStorage, nothing personal.
    expect(localStorage.getItem(CLIENT_ID_KEY)).toBe(body.client_id);
    expect(JSON.parse(sessionStorage.getItem(VISIT_KEY) ?? "{}").sessionId).toBe(body.session_id);
  });

  it("a visit without a campaign sends no first touch", () => {
    expect(leadAttribution().extra.first_touch).toBeUndefined();
  });

  it("keeps the client id across visits and makes a new session id for a new visit", () => {
    const a = leadAttribution().extra;
    sessionStorage.clear();
    const b = leadAttribution().extra;
    expect(b.client_id).toBe(a.client_id);
    expect(b.session_id).not.toBe(a.session_id);
  });
});
