"use client";

import Link from "@/components/ui/SiteLink";
import type { ComponentPropsWithoutRef } from "react";
import { useTrackingQuery } from "./useTrackingQuery";

type Props = Omit<ComponentPropsWithoutRef<typeof Link>, "href"> & { href: string };

/**
 * A link into the funnel that carries the visit's utm_* parameters onto its target once the page
 * runs in the browser (the server HTML has the bare link, which works too). `href` already has a
 * query ("?s=d600gl"). Client-side navigation keeps the purchase store in memory; no prefetch, so
 * a landing full of plan cards does not fetch the checkout once per card.
 */
export function TrackedLink({ href, ...rest }: Props) {
  const tracking = useTrackingQuery();
  const target = tracking && href.includes("?") ? `${href}&${tracking}` : href;
  return <Link href={target} prefetch={false} {...rest} />;
}
