import { getAddon, type Addon } from "@/lib/addons";
import { resolvePath } from "@/lib/routing/parse";
import { NOT_FOUND_ROUTE } from "@/lib/routing/routes";
import type { RouteDef } from "@/lib/routing/types";

export interface ErrorPageContext {
  /** The addon of the address, so the logo and footer links keep the visitor in their variant. */
  addon: Addon;
  /** The route that failed (the 404 route when the address names none), for the header's rules. */
  route: RouteDef;
}

/** Where an error page stands: the addon and route of the catch-all segments that failed. */
export function errorPageFor(segments: readonly string[]): ErrorPageContext {
  const match = resolvePath(segments);
  return match.kind === "page"
    ? { addon: getAddon(match.addonId), route: match.route }
    : { addon: getAddon(null), route: NOT_FOUND_ROUTE };
}
