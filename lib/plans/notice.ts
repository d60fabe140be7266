/**
 * Why the checkout sent the visitor to choose a plan (/checkout/planos/): the reason travels as a
 * query parameter so that the plan list can say it, and a reload still says it. Only a fixed code
 * goes in the URL, never the plan or anything about the visitor.
 */

export const PLAN_NOTICE_PARAM = "motivo";

/** Reason codes → the sentence the plan list shows (user-facing, Portuguese). */
export const PLAN_NOTICES = {
  "plano-fora-da-oferta": "O plano escolhido não faz parte desta oferta. Escolha um dos planos disponíveis.",
  "escolha-o-plano": "Mais de um plano corresponde ao link que você seguiu. Escolha um dos planos disponíveis.",
} as const;

export type PlanNoticeCode = keyof typeof PLAN_NOTICES;

/** The sentence for a query string's reason, or null for none or an unknown code. */
export function planNotice(search: string | URLSearchParams): string | null {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const code = params.get(PLAN_NOTICE_PARAM);
  return code !== null && Object.hasOwn(PLAN_NOTICES, code) ? PLAN_NOTICES[code as PlanNoticeCode] : null;
}
