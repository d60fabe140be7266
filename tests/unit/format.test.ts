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
