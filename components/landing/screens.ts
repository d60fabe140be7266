import type { ScreenMap } from "@/components/screens/types";
import { LandingScreen } from "./LandingScreen";

/**
 * Screens of this domain by route key; see components/screens/registry.tsx. Every addon's landing
 * (""), the streaming pages under another addon, and the home-layout pages that show the landing
 * content (ofertas, novo-cliente).
 */
export const LANDING_SCREENS = {
  "": LandingScreen,
  globoplay: LandingScreen,
  "hbo-max": LandingScreen,
  paramount: LandingScreen,
  ofertas: LandingScreen,
  "novo-cliente": LandingScreen,
} satisfies ScreenMap;
