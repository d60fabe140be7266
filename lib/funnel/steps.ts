import type { LeadStep } from "@/lib/api/contract";
import type { LayoutId, Stage } from "@/lib/routing/types";
import type { PurchaseState } from "@/lib/store/purchase";
import type { BackContext, FunnelContext } from "./context";
import { houseLocated } from "@/lib/validation/address";
import { onlyDigits } from "@/lib/validation/digits";

/**
 * The funnel as one table: every step of the purchase funnel, the coverage check and the renewal,
 * one record each. Everything a rule needs to know about a step is in its record, and the
 * rules are derived from the table: the routes of these pages (lib/routing/routes), the 21
 * progress steps of funnel §4 (`progress`, in table order), the next step (lib/funnel/checkout-path), the
 * back map of funnel §2 (lib/routing/back), the step guard (lib/funnel/guard), the progress bar's
 * special values (lib/routing/progress), the recovery step numbers (lib/tracking/recovery) and the
 * indexable entry steps (lib/seo). Keys are paths after the addon; a key that is not a row
 * does not compile where a step is named (`StepKey`). Code outside this file names a step through
 * `STEP` (below), so each path is written once, here.
 */

type State = Readonly<PurchaseState>;

/** The addon home, where "back" goes from a step without a previous one ("cep and others → /"). */
export const HOME = "";
export type Home = typeof HOME;

/**
 * The shape every flow's step rows share, this table's and the migration's (lib/funnel/migration):
 * the heading, where the step goes on and back, and what makes it done. `S` is what the flow
 * knows, `C` what decides its next step, `B` its back step.
 */
export interface StepRowShape<K extends string, S, C = unknown, B = C> {
  /** The step's heading (and the document title). */
  heading: string;
  /** The step after this one once its answer is saved (the backend's answers aside: checkout-path.ts). */
  next?: K | ((ctx: C) => K);
  /** Where "Voltar" goes (funnel §2 back map); omitted: the addon home. */
  back?: K | Home | ((ctx: B) => K | Home);
  /** What the step gives the order: once true, the step is done (the guard walks these). */
  done?: (s: S, ctx: C) => boolean;
}

export interface StepRow<K extends string> extends StepRowShape<K, State, FunnelContext, BackContext> {
  section: "checkout" | "coverage" | "renewal";
  /** Marketing §2 layout; the funnel's own "default" when omitted. */
  layout?: LayoutId;
  /** Funnel §2 stage group (checkout steps). */
  stage?: Stage;
  /** One of funnel §4's progress steps; their order is the table's. */
  progress?: true;
  /**
   * The PATCH lead-v2 steps that send a done step's answer: what a new lead for a new address
   * takes over from the one it replaces (lib/funnel/carry).
   */
  carries?: (s: State) => readonly LeadStep[];
  /**
   * How the guard lets a visitor in: "open" (entries that choose or show the plan), or only
   * after another step is done (steps off the main path). Omitted: every earlier step of the
   * visitor's own path must be done.
   */
  entry?: "open" | { after: K };
  /**
   * Where the guard sends a visitor who is past this step without it done, when not to the step
   * itself (funnel §2: the collaborator's code, not validated, sends the visitor to the e-mail step).
   */
  undoneGoesTo?: K;
  /**
   * Funnel §4: where the bar stands on this step when it is not the step's position: a fixed value,
   * or "quiz" (it moves with the answers). Omitted: the position among the progress steps.
   */
  bar?: number | "quiz";
  /**
   * A step outside funnel §4's 21 that belongs to one of them: its bar stands where that step's
   * does (confirmando-dados sends the confirmation, the personal-data pages are reached from it),
   * rather than falling back to the initial 10%.
   */
  barAs?: K;
  /** Addon b's fixed bar value on this step (funnel §4), where it is not its stage's. */
  combinedBar?: number;
  /** The funil_recuperacao field this step's answer first gives (lib/tracking/recovery). */
  recovery?: "name" | "phone" | "email";
  /** The last step whose fields funil_recuperacao sends: the one before bank data (marketing §7). */
  recoveryEnd?: true;
  /** The first page of its section, where a visitor may start: worth a search result (lib/seo). */
  indexable?: true;
}

