import { DEFAULT_GTM_SCRIPT_URL } from "./container-settings";

/**
 * The tag settings as the browser reads them: the JSON block the root layout writes
 * from the server's environment (./settings-env, validated there) when any is set. Kept apart
 * from lib/settings.ts on purpose: that module is in several of every page's chunks, and the
 * parsing of these settings has no business in the browser; what stays here is a lookup.
 */
export interface TagSettings {
  /** Google Tag Manager container (GTM_ID, `GTM-…`); null: no tag code runs (docs/marketing.md). */
  gtmId: string | null;
  /** Where gtm.js is loaded from (GTM_SCRIPT_URL, https only); the container id is added as ?id=. */
  gtmScriptUrl: string;
  /** The engagement script that defines window.ueTrack (ENGAGEMENT_SCRIPT_URL); null: none. */
  engagementScriptUrl: string | null;
  /** The Livelo affiliate script (LIVELO_AFFILIATE_SCRIPT_URL); by default our stand-in. */
  liveloAffiliateScriptUrl: string;
}

export const TAG_SETTING_DEFAULTS: Readonly<TagSettings> = Object.freeze({
  gtmId: null,
  gtmScriptUrl: DEFAULT_GTM_SCRIPT_URL,
  engagementScriptUrl: null,
  liveloAffiliateScriptUrl: "/scripts/livelo-affiliate.js",
});

/** Id of the JSON block (data, not a script: no CSP hash), written only when a setting differs. */
export const TAG_SETTINGS_ELEMENT_ID = "uf-tags";

let fromPage: Readonly<TagSettings> | undefined;

/** The page's tag settings; the defaults without the block (no setting, the server, jsdom). */
export function tagSettings(): Readonly<TagSettings> {
  if (typeof document === "undefined") return TAG_SETTING_DEFAULTS;
  if (fromPage) return fromPage;
  const text = document.getElementById(TAG_SETTINGS_ELEMENT_ID)?.textContent;
  if (!text) return TAG_SETTING_DEFAULTS;
  try {
    fromPage = { ...TAG_SETTING_DEFAULTS, ...(JSON.parse(text) as Partial<TagSettings>) };
  } catch {
    fromPage = TAG_SETTING_DEFAULTS;
  }
  return fromPage;
}

/** A new page load, for unit tests. */
export function forgetTagSettings(): void {
  fromPage = undefined;
}
