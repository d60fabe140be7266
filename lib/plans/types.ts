/**
 * A plan as the catalogue serves it (funnel §3 "Plan", marketing §3). The backend contract
 * (issue #3) will own the schema; this is the shape the shell needs to show a selected plan.
 */
export interface Plan {
  id: string;
  plan: string;
  sku: string;
  price?: string;
  price_full?: string;
  price_with_dacc?: string;
  installationSchedule?: boolean;
}