const bankGiven = (s: State) => Boolean(s.bank && s.bankAccountAgency && s.bankAccountNr);

// Stage groups of funnel §2.
const D = "disponibilidade";
const P = "dados-pessoais";
const G = "pagamento";
const I = "instalação";
const F = "pedido-realizado";

/** Keys are inferred from the table itself; every target must be one of them. */
function defineSteps<K extends string>(rows: { readonly [P in K]: StepRow<NoInfer<K>> }) {
  return rows;
}

export const STEPS = defineSteps({
  // Purchase funnel, in funnel §2's path order (progress steps first, in their order).
  "checkout/cep": {
    section: "checkout", stage: D, progress: true, heading: "Qual é o CEP da instalação?",
    next: (ctx) => afterCep(ctx),
    done: (s, ctx) => onlyDigits(s.zip).length === 8 && (!ctx.combinedCheckout || houseLocated(s)),
  },
  "checkout/nr-imovel": {
    section: "checkout", stage: D, progress: true, heading: "Qual é o número do imóvel?",
    next: "checkout/verificando-disponibilidade", back: "checkout/cep",
    // A number, or quadra and lote where the street is laid out that way (no number needed there).
    done: (s) => houseLocated(s),
  },
  "checkout/verificando-disponibilidade": {
    section: "checkout", stage: D, progress: true, heading: "Verificando disponibilidade",
    next: "checkout/nome", back: (ctx) => houseStep(ctx),
    done: (s) => Boolean(s.leadId),
  },
  "checkout/oferta-indisponivel": {
    section: "checkout", stage: D, progress: true, heading: "Oferta indisponível no seu endereço",
    next: "checkout/nome", back: (ctx) => houseStep(ctx), entry: { after: "checkout/verificando-disponibilidade" },
  },
  "checkout/nome": {
    section: "checkout", stage: P, progress: true, heading: "Qual é o seu nome completo?", recovery: "name",
    next: "checkout/telefone", back: (ctx) => houseStep(ctx),
    done: (s) => Boolean(s.name.trim()), carries: () => ["name"],
  },
  "checkout/telefone": {
    section: "checkout", stage: P, progress: true, heading: "Qual é o seu telefone?", recovery: "phone",
    next: "checkout/email", back: "checkout/nome",
    done: (s) => onlyDigits(s.phone).length >= 10, carries: () => ["phone"],
  },
  "checkout/email": {
    section: "checkout", stage: P, progress: true, heading: "Qual é o seu e-mail?", recovery: "email",
    next: (ctx) => (ctx.requiresCollaboratorCode ? "checkout/confirmacao-colaborador" : "checkout/data-nascimento"),
    back: "checkout/telefone",
    done: (s) => Boolean(s.email.trim()), carries: () => ["email"],
  },
  "checkout/confirmacao-colaborador": {
    section: "checkout", stage: P, progress: true, heading: "Confirme o código de colaborador",
    next: "checkout/data-nascimento", back: "checkout/email", undoneGoesTo: "checkout/email",
    done: (s) => s.collaboratorValidated,
  },
  "checkout/data-nascimento": {
    section: "checkout", stage: P, progress: true, heading: "Qual é a sua data de nascimento?",
    next: "checkout/nome-mae", back: "checkout/email",
    done: (s) => Boolean(s.birthDate), carries: () => ["birthDate"],
  },
  "checkout/nome-mae": {
    section: "checkout", stage: P, progress: true, heading: "Qual é o nome da sua mãe?",
    next: "checkout/cpf", back: "checkout/data-nascimento",
    done: (s) => Boolean(s.motherName.trim()), carries: () => ["motherName"],
  },
  "checkout/cpf": {
    section: "checkout", stage: P, progress: true, heading: "Qual é o seu CPF?",
    // The CPF's answer carries the risk decision: a rejection is shown at once, not after the
    // visitor has filled due date and direct debit for an order that cannot go on. The quiz
    // still comes after the payment steps (afterPayment in checkout-path.ts).
    next: (ctx) =>
      ctx.rejected ? "checkout/validacao/erro1" : ctx.combinedCheckout ? "checkout/instalacao-pagamento" : "checkout/data-de-vencimento",
    back: "checkout/nome-mae",
    done: (s) => Boolean(s.cpf || s.cnpj), carries: () => ["documentNumber"],
  },
  "checkout/data-de-vencimento": {
    section: "checkout", stage: G, progress: true, heading: "Escolha o dia de vencimento da fatura",
    next: "checkout/ativar-debito", back: "checkout/cpf",
    done: (s) => Boolean(s.dueDate), carries: () => ["dueDate"],
  },
  "checkout/ativar-debito": {
    section: "checkout", stage: G, progress: true, heading: "Quer pagar com débito automático?", recoveryEnd: true,
    next: (ctx) => (ctx.directDebit ? "checkout/conta-debito" : afterPayment(ctx)),
    back: "checkout/data-de-vencimento",
    // "Não" sends bankInfo here; "Sim" sends it with the account, on conta-debito.
    done: (s) => s.directDebitAnswered, carries: (s) => (s.directDebit ? [] : ["bankInfo"]),
  },
  "checkout/conta-debito": {
    section: "checkout", stage: G, progress: true, heading: "Dados da conta para débito automático",
    next: (ctx) => afterPayment(ctx), back: "checkout/ativar-debito",
    done: bankGiven, carries: () => ["bankInfo"],
  },
  "checkout/validacao": {
    section: "checkout", stage: G, progress: true, heading: "Validação de segurança",
    // The quiz's rule wins over addon b's fixed value, so the bar moves as questions are answered.
    bar: "quiz",
    next: (ctx) => afterValidation(ctx), back: (ctx) => paymentStep(ctx),
    done: (s) => !s.quizNeeded && !s.rejected,
  },
  "checkout/validacao/erro1": {
    section: "checkout", stage: G, progress: true, heading: "Não foi possível validar seus dados",
    back: (ctx) => paymentStep(ctx), entry: { after: "checkout/verificando-disponibilidade" },
  },
  "checkout/validacao/erro2": {
    section: "checkout", stage: G, progress: true, heading: "Não foi possível concluir a validação",
    back: (ctx) => paymentStep(ctx), entry: { after: "checkout/verificando-disponibilidade" },
  },
  "checkout/data-instalacao": {
    section: "checkout", stage: I, progress: true, heading: "Escolha as datas para a instalação",
    next: "checkout/confirmacao", back: (ctx) => beforeInstallation(ctx),
    done: (s) => s.installationSchedules.length > 0, carries: () => ["scheduleDate"],
  },
  "checkout/confirmacao": {
    section: "checkout", stage: F, progress: true, heading: "Confira e confirme seu pedido", combinedBar: 87.5,
    next: "checkout/confirmando-dados",
    // The spec gives the scheduling case only; without scheduling, the step before data-instalacao.
    // After the order is placed the page shows it read-only, and going back leaves the funnel.
    back: (ctx) => (ctx.placedOrder ? HOME : ctx.installationSchedule ? "checkout/data-instalacao" : beforeInstallation(ctx)),
    done: (s) => Boolean(s.orderNumber),
  },
  // Funnel §2: back to confirmacao, which shows the placed order read-only (no second confirm).
  "pedido-realizado": {
    section: "checkout", stage: F, progress: true, heading: "Pedido realizado", back: "checkout/confirmacao", bar: 100,
  },
  // The other checkout routes: entries, addon b's combined steps, the confirmation call.
  checkout: { section: "checkout", stage: D, heading: "Contratar internet fibra", next: "checkout/cep", entry: "open" },
  "checkout/carrinho": { section: "checkout", stage: D, heading: "Seu carrinho", next: "checkout/cep", entry: "open" },
  "checkout/planos": { section: "checkout", stage: D, heading: "Escolha seu plano", next: "checkout/cep", entry: "open" },
  "checkout/cep-dados-cliente": {
    section: "checkout", stage: D, heading: "Qual é o endereço da instalação?",
    // The CEP step's screen and answer (addon b asks the house number there too).
    next: (ctx) => afterCep(ctx), entry: { after: "checkout/cep" },
  },
  "checkout/dados-pessoais": {
    section: "checkout", stage: P, heading: "Seus dados pessoais", barAs: "checkout/confirmacao",
    next: "checkout/confirmacao", back: "checkout/consulta-telefone", entry: { after: "checkout/verificando-disponibilidade" },
  },
  "checkout/consulta-telefone": {
    section: "checkout", stage: P, heading: "Confirme seu telefone", barAs: "checkout/confirmacao",
    next: "checkout/dados-pessoais", back: "checkout/confirmacao", entry: { after: "checkout/verificando-disponibilidade" },
  },
  "checkout/instalacao": {
    section: "checkout", stage: I, heading: "Instalação", barAs: "checkout/data-instalacao",
    // The dates (plans with scheduling) or the summary, as after the quiz: the pages that link
    // here ("Saiba como funciona"), so "Voltar" returns there too.
    next: (ctx) => afterValidation(ctx), back: (ctx) => afterValidation(ctx), entry: { after: "checkout/verificando-disponibilidade" },
  },
  "checkout/instalacao-pagamento": {
    // Addon b's payment step, where the others have data-de-vencimento to conta-debito.
    section: "checkout", stage: I, heading: "Instalação e pagamento", barAs: "checkout/data-de-vencimento",
    next: (ctx) => afterPayment(ctx), back: "checkout/cpf",
    done: (s) => Boolean(s.dueDate) && s.directDebitAnswered && (!s.directDebit || bankGiven(s)),
    carries: () => ["dueDate", "bankInfo"],
  },
  // The confirmation being sent (PUT lead-v2): the bar stays at confirmacao's and "Voltar" goes
  // back to the summary, not home.
  "checkout/confirmando-dados": {
    section: "checkout", stage: F, heading: "Confirmando seus dados", barAs: "checkout/confirmacao",
    next: "pedido-realizado", back: "checkout/confirmacao", done: (s) => Boolean(s.orderNumber),
  },
  // Coverage check (marketing §2 layouts); back stays within consultar-cobertura.
  "consultar-cobertura/cep": { section: "coverage", layout: "coverage", heading: "Consulte a cobertura na sua região", indexable: true },
  "consultar-cobertura/nr-imovel": {
    section: "coverage", layout: "coverage", heading: "Qual é o número do imóvel?", back: "consultar-cobertura/cep",
  },
  "consultar-cobertura/verificando-disponibilidade": {
    section: "coverage", layout: "loading", heading: "Verificando disponibilidade", back: "consultar-cobertura/nr-imovel",
  },
  "consultar-cobertura/sem-cobertura": { section: "coverage", layout: "no-coverage", heading: "Ainda não chegamos ao seu endereço" },
  "consultar-cobertura/oferta-indisponivel": {
    section: "coverage", layout: "no-coverage", heading: "Oferta indisponível no seu endereço", back: "consultar-cobertura/nr-imovel",
  },
  "consultar-cobertura/planos": { section: "coverage", layout: "plans", heading: "Planos disponíveis no seu endereço" },
  "consultar-cobertura/com-cobertura": { section: "coverage", layout: "receive-call", heading: "Temos cobertura no seu endereço" },
  // Renewal (refidelizacao): back one page at a time.
  "refidelizacao/consulta-cpf": {
    section: "renewal", heading: "Renove seu plano: informe seu CPF", next: "refidelizacao/ofertas", indexable: true,
  },
  "refidelizacao/ofertas": {
    section: "renewal", heading: "Ofertas de renovação para você", next: "refidelizacao/confirmacao", back: "refidelizacao/consulta-cpf",
  },
  "refidelizacao/confirmacao": {
    section: "renewal", heading: "Confirme a renovação", next: "refidelizacao/pedido-realizado", back: "refidelizacao/ofertas", bar: 50,
  },
  // As the checkout's order page: the confirmation shows the order once it is placed
  // (lib/funnel/renewal), so "Voltar" goes home.
  "refidelizacao/pedido-realizado": { section: "renewal", heading: "Renovação realizada", back: HOME, bar: 100 },
});

