/**
 * Session data "deviceInfo" (marketing §3: cookies, user_prefs2), in sessionStorage: both values
 * are non-personal (the consent value and browser display preferences), so they may outlive a
 * reload of the tab, and they end with it.
 */
export const DEVICE_SESSION_KEY = "ultrafibra-device-info";

export interface DeviceSession {
  cookies?: string;
  user_prefs2?: string;
}

function pickStrings(raw: unknown): DeviceSession {
  if (typeof raw !== "object" || raw === null) return {};
  const record = raw as Record<string, unknown>;
  const out: DeviceSession = {};
  if (typeof record.cookies === "string") out.cookies = record.cookies;
  if (typeof record.user_prefs2 === "string") out.user_prefs2 = record.user_prefs2;
  return out;
}

export function readDeviceSession(): DeviceSession {
  try {
    return pickStrings(JSON.parse(sessionStorage.getItem(DEVICE_SESSION_KEY) ?? "null"));
  } catch {
    return {};
  }
}

export function writeDeviceSession(patch: DeviceSession): void {
  try {
    sessionStorage.setItem(DEVICE_SESSION_KEY, JSON.stringify({ ...readDeviceSession(), ...patch }));
  } catch {
    // Storage unavailable: deviceInfo() then simply has no user_prefs2.
  }
}
