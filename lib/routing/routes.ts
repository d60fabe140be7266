import type { LayoutId, RouteDef, Section, Stage } from "./types";

/**
 * Funnel §2 "Checkout path order" plus the two validation error pages: the 21 progress steps of
 * funnel §4. Keys are paths after the addon.
 */
export const PROGRESS_STEPS = [
  "",
  "checkout/cep",
  "checkout/nr-imovel",
  "checkout/verificando-disponibilidade",
  "checkout/oferta-indisponivel",
  "checkout/nome",
  "checkout/telefone",
  "checkout/email",
  "checkout/confirmacao-colaborador",
  "checkout/data-nascimento",
  "checkout/nome-mae",
  "checkout/cpf",
  "checkout/data-de-vencimento",
  "checkout/ativar-debito",
  "checkout/conta-debito",
  "checkout/validacao",
  "checkout/validacao/erro1",
  "checkout/validacao/erro2",
  "checkout/data-instalacao",
  "checkout/confirmacao",
  "pedido-realizado",
] as const;

type Row = readonly [key: string, layout: LayoutId, section: Section, stage: Stage | null, heading: string];

const D = "disponibilidade";
const P = "dados-pessoais";
const G = "pagamento";
const I = "instalação";
const F = "pedido-realizado";

/** Every route of funnel §2 and marketing §2: layout, section, stage and heading. */
const ROWS: readonly Row[] = [
  // Landing and home-layout pages (marketing §2).
  ["", "home", "marketing", null, "Internet fibra óptica TIM Ultrafibra"],
  ["ofertas", "home", "marketing", null, "Ofertas TIM Ultrafibra"],
  ["novo-cliente", "home", "marketing", null, "Seja cliente TIM Ultrafibra"],
  ["consulta-cpf", "home", "marketing", null, "Consulte ofertas pelo seu CPF"],
  ["livelo", "home", "marketing", null, "TIM Ultrafibra e Livelo"],
  ["globoplay", "home", "marketing", null, "Internet fibra com Globoplay"],
  ["hbo-max", "home", "marketing", null, "Internet fibra com HBO Max"],
  ["paramount", "home", "marketing", null, "Internet fibra com Paramount+"],
  ["max", "home", "marketing", null, "Internet fibra com HBO Max"],
  // Coverage check (marketing §2 layouts).
  ["consultar-cobertura/cep", "coverage", "coverage", null, "Consulte a cobertura na sua região"],
  ["consultar-cobertura/nr-imovel", "coverage", "coverage", null, "Qual é o número do imóvel?"],
  ["consultar-cobertura/verificando-disponibilidade", "loading", "coverage", null, "Verificando disponibilidade"],
  ["consultar-cobertura/sem-cobertura", "no-coverage", "coverage", null, "Ainda não chegamos ao seu endereço"],
  ["consultar-cobertura/oferta-indisponivel", "no-coverage", "coverage", null, "Oferta indisponível no seu endereço"],
  ["consultar-cobertura/planos", "plans", "coverage", null, "Planos disponíveis no seu endereço"],
  ["consultar-cobertura/com-cobertura", "receive-call", "coverage", null, "Temos cobertura no seu endereço"],
  // Other entries (funnel §2 "Other routes").
  ["receber-ligacao", "receive-call", "other", null, "Receba uma ligação"],
  ["selecao-plano-movel", "mobile-plan", "other", null, "Escolha seu plano móvel TIM"],
  ["regulamentos", "no-coverage", "other", null, "Regulamentos, sumários e contratos"],
  ["linktree", "no-coverage", "other", null, "TIM Ultrafibra: links úteis"],
  ["chat", "loading", "other", null, "Abrindo o atendimento por chat"],
  ["chat-tct", "loading", "other", null, "Abrindo o atendimento por chat"],
  // Purchase funnel, in path order (funnel §2), then the other checkout routes.
  ["checkout/cep", "default", "checkout", D, "Qual é o CEP da instalação?"],
  ["checkout/nr-imovel", "default", "checkout", D, "Qual é o número do imóvel?"],
  ["checkout/verificando-disponibilidade", "default", "checkout", D, "Verificando disponibilidade"],
  ["checkout/oferta-indisponivel", "default", "checkout", D, "Oferta indisponível no seu endereço"],
  ["checkout/nome", "default", "checkout", P, "Qual é o seu nome completo?"],
  ["checkout/telefone", "default", "checkout", P, "Qual é o seu telefone?"],
  ["checkout/email", "default", "checkout", P, "Qual é o seu e-mail?"],
  ["checkout/confirmacao-colaborador", "default", "checkout", P, "Confirme o código de colaborador"],
  ["checkout/data-nascimento", "default", "checkout", P, "Qual é a sua data de nascimento?"],
  ["checkout/nome-mae", "default", "checkout", P, "Qual é o nome da sua mãe?"],
  ["checkout/cpf", "default", "checkout", P, "Qual é o seu CPF?"],
  ["checkout/data-de-vencimento", "default", "checkout", G, "Escolha o dia de vencimento da fatura"],
  ["checkout/ativar-debito", "default", "checkout", G, "Quer pagar com débito automático?"],
  ["checkout/conta-debito", "default", "checkout", G, "Dados da conta para débito automático"],
  ["checkout/validacao", "default", "checkout", G, "Validação de segurança"],
  ["checkout/validacao/erro1", "default", "checkout", G, "Não foi possível validar seus dados"],
  ["checkout/validacao/erro2", "default", "checkout", G, "Não foi possível concluir a validação"],
  ["checkout/data-instalacao", "default", "checkout", I, "Escolha as datas para a instalação"],
  ["checkout/confirmacao", "default", "checkout", F, "Confira e confirme seu pedido"],
  ["pedido-realizado", "default", "checkout", F, "Pedido realizado"],
  ["checkout", "default", "checkout", D, "Contratar internet fibra"],
  ["checkout/carrinho", "default", "checkout", D, "Seu carrinho"],
  ["checkout/planos", "default", "checkout", D, "Escolha seu plano"],
  ["checkout/cep-dados-cliente", "default", "checkout", D, "Qual é o endereço da instalação?"],
  ["checkout/dados-pessoais", "default", "checkout", P, "Seus dados pessoais"],
  ["checkout/consulta-telefone", "default", "checkout", P, "Confirme seu telefone"],
  ["checkout/instalacao", "default", "checkout", I, "Instalação"],
  ["checkout/instalacao-pagamento", "default", "checkout", I, "Instalação e pagamento"],
  ["checkout/confirmando-dados", "default", "checkout", F, "Confirmando seus dados"],
  // Renewal (refidelizacao).
  ["refidelizacao/consulta-cpf", "default", "renewal", null, "Renove seu plano: informe seu CPF"],
  ["refidelizacao/ofertas", "default", "renewal", null, "Ofertas de renovação para você"],
  ["refidelizacao/confirmacao", "default", "renewal", null, "Confirme a renovação"],
  ["refidelizacao/pedido-realizado", "default", "renewal", null, "Renovação realizada"],
];

export const ROUTES: ReadonlyMap<string, RouteDef> = new Map(
  ROWS.map(([key, layout, section, stage, heading]) => [key, { key, layout, section, stage, heading }]),
);

export function getRoute(key: string): RouteDef | undefined {
  return ROUTES.get(key);
}

/** The 404 page as a route, so the shell renders it like any other. */
export const NOT_FOUND_ROUTE: RouteDef = {
  key: "404",
  layout: "not-found",
  section: "other",
  stage: null,
  heading: "Página não encontrada",
};
