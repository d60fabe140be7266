"use client";

import { seedCatalogue } from "@/components/checkout/runtime/catalogueSeed";
import type { Plan } from "@/lib/api/contract";
import { CLIENT_SCREENS } from "./clientScreens";
import { PendingScreen } from "./PendingScreen";
import type { ScreenProps } from "@/lib/routing";
import type { ScreenLookup } from "./types";

/**
 * The client-side screens (checkout #4, coverage and other flows #6), looked up in the browser's
 * module graph. Why here and not in the server registry: the site is one catch-all page, and Next
 * ships every client component its server code imports to every page of that route. From here the
 * registry's dynamic imports are separate chunks, so a page loads only the screen it renders (and
 * the server render names that chunk, so it is fetched with the page, not after hydration).
 */
const SCREENS: ScreenLookup = CLIENT_SCREENS;

/** `plans`: the addon's plan list the page was rendered with, for the screens that open from it. */
export function ClientScreen({ addon, route, plans }: ScreenProps & { plans?: Plan[] }) {
  seedCatalogue(addon, plans);
  const Screen = SCREENS[route.key];
  return Screen ? <Screen addon={addon} route={route} /> : <PendingScreen route={route} />;
}
