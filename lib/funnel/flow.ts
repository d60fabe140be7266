/**
 * The forward path of the purchase funnel (funnel §2 "Checkout path order"), the mirror of the
 * back map in lib/routing/back.ts: which step follows a step, given what the visitor answered and
 * what the backend decided. Route keys are paths after the addon ("checkout/nome").
 */

export interface FlowContext {
  /** Addon b: CEP and number on one step, then the combined instalacao-pagamento step. */
  combinedCheckout: boolean;
  /** oferta-colaborador: the code must be validated after the e-mail step. */
  requiresCollaboratorCode: boolean;
  directDebit: boolean;
  /** The selected plan lets the visitor schedule the installation. */
  installationSchedule: boolean;
  /** The backend asked for the risk quiz (lead creation or CPF answer). */
  quizNeeded: boolean;
  /** The backend rejected the order (risk validation). */
  rejected: boolean;
}

/** The outcome of verificando-disponibilidade (funnel §4 lead creation with coverage). */
export type AvailabilityOutcome = "available" | "offer-unavailable" | "no-coverage";

const C = (step: string) => `checkout/${step}`;

/** After the payment steps: rejection, quiz, installation dates, confirmation — in that order. */
export function afterPayment(ctx: FlowContext): string {
  if (ctx.rejected) return C("validacao/erro1");
  if (ctx.quizNeeded) return C("validacao");
  return afterValidation(ctx);
}

/** After the quiz was passed (or was not needed). */
export function afterValidation(ctx: FlowContext): string {
  return ctx.installationSchedule ? C("data-instalacao") : C("confirmacao");
}

export function afterAvailability(outcome: AvailabilityOutcome): string {
  if (outcome === "no-coverage") return "consultar-cobertura/sem-cobertura";
  if (outcome === "offer-unavailable") return C("oferta-indisponivel");
  return C("nome");
}

/**
 * The step after `routeKey` once its answer is saved. Steps whose next step depends on the
 * backend's answer (availability, quiz) have their own functions above; here they give their
 * usual successor.
 */
export function nextStep(routeKey: string, ctx: FlowContext): string {
  switch (routeKey) {
    case "checkout":
    case "checkout/carrinho":
    case "checkout/planos":
      return C("cep");
    case "checkout/cep":
      return ctx.combinedCheckout ? C("verificando-disponibilidade") : C("nr-imovel");
    case "checkout/cep-dados-cliente":
    case "checkout/nr-imovel":
      return C("verificando-disponibilidade");
    case "checkout/verificando-disponibilidade":
    case "checkout/oferta-indisponivel":
      return C("nome");
    case "checkout/nome":
      return C("telefone");
    case "checkout/telefone":
      return C("email");
    case "checkout/email":
      return ctx.requiresCollaboratorCode ? C("confirmacao-colaborador") : C("data-nascimento");
    case "checkout/confirmacao-colaborador":
      return C("data-nascimento");
    case "checkout/data-nascimento":
      return C("nome-mae");
    case "checkout/nome-mae":
      return C("cpf");
    case "checkout/cpf":
      // The CPF's answer carries the risk decision: a rejection is shown at once, not after the
      // visitor has filled due date and direct debit for an order that cannot go on. The quiz
      // still comes after the payment steps (afterPayment).
      if (ctx.rejected) return C("validacao/erro1");
      return ctx.combinedCheckout ? C("instalacao-pagamento") : C("data-de-vencimento");
    case "checkout/data-de-vencimento":
      return C("ativar-debito");
    case "checkout/ativar-debito":
      return ctx.directDebit ? C("conta-debito") : afterPayment(ctx);
    case "checkout/conta-debito":
    case "checkout/instalacao-pagamento":
      return afterPayment(ctx);
    case "checkout/validacao":
      return afterValidation(ctx);
    case "checkout/data-instalacao":
    case "checkout/instalacao":
      return C("confirmacao");
    case "checkout/dados-pessoais":
    case "checkout/consulta-telefone":
      return C("confirmacao");
    case "checkout/confirmacao":
      return C("confirmando-dados");
    case "checkout/confirmando-dados":
      return "pedido-realizado";
    default:
      return "";
  }
}
