import { ADDON_IDS, getAddon } from "@/lib/addons";
import { pathFor, redirectFor, ROUTES } from "@/lib/routing";

/**
 * Pages worth a search result: the marketing and entry pages of every indexable addon. Funnel
 * steps depend on what the visitor typed before, and noindex addons are left out (issue #2 §5).
 */
export const SITEMAP_SECTIONS = new Set(["marketing", "other"]);
const ENTRY_ROUTES = new Set(["consultar-cobertura/cep", "refidelizacao/consulta-cpf"]);

export function sitemapPaths(): string[] {
  // "/globoplay/" is both the globoplay addon's home and the default storefront's globoplay page.
  const paths = new Set<string>();
  for (const addonId of ["", ...ADDON_IDS]) {
    if (getAddon(addonId).indexing !== "index") continue;
    for (const route of ROUTES.values()) {
      if (!SITEMAP_SECTIONS.has(route.section) && !ENTRY_ROUTES.has(route.key)) continue;
      const path = pathFor(addonId, route.key);
      if (redirectFor(path) === null) paths.add(path);
    }
  }
  return [...paths];
}
