import type { ComponentType } from "react";
import type { Addon } from "@/lib/addons";
import type { RouteDef, RouteKey } from "@/lib/routing";

/** What every screen receives: the addon of the path and the route of the route table. */
export interface ScreenProps {
  addon: Addon;
  route: RouteDef;
}

/**
 * Screens by route key (the path after the addon, as in the step table; "" for the landing). Declared
 * with `satisfies ScreenMap`, a map keeps its own keys, so a typo in a key does not compile and
 * two maps claiming one route are caught (components/screens/ClientScreen).
 */
export type ScreenMap = Readonly<Partial<Record<RouteKey, ComponentType<ScreenProps>>>>;

/** A map looked up by a route key that came from the URL (a string). */
export type ScreenLookup = Readonly<Record<string, ComponentType<ScreenProps> | undefined>>;
