import type { ComponentType } from "react";
import type { Addon } from "@/lib/addons";
import type { RouteDef } from "@/lib/routing";

/** What every screen receives: the addon of the path and the route of the route table. */
export interface ScreenProps {
  addon: Addon;
  route: RouteDef;
}

/** Screens by route key (the path after the addon: "checkout/cep", "" for the landing). */
export type ScreenMap = Readonly<Record<string, ComponentType<ScreenProps>>>;
