import { describe, expect, it } from "vitest";
import { getAddon } from "@/lib/addons";
import { CHECKOUT_PATH_ORDER } from "../../spec-lists";
import { getRoute, INITIAL_PROGRESS, planInfoMode, PROGRESS_STEPS, progressFor, STAGES, stagesFor } from "@/lib/routing";

/** funnel §2 "Checkout path order" with validacao's /erro1 and /erro2 right after validacao. */
const SPEC_STEPS = CHECKOUT_PATH_ORDER;

const plain = { combinedCheckout: false };
const addonB = { combinedCheckout: getAddon("b").combinedCheckout };
/** (index + 1) / 21 * 100, one decimal, never below the initial 10%. */
const position = (index: number) => Math.max(10, Math.round(((index + 1) / 21) * 1000) / 10);

describe("progress steps (funnel §4, §9)", () => {
  it("has exactly 21 steps in the spec's order", () => {
    expect(PROGRESS_STEPS).toHaveLength(21);
    expect([...PROGRESS_STEPS]).toEqual(SPEC_STEPS);
  });

  it("starts at 10%", () => {
    expect(INITIAL_PROGRESS).toBe(10);
  });

  it("every progress step is a known route", () => {
    for (const key of PROGRESS_STEPS) expect(getRoute(key), key).toBeDefined();
  });
});

describe("progress by position", () => {
  const positional = SPEC_STEPS.map((key, i) => [key, i] as const).filter(
    ([key]) => key !== "" && key !== "checkout/validacao",
  );

  it.each(positional)("%s (index %i) shows its position among 21 steps", (key, index) => {
    expect(progressFor(key, plain)).toBe(position(index));
  });

  it("gives sample values explicitly", () => {
    expect(progressFor("checkout/cep", plain)).toBe(10); // 9.5 floored to the initial 10
    expect(progressFor("checkout/nr-imovel", plain)).toBe(14.3);
    expect(progressFor("checkout/nome", plain)).toBe(28.6);
    expect(progressFor("checkout/cpf", plain)).toBe(57.1);
    expect(progressFor("checkout/confirmacao", plain)).toBe(95.2);
    expect(progressFor("pedido-realizado", plain)).toBe(100);
  });

  it("never goes below the initial 10% nor above 100%", () => {
    for (const key of SPEC_STEPS.slice(1)) {
      for (const context of [plain, addonB, { combinedCheckout: false, quizProgress: 1000 }]) {
        const p = progressFor(key, context) as number;
        expect(p, key).toBeGreaterThanOrEqual(10);
        expect(p, key).toBeLessThanOrEqual(100);
      }
    }
  });

  it("grows along the path", () => {
    const values = SPEC_STEPS.slice(1)
      .filter((k) => k !== "checkout/validacao")
      .map((k) => progressFor(k, plain) as number);
    for (let i = 1; i < values.length; i++) expect(values[i]).toBeGreaterThan(values[i - 1] as number);
  });
});

describe("validacao quiz progress", () => {
  it.each([
    [undefined, 13],
    [0, 13],
    [1, 15],
    [5, 23],
    [20, 53],
    [43, 99],
    [44, 100],
    [50, 100],
  ])("quiz progress %s shows %d%%", (quizProgress, expected) => {
    expect(progressFor("checkout/validacao", { combinedCheckout: false, quizProgress })).toBe(expected);
  });

  it("treats a negative or non-finite quiz progress as 0", () => {
    expect(progressFor("checkout/validacao", { combinedCheckout: false, quizProgress: -4 })).toBe(13);
    expect(progressFor("checkout/validacao", { combinedCheckout: false, quizProgress: Number.NaN })).toBe(13);
  });
});

describe("addon b fixed progress", () => {
  const paymentStage = [
    "checkout/data-de-vencimento",
    "checkout/ativar-debito",
    "checkout/conta-debito",
    "checkout/validacao/erro1",
    "checkout/validacao/erro2",
  ];
  const installationStage = ["checkout/data-instalacao", "checkout/instalacao", "checkout/instalacao-pagamento"];

  it("validacao keeps the quiz rule for addon b, so the bar moves with each answer", () => {
    expect(getRoute("checkout/validacao")?.stage).toBe("pagamento");
    expect(progressFor("checkout/validacao", addonB)).toBe(13);
    expect(progressFor("checkout/validacao", { ...addonB, quizProgress: 20 })).toBe(53);
  });

  it("assigns these routes to the pagamento and instalação stages", () => {
    for (const key of paymentStage) expect(getRoute(key)?.stage, key).toBe("pagamento");
    for (const key of installationStage) expect(getRoute(key)?.stage, key).toBe("instalação");
  });

  it.each([...paymentStage, ...installationStage])("%s shows 62.5%% for addon b", (key) => {
    expect(progressFor(key, addonB)).toBe(62.5);
    expect(progressFor(key, { ...addonB, quizProgress: 20 })).toBe(62.5);
  });

  it("checkout/confirmacao shows 87.5% for addon b", () => {
    expect(progressFor("checkout/confirmacao", addonB)).toBe(87.5);
  });

  it("other steps keep their position for addon b", () => {
    expect(progressFor("checkout/nome", addonB)).toBe(28.6);
    expect(progressFor("checkout/cpf", addonB)).toBe(57.1);
    expect(progressFor("pedido-realizado", addonB)).toBe(100);
  });

  it("addons other than b do not use the fixed values", () => {
    const other = { combinedCheckout: getAddon("b/timblack").combinedCheckout };
    expect(progressFor("checkout/conta-debito", other)).toBe(position(14));
    expect(progressFor("checkout/confirmacao", other)).toBe(position(19));
  });
});

