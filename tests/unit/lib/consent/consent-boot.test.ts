// @vitest-environment jsdom
import Cookies from "js-cookie";
import { afterEach, describe, expect, it } from "vitest";
import { BANNER_PENDING_KEY, CONSENT_COOKIE, CONSENT_EXPIRY_COOKIE, DAY_MS } from "@/lib/consent";
import { CONSENT_BOOT_SCRIPT, CONSENT_HINT_ATTRIBUTE } from "@/lib/consent/boot";

/** The pre-hydration hint: hides the server-rendered banner only for a visitor who answered. */
function runBoot(): string | null {
  document.documentElement.removeAttribute(CONSENT_HINT_ATTRIBUTE);
  // The same text the layout inlines in <head>.
  new Function(CONSENT_BOOT_SCRIPT)();
  return document.documentElement.getAttribute(CONSENT_HINT_ATTRIBUTE);
}

function seed(value: string | null, daysLeft: number | null) {
  if (value !== null) Cookies.set(CONSENT_COOKIE, value, { path: "/" });
  if (daysLeft !== null) Cookies.set(CONSENT_EXPIRY_COOKIE, new Date(Date.now() + daysLeft * DAY_MS).toISOString(), { path: "/" });
}

afterEach(() => {
  Cookies.remove(CONSENT_COOKIE, { path: "/" });
  Cookies.remove(CONSENT_EXPIRY_COOKIE, { path: "/" });
  sessionStorage.clear();
  document.documentElement.removeAttribute(CONSENT_HINT_ATTRIBUTE);
});

describe("consent boot hint", () => {
  it("first visit (no cookies): the banner stays", () => {
    expect(runBoot()).toBeNull();
  });

  it("an answer with a record far from lapsing hides it, for every known value", () => {
    for (const value of ["denied", "both", "publi", "func"]) {
      seed(value, 200);
      expect(runBoot()).toBe("answered");
    }
  });

  it("keeps the banner when the rules would show it: unknown value, no record, under 7 days, pending in this tab", () => {
    seed("maybe", 200);
    expect(runBoot()).toBeNull();
    Cookies.remove(CONSENT_EXPIRY_COOKIE, { path: "/" });
    seed("both", null);
    expect(runBoot()).toBeNull();
    seed("both", 3);
    expect(runBoot()).toBeNull();
    seed("both", 200);
    sessionStorage.setItem(BANNER_PENDING_KEY, "1");
    expect(runBoot()).toBeNull();
  });
});
