import { getAddon } from "@/lib/addons";
import { resolvePath, toSegments, type Section } from "@/lib/routing";
import type { VitalsRouteClass } from "./limits";

/**
 * The route class of the web vitals by the section of a route in the route table (lib/routing):
 * a new route lands in its section's class. The migration runs on a marketing-section page of
 * its own addon (flow "migration"), so it is a flow like the renewal.
 */
export const VITALS_SECTION_CLASSES: Readonly<Record<Section, VitalsRouteClass>> = {
  marketing: "landing",
  checkout: "checkout",
  coverage: "coverage",
  renewal: "flow",
  other: "other",
};

export interface VitalsLabels {
  route: VitalsRouteClass;
  /** The addon id of the path ("" for the default storefront); never the path itself. */
  addon: string;
}

/** The labels of a page view, from its path (no query): a path that is no page is "other", without addon. */
export function vitalsLabels(pathname: string): VitalsLabels {
  const match = resolvePath(toSegments(pathname));
  if (match.kind !== "page") return { route: "other", addon: "" };
  const route = getAddon(match.addonId).flow === "migration" ? "flow" : VITALS_SECTION_CLASSES[match.route.section];
  return { route, addon: match.addonId };
}
