import { isAddon, MAX_ADDON_DEPTH } from "@/lib/addons";
import { getRoute } from "./routes";
import type { PathMatch } from "./types";

export { pathFor, toSegments } from "./paths";

/**
 * Resolves path segments to an addon and a route: the longest known addon prefix whose remainder
 * is a known route wins ("/globoplay/" is the globoplay landing; "/b/globoplay/" is the globoplay
 * page of addon b). Anything else is not found.
 */
export function resolvePath(segments: readonly string[]): PathMatch {
  for (let depth = Math.min(MAX_ADDON_DEPTH, segments.length); depth >= 0; depth--) {
    const addonId = segments.slice(0, depth).join("/");
    if (depth > 0 && !isAddon(addonId)) continue;
    const route = getRoute(segments.slice(depth).join("/"));
    if (route) return { kind: "page", addonId, route };
  }
  return { kind: "not-found" };
}
