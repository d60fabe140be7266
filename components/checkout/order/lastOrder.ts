/**
 * The order just placed, kept for this tab after the purchase store is emptied: pedido-realizado
 * can still show its number after a reload, while a new order starts from a clean store. Nothing
 * personal: the number, the plan, the price and the installation options.
 */
export interface LastOrder {
  orderNumber: string;
  plan: string;
  price: string;
  directDebit: boolean;
  schedules: { date: string; period: string }[];
}

export const LAST_ORDER_KEY = "ultrafibra-last-order";

export function writeLastOrder(order: LastOrder): void {
  try {
    window.sessionStorage.setItem(LAST_ORDER_KEY, JSON.stringify(order));
  } catch {
    // Storage full or blocked: the page still shows the order until it is left.
  }
}

export function readLastOrderRaw(): string | null {
  try {
    return window.sessionStorage.getItem(LAST_ORDER_KEY);
  } catch {
    return null;
  }
}

export function parseLastOrder(raw: string | null): LastOrder | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<LastOrder>;
    if (typeof value.orderNumber !== "string" || !value.orderNumber) return null;
    return {
      orderNumber: value.orderNumber,
      plan: typeof value.plan === "string" ? value.plan : "",
      price: typeof value.price === "string" ? value.price : "",
      directDebit: value.directDebit === true,
      schedules: Array.isArray(value.schedules)
        ? value.schedules.filter((s): s is { date: string; period: string } => typeof s?.date === "string" && typeof s?.period === "string")
        : [],
    };
  } catch {
    return null;
  }
}

/** Subscribing is not needed (only this page writes it, before it reads); the signature wants one. */
export const noSubscribe = () => () => {};
