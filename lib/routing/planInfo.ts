import { STEP, stepRow } from "@/lib/funnel/steps";

/**
 * Funnel §2's plan-info line on a route (plan, value, "Editar"):
 * - "reserve": the checkout's steps, where the plan is only known in the browser: the server
 *   renders an empty line of the same height so the step does not move when it appears;
 * - "when-chosen": shown once a plan is chosen, no room kept (marketing pages, coverage, and the
 *   order page: the order is placed there and the store emptied, so a kept line would stay an
 *   empty grey band for good);
 * - "none": the renewal, whose offers are not the checkout's plan (a kept line would be an empty
 *   grey band there too).
 */
export type PlanInfoMode = "reserve" | "when-chosen" | "none";

export function planInfoMode(routeKey: string): PlanInfoMode {
  const section = stepRow(routeKey)?.section;
  if (section === "renewal") return "none";
  if (section === "checkout" && routeKey !== STEP.pedidoRealizado) return "reserve";
  return "when-chosen";
}
