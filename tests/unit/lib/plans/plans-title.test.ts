import { describe, expect, it } from "vitest";
import { splitPlanName } from "@/lib/plans";

describe("splitPlanName (marketing §2 'Plan card')", () => {
  it.each([
    ["600 Mega + Globoplay", "600 Mega", "+ Globoplay"],
    ["1 Giga Paramount+", "1 Giga", "Paramount+"],
    ["2 Gigas", "2 Gigas", ""],
    ["700 Mega com Globoplay", "700 Mega", "com Globoplay"],
    ["1 GIGA + HBO Max", "1 GIGA", "+ HBO Max"],
    ["  500 Mega  ", "500 Mega", ""],
    ["Plano Especial", "Plano Especial", ""],
  ])("%s → %s / %s", (name, title, subtitle) => {
    expect(splitPlanName(name)).toEqual({ title, subtitle });
  });
});
