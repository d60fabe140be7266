import { pathFor } from "./paths";
import { getRoute } from "./routes";

/** What the back map of funnel §2 depends on. */
export interface BackContext {
  /** Addon b's combined checkout (Addon.combinedCheckout). */
  combinedCheckout: boolean;
  /** The selected plan has installation scheduling (Plan.installationSchedule). */
  installationSchedule: boolean;
  /** The visitor chose direct debit. */
  directDebit: boolean;
}

type BackRule = string | ((ctx: BackContext) => string);

const beforeInstallation = (ctx: BackContext): string =>
  ctx.combinedCheckout ? "instalacao-pagamento" : ctx.directDebit ? "conta-debito" : "ativar-debito";

/**
 * Funnel §2 "Back (previous step) map", by step name. "" is the addon home. Where the spec gives a
 * condition without an "else" (confirmacao), the step before data-instalacao is used, since a plan
 * without scheduling skips that step.
 */
export const BACK_MAP: Readonly<Record<string, BackRule>> = {
  "dados-pessoais": "consulta-telefone",
  "consulta-telefone": "confirmacao",
  "pedido-realizado": "confirmacao",
  confirmacao: (ctx) => (ctx.installationSchedule ? "data-instalacao" : beforeInstallation(ctx)),
  "data-instalacao": beforeInstallation,
  "conta-debito": "ativar-debito",
  "ativar-debito": "data-de-vencimento",
  "data-de-vencimento": "cpf",
  validacao: "ativar-debito",
  "validacao/erro1": "ativar-debito",
  "validacao/erro2": "ativar-debito",
  cpf: "nome-mae",
  "nome-mae": "data-nascimento",
  "data-nascimento": "email",
  email: "telefone",
  telefone: "nome",
  nome: (ctx) => (ctx.combinedCheckout ? "cep" : "nr-imovel"),
  "nr-imovel": "cep",
  "verificando-disponibilidade": "nr-imovel",
  "oferta-indisponivel": "nr-imovel",
  "confirmacao-colaborador": "email",
};

/** Renewal pages go back one page at a time. */
const RENEWAL_ORDER = ["consulta-cpf", "ofertas", "confirmacao", "pedido-realizado"];

/**
 * The route key the back link of a route leads to. Steps are looked up by name in the route's
 * own section first (coverage pages stay in coverage), then in the checkout; unmatched steps
 * ("cep and others") go to the addon home.
 */
export function backRouteKey(routeKey: string, ctx: BackContext): string {
  const route = getRoute(routeKey);
  if (!route) return "";
  if (route.section === "renewal") {
    const step = routeKey.slice("refidelizacao/".length);
    const i = RENEWAL_ORDER.indexOf(step);
    return i > 0 ? `refidelizacao/${RENEWAL_ORDER[i - 1]}` : "";
  }
  if (route.section !== "checkout" && route.section !== "coverage") return "";
  const slash = routeKey.indexOf("/");
  const prefix = slash >= 0 ? routeKey.slice(0, slash) : "";
  const step = slash >= 0 ? routeKey.slice(slash + 1) : routeKey;
  const rule = BACK_MAP[step];
  if (rule === undefined) return "";
  const target = typeof rule === "function" ? rule(ctx) : rule;
  for (const candidate of [prefix && `${prefix}/${target}`, `checkout/${target}`]) {
    if (candidate && getRoute(candidate)) return candidate;
  }
  return "";
}

/** The back link's href, addon prefix and trailing slash included. */
export function backHref(addonId: string, routeKey: string, ctx: BackContext): string {
  return pathFor(addonId, backRouteKey(routeKey, ctx));
}
