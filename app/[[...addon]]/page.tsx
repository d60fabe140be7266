import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { PageShell } from "@/components/layout/PageShell";
import { ScreenFor } from "@/components/screens/registry";
import { getAddon } from "@/lib/addons";
import { redirectFor, resolvePath } from "@/lib/routing";
import { NOT_FOUND_METADATA, pageMetadata } from "@/lib/seo";

type Props = { params: Promise<{ addon?: string[] }> };

/**
 * No page is made at build: each is rendered on its first request, at run time, and then served
 * from the cache like a prerendered one (ISR). So a page holds the catalogue of the backend the
 * server runs against and the operator settings it was started with, never those of the machine
 * that built the image; pages made of the catalogue are made again every
 * CATALOGUE_REVALIDATE_SECONDS (lib/backend/catalogue.ts). A path of no route renders the 404
 * page (notFound() below) with status 404.
 */
export const dynamicParams = true;

export function generateStaticParams(): { addon: string[] }[] {
  return [];
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
