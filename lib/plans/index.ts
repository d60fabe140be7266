/** The plan rules (docs/architecture.md "Where each rule lives"): pure functions over plans and addon fields. */
export type { Plan } from "./types";
export { advertisedPrice, formatAmount, formatFull, formatMonthly, orderPrice, parseDecimal, planPrice } from "./format";
export {
  parsePlanRequest,
  planCriteriaQuery,
  parseTracking,
  trackingQuery,
  TRACKING_KEYS,
  type PlanRequest,
  type SearchParamsInput,
  type SearchParamsRecord,
  type Tracking,
  type TrackingKey,
} from "./request";
export {
  defaultPlan,
  isSpeedOnly,
  matchingPlans,
  namesPlan,
  planRequestOutcome,
  selectedPlan,
  type PlanCriteria,
  type PlanRequestOutcome,
} from "./choice";
export { planChoiceList, type PlanChoiceList } from "./choice-list";
export { islandBenefits, islandGroups, islandPlan } from "./island";
export { PLAN_NOTICE_PARAM, PLAN_NOTICES, planNotice, type PlanNoticeCode } from "./notice";
export {
  defaultTab,
  GROUP_600A_SKUS,
  GROUP_LAST_SKUS,
  GROUP_ORDER,
  groupKey,
  groupPlans,
  plansForMode,
  speedKey,
  type PlanGroup,
  type PlanListMode,
} from "./groups";
export {
  addonPlanList,
  advertisedOffer,
  COVERAGE_HIDDEN_FOR_TIM_SKUS,
  COVERAGE_TIM_ONLY_SKUS,
  coveragePlans,
  filterByStreamingPath,
  landingPlans,
  listOrder,
  renameForAddon,
  showOnCoverage,
  showOnLanding,
  sortForAddon,
  streamingPathName,
  type LandingOptions,
  type PlanListAddon,
  type PlanListSource,
} from "./filters";
export {
  BADGE_TABLE,
  LOWEST_PRICE_EXCLUDED_SKUS,
  lowestPricePlan,
  planBadge,
  planLabel,
  planRibbon,
  type Badge,
  type BadgeAddon,
  type BadgeKind,
  type BadgeOptions,
} from "./badges";
export { BONUS_TABLE, planBonuses, type PlanBonuses } from "./bonus";
export {
  availableToggles,
  HIDE_SECOND_TOGGLE_SKUS,
  initialStreamingState,
  initialToggle,
  planForToggle,
  shownPlan,
  STREAMING_TOGGLES,
  TOGGLE_SKUS,
  toggleStreaming,
  toggleVisibility,
  type StreamingState,
  type StreamingToggle,
  type ToggleVisibility,
} from "./streaming";
export { splitPlanName, type PlanTitle } from "./title";
export { GLOBOPLAY_OFFER_NAME, OFFER_NAMES, type NamedOfferSku } from "./names";
export { defaultMatrixSku, MATRIX_DEFAULT_SKU, MATRIX_SKUS, matrixFeature, matrixPlans, type MatrixFeature } from "./matrix";
