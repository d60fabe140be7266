import { CHECKOUT_SCREENS } from "@/components/checkout/screens";
import { COVERAGE_SCREENS } from "@/components/coverage/screens";
import { FLOW_SCREENS } from "@/components/flows/screens";
import { LANDING_SCREENS } from "@/components/landing/screens";
import { PendingScreen } from "./PendingScreen";
import type { ScreenMap, ScreenProps } from "./types";

/**
 * The screen of a route: each domain (landing #5, checkout #4, coverage and other flows #6) keeps
 * its own map; a route no map claims yet renders its pending screen (README "Screens not yet
 * built").
 */
const SCREENS: ScreenMap = { ...LANDING_SCREENS, ...CHECKOUT_SCREENS, ...COVERAGE_SCREENS, ...FLOW_SCREENS };

export function ScreenFor({ addon, route }: ScreenProps) {
  const Screen = SCREENS[route.key];
  return Screen ? <Screen addon={addon} route={route} /> : <PendingScreen route={route} />;
}

/** Route keys that have a real screen (tests and the README list use it). */
export const BUILT_SCREENS: readonly string[] = Object.keys(SCREENS);