/** A step of the funnel, the coverage check or the renewal: a row of STEPS. */
export type StepKey = keyof typeof STEPS;
type Row = StepRow<StepKey>;

/** The rows in table order, typed for iteration. */
export const STEP_ROWS = Object.entries(STEPS) as [StepKey, Row][];

export function isStep(key: string): key is StepKey {
  return Object.hasOwn(STEPS, key);
}

/** The row of a route key, or undefined for pages that are not steps. */
export function stepRow(key: string): Row | undefined {
  return isStep(key) ? STEPS[key] : undefined;
}

/**
 * A step's name in code: its key in camelCase, "/" and "-" as word breaks ("checkout/nr-imovel" →
 * checkoutNrImovel, "pedido-realizado" → pedidoRealizado). `STEP.checkoutNrImovel` is the key
 * itself, typed as that one key: the screens and rules name a step through it, so the path is
 * written only in the table, and a name that is not a row does not compile.
 */
type Camel<S extends string> = S extends `${infer H}${"/" | "-"}${infer T}` ? `${H}${Capitalize<Camel<T>>}` : S;

const camel = (key: string) => key.replace(/[/-](.)/g, (_, c: string) => c.toUpperCase());

export const STEP = Object.freeze(Object.fromEntries(STEP_ROWS.map(([key]) => [camel(key), key]))) as {
  readonly [K in StepKey as Camel<K>]: K;
};

