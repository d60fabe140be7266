import { describe, expect, it } from "vitest";
import { cookieChars, MAX_COOKIE_CHARS, parseTouchesCookie, serializeTouches } from "@/lib/visit/attribution-cookie";
import { TRACKING_KEYS, TRACKING_LIMITS, type Tracking } from "@/lib/visit/params";
import { DAY_MS, type Touch } from "@/lib/visit/touches";

/** The attribution cookie's value, written small and read back with suspicion. */

const T0 = Date.parse("2026-11-01T12:00:00Z");
const first: Touch = { params: { utm_source: "news", utm_term: "fibra óptica", fbclid: "fb.1-x" }, at: T0 };
const last: Touch = { params: { utm_source: "google", gclid: "Cj0KCQ", gbraid: "0AAAA", wbraid: "CkQK" }, at: T0 + DAY_MS };

describe("the attribution cookie value", () => {
  it("round-trips the first and the last touch", () => {
    const value = serializeTouches({ first, last })!;
    expect(parseTouchesCookie(value, T0 + 2 * DAY_MS)).toEqual({ first, last });
    // Small: a real pair of touches is a few hundred characters.
    expect(cookieChars(value)).toBeLessThan(600);
  });

  it("writes a single touch once and reads it back as both", () => {
    const value = serializeTouches({ first, last: first })!;
    expect(value.match(/fbclid/g)).toHaveLength(1);
    expect(parseTouchesCookie(value, T0)).toEqual({ first, last: first });
  });

  it("nothing to keep: no value (the cookie is removed)", () => {
    expect(serializeTouches({})).toBeNull();
  });

  it("stays well under 4 KB whatever a link carries: the longest values go first", () => {
    const everything = (c: string): Tracking => Object.fromEntries(TRACKING_KEYS.map((k) => [k, c.repeat(TRACKING_LIMITS[k])]));
    // "é" is 6 characters URL-encoded: two full touches would be about 23 KB as a cookie.
    const value = serializeTouches({ first: { params: everything("é"), at: T0 }, last: { params: everything("ç"), at: T0 + DAY_MS } })!;
    expect(cookieChars(value)).toBeLessThanOrEqual(MAX_COOKIE_CHARS);
    const back = parseTouchesCookie(value, T0 + DAY_MS);
    expect(back.last?.at).toBe(T0 + DAY_MS);
    expect(Object.values(back.last?.params ?? {})).toContain("ç".repeat(128));
    // A single touch over the budget keeps both slots the same.
    const one: Touch = { params: everything("é"), at: T0 };
    const single = parseTouchesCookie(serializeTouches({ first: one, last: one })!, T0);
    expect(single.first).toEqual(single.last);
    expect(Object.keys(single.last?.params ?? {}).length).toBeGreaterThan(0);
  });

  it("a tampered value is ignored, or keeps only what we could have written", () => {
    expect(parseTouchesCookie("not json", T0)).toEqual({});
    expect(parseTouchesCookie(JSON.stringify({ v: 2, last }), T0)).toEqual({});
    expect(parseTouchesCookie(JSON.stringify([last]), T0)).toEqual({});
    expect(parseTouchesCookie(undefined, T0)).toEqual({});
    expect(parseTouchesCookie("x".repeat(10_000), T0)).toEqual({});
    const forged = { v: 1, last: { params: { utm_source: "x".repeat(500), cpf: "52998224725", fbclid: "\udfff" }, at: T0 } };
    expect(parseTouchesCookie(JSON.stringify(forged), T0)).toEqual({
      first: { params: { utm_source: "x".repeat(128) }, at: T0 },
      last: { params: { utm_source: "x".repeat(128) }, at: T0 },
    });
  });

  it("touches older than 30 days are gone when read", () => {
    const value = serializeTouches({ first, last })!;
    expect(parseTouchesCookie(value, T0 + 31 * DAY_MS + 1)).toEqual({});
    // The first touch is past the window, the last not yet: the last is also the first.
    expect(parseTouchesCookie(value, T0 + 30 * DAY_MS + 1)).toEqual({ first: last, last });
  });
});
