import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { PageShell } from "@/components/layout/PageShell";
import { ScreenFor } from "@/components/screens/registry";
import { ADDON_IDS, getAddon } from "@/lib/addons";
import { pathFor, redirectFor, resolvePath, ROUTES } from "@/lib/routing";
import { NOT_FOUND_METADATA, pageMetadata } from "@/lib/seo";

type Props = { params: Promise<{ addon?: string[] }> };

/**
 * Every page is prerendered, so anything else is a 404 served as full HTML (an on-demand
 * notFound() would answer an empty shell filled in by JavaScript).
 */
export const dynamicParams = false;

/** Every route under every addon (and none): about 1,900 static pages. */
export function generateStaticParams(): { addon: string[] }[] {
  const paths = new Set<string>();
  for (const id of ["", ...ADDON_IDS]) for (const key of ROUTES.keys()) paths.add(pathFor(id, key));
  return [...paths]
    .filter((path) => redirectFor(path) === null)
    .map((path) => ({ addon: path.split("/").filter(Boolean) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { addon: segments = [] } = await params;
  const match = resolvePath(segments);
  if (match.kind !== "page") return NOT_FOUND_METADATA;
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
