import { getAddon, type Addon, type StreamingService } from "@/lib/addons";

/** Streaming pages reachable as routes under another addon (marketing §2 "Sub-pages"). */
const STREAMING_ROUTES: Readonly<Record<string, StreamingService>> = {
  globoplay: "globoplay",
  "hbo-max": "hbo-max",
  paramount: "paramount",
};

/**
 * The addon a landing page renders with. An addon's own landing ("" route) is the addon as it
 * is. A streaming route under another addon (/b/globoplay/, /timblack/hbo-max/) keeps that addon's
 * prices, links and contact rules, and takes the streaming variant's page rules from the catalogue
 * entry of the same name: plans filtered by the service, its toggles, its FAQ, no explainer
 * banners. Home-layout routes (ofertas, novo-cliente) are the landing itself.
 */
export function landingAddon(addon: Addon, routeKey: string): Addon {
  const service = STREAMING_ROUTES[routeKey];
  if (!service || addon.streaming === service) return addon;
  const page = getAddon(routeKey);
  return {
    ...addon,
    streaming: service,
    showStreamingToggles: addon.showStreamingToggles && page.showStreamingToggles,
    showExplainerBanners: false,
    faqSet: addon.faqSet === "general" ? page.faqSet : addon.faqSet,
  };
}

/** The path whose name filters a streaming page's plans ("/hbo-max/" → plans named "hbo max"). */
export function streamingPath(addon: Addon): string | undefined {
  return addon.streaming ? `/${addon.streaming}/` : undefined;
}
