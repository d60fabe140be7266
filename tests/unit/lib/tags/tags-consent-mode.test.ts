import { describe, expect, it } from "vitest";
import { CONSENT_VALUES } from "@/lib/consent";
import { consentModeDefault, consentModeFor, containerAllowed, CONSENT_UPDATE_WAIT_MS } from "@/lib/tags/consent-mode";

/** Google Consent Mode v2 from the banner's value (publi → ads, func → analytics). */

const ALL_DENIED = { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" };

describe("consent mode", () => {
  it("the default denies all four signals and waits 500 ms for our update", () => {
    expect(consentModeDefault()).toEqual({ ...ALL_DENIED, wait_for_update: 500 });
    expect(CONSENT_UPDATE_WAIT_MS).toBe(500);
  });

  it.each([
    ["denied", "denied", "denied"],
    ["both", "granted", "granted"],
    ["publi", "granted", "denied"],
    ["func", "denied", "granted"],
  ] as const)("%s: ads %s, analytics %s", (value, ads, analytics) => {
    expect(consentModeFor(value)).toEqual({ ad_storage: ads, ad_user_data: ads, ad_personalization: ads, analytics_storage: analytics });
  });

  it("covers every consent value", () => {
    expect(CONSENT_VALUES.map((v) => Object.keys(consentModeFor(v)).sort())).toEqual(
      CONSENT_VALUES.map(() => ["ad_personalization", "ad_storage", "ad_user_data", "analytics_storage"]),
    );
  });

  it("the container loads only after an answer that allows something (basic consent mode)", () => {
    expect(containerAllowed(false, "both")).toBe(false);
    expect(containerAllowed(true, "denied")).toBe(false);
    expect(containerAllowed(true, "both")).toBe(true);
    expect(containerAllowed(true, "publi")).toBe(true);
    expect(containerAllowed(true, "func")).toBe(true);
  });
});
