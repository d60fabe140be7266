/**
 * A decimal from the API ("119.99", "119,99" or a number); NaN when it is not one. The contract
 * turns price fields into strings, so every price rule (formatting, cheapest plan, default plan)
 * reads them through this one parser.
 */
export function parseDecimal(value: number | string | null | undefined): number {
  if (typeof value === "number") return value;
  if (value === null || value === undefined) return Number.NaN;
  return Number.parseFloat(String(value).replace(",", "."));
}

/**
 * pt-BR currency without the symbol ("1.234,50"), from a number or a decimal string. Written out
 * rather than Intl.NumberFormat: the first pt-BR formatter loads ICU locale data, which cost about
 * 37 ms of main thread at page load here (150 ms on Lighthouse's phone), for a format this simple:
 * two decimals after a comma, dots between thousands.
 */
export function formatAmount(value: number | string): string {
  const n = parseDecimal(value);
  if (!Number.isFinite(n)) return "";
  // Half away from zero on the decimal value, as Intl does: 9.995 * 100 is 999.4999… in binary,
  // so the cents are read at 15 significant digits (999.5) before rounding.
  const cents = Math.round(Number((Math.abs(n) * 100).toPrecision(15)));
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ".");
  const fraction = String(cents % 100).padStart(2, "0");
  return `${n < 0 && cents > 0 ? "-" : ""}${whole},${fraction}`;
}

/** 'R$ y/mês' (marketing §9 "Price format"): a non-breaking space follows R$. */
export function formatMonthly(value: number | string): string {
  const amount = formatAmount(value);
  return amount ? `R$\u00a0${amount}/mês` : "";
}

/**
 * 'De R$ x' (marketing §9 "Price format"), the struck-through full price. Same non-breaking space
 * after R$ as formatMonthly, so the symbol never wraps away from the amount.
 */
export function formatFull(value: number | string): string {
  const amount = formatAmount(value);
  return amount ? `De R$\u00a0${amount}` : "";
}

/**
 * The monthly price a plan card advertises (marketing §1: "monthly amounts with direct debit"):
 * the direct-debit price, the plain one when the plan has none. The card and the landing's
 * Product/Offer JSON-LD both read it, so search engines see the price the visitor sees.
 */
export function advertisedPrice(plan: { price?: string | null; price_with_dacc?: string | null }): string | undefined {
  return (plan.price_with_dacc ?? plan.price) ?? undefined;
}

/** The monthly price the visitor pays: with direct debit when chosen (and the plan has one). */
export function planPrice(plan: { price?: string | null; price_with_dacc?: string | null }, directDebit: boolean): string | undefined {
  const dacc = plan.price_with_dacc ?? undefined;
  const plain = plan.price ?? undefined;
  if (directDebit && dacc) return dacc;
  return plain ?? dacc;
}

/**
 * The order's monthly price as the visitor sees it: the advertised one (with direct debit) until
 * they decline direct debit, then the one they pay. The plan-info line shows it, and the funnel's
 * events report it (after a "no" to direct debit, funil_recuperacao reports the price paid).
 */
export function orderPrice(
  plan: { price?: string | null; price_with_dacc?: string | null },
  order: { directDebit: boolean; directDebitAnswered: boolean },
): string | undefined {
  return planPrice(plan, order.directDebit || !order.directDebitAnswered);
}
