import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { PageShell } from "@/components/layout/PageShell";
import { ScreenFor } from "@/components/screens/registry";
import { ADDON_IDS, getAddon } from "@/lib/addons";
import { pathFor, redirectFor, resolvePath, ROUTES } from "@/lib/routing";
import { pageMetadata } from "@/lib/seo";

type Props = { params: Promise<{ addon?: string[] }> };

/** Paths that are not prerendered render on first request and are then cached. */
export const dynamicParams = true;

/**
 * Prerendered at build: every route without an addon, and every addon's landing page. Addon
 * variants of inner routes render on demand (there are ~30 × 60 of them).
 */
export function generateStaticParams(): { addon: string[] }[] {
  const paths = new Set<string>();
  for (const key of ROUTES.keys()) paths.add(pathFor("", key));
  for (const id of ADDON_IDS) paths.add(pathFor(id, ""));
  return [...paths]
    .filter((path) => redirectFor(path) === null)
    .map((path) => ({ addon: path.split("/").filter(Boolean) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { addon: segments = [] } = await params;
  const match = resolvePath(segments);
  if (match.kind !== "page") return {};
  return pageMetadata(getAddon(match.addonId), match.route);
}

export default async function Page({ params }: Props) {
  const { addon: segments = [] } = await params;
  // proxy.ts redirects with the query string kept; this covers a render that bypassed it.
  const to = redirectFor(`/${segments.join("/")}/`);
  if (to) redirect(to);
  const match = resolvePath(segments);
  if (match.kind !== "page") notFound();
  const addon = getAddon(match.addonId);
  return (
    <PageShell addon={addon} route={match.route}>
      <ScreenFor addon={addon} route={match.route} />
    </PageShell>
  );
}
