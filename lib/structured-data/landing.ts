import type { Addon } from "@/lib/addons";
import { showTelevendas } from "@/lib/contact";
import type { Plan } from "@/lib/plans/types";
import { pathFor, type RouteDef } from "@/lib/routing";
import type { OperatorSettings } from "@/lib/settings";
import { organizationJsonLd } from "./organization";
import { planListJsonLd } from "./plans";
import type { ItemListLd, OrganizationLd } from "./types";

export interface LandingStructuredDataInput {
  /** The addon of the path (its address) and the addon the landing renders with (its rules). */
  pathAddon: Addon;
  addon: Addon;
  route: RouteDef;
  /** The plans the landing's list shows, in its order. */
  plans: readonly Plan[];
  settings: Pick<OperatorSettings, "televendas" | "whatsappNumber">;
  /** SITE_URL (lib/seo siteUrl()); null leaves every address out. */
  site: URL | null;
}

/**
 * The rich results of a landing: its plans as Products with Offers, and the operator
 * as an Organization with the contacts this page itself offers, so the markup never says more
 * than the page: televendas where the header shows it (showTelevendas), WhatsApp where the banner
 * or the cards offer it. Pure: the page passes the settings and SITE_URL it read.
 */
export function landingStructuredData(input: LandingStructuredDataInput): Array<ItemListLd | OrganizationLd> {
  const { pathAddon, addon, route, plans, settings, site } = input;
  const pageUrl = site ? new URL(pathFor(pathAddon.id, route.key), site).href : null;
  const offersWhatsApp = addon.showBannerWhatsApp || addon.showCardWhatsApp;
  const organization = organizationJsonLd(site, {
    televendas: showTelevendas(addon, route) ? settings.televendas : null,
    whatsappNumber: offersWhatsApp ? settings.whatsappNumber : null,
  });
  const list = planListJsonLd(plans, pageUrl);
  return list ? [list, organization] : [organization];
}
