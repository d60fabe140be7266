import type { Metadata } from "next";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import type { Addon } from "@/lib/addons";
import { stepRow } from "@/lib/funnel/steps";
import { pathFor, type RouteDef, type Section } from "@/lib/routing";
import { SHARE_IMAGE_SIZE, SHARE_IMAGES, shareImagePath } from "@/lib/shareImages";

export const BRAND = "TIM Ultrafibra";
/** The header's navy: the browser's toolbar on phones (viewport themeColor) and the web manifest. */
export const THEME_COLOR = "#001e62";

/**
 * The public address of the site (canonical links, robots.txt, sitemap.xml, link-preview images),
 * or null when SITE_URL is unset: then those are left out rather than pointed at a guessed
 * localhost address that search engines and link previews would keep.
 */
export function siteUrl(): URL | null {
  const value = process.env.SITE_URL?.trim();
  return value ? new URL(value) : null;
}

export const MISSING_SITE_URL_WARNING =
  "SITE_URL is not set: canonical links, the robots.txt Sitemap line, the sitemap.xml entries and the link-preview " +
  "images (og:image) are left out. " +
  "Set SITE_URL to the public address of the site (https://...) where the server starts (it is read at run time).";

/**
 * Says MISSING_SITE_URL_WARNING on stderr during `next build` only (not in tests nor `next dev`).
 * The caller is app/sitemap.ts, which the build prerenders once, so the build says it once.
 */
export function warnIfNoSiteUrl(): void {
  if (siteUrl() === null && process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) console.warn(`warning: ${MISSING_SITE_URL_WARNING}`);
}

/** Sections whose pages are marketing pages (landing, offers, regulations, call-back...). */
const INDEXABLE_SECTIONS: ReadonlySet<Section> = new Set(["marketing", "other"]);

/**
 * Whether a page is worth a search result: the marketing and entry pages of an indexable addon
 * (marketing §2 "Indexing"). Funnel, order, renewal and coverage steps depend on what
 * the visitor typed before, so a search result would land on an empty or redirecting step. The one
 * rule for the robots meta, the canonical link and the sitemap (lib/sitemap.ts).
 */
export function isIndexablePage(addon: Addon, route: RouteDef): boolean {
  if (addon.indexing !== "index") return false;
  // Besides those, the steps where a visitor may start (the rows' `indexable`: the first page of
  // the coverage check and of the renewal).
  return INDEXABLE_SECTIONS.has(route.section) || Boolean(stepRow(route.key)?.indexable);
}

/**
 * Robots directives: the addon's rule of marketing §2 "Indexing" (timpre: noindex, nofollow;
 * the listed variants: noindex, follow), and noindex, follow for any page that is not indexable.
 */
export function robotsFor(addon: Addon, route: RouteDef): Metadata["robots"] {
  if (addon.indexing === "noindex-nofollow") return { index: false, follow: false };
  return { index: isIndexablePage(addon, route), follow: true };
}

/**
 * The picture of a shared link (og:image, twitter:image) at its absolute address, or undefined
 * without SITE_URL: crawlers need an absolute URL, and without a metadataBase Next resolves a
 * relative one against http://localhost:3000, which no one else can fetch.
 */
function shareImageFor(addon: Addon, site: URL | null) {
  if (site === null) return undefined;
  return {
    url: new URL(shareImagePath(addon.shareImage), site).href,
    ...SHARE_IMAGE_SIZE,
    type: "image/png",
    alt: SHARE_IMAGES[addon.shareImage].alt,
  };
}

/**
 * Title, description, robots, (for indexable pages, when SITE_URL is set) the canonical link, and
 * the Open Graph and Twitter tags a shared link is previewed with. Every page carries those, funnel
 * steps too: a step sent on WhatsApp still shows the brand and its variant's picture, and a crawler
 * that honours noindex does not list it anyway. og:url only where the canonical is, same address.
 */
export function pageMetadata(addon: Addon, route: RouteDef): Metadata {
  const title = route.key === "" ? addon.title : `${route.heading} | ${BRAND}`;
  const site = siteUrl();
  // Relative: the root layout's metadataBase (the same siteUrl()) makes it absolute.
  const canonical = site !== null && isIndexablePage(addon, route) ? pathFor(addon.id, route.key) : undefined;
  const image = shareImageFor(addon, site);
  const images = image ? [image] : undefined;
  return {
    title,
    description: addon.description,
    robots: robotsFor(addon, route),
    alternates: canonical ? { canonical } : undefined,
    openGraph: {
      type: "website",
      locale: "pt_BR",
      siteName: BRAND,
      title,
      description: addon.description,
      url: canonical,
      images,
    },
    // The large card needs its picture; without one, X shows the small summary card.
    twitter: { card: image ? "summary_large_image" : "summary", title, description: addon.description, images },
  };
}

/** The 404 page's metadata; Next adds its own robots noindex to every 404. */
export const NOT_FOUND_METADATA: Metadata = {
  title: `Página não encontrada | ${BRAND}`,
};
