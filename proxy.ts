import { NextResponse, type NextRequest } from "next/server";
import { PAGE_QUERY_HEADER } from "@/lib/routing/page-query-header";
import { isLocalPath, redirectFor } from "@/lib/routing/redirects";

/**
 * Path redirects of the specs (migracao-ultrafibra, max → hbo-max, old campaign names), answered
 * before rendering so the query string (plan request, utm_*) is carried over. The target is a
 * path of this site and the URL keeps the request's own origin: a redirect never leaves the host,
 * whatever the path's encoding.
 */
export function proxy(request: NextRequest) {
  const to = redirectFor(request.nextUrl.pathname);
  if (!to || !isLocalPath(to)) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = to;
  // The entry server takes the query off a page request before Next renders it, and hands it
  // over here (server/requests.ts pageTarget): the redirect carries it on.
  const query = request.headers.get(PAGE_QUERY_HEADER);
  if (query !== null) url.search = query;
  if (url.origin !== request.nextUrl.origin) return NextResponse.next();
  return NextResponse.redirect(url, 307);
}

export const config = {
  // Pages only: not Next's assets, the API, the health checks, the web-vitals beacon, or files with an extension.
  matcher: ["/((?!_next/|api/|(?:healthz|readyz|vitals)/?$|.*\\.[a-z0-9]+$).*)"],
};
