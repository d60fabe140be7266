import type { Addon } from "@/lib/addons";
import type { RouteDef } from "@/lib/routing";
import { PendingScreen } from "./PendingScreen";

/**
 * The screen of a route. Issues #4 (funnel), #5 (landing) and #6 (coverage, renewal, migration)
 * replace the pending screens here, one route key at a time.
 */
export function ScreenFor({ route }: { addon: Addon; route: RouteDef }) {
  return <PendingScreen route={route} />;
}
