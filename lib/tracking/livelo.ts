import { loadScript } from "@/lib/device/loadScript";

/**
 * Marketing §7: "for livelo an affiliate tracking script is injected with the current page URL as
 * a parameter". There is no partner host we may reach (CSP script-src 'self', no network), so the
 * script is our own stand-in at /scripts/livelo-affiliate.js; pointing it at the partner is a
 * change of this constant plus the CSP. ConsentRoot injects it only with advertising consent.
 */
export const LIVELO_AFFILIATE_SCRIPT = "/scripts/livelo-affiliate.js";

/** Lead ids (funnel §3 l, ls, lmig) are ours, not the partner's; the hash is not part of a page. */
const PRIVATE_PARAMS = ["l", "ls", "lmig"];

export function affiliatePageUrl(href: string): string {
  const url = new URL(href);
  url.hash = "";
  for (const name of PRIVATE_PARAMS) url.searchParams.delete(name);
  return url.toString();
}

export function liveloAffiliateSrc(href: string): string {
  return `${LIVELO_AFFILIATE_SCRIPT}?url=${encodeURIComponent(affiliatePageUrl(href))}`;
}

/** Injects the script for this page (once per URL); a failure is logged, never thrown. */
export async function injectLiveloAffiliate(href: string = window.location.href): Promise<void> {
  try {
    await loadScript(liveloAffiliateSrc(href));
  } catch (error) {
    console.warn("script de afiliado Livelo não carregou", error);
  }
}
