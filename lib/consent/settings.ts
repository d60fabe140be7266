/**
 * Reopens the manage modal from anywhere (a "Preferências de cookies" link in the footer, say),
 * so a visitor can change a choice before it lapses. ConsentRoot listens for this event.
 */
export const OPEN_CONSENT_SETTINGS_EVENT = "ultrafibra:consent-settings";

export function openConsentSettings(): void {
  window.dispatchEvent(new Event(OPEN_CONSENT_SETTINGS_EVENT));
}
