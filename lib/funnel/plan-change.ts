import type { Plan } from "@/lib/api/contract";
import type { PurchaseState } from "@/lib/store/purchase";

/**
 * A plan request (a landing link, "Contratar online", ?s=…) that arrives while an order is under
 * way. The order's plan is the lead's `idPlan` on the backend, so selecting the
 * plan in the browser alone would leave the order on the old plan: the new plan replaces it with
 * PATCH lead-v2/{id}/plan, after coverage at the stored address has been checked for it.
 *
 * - "select": no order on the backend yet (or a new address still to be sent, which creates a new
 *   lead with the plan of the store): the plan is only selected in the store.
 * - "change-order": the lead exists with its address: check coverage, then PATCH plan.
 * - "keep": the request names the plan the order already has, or the order is placed (a placed
 *   order is never changed; the order page takes over).
 */
export type PlanRequestEffect = "select" | "change-order" | "keep";

type OrderState = Pick<PurchaseState, "leadId" | "sendAddress" | "orderNumber" | "planoSelected">;

export function planRequestEffect(state: Readonly<OrderState>, requested: Pick<Plan, "id">): PlanRequestEffect {
  if (state.planoSelected?.id === requested.id || state.orderNumber) return "keep";
  if (!state.leadId || state.sendAddress) return "select";
  return "change-order";
}

/**
 * Whether GET cep/coverage at the order's address sells `plan`. The answer lists the plans sold
 * there (already filtered for the addon); an empty list means the address has no coverage any
 * more, so the plan is not sold there either.
 */
export function soldAtAddress(offered: readonly Pick<Plan, "id">[], plan: Pick<Plan, "id">): boolean {
  return offered.some((p) => p.id === plan.id);
}
