import { LANDING_SCREENS } from "@/components/landing/screens";
import { ClientScreen } from "./ClientScreen";
import type { ScreenLookup, ScreenProps } from "./types";

const LANDINGS: ScreenLookup = LANDING_SCREENS;

/**
 * The screen of a route: the landing (#5) is a server component rendered here with the catalogue;
 * every other screen is a client component looked up by ClientScreen, which loads only its own
 * chunk. A route no map claims renders its pending screen.
 */
export function ScreenFor({ addon, route }: ScreenProps) {
  const Landing = LANDINGS[route.key];
  return Landing ? <Landing addon={addon} route={route} /> : <ClientScreen addon={addon} route={route} />;
}
