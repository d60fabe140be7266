// @vitest-environment jsdom
import Cookies from "js-cookie";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  applyCookieWrites,
  bannerPending,
  BANNER_PENDING_KEY,
  CONSENT_COOKIE,
  CONSENT_EXPIRY_COOKIE,
  currentConsent,
  readConsentCookies,
} from "@/lib/consent";

/** The js-cookie adapter: Path=/, SameSite=Lax, Secure on https only. */
afterEach(() => {
  Cookies.remove(CONSENT_COOKIE, { path: "/" });
  Cookies.remove(CONSENT_EXPIRY_COOKIE, { path: "/" });
  vi.restoreAllMocks();
});

describe("consent cookies", () => {
  const expires = new Date(Date.now() + 3 * 86_400_000);

  it("writes with Path=/ and SameSite=Lax; Secure only when asked (https)", () => {
    const set = vi.spyOn(Cookies, "set");
    applyCookieWrites([{ name: CONSENT_COOKIE, value: "both", expires }], false);
    expect(set).toHaveBeenLastCalledWith(CONSENT_COOKIE, "both", { expires, path: "/", sameSite: "Lax", secure: false });
    applyCookieWrites([{ name: CONSENT_COOKIE, value: "both", expires }], true);
    expect(set).toHaveBeenLastCalledWith(CONSENT_COOKIE, "both", { expires, path: "/", sameSite: "Lax", secure: true });
  });

  it("the page here is http (jsdom), so the default is not Secure and the cookies are readable back", () => {
    const iso = expires.toISOString();
    applyCookieWrites([
      { name: CONSENT_COOKIE, value: "func", expires },
      { name: CONSENT_EXPIRY_COOKIE, value: iso, expires },
    ]);
    expect(readConsentCookies()).toEqual({ value: "func", expiry: iso });
    expect(currentConsent()).toBe("func");
  });

  it("currentConsent is denied without a cookie or with an unknown one", () => {
    expect(currentConsent()).toBe("denied");
    Cookies.set(CONSENT_COOKIE, "everything");
    expect(currentConsent()).toBe("denied");
  });

  it("the pending-banner flag lives in sessionStorage", () => {
    expect(bannerPending.get()).toBe(false);
    bannerPending.set(true);
    expect(sessionStorage.getItem(BANNER_PENDING_KEY)).toBe("1");
    expect(bannerPending.get()).toBe(true);
    bannerPending.set(false);
    expect(bannerPending.get()).toBe(false);
  });
});
