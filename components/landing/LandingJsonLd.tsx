import type { Addon } from "@/lib/addons";
import type { Plan } from "@/lib/plans/types";
import type { RouteDef } from "@/lib/routing";
import { siteUrl } from "@/lib/seo";
import { operatorSettings } from "@/lib/settings";
import { landingStructuredData } from "@/lib/structured-data/landing";
import { scriptJson } from "@/lib/structured-data/script";

/**
 * The landing's rich results (Products with Offers, the Organization) as JSON-LD blocks in the
 * server HTML, like the FAQ's: `type="application/ld+json"` is data the browser never runs, so the
 * served page's CSP needs no hash for it (server/served-policy.ts hashes executable types
 * only). Settings and SITE_URL are read where the page renders, at run time, never at build.
 */
export function LandingJsonLd(props: { pathAddon: Addon; addon: Addon; route: RouteDef; plans: readonly Plan[] }) {
  const blocks = landingStructuredData({ ...props, settings: operatorSettings(), site: siteUrl() });
  return (
    <>
      {blocks.map((block) => (
        <script key={block["@type"]} type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(block) }} />
      ))}
    </>
  );
}
