import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/seo";

/** Read per request: SITE_URL is a setting of the running server, not of the build. */
export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  const base = siteUrl();
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/api/"] }],
    // A Sitemap line must be an absolute URL: none without SITE_URL.
    ...(base ? { sitemap: new URL("/sitemap.xml", base).toString() } : {}),
  };
}
