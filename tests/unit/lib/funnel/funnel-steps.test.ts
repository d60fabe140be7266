import { describe, expect, it } from "vitest";
import type { FunnelContext } from "@/lib/funnel/context";
import { PLAIN_CONTEXT } from "../../support/funnel";
import { nextStep } from "@/lib/funnel/checkout-path";
import { guardRedirect } from "@/lib/funnel/guard";
import { renewalRedirect } from "@/lib/funnel/renewal";
import { FIRST_STEP, isStep, PROGRESS_STEPS, STEP, STEP_ROWS, stepRow } from "@/lib/funnel/steps";
import { getRoute, ROUTES } from "@/lib/routing";
import { INITIAL_PURCHASE } from "@/lib/store/purchase";

/**
 * The funnel is one table (lib/funnel/steps). The routes, the progress steps, the next
 * step, the back map and the guard are views of it; these tests pin that the views agree.
 */
const base: FunnelContext = PLAIN_CONTEXT;
const contexts: FunnelContext[] = [
  base,
  { ...base, combinedCheckout: true },
  { ...base, requiresCollaboratorCode: true },
  { ...base, directDebit: true, installationSchedule: true },
  { ...base, quizNeeded: true },
  { ...base, rejected: true },
];

function walk(ctx: FunnelContext): string[] {
  const path: string[] = [];
  for (let step: string = FIRST_STEP; step && path.length < 40; step = nextStep(step, ctx)) path.push(step);
  return path;
}

describe("the step table", () => {
  it("gives every step its route: heading, section, stage and layout", () => {
    for (const [key, row] of STEP_ROWS) {
      const route = getRoute(key);
      expect(route, key).toBeDefined();
      expect(route).toMatchObject({ key, heading: row.heading, section: row.section, stage: row.stage ?? null, layout: row.layout ?? "default" });
    }
  });

  it("keeps the pages that are not steps as routes, each once", () => {
    const keys = [...ROUTES.keys()];
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of ["", "ofertas", "consulta-cpf", "receber-ligacao", "chat-tct"]) expect(isStep(key), key).toBe(false);
    for (const key of ["", "ofertas", "consulta-cpf", "receber-ligacao", "chat-tct"]) expect(getRoute(key), key).toBeDefined();
  });

  it("orders the progress steps as its progress rows, after the landing page", () => {
    expect(PROGRESS_STEPS[0]).toBe("");
    expect(PROGRESS_STEPS.slice(1)).toEqual(STEP_ROWS.filter(([, r]) => r.progress).map(([k]) => k));
  });

  it.each(contexts.map((c) => [JSON.stringify(c), c] as const))("walks from cep to the order page with %s, each step a row", (_, ctx) => {
    const path = walk(ctx);
    expect(path.at(-1)).toBe(ctx.rejected ? "checkout/validacao/erro1" : "pedido-realizado");
    for (const step of path) expect(isStep(step), step).toBe(true);
  });

  it("knows when each step of a path is done, up to the confirmation (the guard needs it)", () => {
    for (const ctx of contexts) {
      for (const step of walk(ctx)) {
        if (step === "checkout/confirmacao" || stepRow(step)?.entry) break; // the end, or a dead end (erro1)
        expect(stepRow(step)?.done, step).toBeTypeOf("function");
      }
    }
  });

  it("lets the open entries in without a plan decision, and sends off-path steps to their prerequisite", () => {
    const empty = { ...INITIAL_PURCHASE };
    const withPlan = { ...INITIAL_PURCHASE, planoSelected: { id: "p-d500a", plan: "500 Mega", sku: "d500a" } } as typeof INITIAL_PURCHASE;
    for (const key of ["checkout", "checkout/planos", "checkout/carrinho"]) expect(guardRedirect(key, empty, base)).toBeNull();
    expect(guardRedirect("checkout/oferta-indisponivel", withPlan, base)).toBe("checkout/cep");
    expect(guardRedirect("checkout/validacao/erro1", withPlan, base)).toBe("checkout/cep");
  });
});

describe("STEP: each row's key under its code name", () => {
  it("names every row once, by the camelCase the type promises", () => {
    expect(Object.values(STEP).sort()).toEqual(STEP_ROWS.map(([key]) => key).sort());
    expect(STEP.checkoutNrImovel).toBe("checkout/nr-imovel");
    expect(STEP.pedidoRealizado).toBe("pedido-realizado");
    expect(STEP.checkoutValidacaoErro1).toBe("checkout/validacao/erro1");
  });
});

describe("renewalRedirect: Back after the renewal's order", () => {
  it("before the order, every renewal page may be shown", () => {
    for (const key of [STEP.refidelizacaoConsultaCpf, STEP.refidelizacaoOfertas, STEP.refidelizacaoConfirmacao, STEP.refidelizacaoPedidoRealizado]) {
      expect(renewalRedirect(key, false)).toBeNull();
    }
  });
  it("after it, the offers and the confirmation show the order; the CPF lookup starts a new request", () => {
    expect(renewalRedirect(STEP.refidelizacaoOfertas, true)).toBe(STEP.refidelizacaoPedidoRealizado);
    expect(renewalRedirect(STEP.refidelizacaoConfirmacao, true)).toBe(STEP.refidelizacaoPedidoRealizado);
    expect(renewalRedirect(STEP.refidelizacaoPedidoRealizado, true)).toBeNull();
    expect(renewalRedirect(STEP.refidelizacaoConsultaCpf, true)).toBeNull();
  });
});
