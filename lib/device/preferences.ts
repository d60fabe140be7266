import { DEVICE_INFO_LIMITS } from "./deviceInfo";
import { loadScript } from "./loadScript";
import { writeDeviceSession } from "./session";

/**
 * Marketing §7: "a preferences script is loaded from /scripts/tim_prefs.js and fills a hidden
 * field copied into session data". The field is rendered by ConsentRoot (the script creates it if
 * it is missing); its value goes to deviceInfo.user_prefs2.
 */
export const PREFERENCES_SCRIPT = "/scripts/tim_prefs.js";
export const PREFERENCES_FIELD_ID = "user_prefs2";

export function copyPreferencesField(): void {
  const field = document.getElementById(PREFERENCES_FIELD_ID);
  const value = field instanceof HTMLInputElement ? field.value : "";
  if (value && value.length <= DEVICE_INFO_LIMITS.user_prefs2) writeDeviceSession({ user_prefs2: value });
}

/** Loads the script and copies the field; a failure is only logged (marketing §8). */
export async function loadPreferences(): Promise<void> {
  try {
    await loadScript(PREFERENCES_SCRIPT);
    copyPreferencesField();
  } catch (error) {
    console.warn("tim_prefs.js não carregou: user_prefs2 fica vazio", error);
  }
}
