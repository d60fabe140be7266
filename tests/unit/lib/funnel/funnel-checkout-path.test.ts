import type { FunnelContext } from "@/lib/funnel/context";
import { PLAIN_CONTEXT } from "../../support/funnel";
import { CHECKOUT_PATH_ORDER } from "../../spec-lists";
import { afterAvailability, nextStep } from "@/lib/funnel/checkout-path";
import { guardRedirect } from "@/lib/funnel/guard";
import { backRouteKey } from "@/lib/routing";
import { INITIAL_PURCHASE, type PurchaseState } from "@/lib/store/purchase";

const base: FunnelContext = PLAIN_CONTEXT;

function walk(ctx: FunnelContext, from = "checkout/cep"): string[] {
  const path = [from];
  for (let step = nextStep(from, ctx); step && path.length < 30; step = nextStep(step, ctx)) path.push(step);
  return path;
}

/** Not on a forward walk: the landing, and the screens only an answer sends the visitor to. */
const OFF_PATH = ["", "checkout/oferta-indisponivel", "checkout/validacao/erro1", "checkout/validacao/erro2"];
/**
 * A walk with every optional step on: the spec's path order without OFF_PATH, and with
 * confirmando-dados (after confirmacao), which the spec's list does not name.
 */
const FULL_WALK = CHECKOUT_PATH_ORDER.filter((key) => !OFF_PATH.includes(key)).flatMap((key) =>
  key === "checkout/confirmacao" ? [key, "checkout/confirmando-dados"] : [key],
);
/** The steps only the context adds: collaborator code, direct debit's account, quiz, scheduling. */
const OPTIONAL_STEPS = ["checkout/confirmacao-colaborador", "checkout/conta-debito", "checkout/validacao", "checkout/data-instalacao"];

describe("funnel forward path (funnel §2 checkout path order)", () => {
  it("default addon, no direct debit, no scheduling", () => {
    expect(walk(base)).toEqual(FULL_WALK.filter((key) => !OPTIONAL_STEPS.includes(key)));
  });

  it("collaborator, direct debit, quiz and scheduling add their steps in path order", () => {
    const path = walk({ ...base, requiresCollaboratorCode: true, directDebit: true, quizNeeded: true, installationSchedule: true });
    expect(path).toEqual(FULL_WALK);
  });

  it("addon b combines CEP and number, and payment with installation", () => {
    const path = walk({ ...base, combinedCheckout: true, installationSchedule: true });
    expect(path.slice(0, 3)).toEqual(["checkout/cep", "checkout/verificando-disponibilidade", "checkout/nome"]);
    expect(path).toContain("checkout/instalacao-pagamento");
    expect(path).not.toContain("checkout/data-de-vencimento");
    expect(path.indexOf("checkout/data-instalacao")).toBe(path.indexOf("checkout/instalacao-pagamento") + 1);
  });

  it("a rejection goes to validacao/erro1", () => {
    expect(nextStep("checkout/ativar-debito", { ...base, rejected: true })).toBe("checkout/validacao/erro1");
  });

  it("a rejection known at the CPF goes to validacao/erro1 at once, on both checkouts; a quiz waits for the payment steps", () => {
    expect(nextStep("checkout/cpf", { ...base, rejected: true })).toBe("checkout/validacao/erro1");
    expect(nextStep("checkout/cpf", { ...base, combinedCheckout: true, rejected: true })).toBe("checkout/validacao/erro1");
    expect(nextStep("checkout/cpf", { ...base, quizNeeded: true })).toBe("checkout/data-de-vencimento");
    expect(walk({ ...base, rejected: true })).not.toContain("checkout/data-de-vencimento");
  });

  it("availability outcomes", () => {
    expect(afterAvailability("available")).toBe("checkout/nome");
    expect(afterAvailability("offer-unavailable")).toBe("checkout/oferta-indisponivel");
    expect(afterAvailability("no-coverage")).toBe("consultar-cobertura/sem-cobertura");
  });

  it("every forward step goes back to where it came from (the back map agrees)", () => {
    for (const ctx of [base, { ...base, directDebit: true, installationSchedule: true }, { ...base, combinedCheckout: true, installationSchedule: true }]) {
      const path = walk(ctx).filter((s) => s !== "checkout/confirmando-dados" && s !== "checkout/verificando-disponibilidade");
      for (let i = 1; i < path.length; i++) {
        const step = path[i]!;
        if (step === "checkout/instalacao-pagamento" || step === "pedido-realizado") continue; // not in the back map / back past confirmando-dados
        expect(backRouteKey(step, { combinedCheckout: ctx.combinedCheckout, directDebit: ctx.directDebit, installationSchedule: ctx.installationSchedule }), step).toBe(path[i - 1]);
      }
    }
  });
});

describe("step guard", () => {
  const plan = { id: "p-d600gl", plan: "600 Mega + Globoplay", sku: "d600gl" };
  const state = (patch: Partial<PurchaseState>): PurchaseState => ({ ...INITIAL_PURCHASE, planoSelected: plan, ...patch });

  it("sends a visitor without a plan to the plan choice, except on the entry pages", () => {
    expect(guardRedirect("checkout/nome", { ...INITIAL_PURCHASE }, base)).toBe("checkout/planos");
    expect(guardRedirect("checkout/planos", { ...INITIAL_PURCHASE }, base)).toBeNull();
  });

  it("sends a visitor to the first step not done", () => {
    expect(guardRedirect("checkout/cep", state({}), base)).toBeNull();
    expect(guardRedirect("checkout/email", state({}), base)).toBe("checkout/cep");
    const filled = state({ zip: "01310-100", streetNr: "10", leadId: "x", name: "Ana Souza" });
    expect(guardRedirect("checkout/email", filled, base)).toBe("checkout/telefone");
    expect(guardRedirect("checkout/telefone", filled, base)).toBeNull();
  });

  it("the collaborator addon without a validated code redirects to the e-mail step (funnel §2)", () => {
    const s = state({ zip: "01310100", streetNr: "1", leadId: "x", name: "Ana Souza", phone: "11987654321", email: "a@b.com" });
    const collaborator = { ...base, requiresCollaboratorCode: true };
    for (const later of ["checkout/data-nascimento", "checkout/cpf", "checkout/confirmacao"]) {
      expect(guardRedirect(later, s, collaborator), later).toBe("checkout/email");
    }
    // The code's own step opens (the e-mail leads there), and a validated code lets the visitor on.
    expect(guardRedirect("checkout/confirmacao-colaborador", s, collaborator)).toBeNull();
    expect(guardRedirect("checkout/data-nascimento", { ...s, collaboratorValidated: true }, collaborator)).toBeNull();
    expect(guardRedirect("checkout/data-nascimento", s, base)).toBeNull();
  });

  it("the order placed page needs an order number", () => {
    expect(guardRedirect("pedido-realizado", state({}), base)).toBe("checkout/cep");
    expect(guardRedirect("pedido-realizado", state({ orderNumber: "2026000001" }), base)).toBeNull();
  });

  it("off-path pages need a lead", () => {
    expect(guardRedirect("checkout/oferta-indisponivel", state({}), base)).toBe("checkout/cep");
    expect(guardRedirect("checkout/oferta-indisponivel", state({ zip: "40010000", streetNr: "1", leadId: "x" }), base)).toBeNull();
  });
});
