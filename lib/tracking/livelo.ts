import { loadScript } from "@/lib/device/loadScript";
import { tagSettings, TAG_SETTING_DEFAULTS } from "@/lib/tags/settings";

/**
 * Marketing §7: "for livelo an affiliate tracking script is injected with the current page URL as
 * a parameter". The spec names no partner host, so the default is our own stand-in at
 * /scripts/livelo-affiliate.js; the operator points it at the partner with the setting
 * LIVELO_AFFILIATE_SCRIPT_URL and adds the partner's host to CSP_SCRIPT_SRC (docs/marketing.md).
 * ConsentRoot injects it only with advertising consent.
 */
export const LIVELO_AFFILIATE_SCRIPT = TAG_SETTING_DEFAULTS.liveloAffiliateScriptUrl;

/** Lead ids (funnel §3 l, ls, lmig) are ours, not the partner's; the hash is not part of a page. */
const PRIVATE_PARAMS = ["l", "ls", "lmig"];

export function affiliatePageUrl(href: string): string {
  const url = new URL(href);
  url.hash = "";
  for (const name of PRIVATE_PARAMS) url.searchParams.delete(name);
  return url.toString();
}

export function liveloAffiliateSrc(href: string, script: string = tagSettings().liveloAffiliateScriptUrl): string {
  return `${script}${script.includes("?") ? "&" : "?"}url=${encodeURIComponent(affiliatePageUrl(href))}`;
}

/** Injects the script for this page (once per URL); a failure is logged, never thrown. */
export async function injectLiveloAffiliate(href: string = window.location.href): Promise<void> {
  try {
    await loadScript(liveloAffiliateSrc(href));
  } catch (error) {
    console.warn("script de afiliado Livelo não carregou", error);
  }
}
