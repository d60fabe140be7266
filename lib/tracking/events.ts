import { bannerPending, currentConsent } from "@/lib/consent/browser";
import { publishToTags } from "@/lib/tags/bridge";
import { engagementFunction } from "./engagement";
import { funnelStepOf, type RecoveryFields } from "./recovery";
import { createTracker, type CartItem, type CheckoutOrder } from "./tracker";

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
