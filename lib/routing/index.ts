export type { LayoutId, PathMatch, RouteDef, Section, Stage } from "./types";
export { getRoute, NOT_FOUND_ROUTE, PROGRESS_STEPS, ROUTES } from "./routes";
export { pathFor, resolvePath, toSegments } from "./parse";
export { hostRedirectFor, redirectFor, MIGRATION_HOME } from "./redirects";
export { backHref, backRouteKey, BACK_MAP, type BackContext } from "./back";
export { progressFor, STAGES, stagesFor, INITIAL_PROGRESS, type ProgressContext, type StageView } from "./progress";
