import { describe, expect, it } from "vitest";
import { formatAmount, formatMonthly } from "@/lib/plans/format";

describe("formatMonthly (marketing §9 'R$ y/mês')", () => {
  it("formats 119.99 with a comma decimal separator and a non-breaking space after R$", () => {
    expect(formatMonthly(119.99)).toBe("R$\u00a0119,99/mês");
  });

  it("uses two decimals and the thousands separator", () => {
    expect(formatMonthly(1234.5)).toBe("R$\u00a01.234,50/mês");
    expect(formatMonthly(100)).toBe("R$\u00a0100,00/mês");
  });

  it("accepts decimal strings with a point or a comma", () => {
    expect(formatMonthly("159.99")).toBe("R$\u00a0159,99/mês");
    expect(formatMonthly("129,99")).toBe("R$\u00a0129,99/mês");
  });

  it("returns an empty string for a value that is not a number", () => {
    expect(formatMonthly("abc")).toBe("");
    expect(formatMonthly(Number.NaN)).toBe("");
    expect(formatMonthly(Number.POSITIVE_INFINITY)).toBe("");
  });
});

describe("formatAmount", () => {
  it("formats without the currency symbol", () => {
    expect(formatAmount(1234.5)).toBe("1.234,50");
    expect(formatAmount(0.5)).toBe("0,50");
    expect(formatAmount(1234567.891)).toBe("1.234.567,89");
    expect(formatAmount("109.99")).toBe("109,99");
  });
});

describe("formatAmount matches Intl's pt-BR format (it is written out to keep ICU off the page load)", () => {
  const intl = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  it("agrees on prices, halves, thousands and millions", () => {
    const values = [0, 0.005, 1.005, 2.675, 9.995, 99.99, 119.99, 159.99, 999.995, 1000, 12345.675, 1234567.891, -5.5];
    for (let i = 0; i < 2000; i++) values.push(Math.round(((i * 7919) % 250000) * 1.37) / 100);
    for (const value of values) expect(formatAmount(value), String(value)).toBe(intl.format(value));
  });
});