describe("renewal and order placed", () => {
  it("refidelizacao/confirmacao shows 50%", () => {
    expect(progressFor("refidelizacao/confirmacao", plain)).toBe(50);
    expect(progressFor("refidelizacao/confirmacao", addonB)).toBe(50);
  });

  it("pedido-realizado and refidelizacao/pedido-realizado show 100%", () => {
    expect(progressFor("pedido-realizado", plain)).toBe(100);
    expect(progressFor("refidelizacao/pedido-realizado", plain)).toBe(100);
  });

  it("other renewal pages show the initial 10%", () => {
    expect(progressFor("refidelizacao/consulta-cpf", plain)).toBe(10);
    expect(progressFor("refidelizacao/ofertas", plain)).toBe(10);
  });
});

describe("pages without a progress bar", () => {
  it.each([
    "",
    "ofertas",
    "novo-cliente",
    "consulta-cpf",
    "livelo",
    "globoplay",
    "hbo-max",
    "receber-ligacao",
    "regulamentos",
    "consultar-cobertura/cep",
    "consultar-cobertura/planos",
    "nao-existe",
  ])("'%s' has no progress", (key) => {
    expect(progressFor(key, plain)).toBeNull();
  });

  it("checkout routes outside the 21 steps show the initial 10%", () => {
    expect(progressFor("checkout", plain)).toBe(10);
    expect(progressFor("checkout/carrinho", plain)).toBe(10);
  });
});

describe("steps outside the 21 that belong to one of them", () => {
  // Without barAs the bar would fall from 95.2 % to 10 % on confirmando-dados and the summary's
  // personal-data pages.
  it.each(["checkout/confirmando-dados", "checkout/consulta-telefone", "checkout/dados-pessoais"])(
    "%s stands where confirmacao does (95.2 %%, addon b 87.5 %%)",
    (key) => {
      expect(progressFor(key, plain)).toBe(95.2);
      expect(progressFor(key, addonB)).toBe(87.5);
    },
  );

  it("the installation explainer stands with data-instalacao; addon b's instalacao-pagamento with the payment steps", () => {
    expect(progressFor("checkout/instalacao", plain)).toBe(90.5);
    expect(progressFor("checkout/instalacao", addonB)).toBe(62.5);
    expect(progressFor("checkout/instalacao-pagamento", addonB)).toBe(62.5);
    expect(progressFor("checkout/instalacao-pagamento", plain)).toBe(61.9);
  });
});

describe("stage groups (funnel §2)", () => {
  it("lists the five stage groups", () => {
    expect(STAGES.map((s) => s.id).sort()).toEqual(
      ["disponibilidade", "dados-pessoais", "instalação", "pagamento", "pedido-realizado"].sort(),
    );
  });

  it("does not claim the order is placed before the order page", () => {
    const labelOf = (key: string) => stagesFor(key, getRoute(key)!.stage).find((s) => s.current)?.label;
    expect(labelOf("checkout/confirmacao")).toBe("Confirmação");
    expect(labelOf("checkout/confirmando-dados")).toBe("Confirmação");
    expect(labelOf("pedido-realizado")).toBe("Pedido realizado");
    expect(stagesFor("checkout/confirmacao", "pedido-realizado").map((s) => s.label)).not.toContain("Pedido realizado");
  });
});

describe("plan-info line per route: no empty grey band", () => {
  it("keeps room on the checkout's steps, where the plan appears after the page", () => {
    for (const key of ["checkout/cep", "checkout/nome", "checkout/confirmacao", "checkout/confirmando-dados", "checkout/planos"]) {
      expect(planInfoMode(key), key).toBe("reserve");
    }
  });
  it("keeps none on the order page (the order is placed, the store emptied) and marketing pages", () => {
    for (const key of ["pedido-realizado", "", "consultar-cobertura/cep", "consultar-cobertura/planos", "regulamentos"]) {
      expect(planInfoMode(key), key).toBe("when-chosen");
    }
  });
  it("shows none on the renewal", () => {
    for (const key of ["refidelizacao/consulta-cpf", "refidelizacao/ofertas", "refidelizacao/confirmacao", "refidelizacao/pedido-realizado"]) {
      expect(planInfoMode(key), key).toBe("none");
    }
  });
});
