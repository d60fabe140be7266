import type { BackContext } from "@/lib/funnel/context";
import { HOME, stepRow } from "@/lib/funnel/steps";
import { pathFor } from "./paths";

export type { BackContext };

/**
 * Funnel §2 "Back (previous step) map": each step's `back` in the step table (lib/funnel/steps).
 * Pages that are not steps, and steps without a previous one ("cep and others"), go to the addon
 * home (""). Coverage pages stay within consultar-cobertura; renewal pages go back one at a time.
 */
export function backRouteKey(routeKey: string, ctx: BackContext): string {
  const back = stepRow(routeKey)?.back;
  if (back === undefined) return HOME;
  return typeof back === "function" ? back(ctx) : back;
}

/** The back link's href, addon prefix and trailing slash included. */
export function backHref(addonId: string, routeKey: string, ctx: BackContext): string {
  return pathFor(addonId, backRouteKey(routeKey, ctx));
}
