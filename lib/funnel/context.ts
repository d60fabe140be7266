import type { Addon } from "@/lib/addons";
import type { RiskValidation } from "@/lib/api/contract";
import type { PurchaseState } from "@/lib/store/purchase";

/**
 * The one context of the funnel's rules: what the next step, the back link, the step guard and
 * the progress bar depend on besides the route. Callers that know only part of it (the header
 * knows the addon, not the order) pass the part the rule reads (`Pick<FunnelContext, …>`).
 */
export interface FunnelContext {
  /** Addon b: CEP and number on one step, then the combined instalacao-pagamento step. */
  combinedCheckout: boolean;
  /** oferta-colaborador: the code must be validated after the e-mail step. */
  requiresCollaboratorCode: boolean;
  /** The visitor chose direct debit. */
  directDebit: boolean;
  /** The selected plan lets the visitor schedule the installation. */
  installationSchedule: boolean;
  /** The backend asked for the risk quiz (lead creation or CPF answer). */
  quizNeeded: boolean;
  /** The backend rejected the order (risk validation). */
  rejected: boolean;
  /** Quiz-progress value on the validacao step (0 before the first answer). */
  quizProgress?: number;
  /**
   * This tab has just placed an order and emptied the store (the order page keeps its number):
   * confirmacao then shows that order read-only, and its back leaves the funnel.
   */
  placedOrder?: boolean;
}

/** What the back map of funnel §2 reads. */
export type BackContext = Pick<FunnelContext, "combinedCheckout" | "installationSchedule" | "directDebit" | "placedOrder">;

/** What the progress bar of funnel §4 reads. */
export type ProgressContext = Pick<FunnelContext, "combinedCheckout" | "quizProgress">;

/** The context of an order in the store under an addon. */
export function funnelContext(addon: Pick<Addon, "combinedCheckout" | "requiresCollaboratorCode">, s: Readonly<PurchaseState>): FunnelContext {
  return {
    combinedCheckout: addon.combinedCheckout,
    requiresCollaboratorCode: addon.requiresCollaboratorCode,
    directDebit: s.directDebit,
    installationSchedule: Boolean(s.planoSelected?.installationSchedule),
    quizNeeded: s.quizNeeded,
    rejected: s.rejected,
  };
}

/** Risk validation of a backend answer onto the store (funnel §4). */
export function riskPatch(risk: RiskValidation | null | undefined): Partial<PurchaseState> {
  if (!risk) return {};
  return {
    quizNeeded: Boolean(risk.quiz_needed && risk.quiz),
    quiz: risk.quiz ?? null,
    rejected: Boolean(risk.rejected),
    rejectedMessage: risk.rejected_message ?? "",
  };
}
