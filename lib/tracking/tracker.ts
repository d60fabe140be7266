import { allowsEngagement } from "@/lib/consent/rules";
import type { ConsentValue } from "@/lib/consent/types";
import { ENGAGEMENT_FUNCTION, EVENTS, type EngagementFunction, type EventName, type EventPayload } from "./engagement";
import { stripPersonal } from "./guard";
import { isValidStep, priceValue } from "./normalize";
import { RECOVERY_LAST_STEP, recoveryPayload, type RecoveryFields } from "./recovery";

/**
 * The engagement events of marketing §7. Order of the checks: an invalid step is a caller bug and
 * is logged whatever the consent; without performance consent ('both' or 'func') nothing is sent
 * and nothing is logged; without the engagement function, one warning per event name.
 *
 * Events wait for consent (docs/decisions/security-and-privacy.md#0064, LGPD): while the visitor has not answered the banner
 * they are held in this page's memory, never stored and never sent; a choice that allows
 * performance cookies sends them in order (`settle`), any other choice drops them. Before this,
 * the funnel's first events (the plan link's cart event, the first step's) were lost for a
 * visitor who accepted a moment later.
 */

export interface TrackerEnv {
  engagement(): EngagementFunction | undefined;
  consent(): ConsentValue;
  /** The visitor has not answered the consent banner yet (it is on screen): events wait. */
  pending?(): boolean;
  warn(message: string): void;
  /**
   * Also given each event that goes out, whether or not the engagement function exists: the tag
   * manager's dataLayer (lib/tags), under the same consent rule and after the same guard.
   */
  publish?(event: EventName, data: EventPayload): void;
}

/** Events held while the banner waits for an answer; a page that makes more keeps the first ones. */
export const HELD_EVENTS_MAX = 50;

export interface CartItem {
  /** The plan's sku. */
  ref: string;
  name: string;
  price: number | string;
}

export interface CheckoutOrder {
  price: number | string;
  orderNumber: string | number;
}

export interface Tracker {
  /** Each returns whether the event reached the engagement function. */
  pageView(path: string): boolean;
  funnelStep(currentStep: number): boolean;
  recovery(step: number, fields?: RecoveryFields): boolean;
  addToCart(item: CartItem): boolean;
  noCoverage(): boolean;
  checkout(order: CheckoutOrder): boolean;
  /** The consent may have changed: the held events are sent (performance consent) or dropped. */
  settle(): void;
}

/** The path only: a query string may carry lead ids (?l=) and a hash is not a page. */
function pathOnly(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? "";
  return bare.startsWith("/") ? bare : `/${bare}`;
}

export function createTracker(env: TrackerEnv): Tracker {
  const warned = new Set<string>();
  const held: [EventName, EventPayload][] = [];

  const deliver = (event: EventName, data: EventPayload): boolean => {
    try {
      env.publish?.(event, data);
    } catch (error) {
      env.warn(`dataLayer falhou no evento "${event}": ${String(error)}`);
    }
    const fn = env.engagement();
    if (!fn) {
      if (!warned.has(event)) {
        warned.add(event);
        env.warn(`${ENGAGEMENT_FUNCTION} ausente: evento "${event}" não enviado`);
      }
      return false;
    }
    try {
      fn(event, data);
      return true;
    } catch (error) {
      // A broken third-party script must never break the purchase funnel.
      env.warn(`${ENGAGEMENT_FUNCTION} falhou no evento "${event}": ${String(error)}`);
      return false;
    }
  };

  const settle = () => {
    if (allowsEngagement(env.consent())) {
      for (const [event, data] of held.splice(0)) deliver(event, data);
    } else if (!env.pending?.()) held.length = 0;
  };

  const send = (event: EventName, payload: Record<string, unknown>): boolean => {
    // What may leave the page is decided now, also for an event that waits.
    const data = stripPersonal(payload, { allowContact: event === EVENTS.recovery });
    settle();
    if (allowsEngagement(env.consent())) return deliver(event, data);
    if (env.pending?.() && held.length < HELD_EVENTS_MAX) held.push([event, data]);
    return false;
  };

  return {
    pageView: (path) => send(EVENTS.pageView, { path: pathOnly(path) }),
    funnelStep(currentStep) {
      if (!isValidStep(currentStep)) {
        env.warn(`${EVENTS.funnelStep}: step inválido`);
        return false;
      }
      return send(EVENTS.funnelStep, { currentStep });
    },
    recovery(step, fields = {}) {
      if (!isValidStep(step)) {
        env.warn(`${EVENTS.recovery}: step inválido`);
        return false;
      }
      // Marketing §7: "up to step 14". A later step is valid, it just is not recovery's.
      if (step > RECOVERY_LAST_STEP) return false;
      return send(EVENTS.recovery, recoveryPayload(step, fields));
    },
    addToCart({ ref, name, price }) {
      const value = priceValue(price);
      return send(EVENTS.addToCart, { ref, name, ...(value === null ? {} : { price: value }), qty: 1 });
    },
    noCoverage: () => send(EVENTS.noCoverage, {}),
    checkout({ price, orderNumber }) {
      const value = priceValue(price);
      return send(EVENTS.checkout, {
        total_itens: 1,
        ...(value === null ? {} : { total_price: value }),
        n_pedido: String(orderNumber),
      });
    },
    settle,
  };
}
