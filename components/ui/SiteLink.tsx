import Link from "next/link";
import type { ComponentProps } from "react";

/**
 * next/link without automatic prefetching, the site's only link component (lint enforces it).
 * Why: Next prefetches every link that scrolls into view; on a phone each prefetch is a request
 * and a server payload to parse on the main thread while the page is starting (the header, plan
 * cards and footer links of one page fetched the landing's whole payload and more). A click costs
 * one round trip instead. A link may still opt in with prefetch={true}.
 */
export default function SiteLink({ prefetch = false, ...props }: ComponentProps<typeof Link>) {
  return <Link prefetch={prefetch} {...props} />;
}
