import type { PurchaseState } from "@/lib/store/purchase";
import type { FunnelContext } from "./context";
import { nextStep } from "./checkout-path";
import { FIRST_STEP, HOME, STEP, STEP_ROWS, stepRow, type Home, type StepKey } from "./steps";

/**
 * Step guard (docs/architecture.md "Where each rule lives"): a step may be entered only when every step before it on
 * the visitor's own path is done; otherwise the visitor goes to the first step that is not. The
 * path is walked with the same nextStep the screens use, and what "done" means is each row's
 * `done` in the step table (lib/funnel/steps), so a rule changes in one place.
 */

type State = Readonly<PurchaseState>;

/** Steps off the main path, with the step whose completion they need (rows' `entry.after`). */
const OFF_PATH: ReadonlyMap<string, StepKey> = new Map(
  STEP_ROWS.flatMap(([key, row]) => (row.entry && row.entry !== "open" ? [[key, row.entry.after] as const] : [])),
);

const done = (key: string, s: State, ctx: FunnelContext): boolean | undefined => stepRow(key)?.done?.(s, ctx);

export { FIRST_STEP };

/** Where a step sends the visitor whose order this tab has just placed (the store emptied). */
export const ORDER_PLACED_STEP = STEP.pedidoRealizado;

/** The placed order's pages: the order itself and, one Back before it, its read-only summary. */
const PLACED_ORDER_PAGES: ReadonlySet<string> = new Set([ORDER_PLACED_STEP, STEP.checkoutConfirmacao]);

/**
 * The route key the visitor must go to instead of `routeKey` (HOME: out of the funnel), or null
 * when the step may be shown. Without a plan every step but the entry pages goes to the plan
 * choice, except after an order placed in this tab (`orderPlaced`: the kept last order). The
 * store is emptied then, so the browser's Back into the funnel would otherwise land on an empty
 * plan list at 10 %: the order page and its summary stay, and any other step leaves the funnel
 * (a Back past the summary goes on out, not round again to the order). A new order starts by
 * choosing a plan (an entry page).
 */
export function guardRedirect(routeKey: string, state: State, ctx: FunnelContext, orderPlaced = false): StepKey | Home | null {
  if (stepRow(routeKey)?.entry === "open") return null;
  if (!state.planoSelected) {
    if (!orderPlaced) return STEP.checkoutPlanos;
    return PLACED_ORDER_PAGES.has(routeKey) ? null : HOME;
  }
  if (routeKey === ORDER_PLACED_STEP) return state.orderNumber ? null : (firstUndone("", state, ctx) ?? STEP.checkoutConfirmacao);
  const required = OFF_PATH.get(routeKey);
  if (required) return firstUndone(required, state, ctx) ?? (done(required, state, ctx) === false ? required : null);
  return firstUndone(routeKey, state, ctx);
}

/**
 * Where the first step before `target` on the visitor's path that is not done sends them: the
 * step itself, or its row's `undoneGoesTo`; null when all are done. An empty target walks the
 * whole path.
 */
function firstUndone(target: string, state: State, ctx: FunnelContext): StepKey | null {
  let step: StepKey | "" = FIRST_STEP;
  // The path has about 20 steps; the bound only protects against a loop in nextStep.
  for (let i = 0; i < 40 && step && step !== target; i++) {
    if (step === STEP.checkoutConfirmacao) break;
    if (done(step, state, ctx) === false) return stepRow(step)?.undoneGoesTo ?? step;
    step = nextStep(step, ctx);
  }
  return null;
}
