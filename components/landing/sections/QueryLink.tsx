"use client";

import Link from "@/components/ui/SiteLink";
import { useSyncExternalStore, type ComponentPropsWithoutRef } from "react";
import { shareableSearch } from "@/lib/visit/params";
import { withQuery } from "./urls";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("popstate", onChange);
  return () => window.removeEventListener("popstate", onChange);
}

/** The page's query string; "" on the server, so the static HTML links to the bare path. */
export function useSearch(): string {
  return useSyncExternalStore(subscribe, () => window.location.search, () => "");
}

type Props = Omit<ComponentPropsWithoutRef<typeof Link>, "href"> & { href: string };

/**
 * A link that carries the visitor's query string (utm_*, ?s=) to the next page (marketing §2:
 * 'Ver Planos' and hero links keep it). Pages are static, so the query is read in the browser
 * and added after hydration. Click ids and utm_term stay behind: the visit's touch
 * holds them for the lead, and a link the visitor shares must not carry their ad click.
 */
export function QueryLink({ href, ...rest }: Props) {
  const search = shareableSearch(useSearch());
  return <Link href={withQuery(href, search)} prefetch={false} {...rest} />;
}
