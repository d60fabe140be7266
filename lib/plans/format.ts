/** pt-BR currency without the symbol ("1.234,50"), from a number or a decimal string. */
export function formatAmount(value: number | string): string {
  const n = typeof value === "number" ? value : Number.parseFloat(String(value).replace(",", "."));
  if (!Number.isFinite(n)) return "";
  return new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
}

/** 'R$ y/mês' (marketing §9 "Price format"): a non-breaking space follows R$. */
export function formatMonthly(value: number | string): string {
  const amount = formatAmount(value);
  return amount ? `R$\u00a0${amount}/mês` : "";
}
