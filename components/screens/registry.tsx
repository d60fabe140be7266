import { LandingScreen } from "@/components/landing/LandingScreen";
import { ClientScreen } from "./ClientScreen";
import type { ScreenProps } from "@/lib/routing";
import type { LandingScreenMap, ScreenLookup } from "./types";

/**
 * The landing's routes (#5): every addon's landing (""), the streaming pages under another addon,
 * and the home-layout pages that show the landing content (ofertas, novo-cliente). Every other
 * route's screen is chosen in clientScreens.ts; the two maps' keys are complements (types.ts), so
 * a route is claimed once.
 */
const LANDING_SCREENS = {
  "": LandingScreen,
  globoplay: LandingScreen,
  "hbo-max": LandingScreen,
  paramount: LandingScreen,
  ofertas: LandingScreen,
  "novo-cliente": LandingScreen,
} satisfies LandingScreenMap;

const LANDINGS: ScreenLookup = LANDING_SCREENS;

/**
 * The screen of a route: the landing is a server component rendered here with the catalogue;
 * every other screen is a client component looked up by ClientScreen, which loads only its own
 * chunk. A route no map claims renders its pending screen.
 */
export function ScreenFor({ addon, route }: ScreenProps) {
  const Landing = LANDINGS[route.key];
  return Landing ? <Landing addon={addon} route={route} /> : <ClientScreen addon={addon} route={route} />;
}
