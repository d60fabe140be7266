import { describe, expect, it } from "vitest";
import { formatFull, formatMonthly, orderPrice, parseDecimal, planPrice } from "@/lib/plans";

describe("price format (marketing §9)", () => {
  it("formats the full price 'De R$ x' with two decimals and the pt-BR separators", () => {
    expect(formatFull("159.99")).toBe("De R$\u00a0159,99");
    expect(formatFull(1234.5)).toBe("De R$\u00a01.234,50");
    expect(formatFull("129,99")).toBe("De R$\u00a0129,99");
  });

  it("is empty for a value that is not a number", () => {
    expect(formatFull("")).toBe("");
    expect(formatFull("abc")).toBe("");
  });

  it("keeps 'R$ y/mês' for the price", () => {
    expect(formatMonthly("119.99")).toBe("R$\u00a0119,99/mês");
  });

  it("parses API decimals with a point or a comma", () => {
    expect(parseDecimal("119.99")).toBe(119.99);
    expect(parseDecimal("119,99")).toBe(119.99);
    expect(parseDecimal(5)).toBe(5);
    expect(parseDecimal(undefined)).toBeNaN();
  });
});

describe("planPrice: what the visitor pays a month", () => {
  const plan = { price: "139.99", price_with_dacc: "119.99" };
  it("with direct debit: the direct-debit price", () => expect(planPrice(plan, true)).toBe("119.99"));
  it("without: the full monthly price", () => expect(planPrice(plan, false)).toBe("139.99"));
  it("a plan with only one price shows it either way", () => {
    expect(planPrice({ price_with_dacc: "99.99" }, false)).toBe("99.99");
    expect(planPrice({ price: "99.99" }, true)).toBe("99.99");
  });
});

describe("orderPrice: the order's price as the visitor sees it", () => {
  const plan = { price: "129.99", price_with_dacc: "119.99" };
  it("the advertised direct-debit price until direct debit is answered", () => {
    expect(orderPrice(plan, { directDebit: false, directDebitAnswered: false })).toBe("119.99");
  });
  it("the price without it once the visitor declines direct debit", () => {
    expect(orderPrice(plan, { directDebit: false, directDebitAnswered: true })).toBe("129.99");
  });
  it("the direct-debit price once the visitor accepts it", () => {
    expect(orderPrice(plan, { directDebit: true, directDebitAnswered: true })).toBe("119.99");
  });
});
