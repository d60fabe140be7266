import { LandingScreen } from "@/components/landing/LandingScreen";
import type { Addon } from "@/lib/addons";
import type { Plan } from "@/lib/api/contract";
import { getPlanList } from "@/lib/backend/catalogue";
import { readsPlanList, type RouteDef, type ScreenProps } from "@/lib/routing";
import { ClientScreen } from "./ClientScreen";
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
 * chunk, and gets the addon's plan list when it reads one as it opens. A route no map claims
 * renders its pending screen.
 */
export async function ScreenFor({ addon, route }: ScreenProps) {
  const Landing = LANDINGS[route.key];
  if (Landing) return <Landing addon={addon} route={route} />;
  return <ClientScreen addon={addon} route={route} plans={await planListFor(addon, route)} />;
}

/**
 * A list that cannot be read now is left out rather than failing the page: the screen then asks
 * /api for it in the browser, with funnel §8's message and retry if that fails too.
 */
async function planListFor(addon: Addon, route: RouteDef): Promise<Plan[] | undefined> {
  if (!readsPlanList(route)) return undefined;
  return getPlanList(addon).catch(() => undefined);
}
