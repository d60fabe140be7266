import { ADDON_IDS, getAddon } from "@/lib/addons";
import { pathFor, redirectFor, ROUTES } from "@/lib/routing";
import { isIndexablePage } from "@/lib/seo";

/** The paths of every indexable page (lib/seo.ts isIndexablePage), each once, none that redirects. */
export function sitemapPaths(): string[] {
  // "/globoplay/" is both the globoplay addon's home and the default storefront's globoplay page.
  const paths = new Set<string>();
  for (const addonId of ["", ...ADDON_IDS]) {
    const addon = getAddon(addonId);
    for (const route of ROUTES.values()) {
      if (!isIndexablePage(addon, route)) continue;
      const path = pathFor(addonId, route.key);
      if (redirectFor(path) === null) paths.add(path);
    }
  }
  return [...paths];
}
