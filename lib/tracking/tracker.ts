import { allowsEngagement } from "@/lib/consent/rules";
import type { ConsentValue } from "@/lib/consent/types";
import { ENGAGEMENT_FUNCTION, EVENTS, type EngagementFunction, type EventName } from "./engagement";
import { stripPersonal } from "./guard";
import { isValidStep, priceValue } from "./normalize";
import { recoveryPayload, type RecoveryFields } from "./recovery";

/**
 * The engagement events of marketing §7. Order of the checks: an invalid step is a caller bug and
 * is logged whatever the consent; without performance consent ('both' or 'func') nothing is sent
 * and nothing is logged; without the engagement function, one warning per event name.
 */

export interface TrackerEnv {
  engagement(): EngagementFunction | undefined;
  consent(): ConsentValue;
  warn(message: string): void;
}

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
}

/** The path only: a query string may carry lead ids (?l=) and a hash is not a page. */
function pathOnly(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? "";
  return bare.startsWith("/") ? bare : `/${bare}`;
}

export function createTracker(env: TrackerEnv): Tracker {
  const warned = new Set<string>();

  const send = (event: EventName, payload: Record<string, unknown>): boolean => {
    if (!allowsEngagement(env.consent())) return false;
    const data = stripPersonal(payload, { allowContact: event === EVENTS.recovery });
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
  };
}
