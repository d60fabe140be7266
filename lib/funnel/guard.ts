import type { PurchaseState } from "@/lib/store/purchase";
import { houseLocated } from "@/lib/validation/address";
import { nextStep, type FlowContext } from "./flow";

/**
 * Step guard (ARCHITECTURE "Step guard"): a step may be entered only when every step before it on
 * the visitor's own path is done; otherwise the visitor goes to the first step that is not. The
 * path is walked with the same nextStep the screens use, so a rule changes in one place.
 */

type State = Readonly<PurchaseState>;

const digits = (s: string) => s.replace(/\D/g, "");

/** What each step gives the order: once true, the step is done. */
const DONE: Readonly<Record<string, (s: State, ctx: FlowContext) => boolean>> = {
  "checkout/cep": (s, ctx) => digits(s.zip).length === 8 && (!ctx.combinedCheckout || houseLocated(s)),
  // A number, or quadra and lote where the street is laid out that way (no number needed there).
  "checkout/nr-imovel": (s) => houseLocated(s),
  "checkout/verificando-disponibilidade": (s) => Boolean(s.leadId),
  "checkout/nome": (s) => Boolean(s.name.trim()),
  "checkout/telefone": (s) => digits(s.phone).length >= 10,
  "checkout/email": (s) => Boolean(s.email.trim()),
  "checkout/confirmacao-colaborador": (s) => s.collaboratorValidated,
  "checkout/data-nascimento": (s) => Boolean(s.birthDate),
  "checkout/nome-mae": (s) => Boolean(s.motherName.trim()),
  "checkout/cpf": (s) => Boolean(s.cpf || s.cnpj),
  "checkout/data-de-vencimento": (s) => Boolean(s.dueDate),
  "checkout/ativar-debito": (s) => s.directDebitAnswered,
  "checkout/conta-debito": (s) => Boolean(s.bank && s.bankAccountAgency && s.bankAccountNr),
  "checkout/instalacao-pagamento": (s) =>
    Boolean(s.dueDate) && s.directDebitAnswered && (!s.directDebit || Boolean(s.bank && s.bankAccountAgency && s.bankAccountNr)),
  "checkout/validacao": (s) => !s.quizNeeded && !s.rejected,
  "checkout/data-instalacao": (s) => s.installationSchedules.length > 0,
  "checkout/confirmacao": (s) => Boolean(s.orderNumber),
  "checkout/confirmando-dados": (s) => Boolean(s.orderNumber),
};

/** Steps that sit off the main path, with the step whose completion they need. */
const OFF_PATH: Readonly<Record<string, string>> = {
  "checkout/oferta-indisponivel": "checkout/verificando-disponibilidade",
  "checkout/validacao/erro1": "checkout/verificando-disponibilidade",
  "checkout/validacao/erro2": "checkout/verificando-disponibilidade",
  "checkout/dados-pessoais": "checkout/verificando-disponibilidade",
  "checkout/consulta-telefone": "checkout/verificando-disponibilidade",
  "checkout/instalacao": "checkout/verificando-disponibilidade",
  "checkout/cep-dados-cliente": "checkout/cep",
};

/** Entry pages that need nothing (they choose or show the plan). */
const OPEN = new Set(["checkout", "checkout/planos", "checkout/carrinho"]);

export const FIRST_STEP = "checkout/cep";

/** Where a step sends the visitor whose order this tab has just placed (the store emptied). */
export const ORDER_PLACED_STEP = "pedido-realizado";

/**
 * The route key the visitor must go to instead of `routeKey`, or null when the step may be
 * shown. Without a plan every step but the entry pages goes to the plan choice, except after
 * an order placed in this tab (`orderPlaced`: the kept last order): the store is emptied then,
 * so the browser's Back into the funnel would otherwise land on an empty plan list at 10 %;
 * the visitor sees the order instead. A new order starts by choosing a plan (an entry page).
 */
export function guardRedirect(routeKey: string, state: State, ctx: FlowContext, orderPlaced = false): string | null {
  if (OPEN.has(routeKey)) return null;
  if (!state.planoSelected) return orderPlaced && routeKey !== ORDER_PLACED_STEP ? ORDER_PLACED_STEP : "checkout/planos";
  if (routeKey === "pedido-realizado") return state.orderNumber ? null : (firstUndone("", state, ctx) ?? "checkout/confirmacao");
  const required = OFF_PATH[routeKey];
  if (required) return firstUndone(required, state, ctx) ?? (DONE[required]?.(state, ctx) === false ? required : null);
  return firstUndone(routeKey, state, ctx);
}

/**
 * The first step before `target` on the visitor's path that is not done, or null when all are.
 * An empty target walks the whole path.
 */
function firstUndone(target: string, state: State, ctx: FlowContext): string | null {
  let step = FIRST_STEP;
  // The path has about 20 steps; the bound only protects against a loop in nextStep.
  for (let i = 0; i < 40 && step && step !== target; i++) {
    if (step === "checkout/confirmacao") break;
    const done = DONE[step];
    if (done && !done(state, ctx)) return step;
    step = nextStep(step, ctx);
  }
  return null;
}
