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

// Built once: constructing an Intl formatter loads locale data (milliseconds on a phone), and the
// landing formats dozens of prices while it hydrates.
let amountFormat: Intl.NumberFormat | undefined;

/** pt-BR currency without the symbol ("1.234,50"), from a number or a decimal string. */
export function formatAmount(value: number | string): string {
  const n = parseDecimal(value);
  if (!Number.isFinite(n)) return "";
  amountFormat ??= new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return amountFormat.format(n);
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

/** The monthly price the visitor pays: with direct debit when chosen (and the plan has one). */
export function planPrice(plan: { price?: string | null; price_with_dacc?: string | null }, directDebit: boolean): string | undefined {
  const dacc = plan.price_with_dacc ?? undefined;
  const plain = plan.price ?? undefined;
  if (directDebit && dacc) return dacc;
  return plain ?? dacc;
}
