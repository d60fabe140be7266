/**
 * The landing sections. Each takes { addon, plans?, benefits? } and returns
 * null when the spec hides it for that addon; the landing page composes them in order.
 */
export type { SectionProps } from "./types";
export { FaqSection } from "./faq/FaqSection";
export { FaqList } from "./faq/FaqList";
export { StreamingSection } from "./streaming/StreamingSection";
export { StreamingHero, type StreamingHeroProps } from "./streaming/StreamingHero";
export { WifiSection } from "./WifiSection";
export { NewsSection } from "./news/NewsSection";
export { BenefitsSection } from "./BenefitsSection";
export { AppsSection } from "./apps/AppsSection";
export { ExplainerSection } from "./explainer/ExplainerSection";
export { PartnerMobileSection } from "./PartnerMobileSection";
export { LoyaltySteps } from "./LoyaltySteps";
export { CoverageCta, type CoverageCtaProps } from "./CoverageCta";
export { FormTitle, type FormTitleProps } from "./FormTitle";
