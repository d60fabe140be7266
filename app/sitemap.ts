import type { MetadataRoute } from "next";
import { sitemapPaths } from "@/lib/sitemap";
import { siteUrl } from "@/lib/seo";

export default function sitemap(): MetadataRoute.Sitemap {
  const base = siteUrl();
  return sitemapPaths().map((path) => ({ url: new URL(path, base).toString() }));
}
