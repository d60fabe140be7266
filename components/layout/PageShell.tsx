import type { ReactNode } from "react";
import { ConsentRoot } from "@/components/consent";
import { addonPrefix, type Addon } from "@/lib/addons";
import { planInfoMode, type RouteDef } from "@/lib/routing";
import { DefaultLayoutBar } from "./DefaultLayoutBar";
import { Footer } from "./Footer";
import { FunnelHeader } from "./FunnelHeader";
import { HydrationMark } from "./HydrationMark";
import { Header } from "./Header";
import { LAYOUTS } from "./layouts";
import styles from "./PageShell.module.css";
import { PlanInfoBar } from "./PlanInfoBar";

/** Shown with scripts off (decision 0082): coverage, leads and orders all go through scripts. */
export const NO_SCRIPT_NOTICE =
  "Este site precisa do JavaScript para consultar a cobertura e contratar um plano. Ative-o nas configurações do navegador e recarregue a página.";

/**
 * The layout a route names (marketing §2), around its screen. Dark variants (black-friday) carry
 * the dark theme on the page wrapper, so the server HTML is already dark.
 */
export function PageShell({ addon, route, children }: { addon: Addon; route: RouteDef; children: ReactNode }) {
  const traits = LAYOUTS[route.layout];
  const home = `${addonPrefix(addon)}/`;
  const planInfo = planInfoMode(route.key);
  return (
    <div
      className={styles.page}
      data-layout={route.layout}
      data-addon={addon.id || "default"}
      data-theme={addon.darkMode ? "dark" : undefined}
    >
      <Header addon={addon} route={route} minimal={traits.header === "minimal"} />
      {/* Scripts off: the forms send nothing (ui/Form), so say why before anyone fills one in. */}
      <noscript>
        <p className={styles.noScript}>{NO_SCRIPT_NOTICE}</p>
      </noscript>
      {/* Right after the header, not at the end: the banner is fixed to the bottom edge, so its
          place in the HTML changes nothing on screen, but the parser reaches it before the page's
          scripts start running, and it paints with the page. At the end of the body it painted
          only after them (LCP 0.2-0.6 s after FCP with a 4x slower CPU; it is most pages' largest
          text). The skip link stays the first stop of Tab; the banner comes before the content in
          reading order, where a choice the visitor is asked to make belongs. It gets only the
          field it reads: a client component's props ride in every page's RSC payload. */}
      <ConsentRoot addon={{ livelo: addon.livelo }} />
      {traits.header === "full" && planInfo !== "none" && <PlanInfoBar editHref={`${home}#planos`} reserveSpace={planInfo === "reserve"} />}
      <main
        id="conteudo"
        tabIndex={-1}
        className={`${styles.main} ${styles[traits.main]}${traits.funnel ? ` ${styles.funnel}` : ""}`}
      >
        {traits.funnel && (
          <FunnelHeader addonId={addon.id} route={route} combinedCheckout={addon.combinedCheckout} />
        )}
        {children}
      </main>
      {traits.defaultBar && <DefaultLayoutBar homeHref={home} />}
      <Footer addon={addon} />
      <HydrationMark />
    </div>
  );
}
