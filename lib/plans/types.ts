/**
 * The plan type of the storefront (funnel §3 "Plan", marketing §3). The backend contract owns the
 * schema (`planSchema` in lib/api/contract); this module re-exports its type so plan rules, the
 * purchase store and components keep importing plans from lib/plans and never drift from the API.
 */
export type { Plan } from "@/lib/api/contract";
