"use client";

import type { ReactNode } from "react";
import { useTrackingQuery } from "@/components/landing/useTrackingQuery";
import Link from "@/components/ui/SiteLink";

/** The header logo's link home, carrying the visit's tracking parameters (funnel §3). */
export function HomeLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const tracking = useTrackingQuery();
  return (
    <Link href={tracking ? `${href}?${tracking}` : href} className={className}>
      {children}
    </Link>
  );
}
