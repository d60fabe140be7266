/** Seed data of the embedded sandbox backend: plain typed constants, no I/O. */
export type {
  SeedAddress,
  SeedBank,
  SeedBenefit,
  SeedComplementType,
  SeedCoverage,
  SeedDocument,
  SeedDocumentGroup,
  SeedInfraco,
  SeedMigrationCustomer,
  SeedPlan,
  SeedPlanBenefit,
  SeedRenewalCustomer,
  SeedScenarioCpfs,
  SeedSubscription,
  SeedWhatsApp,
} from "./types";
export type { BenefitSlug } from "./benefits";

export { SEED_PLANS } from "./plans";
export { SEED_BENEFITS } from "./benefits";
export { SEED_ADDRESSES, LIMITED_COVERAGE_SKUS, SEED_COMPLEMENT_TYPES } from "./coverage";
export { SEED_BANKS } from "./banks";
export { SEED_REGULATIONS, SEED_SUMMARIES } from "./regulations";
export { SEED_RENEWAL_CUSTOMERS, SEED_MIGRATION_CUSTOMERS, SCENARIO_CPFS } from "./customers";
export { STATIC_CATALOGUES } from "./catalogues";
