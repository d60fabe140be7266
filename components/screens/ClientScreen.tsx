"use client";

import { CHECKOUT_SCREENS } from "@/components/checkout/screens";
import { COVERAGE_SCREENS } from "@/components/coverage/screens";
import { FLOW_SCREENS } from "@/components/flows/screens";
import { PendingScreen } from "./PendingScreen";
import type { ScreenLookup, ScreenMap, ScreenProps } from "./types";

/**
 * The client-side screens (checkout #4, coverage and other flows #6), looked up in the browser's
 * module graph. Why here and not in the server registry: the site is one catch-all page, and Next
 * ships every client component its server code imports to every page of that route. From here the
 * maps' dynamic imports are separate chunks, so a page loads only the screen it renders (and the
 * server render names that chunk, so it is fetched with the page, not after hydration).
 */
const SCREENS: ScreenLookup = { ...CHECKOUT_SCREENS, ...COVERAGE_SCREENS, ...FLOW_SCREENS } satisfies ScreenMap;

// One screen per route: a route claimed by two maps would be decided by the spread order above,
// so it does not compile (the type names the shared keys).
type Shared<A, B> = Extract<keyof A, keyof B>;
type SharedKeys =
  | Shared<typeof CHECKOUT_SCREENS, typeof COVERAGE_SCREENS>
  | Shared<typeof CHECKOUT_SCREENS, typeof FLOW_SCREENS>
  | Shared<typeof COVERAGE_SCREENS, typeof FLOW_SCREENS>;
const oneScreenPerRoute: [SharedKeys] extends [never] ? true : SharedKeys = true;
void oneScreenPerRoute;

export function ClientScreen({ addon, route }: ScreenProps) {
  const Screen = SCREENS[route.key];
  return Screen ? <Screen addon={addon} route={route} /> : <PendingScreen route={route} />;
}
