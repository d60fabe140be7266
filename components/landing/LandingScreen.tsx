import type { ScreenProps } from "@/lib/routing";
import {
  AppsSection,
  BenefitsSection,
  CoverageCta,
  ExplainerSection,
  FaqSection,
  LoyaltySteps,
  NewsSection,
  PartnerMobileSection,
  StreamingHero,
  StreamingSection,
  WifiSection,
} from "@/components/landing/sections";
import { getCatalogue } from "@/lib/backend/catalogue";
import { addonPlanList, defaultMatrixSku, groupPlans, islandBenefits, islandGroups, islandPlan, landingPlans, matrixPlans } from "@/lib/plans";
import { Banner } from "./Banner";
import { toCardAddon } from "./cardAddon";
import { HeroNotes } from "./HeroNotes";
import { LandingJsonLd } from "./LandingJsonLd";
import { landingAddon, streamingPath } from "./landingAddon";
import { LandingSection, SectionHead } from "./LandingSection";
import styles from "./LandingScreen.module.css";
import { PlanList, PlanMatrix } from "./islands";

const PLANS_HEAD = {
  preTitle: "Planos",
  title: "Escolha o plano ideal para a sua casa",
  lead: "Preços mensais com débito automático, válidos por 12 meses. Wi-Fi 6 em todos os planos.",
};

/** Streaming pages whose hero (part B) opens the page: its headline is the page's h1. */
const HERO_STREAMING = new Set(["hbo-max", "paramount"]);

/**
 * The landing page (marketing §1-2) of every addon, and of the home-layout routes that show the
 * same content (ofertas, novo-cliente) and the streaming routes under another addon. Prerendered
 * per addon: nothing here reads the request. Phone order: hero, plans, streaming, comparison,
 * then the sections of part B; each section decides by itself whether the addon shows it.
 */
export async function LandingScreen({ addon: pathAddon, route }: ScreenProps) {
  const addon = landingAddon(pathAddon, route.key);
  const { plans: catalogue, benefits } = await getCatalogue(pathAddon);
  const plans = landingPlans(catalogue, addon, { streamingPath: streamingPath(addon) });
  const groups = groupPlans(plans, addon);
  // The matrix has its own sku list and order (lib/plans/matrix); the addon's removals and names apply.
  const matrix = matrixPlans(addonPlanList(catalogue, addon, "catalogue"));
  const section = { addon, plans, benefits };
  const heroHeadline = addon.streaming !== null && HERO_STREAMING.has(addon.streaming);

  return (
    <div className={styles.landing}>
      {heroHeadline ? (
        <StreamingHero {...section} headingLevel={1} />
      ) : (
        <section className={styles.hero} aria-labelledby="landing-title">
          <h1 id="landing-title" className={styles.heading}>
            {route.heading}
          </h1>
          <Banner addon={addon} plans={catalogue} listed={plans} />
          <HeroNotes addon={addon} />
        </section>
      )}

      <PartnerMobileSection {...section} />

      <LandingSection id="planos" headInside={groups.length > 0} {...PLANS_HEAD}>
        {groups.length > 0 ? (
          <PlanList
            header={<SectionHead id="planos" {...PLANS_HEAD} />}
            groups={islandGroups(groups)}
            addon={toCardAddon(addon)}
            benefits={islandBenefits(benefits, plans)}
            mode="group"
          />
        ) : (
          <p className={styles.empty}>
            Nenhum plano desta oferta está disponível no momento. Consulte a cobertura no seu endereço para ver as
            opções.
          </p>
        )}
      </LandingSection>

      <LoyaltySteps {...section} />
      <StreamingSection {...section} />

      {matrix.length > 1 && (
        <LandingSection id="comparativo" preTitle="Comparativo" title="Compare os planos">
          <PlanMatrix plans={matrix.map(islandPlan)} addonId={addon.id} defaultSku={defaultMatrixSku(matrix)} />
        </LandingSection>
      )}

      <WifiSection {...section} />
      <BenefitsSection {...section} />
      <AppsSection {...section} />
      <ExplainerSection {...section} />
      <NewsSection {...section} />
      <CoverageCta {...section} />
      <FaqSection {...section} />
      <LandingJsonLd pathAddon={pathAddon} addon={addon} route={route} plans={groups.flatMap((g) => g.plans)} />
    </div>
  );
}
