import { describe, expect, it } from "vitest";
import {
  ATTRIBUTION_DAYS,
  capped,
  DAY_MS,
  isNewTouch,
  liveTouches,
  mergeTouches,
  parseTouches,
  touchesAfter,
  touchesExpiry,
  type Touch,
} from "@/lib/visit/touches";

/** The first/last touch rules. */

const T0 = Date.parse("2026-11-01T12:00:00Z");
const touch = (params: Touch["params"], at: number): Touch => ({ params, at });
const news = touch({ utm_source: "news", utm_term: "fibra", fbclid: "fb1" }, T0);
const ads = touch({ utm_source: "google", gclid: "g1" }, T0 + 2 * DAY_MS);

describe("a page load's touches", () => {
  it("a first campaign click is the first and the last touch, with the time it came", () => {
    expect(touchesAfter({}, { utm_source: "news" }, T0)).toEqual({ first: touch({ utm_source: "news" }, T0), last: touch({ utm_source: "news" }, T0) });
  });

  it("a new click replaces the last touch as a whole and keeps the first", () => {
    const after = touchesAfter({ first: news, last: news }, { utm_source: "google", gclid: "g1" }, ads.at);
    expect(after).toEqual({ first: news, last: ads });
  });

  it("a URL without tracking parameters changes nothing", () => {
    expect(touchesAfter({ first: news, last: ads }, {}, T0 + 5 * DAY_MS)).toEqual({ first: news, last: ads });
  });

  it("a URL that repeats part of a known last touch (our own links) is not a click", () => {
    // TrackedLink carries utm_source but never fbclid/utm_term: the touch must keep them.
    expect(isNewTouch({ utm_source: "news" }, [news])).toBe(false);
    expect(touchesAfter({ first: news, last: news }, { utm_source: "news" }, T0 + DAY_MS)).toEqual({ first: news, last: news });
    // The cookie's last touch counts as known too (a link built on a later day).
    expect(isNewTouch({ utm_source: "google", gclid: "g1" }, [undefined, ads])).toBe(false);
    // A different value, or a parameter the touch did not have, is a new click.
    expect(isNewTouch({ utm_source: "news", utm_campaign: "bf" }, [news])).toBe(true);
    expect(isNewTouch({ fbclid: "fb2" }, [news])).toBe(true);
    expect(isNewTouch({}, [])).toBe(false);
  });
});

describe("the 30-day window", () => {
  it("keeps touches up to 30 days after their capture and drops them after", () => {
    const touches = { first: news, last: news };
    expect(liveTouches(touches, T0 + ATTRIBUTION_DAYS * DAY_MS)).toEqual(touches);
    expect(liveTouches(touches, T0 + ATTRIBUTION_DAYS * DAY_MS + 1)).toEqual({});
    expect(liveTouches(touches, T0 + 31 * DAY_MS)).toEqual({});
  });

  it("a first touch past the window gives way to a last touch still in it", () => {
    const later = touch({ utm_source: "email" }, T0 + 20 * DAY_MS);
    expect(liveTouches({ first: news, last: later }, T0 + 31 * DAY_MS)).toEqual({ first: later, last: later });
  });

  it("a touch from the future (a tampered value) is dropped; a day of clock skew is not", () => {
    expect(liveTouches({ last: touch({ utm_source: "x" }, T0 + 2 * DAY_MS) }, T0)).toEqual({});
    expect(liveTouches({ last: touch({ utm_source: "x" }, T0 + DAY_MS / 2) }, T0)).toEqual({
      first: touch({ utm_source: "x" }, T0 + DAY_MS / 2),
      last: touch({ utm_source: "x" }, T0 + DAY_MS / 2),
    });
  });

  it("the cookie lasts until the newest touch leaves the window", () => {
    expect(touchesExpiry({ first: news, last: ads })?.toISOString()).toBe(new Date(ads.at + 30 * DAY_MS).toISOString());
    expect(touchesExpiry({})).toBeNull();
  });
});

describe("merging the cookie's touches with the tab's", () => {
  it("takes the older first touch and the newer last touch", () => {
    expect(mergeTouches({ first: news, last: news }, { first: ads, last: ads })).toEqual({ first: news, last: ads });
    expect(mergeTouches({ first: ads, last: ads }, { first: news, last: news })).toEqual({ first: news, last: ads });
    expect(mergeTouches({}, { first: ads, last: ads })).toEqual({ first: ads, last: ads });
    expect(mergeTouches({}, {})).toEqual({});
  });
});

describe("what a touch may hold", () => {
  it("known parameters only, trimmed, cut to their limits; no e-mail address, no control characters", () => {
    expect(
      capped({
        utm_source: " news ",
        cpf: "52998224725",
        gclid: "g".repeat(300),
        utm_content: "ana@example.com",
        utm_term: "a\u0000b",
        utm_medium: 3,
        wbraid: "",
      }),
    ).toEqual({ utm_source: "news", gclid: "g".repeat(256) });
  });

  it("reads back stored touches, dropping what we could not have written", () => {
    const stored = { first: { params: { utm_source: "news", phone: "11987654321" }, at: T0 }, last: { params: { gbraid: "b1" }, at: T0 + DAY_MS } };
    expect(parseTouches(stored, T0 + 2 * DAY_MS)).toEqual({ first: touch({ utm_source: "news" }, T0), last: touch({ gbraid: "b1" }, T0 + DAY_MS) });
    expect(parseTouches({ last: { params: { utm_source: "x" }, at: "yesterday" } }, T0)).toEqual({});
    expect(parseTouches({ last: { params: { foo: "x" }, at: T0 } }, T0)).toEqual({});
    expect(parseTouches({ last: { params: "utm_source=x", at: T0 } }, T0)).toEqual({});
    expect(parseTouches(null, T0)).toEqual({});
  });
});
