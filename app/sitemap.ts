import type { MetadataRoute } from "next";
import { sitemapPaths } from "@/lib/sitemap";
import { siteUrl, warnIfNoSiteUrl } from "@/lib/seo";

/** Without SITE_URL an empty urlset (a <loc> must be absolute), and the build says why. */
export default function sitemap(): MetadataRoute.Sitemap {
  const base = siteUrl();
  if (base === null) {
    warnIfNoSiteUrl();
    return [];
  }
  return sitemapPaths().map((path) => ({ url: new URL(path, base).toString() }));
}
