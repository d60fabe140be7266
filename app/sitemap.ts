import type { MetadataRoute } from "next";
import { sitemapPaths } from "@/lib/sitemap";
import { siteUrl, warnIfNoSiteUrl } from "@/lib/seo";

/** Read per request: SITE_URL is a setting of the running server, not of the build. */
export const dynamic = "force-dynamic";

/** Without SITE_URL an empty urlset (a <loc> must be absolute), and the server's start says why. */
export default function sitemap(): MetadataRoute.Sitemap {
  const base = siteUrl();
  if (base === null) {
    warnIfNoSiteUrl();
    return [];
  }
  return sitemapPaths().map((path) => ({ url: new URL(path, base).toString() }));
}
