import { bannerPending, currentConsent } from "@/lib/consent/browser";
import { publishToTags } from "@/lib/tags/bridge";
import { advertisedPrice } from "@/lib/plans/format";
import type { Plan } from "@/lib/plans/types";
import { engagementFunction } from "./engagement";
import { funnelStepOf, type RecoveryFields } from "./recovery";
import { createTracker, type CartItem, type CheckoutOrder } from "./tracker";
import { ENGAGEMENT_TUID, engagementTuid } from "./tuid";

/**
 * The page's tracker: the live consent cookie and window.ueTrack, read at each call (the
 * engagement script may arrive after the first events; consent may change mid-page).
 */
const browserTracker = createTracker({
  engagement: engagementFunction,
  consent: currentConsent,
  // The banner is on screen until a choice is made (lib/consent/browser): events wait for it.
  pending: () => bannerPending.get(),
  warn: (message) => console.warn(message),
  // With GTM_ID, each event that goes out is also a dataLayer entry (without it: nothing).
  publish: publishToTags,
});

export const trackPageView = (path: string): boolean => browserTracker.pageView(path);
export const trackFunnelStep = (currentStep: number): boolean => browserTracker.funnelStep(currentStep);
export const trackRecovery = (step: number, fields?: RecoveryFields): boolean => browserTracker.recovery(step, fields);
export const trackAddToCart = (item: CartItem): boolean => browserTracker.addToCart(item);

/**
 * addToShoppingCart (marketing §7) for a plan that joins the order: its sku, name and the price
 * its card shows. Wherever a plan enters the order (a plan link, checkout/planos, a landing card's
 * 'Consultar disponibilidade' drawer, a coverage result, a plan change).
 */
export const trackPlanToCart = (plan: Pick<Plan, "sku" | "plan" | "price" | "price_with_dacc">): boolean =>
  browserTracker.addToCart({ ref: plan.sku, name: plan.plan, price: advertisedPrice(plan) ?? 0 });
export const trackNoCoverage = (): boolean => browserTracker.noCoverage();
export const trackCheckout = (order: CheckoutOrder): boolean => browserTracker.checkout(order);
/** The visitor answered the banner (or the consent changed): held events go out or are dropped. */
export const settleEngagement = (): void => browserTracker.settle();

/**
 * A checkout step is on screen (the funnel runtime calls this once the step is ready):
 * PurchaseFunnelStep with its position, and funil_recuperacao with the fields known by then.
 * Routes outside the path order send nothing.
 */
export function trackStepView(routeKey: string, fields: RecoveryFields): void {
  const step = funnelStepOf(routeKey);
  if (step === null) return;
  browserTracker.funnelStep(step);
  browserTracker.recovery(step, fields);
}

/** The engagement script's visitor id on this page, under the live consent (./tuid). */
export function pageEngagementTuid(): string | undefined {
  if (typeof window === "undefined") return undefined;
  return engagementTuid(window[ENGAGEMENT_TUID], currentConsent());
}
