import { NextResponse, type NextRequest } from "next/server";
import { resolvePath } from "@/lib/routing/parse";
import { isLocalPath, redirectFor } from "@/lib/routing/redirects";

/**
 * Path redirects of the specs (migracao-ultrafibra, max → hbo-max, old campaign names), answered
 * before rendering so the query string (plan request, utm_*) is carried over. The target is a
 * path of this site and the URL keeps the request's own origin: a redirect never leaves the host,
 * whatever the path's encoding (issue #7 §1).
 */
export function proxy(request: NextRequest) {
  const to = redirectFor(request.nextUrl.pathname);
  if (!to || !isLocalPath(to)) return to ? NextResponse.next() : unknownPath(request) ?? NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = to;
  if (url.origin !== request.nextUrl.origin) return NextResponse.next();
  return NextResponse.redirect(url, 307);
}

/**
 * A path of no route is answered with the 404 page the build made (`/_not-found`, full HTML,
 * status 404): pages are rendered on their first request (app/[[...addon]]/page.tsx), and an
 * on-demand notFound() answers an empty shell that only JavaScript fills.
 */
function unknownPath(request: NextRequest): NextResponse | null {
  let segments: string[];
  try {
    segments = request.nextUrl.pathname.split("/").filter(Boolean).map((s) => decodeURIComponent(s));
  } catch {
    return null;
  }
  if (resolvePath(segments).kind === "page") return null;
  const url = request.nextUrl.clone();
  url.pathname = "/_not-found";
  return NextResponse.rewrite(url, { status: 404 });
}

export const config = {
  // Pages only: not Next's assets, the API, the health checks, or files with an extension.
  matcher: ["/((?!_next/|api/|(?:healthz|readyz)/?$|.*\\.[a-z0-9]+$).*)"],
};
