import { describe, expect, it } from "vitest";
import { defaultMatrixSku, matrixFeature, matrixPlans, type Plan } from "@/lib/plans";

const plan = (sku: string): Plan => ({ id: sku, sku, plan: sku });

describe("plan comparison matrix (marketing §2, §9)", () => {
  it("orders d300a, d500a, d500b, d1000a, d1000b, d2000b and leaves other plans out", () => {
    const plans = ["d2000b", "d600gl", "d1000b", "d1000a", "d500b", "d500a", "d300a"].map(plan);
    expect(matrixPlans(plans).map((p) => p.sku)).toEqual(["d300a", "d500a", "d500b", "d1000a", "d1000b", "d2000b"]);
  });

  it("selects d300a by default, else the first matrix plan", () => {
    expect(defaultMatrixSku(["d500a", "d300a"].map(plan))).toBe("d300a");
    expect(defaultMatrixSku(["d1000b", "d500b"].map(plan))).toBe("d500b");
    expect(defaultMatrixSku([plan("d600gl")])).toBeNull();
  });

  it("enables HBO Max for d500b, d1000b, d2000b and Deezer for d500b, d1000b", () => {
    const all = ["d300a", "d500a", "d500b", "d1000a", "d1000b", "d2000b"];
    expect(all.filter((s) => matrixFeature(s, "hboMax"))).toEqual(["d500b", "d1000b", "d2000b"]);
    expect(all.filter((s) => matrixFeature(s, "deezer"))).toEqual(["d500b", "d1000b"]);
  });
});