/** The first step of the checkout path (the guard walks from here). */
export const FIRST_STEP = STEP.checkoutCep;

/** Funnel §4's progress steps: the landing page, then the table's progress rows in order. */
export const PROGRESS_STEPS: readonly (StepKey | Home)[] = [HOME, ...STEP_ROWS.filter(([, r]) => r.progress).map(([k]) => k)];

// The helpers below name their steps as literals: typed StepKey, the table's type would depend on
// itself. The table checks each literal against its keys where it uses them.
type AfterValidation = "checkout/data-instalacao" | "checkout/confirmacao";

/** After the payment steps: rejection, quiz, installation dates, confirmation — in that order. */
export function afterPayment(ctx: FunnelContext): "checkout/validacao/erro1" | "checkout/validacao" | AfterValidation {
  if (ctx.rejected) return "checkout/validacao/erro1";
  if (ctx.quizNeeded) return "checkout/validacao";
  return afterValidation(ctx);
}

/** The step that asked the house number: addon b's CEP step, the others' nr-imovel (funnel §2 "nome"). */
function houseStep(ctx: Pick<FunnelContext, "combinedCheckout">): "checkout/cep" | "checkout/nr-imovel" {
  return ctx.combinedCheckout ? "checkout/cep" : "checkout/nr-imovel";
}

