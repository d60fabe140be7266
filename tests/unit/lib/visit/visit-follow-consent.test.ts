import { describe, expect, it, vi } from "vitest";
import { createConsentController, type ConsentIO } from "@/lib/consent/controller";
import type { ConsentCookies, CookieWrite } from "@/lib/consent/types";
import { followAdvertisingConsent } from "@/lib/visit/follow-consent";

/** The attribution follows the consent for advertising, and only its changes. */

function fakeIO(initial: ConsentCookies = {}): ConsentIO {
  const jar: Record<string, string> = { ...(initial.value ? { ultrafibra_consent: initial.value } : {}), ...(initial.expiry ? { ultrafibra_consent_expiry: initial.expiry } : {}) };
  let pending = false;
  return {
    now: () => new Date("2026-11-01T12:00:00Z"),
    read: () => ({ value: jar.ultrafibra_consent, expiry: jar.ultrafibra_consent_expiry }),
    write: (writes: readonly CookieWrite[]) => writes.forEach((w) => (jar[w.name] = w.value)),
    pending: { get: () => pending, set: (on) => (pending = on) },
  };
}

describe("following the consent for advertising", () => {
  it("a first visit that accepts, then refuses: one call each, none for the start", () => {
    const consent = createConsentController(fakeIO());
    const onChange = vi.fn();
    const stop = followAdvertisingConsent(consent, onChange);
    consent.start();
    expect(onChange).not.toHaveBeenCalled();
    consent.accept();
    expect(onChange).toHaveBeenCalledTimes(1);
    // Performance only: advertising is refused, the cookie must go.
    consent.confirm({ publi: false, func: true });
    expect(onChange).toHaveBeenCalledTimes(2);
    // Another choice without advertising changes nothing for the attribution.
    consent.reject();
    expect(onChange).toHaveBeenCalledTimes(2);
    stop();
    consent.confirm({ publi: true, func: false });
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it("subscribed after the start (the consent root's effect ran first): the next change counts", () => {
    const consent = createConsentController(fakeIO({ value: "both", expiry: "2027-10-01T00:00:00.000Z" }));
    consent.start();
    const onChange = vi.fn();
    followAdvertisingConsent(consent, onChange);
    consent.accept();
    expect(onChange).not.toHaveBeenCalled();
    consent.reject();
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
