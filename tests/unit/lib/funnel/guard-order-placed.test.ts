import type { FunnelContext } from "@/lib/funnel/context";
import { PLAIN_CONTEXT } from "../../support/funnel";
import { guardRedirect, ORDER_PLACED_STEP } from "@/lib/funnel/guard";
import { isCheckoutPath } from "@/components/checkout/runtime/leaveFunnel";
import { HOME } from "@/lib/funnel/steps";
import { INITIAL_PURCHASE, type PurchaseState } from "@/lib/store/purchase";

/**
 * After an order is placed the store is emptied; the browser's Back into the funnel must show the
 * order's read-only summary (confirmacao) one step back, and leave the funnel further back: never
 * the empty plan list at 10 %, never the order page again and again.
 */
const ctx: FunnelContext = PLAIN_CONTEXT;
const emptied: PurchaseState = { ...INITIAL_PURCHASE };
const plan = { id: "p-d500a", plan: "500 Mega", sku: "d500a" };

describe("step guard after an order placed in this tab", () => {
  it("lets the order page and its summary show the placed order", () => {
    expect(guardRedirect(ORDER_PLACED_STEP, emptied, ctx, true)).toBeNull();
    expect(guardRedirect("checkout/confirmacao", emptied, ctx, true)).toBeNull();
    expect(ORDER_PLACED_STEP).toBe("pedido-realizado");
  });

  it("sends the other funnel steps an emptied store reaches by Back out of the funnel", () => {
    for (const key of ["checkout/confirmando-dados", "checkout/ativar-debito", "checkout/data-instalacao", "checkout/cep", "checkout/oferta-indisponivel"]) {
      expect(guardRedirect(key, emptied, ctx, true), key).toBe(HOME);
    }
  });

  it("without a placed order the same steps still go to the plan choice", () => {
    expect(guardRedirect("checkout/confirmacao", emptied, ctx)).toBe("checkout/planos");
    expect(guardRedirect("checkout/confirmacao", emptied, ctx, false)).toBe("checkout/planos");
    expect(guardRedirect(ORDER_PLACED_STEP, emptied, ctx)).toBe("checkout/planos");
  });

  it("leaves the entry pages open, so a new order starts by choosing a plan", () => {
    for (const key of ["checkout", "checkout/planos", "checkout/carrinho"]) expect(guardRedirect(key, emptied, ctx, true), key).toBeNull();
  });

  it("once a new plan is chosen the ordinary path rules apply again", () => {
    const fresh: PurchaseState = { ...INITIAL_PURCHASE, planoSelected: plan };
    expect(guardRedirect("checkout/cep", fresh, ctx, true)).toBeNull();
    expect(guardRedirect("checkout/email", fresh, ctx, true)).toBe("checkout/cep");
  });
});

describe("the checkout paths a placed order's Back leaves behind", () => {
  it("are this addon's checkout steps and the order page, not its landing or coverage", () => {
    expect(isCheckoutPath("/checkout/data-instalacao/", { id: "" })).toBe(true);
    expect(isCheckoutPath("/pedido-realizado/", { id: "" })).toBe(true);
    expect(isCheckoutPath("/b/timblack/checkout/cep/", { id: "b/timblack" })).toBe(true);
    expect(isCheckoutPath("/", { id: "" })).toBe(false);
    expect(isCheckoutPath("/b/timblack/", { id: "b/timblack" })).toBe(false);
    expect(isCheckoutPath("/consultar-cobertura/cep/", { id: "" })).toBe(false);
    expect(isCheckoutPath("/refidelizacao/confirmacao/", { id: "" })).toBe(false);
  });
});
