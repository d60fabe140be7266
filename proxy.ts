import { NextResponse, type NextRequest } from "next/server";
import { redirectFor } from "@/lib/routing/redirects";

/**
 * Path redirects of the specs (migracao-ultrafibra, max → hbo-max, old campaign names), answered
 * before rendering so the query string (plan request, utm_*) is carried over.
 */
export function proxy(request: NextRequest) {
  const to = redirectFor(request.nextUrl.pathname);
  if (!to) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = to;
  return NextResponse.redirect(url, 307);
}

export const config = {
  // Pages only: not Next's assets, the API, or files with an extension.
  matcher: ["/((?!_next/|api/|.*\\.[a-z0-9]+$).*)"],
};
