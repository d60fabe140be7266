// @vitest-environment jsdom
import Cookies from "js-cookie";
import { afterEach, describe, expect, it } from "vitest";
import { deviceInfoFields } from "@/lib/api/contract/fields";
import { CONSENT_COOKIE } from "@/lib/consent";
import {
  buildDeviceInfo,
  DEVICE_INFO_LIMITS,
  DEVICE_SESSION_KEY,
  deviceInfo,
  readDeviceSession,
  writeDeviceSession,
  type DeviceSnapshot,
} from "@/lib/device";

/** deviceInfo of the bankInfo PATCH (funnel §3, §7): within the contract's limits, nothing personal. */
const SNAPSHOT: DeviceSnapshot = {
  consent: "func",
  cookieEnabled: true,
  language: "pt-BR",
  timezoneOffset: 180,
  screen: { width: 390, height: 844 },
  viewport: { width: 390, height: 664 },
  pixelRatio: 3,
  userPrefs2: '{"language":"pt-BR"}',
};

afterEach(() => {
  Cookies.remove(CONSENT_COOKIE);
});

describe("buildDeviceInfo", () => {
  it("consent value, JS capabilities and a screen summary", () => {
    expect(buildDeviceInfo(SNAPSHOT)).toEqual({
      cookies: "func",
      jsc: '{"cookieEnabled":true,"language":"pt-BR","timezoneOffset":180}',
      hdim_payload: '{"screen":"390x844","viewport":"390x664","pixelRatio":3}',
      user_prefs2: '{"language":"pt-BR"}',
    });
  });

  it("stays within the contract's limits whatever the browser reports", () => {
    const info = buildDeviceInfo({
      ...SNAPSHOT,
      language: "x".repeat(10_000),
      timezoneOffset: Number.NaN,
      screen: { width: Number.POSITIVE_INFINITY, height: 1e300 },
      pixelRatio: Number.NaN,
      userPrefs2: "y".repeat(DEVICE_INFO_LIMITS.user_prefs2 + 1),
    });
    expect(info.cookies.length).toBeLessThanOrEqual(DEVICE_INFO_LIMITS.cookies);
    expect(info.jsc.length).toBeLessThanOrEqual(DEVICE_INFO_LIMITS.jsc);
    expect(info.hdim_payload.length).toBeLessThanOrEqual(DEVICE_INFO_LIMITS.hdim_payload);
    // Over the limit: left out, never cut into broken JSON.
    expect(info).not.toHaveProperty("user_prefs2");
    expect(deviceInfoFields.safeParse(info).success).toBe(true);
    expect(() => JSON.parse(info.jsc)).not.toThrow();
    expect(() => JSON.parse(info.hdim_payload)).not.toThrow();
  });

  it("the limits are the contract's", () => {
    expect(deviceInfoFields.safeParse({ cookies: "x".repeat(65) }).success).toBe(false);
    for (const key of ["jsc", "hdim_payload", "user_prefs2"] as const) {
      expect(deviceInfoFields.safeParse({ [key]: "x".repeat(DEVICE_INFO_LIMITS[key]) }).success).toBe(true);
      expect(deviceInfoFields.safeParse({ [key]: "x".repeat(DEVICE_INFO_LIMITS[key] + 1) }).success).toBe(false);
    }
  });
});

describe("deviceInfo() in the browser", () => {
  it("reads the consent cookie and session data, passes the contract, holds no personal data", () => {
    Cookies.set(CONSENT_COOKIE, "both");
    writeDeviceSession({ cookies: "both", user_prefs2: '{"colorScheme":"dark"}' });
    const info = deviceInfo();
    expect(info.cookies).toBe("both");
    expect(info.user_prefs2).toBe('{"colorScheme":"dark"}');
    expect(deviceInfoFields.parse(info)).toEqual(info);
    expect(Object.keys(JSON.parse(info.jsc)).sort()).toEqual(["cookieEnabled", "language", "timezoneOffset"]);
    expect(Object.keys(JSON.parse(info.hdim_payload)).sort()).toEqual(["pixelRatio", "screen", "viewport"]);
    expect(JSON.stringify(info)).not.toMatch(/Mozilla|userAgent|@/);
  });

  it("without a consent cookie, cookies is denied", () => {
    expect(deviceInfo().cookies).toBe("denied");
  });
});

describe("session data deviceInfo", () => {
  it("merges patches and ignores foreign shapes", () => {
    writeDeviceSession({ cookies: "denied" });
    writeDeviceSession({ user_prefs2: "{}" });
    expect(readDeviceSession()).toEqual({ cookies: "denied", user_prefs2: "{}" });
    sessionStorage.setItem(DEVICE_SESSION_KEY, '{"cookies":5,"cpf":"x"}');
    expect(readDeviceSession()).toEqual({});
    sessionStorage.setItem(DEVICE_SESSION_KEY, "not json");
    expect(readDeviceSession()).toEqual({});
  });
});
