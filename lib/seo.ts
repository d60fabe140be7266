import type { Metadata } from "next";
import type { Addon } from "@/lib/addons";
import { pathFor, type RouteDef } from "@/lib/routing";

export const BRAND = "TIM Ultrafibra";

/** The public address of the site (canonical links, robots.txt, sitemap.xml). */
export function siteUrl(): URL {
  return new URL(process.env.SITE_URL || "http://localhost:3000");
}

/** Robots directives of marketing §2 "Indexing". */
export function robotsFor(addon: Addon): Metadata["robots"] {
  if (addon.indexing === "noindex") return { index: false, follow: true };
  if (addon.indexing === "noindex-nofollow") return { index: false, follow: false };
  return { index: true, follow: true };
}

/** Title, description, robots and (for indexable pages) the canonical link of a page. */
export function pageMetadata(addon: Addon, route: RouteDef): Metadata {
  const title = route.key === "" ? addon.title : `${route.heading} | ${BRAND}`;
  return {
    title,
    description: addon.description,
    robots: robotsFor(addon),
    alternates: addon.indexing === "index" ? { canonical: pathFor(addon.id, route.key) } : undefined,
  };
}

/** The 404 page's metadata; Next adds its own robots noindex to every 404. */
export const NOT_FOUND_METADATA: Metadata = {
  title: `Página não encontrada | ${BRAND}`,
};
