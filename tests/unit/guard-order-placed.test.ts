import type { FunnelContext } from "@/lib/funnel/context";
import { PLAIN_CONTEXT } from "./support/funnel";
import { guardRedirect, ORDER_PLACED_STEP } from "@/lib/funnel/guard";
import { INITIAL_PURCHASE, type PurchaseState } from "@/lib/store/purchase";

/**
 * After an order is placed the store is emptied; the browser's Back into the funnel must show
 * the order (pedido-realizado), not the empty plan list at 10 %.
 */
const ctx: FunnelContext = PLAIN_CONTEXT;
const emptied: PurchaseState = { ...INITIAL_PURCHASE };
const plan = { id: "p-d500a", plan: "500 Mega", sku: "d500a" };

describe("step guard after an order placed in this tab", () => {
  it("sends the funnel steps an emptied store reaches by Back to the order page", () => {
    for (const key of ["checkout/confirmacao", "checkout/confirmando-dados", "checkout/ativar-debito", "checkout/cep", "checkout/oferta-indisponivel"]) {
      expect(guardRedirect(key, emptied, ctx, true), key).toBe(ORDER_PLACED_STEP);
    }
    expect(ORDER_PLACED_STEP).toBe("pedido-realizado");
  });

  it("without a placed order the same steps still go to the plan choice", () => {
    expect(guardRedirect("checkout/confirmacao", emptied, ctx)).toBe("checkout/planos");
    expect(guardRedirect("checkout/confirmacao", emptied, ctx, false)).toBe("checkout/planos");
  });

  it("leaves the entry pages open, so a new order starts by choosing a plan", () => {
    for (const key of ["checkout", "checkout/planos", "checkout/carrinho"]) expect(guardRedirect(key, emptied, ctx, true), key).toBeNull();
  });

  it("once a new plan is chosen the ordinary path rules apply again", () => {
    const fresh: PurchaseState = { ...INITIAL_PURCHASE, planoSelected: plan };
    expect(guardRedirect("checkout/cep", fresh, ctx, true)).toBeNull();
    expect(guardRedirect("checkout/email", fresh, ctx, true)).toBe("checkout/cep");
  });

  it("never sends the order page to itself", () => {
    expect(guardRedirect(ORDER_PLACED_STEP, emptied, ctx, true)).toBe("checkout/planos");
  });
});
