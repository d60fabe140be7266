import type { ProgressContext } from "@/lib/funnel/context";
import { PROGRESS_STEPS, STEP, stepRow } from "@/lib/funnel/steps";
import { getRoute } from "./routes";
import type { Stage } from "./types";

/** Funnel §9: 21 progress steps, initial progress 10%, quiz progress adds 3 plus 2 per unit. */
export const PROGRESS_STEP_COUNT = PROGRESS_STEPS.length;
export const INITIAL_PROGRESS = 10;
export const QUIZ_BASE_BONUS = 3;
export const QUIZ_STEP_BONUS = 2;
/** Funnel §4: addon b's fixed position on its payment and installation steps (other fixed values: rows' `bar`, `combinedBar`). */
export const COMBINED_PAYMENT_INSTALLATION_PROGRESS = 62.5;

export type { ProgressContext };

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Progress percentage of a funnel route (funnel §4), or null where the page has no progress bar
 * (marketing and coverage pages). The bar never shows less than its initial 10%.
 */
export function progressFor(routeKey: string, ctx: ProgressContext): number | null {
  const route = getRoute(routeKey);
  if (!route) return null;
  // The facts of a step (a fixed value, the quiz's rule, addon b's value) are its row's.
  const row = stepRow(routeKey);
  if (row?.barAs) return progressFor(row.barAs, ctx);
  if (typeof row?.bar === "number") return row.bar;
  if (route.section === "renewal") return INITIAL_PROGRESS;
  if (route.section !== "checkout") return null;
  if (row?.bar === "quiz") {
    const quiz = Number.isFinite(ctx.quizProgress) ? Math.max(0, ctx.quizProgress ?? 0) : 0;
    return Math.min(100, INITIAL_PROGRESS + QUIZ_BASE_BONUS + QUIZ_STEP_BONUS * quiz);
  }
  if (ctx.combinedCheckout) {
    if (row?.combinedBar !== undefined) return row.combinedBar;
    if (route.stage === "pagamento" || route.stage === "instalação") return COMBINED_PAYMENT_INSTALLATION_PROGRESS;
  }
  const index = (PROGRESS_STEPS as readonly string[]).indexOf(routeKey);
  if (index < 0) return INITIAL_PROGRESS;
  return Math.max(INITIAL_PROGRESS, round1(((index + 1) / PROGRESS_STEP_COUNT) * 100));
}

/**
 * Funnel §2 stage groups, in the order a visitor meets them, with their visible labels. The last
 * group holds the confirmation steps too (`confirmacao`, `confirmando-dados`), where the order
 * does not exist yet: there it reads "Confirmação", and "Pedido realizado" only on the routes in
 * `placedOn` (the order page), so the header never claims an order that was not placed.
 */
export const STAGES: readonly { id: Stage; label: string; placedLabel?: string; placedOn?: readonly string[] }[] = [
  { id: "disponibilidade", label: "Disponibilidade" },
  { id: "dados-pessoais", label: "Dados pessoais" },
  { id: "pagamento", label: "Pagamento" },
  { id: "instalação", label: "Instalação" },
  { id: "pedido-realizado", label: "Confirmação", placedLabel: "Pedido realizado", placedOn: [STEP.pedidoRealizado] },
];

export interface StageView {
  id: Stage;
  label: string;
  current: boolean;
}

/** The stage list of a funnel route, with each label as that route shows it. */
export function stagesFor(routeKey: string, stage: Stage | null): StageView[] {
  return STAGES.map((s) => ({
    id: s.id,
    label: s.placedLabel && s.placedOn?.includes(routeKey) ? s.placedLabel : s.label,
    current: s.id === stage,
  }));
}
