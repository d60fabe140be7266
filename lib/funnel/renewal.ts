import { STEP, type StepKey } from "./steps";

/**
 * The renewal's guard after the order: once the renewal is confirmed (an order
 * number), every renewal page but the CPF lookup (a new request starts there) shows the order, so
 * the browser's Back never offers "Confirme a renovação" again, and a second PUT renewalBaseUser
 * cannot be sent from a stale page. The checkout's order page and the migration do the same
 * (lib/funnel/guard.ts `orderPlaced`, migrationStepToShow).
 */
export function renewalRedirect(routeKey: string, placed: boolean): StepKey | null {
  if (!placed || routeKey === STEP.refidelizacaoConsultaCpf || routeKey === STEP.refidelizacaoPedidoRealizado) return null;
  return STEP.refidelizacaoPedidoRealizado;
}

/** PATCH/PUT renewalBaseUser/{id}: the chosen offer in its slot, the other null. */
export function renewalOffers(offers: readonly { id: string }[], chosen: number | null): { offer1: string | null; offer2: string | null } {
  return {
    offer1: chosen === 0 ? (offers[0]?.id ?? null) : null,
    offer2: chosen === 1 ? (offers[1]?.id ?? null) : null,
  };
}
