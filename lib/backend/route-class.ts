import { resolvePath, toSegments, type Section } from "@/lib/routing";
import { fileRouteClass, type RouteClass } from "./metric-labels.ts";

/**
 * The route class of a request path, for the RED metrics (lib/backend/metrics-core.ts): a page
 * by the section of the route it resolves to under any addon (the route table is the one source:
 * a new route lands in its section's class), api/static/health by the path, and "other" for
 * anything that is not a page of the site. Never the path itself: the classes are a fixed set.
 */
export const SECTION_CLASSES: Readonly<Record<Section, RouteClass>> = {
  marketing: "landing",
  checkout: "checkout",
  coverage: "coverage",
  renewal: "renewal",
  other: "page",
};

export function routeClass(pathname: string): RouteClass {
  const byPath = fileRouteClass(pathname);
  if (byPath) return byPath;
  const match = resolvePath(toSegments(pathname));
  return match.kind === "page" ? SECTION_CLASSES[match.route.section] : "other";
}
