/** The plan comparison matrix (marketing §2 "Plan comparison matrix", §9). */
import type { Plan } from "./types";

export const MATRIX_SKUS: readonly string[] = ["d300a", "d500a", "d500b", "d1000a", "d1000b", "d2000b"];
export const MATRIX_DEFAULT_SKU = "d300a";

/** Streaming features the matrix marks as enabled, by sku. */
const FEATURES = {
  hboMax: ["d500b", "d1000b", "d2000b"],
  deezer: ["d500b", "d1000b"],
} as const satisfies Record<string, readonly string[]>;

export type MatrixFeature = keyof typeof FEATURES;

/** The matrix's plans in matrix order; plans outside the matrix and absent skus are left out. */
export function matrixPlans(plans: readonly Plan[]): Plan[] {
  return MATRIX_SKUS.flatMap((sku) => plans.filter((p) => p.sku === sku).slice(0, 1));
}

/** The tab selected at first: d300a, or the first matrix plan when d300a is not served. */
export function defaultMatrixSku(plans: readonly Plan[]): string | null {
  const present = matrixPlans(plans);
  return present.find((p) => p.sku === MATRIX_DEFAULT_SKU)?.sku ?? present[0]?.sku ?? null;
}

/** Whether the matrix marks a feature enabled for a sku. */
export function matrixFeature(sku: string, feature: MatrixFeature): boolean {
  return (FEATURES[feature] as readonly string[]).includes(sku);
}
