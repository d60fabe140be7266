import { describe, expect, it } from "vitest";
import { FIELD_FIRST_STEP, RECOVERY_LAST_STEP, recoveryPayload, recoveryStage } from "@/lib/tracking";

/** funil_recuperacao "with step-dependent fields up to step 14" (marketing §7). */
const ALL = { sku: "d600gl", plan: "700 Mega", price: "119.99", name: "Maria Silva", phone: "(11) 98765-4321", email: "maria@exemplo.com" };

describe("recovery steps", () => {
  it("steps follow the checkout path order: 1 home … 14 ativar-debito", () => {
    expect(recoveryStage(1)).toBe("home");
    expect(recoveryStage(2)).toBe("checkout/cep");
    expect(recoveryStage(6)).toBe("checkout/nome");
    expect(recoveryStage(RECOVERY_LAST_STEP)).toBe("checkout/ativar-debito");
    expect(FIELD_FIRST_STEP).toEqual({ sku: 1, plan: 1, price: 1, name: 6, phone: 7, email: 8 });
  });

  it("each step sends only what has been collected by then", () => {
    expect(recoveryPayload(1, ALL)).toEqual({ step: 1, etapa: "home", sku: "d600gl", plan: "700 Mega", price: 119.99 });
    expect(Object.keys(recoveryPayload(5, ALL))).toEqual(["step", "etapa", "sku", "plan", "price"]);
    expect(recoveryPayload(6, ALL)).toMatchObject({ name: "Maria Silva" });
    expect(recoveryPayload(6, ALL)).not.toHaveProperty("phone");
    expect(recoveryPayload(7, ALL)).toMatchObject({ phone: "5511987654321" });
    expect(recoveryPayload(7, ALL)).not.toHaveProperty("email");
    expect(recoveryPayload(14, ALL)).toMatchObject({ name: "Maria Silva", phone: "5511987654321", email: "maria@exemplo.com" });
  });

  it("after step 14 nothing new is added", () => {
    const late = recoveryPayload(21, ALL);
    expect(late.etapa).toBe("pedido-realizado");
    expect({ ...late, step: 0, etapa: "" }).toEqual({ ...recoveryPayload(14, ALL), step: 0, etapa: "" });
  });

  it("empty or malformed contact fields are left out", () => {
    expect(recoveryPayload(14, { name: "  ", phone: "12", email: "sem-arroba" })).toEqual({ step: 14, etapa: "checkout/ativar-debito" });
  });

  it("a long name is cut to 128 (marketing §5); an e-mail over 96 is left out, not cut into a wrong address", () => {
    const out = recoveryPayload(8, { name: "a".repeat(300), email: `${"b".repeat(200)}@x.com` });
    expect(String(out.name)).toHaveLength(128);
    expect(out).not.toHaveProperty("email");
  });
});
