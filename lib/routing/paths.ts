/** Path helpers with no dependencies, safe to ship to the browser. */

/** Splits a pathname ("/b/timblack/checkout/cep/") into its non-empty, decoded segments. */
export function toSegments(pathname: string): string[] {
  return pathname
    .split("/")
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
}

/** The canonical path of a route under an addon, with the trailing slash the site uses. */
export function pathFor(addonId: string, routeKey: string): string {
  const parts = [addonId, routeKey].filter(Boolean).join("/");
  return parts ? `/${parts}/` : "/";
}
