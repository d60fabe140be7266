import { describe, expect, it } from "vitest";
import { planRequestEffect, soldAtAddress } from "@/lib/funnel/plan-change";
import type { Plan } from "@/lib/api/contract";
import { INITIAL_PURCHASE, type PurchaseState } from "@/lib/store/purchase";

/**
 * A plan request on an order under way (Start /checkout/cep/?s=d1000a, give the
 * address, then follow /checkout/cep/?s=d500a) replaces the order's plan on the backend.
 */
const plan = (id: string) => ({ id, plan: id, sku: id.replace(/^p-/, "") }) as Plan;
const giga = plan("p-d1000a");
const mega500 = plan("p-d500a");
const state = (patch: Partial<PurchaseState>): PurchaseState => ({ ...INITIAL_PURCHASE, ...patch }) as PurchaseState;

describe("planRequestEffect", () => {
  it("changes the order's plan when the lead exists with its address", () => {
    expect(planRequestEffect(state({ leadId: "42", sendAddress: false, planoSelected: giga }), mega500)).toBe("change-order");
  });

  it("only selects the plan before the lead exists", () => {
    expect(planRequestEffect(state({ leadId: null, planoSelected: giga }), mega500)).toBe("select");
    expect(planRequestEffect(state({ leadId: null, planoSelected: null }), mega500)).toBe("select");
  });

  it("only selects the plan while a new address is still to be sent (it makes a new lead with it)", () => {
    expect(planRequestEffect(state({ leadId: "42", sendAddress: true, planoSelected: giga }), mega500)).toBe("select");
  });

  it("keeps the order when the request names its own plan", () => {
    expect(planRequestEffect(state({ leadId: "42", sendAddress: false, planoSelected: giga }), giga)).toBe("keep");
  });

  it("never changes a placed order", () => {
    expect(planRequestEffect(state({ leadId: "42", sendAddress: false, planoSelected: giga, orderNumber: "2026000042" }), mega500)).toBe("keep");
  });
});

describe("soldAtAddress", () => {
  it("is true when coverage at the address lists the plan", () => {
    expect(soldAtAddress([plan("p-d300a"), mega500], mega500)).toBe(true);
  });

  it("is false when the address sells other plans only (Salvador: d300a and d500a)", () => {
    expect(soldAtAddress([plan("p-d300a"), mega500], giga)).toBe(false);
  });

  it("is false when the address has no coverage any more", () => {
    expect(soldAtAddress([], giga)).toBe(false);
  });
});
