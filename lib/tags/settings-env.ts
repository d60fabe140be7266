import { scriptJson } from "@/lib/structured-data/script";
import { gtmIdFrom, gtmScriptUrlFrom } from "./container-settings";
import { TAG_SETTING_DEFAULTS, type TagSettings } from "./settings";

/**
 * The tag settings from the server's environment, read when it renders a page (one build for
 * every environment). Server only: the root layout writes the result into the page.
 */

/**
 * A script the operator points us at: a path of this site or an https:// address (an http one
 * would be blocked as mixed content, and its host must be in CSP_SCRIPT_SRC: docs/marketing.md).
 */
function scriptUrl(value: string | undefined): string | null {
  const text = (value ?? "").trim();
  if (/^\/(?!\/)[^\s"'<>]*$/.test(text)) return text;
  try {
    return new URL(text).protocol === "https:" && !/[\s"'<>]/.test(text) ? text : null;
  } catch {
    return null;
  }
}

export function tagSettingsFromEnv(env: Readonly<Record<string, string | undefined>>): TagSettings {
  return {
    gtmId: gtmIdFrom(env),
    gtmScriptUrl: gtmScriptUrlFrom(env),
    engagementScriptUrl: scriptUrl(env.ENGAGEMENT_SCRIPT_URL),
    liveloAffiliateScriptUrl: scriptUrl(env.LIVELO_AFFILIATE_SCRIPT_URL) ?? TAG_SETTING_DEFAULTS.liveloAffiliateScriptUrl,
  };
}

/**
 * The JSON block's text, "<" escaped; null when every setting is its default, so a page without
 * tag settings is the same page as before them.
 */
export function tagSettingsJson(settings: TagSettings): string | null {
  const changed = Object.fromEntries(
    Object.entries(settings).filter(([key, value]) => TAG_SETTING_DEFAULTS[key as keyof TagSettings] !== value),
  );
  return Object.keys(changed).length ? scriptJson(changed) : null;
}