/**
 * The payment step the quiz goes back to: ativar-debito (funnel §2 "validacao"), or addon b's
 * instalacao-pagamento, where b answers the direct-debit question (it has no ativar-debito).
 */
function paymentStep(ctx: Pick<FunnelContext, "combinedCheckout">): "checkout/instalacao-pagamento" | "checkout/ativar-debito" {
  return ctx.combinedCheckout ? "checkout/instalacao-pagamento" : "checkout/ativar-debito";
}

/** After the CEP: addon b asked the house number with it; the others ask it next. */
function afterCep(ctx: Pick<FunnelContext, "combinedCheckout">): "checkout/verificando-disponibilidade" | "checkout/nr-imovel" {
  return ctx.combinedCheckout ? "checkout/verificando-disponibilidade" : "checkout/nr-imovel";
}

/** After the quiz was passed (or was not needed). */
export function afterValidation(ctx: Pick<FunnelContext, "installationSchedule">): AfterValidation {
  return ctx.installationSchedule ? "checkout/data-instalacao" : "checkout/confirmacao";
}

function beforeInstallation(
  ctx: Pick<FunnelContext, "combinedCheckout" | "directDebit">,
): "checkout/instalacao-pagamento" | "checkout/conta-debito" | "checkout/ativar-debito" {
  return ctx.combinedCheckout ? "checkout/instalacao-pagamento" : ctx.directDebit ? "checkout/conta-debito" : "checkout/ativar-debito";
}
