import type { Metadata } from "next";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import type { Addon } from "@/lib/addons";
import { pathFor, type RouteDef, type Section } from "@/lib/routing";

export const BRAND = "TIM Ultrafibra";

/**
 * The public address of the site (canonical links, robots.txt, sitemap.xml), or null when
 * SITE_URL is unset: then those are left out rather than pointed at a guessed localhost address
 * that search engines would keep.
 */
export function siteUrl(): URL | null {
  const value = process.env.SITE_URL?.trim();
  return value ? new URL(value) : null;
}

export const MISSING_SITE_URL_WARNING =
  "SITE_URL is not set: canonical links, the robots.txt Sitemap line and the sitemap.xml entries are left out. " +
  "Set SITE_URL to the public address of the site (https://...) and build again.";

/**
 * Says MISSING_SITE_URL_WARNING on stderr during `next build` only (not in tests nor `next dev`).
 * The caller is app/sitemap.ts, which the build prerenders once, so the build says it once.
 */
export function warnIfNoSiteUrl(): void {
  if (siteUrl() === null && process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) console.warn(`warning: ${MISSING_SITE_URL_WARNING}`);
}

/** Sections whose pages are marketing pages (landing, offers, regulations, call-back...). */
const INDEXABLE_SECTIONS: ReadonlySet<Section> = new Set(["marketing", "other"]);
/** The first step of the coverage check and of the renewal, where a visitor may start. */
const ENTRY_ROUTES: ReadonlySet<string> = new Set(["consultar-cobertura/cep", "refidelizacao/consulta-cpf"]);

/**
 * Whether a page is worth a search result: the marketing and entry pages of an indexable addon
 * (issue #2 §5, marketing §2 "Indexing"). Funnel, order, renewal and coverage steps depend on what
 * the visitor typed before, so a search result would land on an empty or redirecting step. The one
 * rule for the robots meta, the canonical link and the sitemap (lib/sitemap.ts).
 */
export function isIndexablePage(addon: Addon, route: RouteDef): boolean {
  if (addon.indexing !== "index") return false;
  return INDEXABLE_SECTIONS.has(route.section) || ENTRY_ROUTES.has(route.key);
}

/**
 * Robots directives: the addon's rule of marketing §2 "Indexing" (timpre: noindex, nofollow;
 * the listed variants: noindex, follow), and noindex, follow for any page that is not indexable.
 */
export function robotsFor(addon: Addon, route: RouteDef): Metadata["robots"] {
  if (addon.indexing === "noindex-nofollow") return { index: false, follow: false };
  return { index: isIndexablePage(addon, route), follow: true };
}

/** Title, description, robots and (for indexable pages, when SITE_URL is set) the canonical link. */
export function pageMetadata(addon: Addon, route: RouteDef): Metadata {
  const title = route.key === "" ? addon.title : `${route.heading} | ${BRAND}`;
  const canonical = siteUrl() !== null && isIndexablePage(addon, route);
  return {
    title,
    description: addon.description,
    robots: robotsFor(addon, route),
    // Relative: the root layout's metadataBase (the same siteUrl()) makes it absolute.
    alternates: canonical ? { canonical: pathFor(addon.id, route.key) } : undefined,
  };
}

/** The 404 page's metadata; Next adds its own robots noindex to every 404. */
export const NOT_FOUND_METADATA: Metadata = {
  title: `Página não encontrada | ${BRAND}`,
};
