import { STEP_ROWS, type StepKey } from "@/lib/funnel/steps";
import type { LayoutId, RouteDef, Section } from "./types";

type PageRow = readonly [key: string, layout: LayoutId, section: Section, heading: string];

/**
 * The pages that are not funnel steps (marketing §2 and funnel §2 "Other routes"): layout, section
 * and heading. The steps of the purchase funnel, the coverage check and the renewal come from the
 * step table (lib/funnel/steps), which holds everything else about them.
 */
const PAGES = [
  // Landing and home-layout pages (marketing §2).
  ["", "home", "marketing", "Internet fibra óptica TIM Ultrafibra"],
  ["ofertas", "home", "marketing", "Ofertas TIM Ultrafibra"],
  ["novo-cliente", "home", "marketing", "Seja cliente TIM Ultrafibra"],
  ["consulta-cpf", "home", "marketing", "Consulte ofertas pelo seu CPF"],
  ["livelo", "home", "marketing", "TIM Ultrafibra e Livelo"],
  ["globoplay", "home", "marketing", "Internet fibra com Globoplay"],
  ["hbo-max", "home", "marketing", "Internet fibra com HBO Max"],
  ["paramount", "home", "marketing", "Internet fibra com Paramount+"],
  ["max", "home", "marketing", "Internet fibra com HBO Max"],
  // Other entries (funnel §2 "Other routes").
  ["receber-ligacao", "receive-call", "other", "Receba uma ligação"],
  ["selecao-plano-movel", "mobile-plan", "other", "Escolha seu plano móvel TIM"],
  ["regulamentos", "no-coverage", "other", "Regulamentos, sumários e contratos"],
  ["linktree", "no-coverage", "other", "TIM Ultrafibra: links úteis"],
  ["chat", "loading", "other", "Abrindo o atendimento por chat"],
  ["chat-tct", "loading", "other", "Abrindo o atendimento por chat"],
] as const satisfies readonly PageRow[];

/** Every route of funnel §2 and marketing §2: a page or a step. A typo in a key does not compile. */
export type RouteKey = (typeof PAGES)[number][0] | StepKey;

const pageRoutes: RouteDef[] = PAGES.map(([key, layout, section, heading]) => ({ key, layout, section, stage: null, heading }));
const stepRoutes: RouteDef[] = STEP_ROWS.map(([key, row]) => ({
  key,
  layout: row.layout ?? "default",
  section: row.section,
  stage: row.stage ?? null,
  heading: row.heading,
}));

export const ROUTES: ReadonlyMap<string, RouteDef> = new Map([...pageRoutes, ...stepRoutes].map((route) => [route.key, route]));

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
