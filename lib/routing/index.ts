export type { LayoutId, PathMatch, RouteDef, ScreenProps, Section, Stage } from "./types";
export { getRoute, NOT_FOUND_ROUTE, ROUTES, type RouteKey } from "./routes";
export { PROGRESS_STEPS } from "@/lib/funnel/steps";
export { pathFor, resolvePath, toSegments } from "./parse";
export { hostRedirectFor, redirectFor, MIGRATION_HOME } from "./redirects";
export { backHref, backRouteKey, type BackContext } from "./back";
export { progressFor, STAGES, stagesFor, INITIAL_PROGRESS, type ProgressContext, type StageView } from "./progress";
export { planInfoMode, type PlanInfoMode } from "./planInfo";
export { readsPlanList } from "./planListPages";
