import { LandingScreen } from "@/components/landing/LandingScreen";
import { ClientScreen } from "./ClientScreen";
import type { CLIENT_SCREENS } from "./clientScreens";
import type { ScreenLookup, ScreenMap, ScreenProps } from "./types";

/**
 * The landing's routes (#5): every addon's landing (""), the streaming pages under another addon,
 * and the home-layout pages that show the landing content (ofertas, novo-cliente). Every other
 * route's screen is chosen in clientScreens.ts.
 */
const LANDING_SCREENS = {
  "": LandingScreen,
  globoplay: LandingScreen,
  "hbo-max": LandingScreen,
  paramount: LandingScreen,
  ofertas: LandingScreen,
  "novo-cliente": LandingScreen,
} satisfies ScreenMap;

// One screen per route: a route in both maps would be decided by the lookup order below, so it
// does not compile (the type names the shared keys).
type SharedKeys = Extract<keyof typeof LANDING_SCREENS, keyof typeof CLIENT_SCREENS>;
const oneScreenPerRoute: [SharedKeys] extends [never] ? true : SharedKeys = true;
void oneScreenPerRoute;

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
