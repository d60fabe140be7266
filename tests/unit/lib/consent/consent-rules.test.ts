import { clearanceScroll } from "@/lib/consent/clearance";
import { describe, expect, it } from "vitest";
import {
  allowsAdvertising,
  allowsEngagement,
  choose,
  consentState,
  CONSENT_COOKIE,
  CONSENT_EXPIRY_COOKIE,
  DAY_MS,
  type CookieWrite,
} from "@/lib/consent";

/** Marketing §4 "Cookie consent" and §9 timings, against a fixed clock. */
const NOW = new Date("2025-03-10T12:00:00.000Z");
const inDays = (days: number) => new Date(NOW.getTime() + days * DAY_MS);
const iso = (days: number) => inDays(days).toISOString();

function cookie(writes: CookieWrite[], name: string): CookieWrite {
  const write = writes.find((w) => w.name === name);
  if (!write) throw new Error(`no write for ${name}`);
  return write;
}

describe("consentState", () => {
  it("first visit (no cookies): denied for 365 days, expiry recorded, banner shown", () => {
    const state = consentState(NOW, {});
    expect(state).toMatchObject({ value: "denied", showBanner: true, reason: "first-visit" });
    expect(cookie(state.writes, CONSENT_COOKIE)).toEqual({ name: CONSENT_COOKIE, value: "denied", expires: inDays(365) });
    expect(cookie(state.writes, CONSENT_EXPIRY_COOKIE)).toEqual({
      name: CONSENT_EXPIRY_COOKIE,
      value: iso(365),
      expires: inDays(365),
    });
  });

  it("a value cookie without the expiry cookie is treated as a first visit", () => {
    const state = consentState(NOW, { value: "both" });
    expect(state).toMatchObject({ value: "denied", showBanner: true, reason: "first-visit" });
    expect(cookie(state.writes, CONSENT_COOKIE).value).toBe("denied");
  });

  it("an expiry cookie without the value cookie (a choice that lapsed) is a first visit", () => {
    expect(consentState(NOW, { expiry: iso(300) })).toMatchObject({ value: "denied", showBanner: true, reason: "first-visit" });
  });

  it("an unknown value counts as no cookie", () => {
    expect(consentState(NOW, { value: "yes", expiry: iso(300) })).toMatchObject({ value: "denied", reason: "first-visit" });
  });

  it("a valid record with 7 days or more remaining: no banner, nothing written", () => {
    for (const value of ["denied", "both", "publi", "func"] as const) {
      expect(consentState(NOW, { value, expiry: iso(200) })).toEqual({ value, showBanner: false, reason: null, writes: [] });
    }
    expect(consentState(NOW, { value: "both", expiry: iso(7) }).showBanner).toBe(false);
  });

  it("under 7 days remaining: the banner reappears, the value stays in force", () => {
    const oneMsShort = new Date(inDays(7).getTime() - 1).toISOString();
    expect(consentState(NOW, { value: "both", expiry: oneMsShort })).toEqual({
      value: "both",
      showBanner: true,
      reason: "expiring",
      writes: [],
    });
    expect(consentState(NOW, { value: "func", expiry: iso(1) }).reason).toBe("expiring");
    expect(consentState(NOW, { value: "publi", expiry: iso(-3) }).reason).toBe("expiring");
  });

  it("an invalid expiry shows the banner", () => {
    for (const expiry of ["", "amanhã", "2025-02-30T00:00:00.000Z", "1741608000000", "Mon, 10 Mar 2026 12:00:00 GMT", iso(400)]) {
      expect(consentState(NOW, { value: "both", expiry }), expiry).toMatchObject({
        value: "both",
        showBanner: true,
        reason: "invalid-expiry",
        writes: [],
      });
    }
  });
});

describe("choose", () => {
  it("Accept sets both for 7 days and starts a new 365-day record", () => {
    const result = choose(NOW, "accept");
    if (result.kind !== "saved") throw new Error("not saved");
    expect(result.value).toBe("both");
    expect(cookie(result.writes, CONSENT_COOKIE)).toEqual({ name: CONSENT_COOKIE, value: "both", expires: inDays(7) });
    expect(cookie(result.writes, CONSENT_EXPIRY_COOKIE).value).toBe(iso(365));
  });

  it("Reject sets denied for 7 days", () => {
    const result = choose(NOW, "reject");
    if (result.kind !== "saved") throw new Error("not saved");
    expect(cookie(result.writes, CONSENT_COOKIE)).toEqual({ name: CONSENT_COOKIE, value: "denied", expires: inDays(7) });
  });

  it("Confirm in the modal: both toggles → both, one → that one, each for 7 days", () => {
    const cases = [
      [{ publi: true, func: true }, "both"],
      [{ publi: true, func: false }, "publi"],
      [{ publi: false, func: true }, "func"],
    ] as const;
    for (const [selection, value] of cases) {
      const result = choose(NOW, selection);
      expect(result).toMatchObject({ kind: "saved", value });
      if (result.kind === "saved") expect(cookie(result.writes, CONSENT_COOKIE).expires).toEqual(inDays(7));
    }
  });

  it("Confirm with none selected writes nothing and reopens the banner", () => {
    expect(choose(NOW, { publi: false, func: false })).toEqual({ kind: "reopen-banner" });
  });

  it("after a choice the banner stays away for its 7 days; once the cookie lapses it is back", () => {
    const result = choose(NOW, "accept");
    if (result.kind !== "saved") throw new Error("not saved");
    const expiry = cookie(result.writes, CONSENT_EXPIRY_COOKIE).value;
    const sixDaysLater = new Date(NOW.getTime() + 6 * DAY_MS);
    expect(consentState(sixDaysLater, { value: "both", expiry }).showBanner).toBe(false);
    // Day 8: the browser has dropped the 7-day value cookie.
    const eightDaysLater = new Date(NOW.getTime() + 8 * DAY_MS);
    expect(consentState(eightDaysLater, { expiry })).toMatchObject({ value: "denied", showBanner: true, reason: "first-visit" });
  });
});

describe("what each value allows", () => {
  it("advertising: both and publi; engagement (performance): both and func", () => {
    expect(["denied", "both", "publi", "func"].map((v) => allowsAdvertising(v as never))).toEqual([false, true, true, false]);
    expect(["denied", "both", "publi", "func"].map((v) => allowsEngagement(v as never))).toEqual([false, true, false, true]);
  });
});

describe("clearanceScroll: the banner over the step's heading and field", () => {
  it("scrolls nothing when the field is above the banner (390 × 844)", () => {
    expect(clearanceScroll({ top: 289, bottom: 521, bannerTop: 612, margin: 16 })).toBe(0);
  });
  it("brings the field's bottom above the banner, by as little as that takes (320 × 640)", () => {
    expect(clearanceScroll({ top: 356, bottom: 616, bannerTop: 387, margin: 16 })).toBe(245);
  });
  it("never scrolls the heading off the top: where both cannot fit, the heading stays on screen", () => {
    expect(clearanceScroll({ top: 653, bottom: 1278, bannerTop: 253, margin: 16 })).toBe(637);
  });
});
