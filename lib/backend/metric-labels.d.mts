/** Types of metric-labels.mjs (plain JavaScript, shared with the entry server). */
export const ROUTE_CLASSES: readonly ["landing", "checkout", "coverage", "renewal", "page", "api", "static", "health", "other"];
export type RouteClass = (typeof ROUTE_CLASSES)[number];
export function fileRouteClass(pathname: string): "health" | "api" | "static" | null;
export function statusClass(status: number): string;
export const METHOD_LABELS: readonly string[];
export function methodLabel(method: string | undefined): string;
export function proxyOutcome(status: number): "ok" | "403" | "429" | "499" | "502" | "504" | "4xx" | "5xx";
