import { describe, expect, it } from "vitest";
import { getAddon } from "@/lib/addons";
import { backHref, backRouteKey, type BackContext } from "@/lib/routing";

const plain: BackContext = { combinedCheckout: false, installationSchedule: false, directDebit: false };
const ctx = (over: Partial<BackContext> = {}): BackContext => ({ ...plain, ...over });

/**
 * funnel §2 "Back (previous step) map", one row per table row (rows naming two steps are split).
 * [from, context, back goes to]; "" is the addon home ("/").
 */
const TABLE: [string, BackContext, string][] = [
  ["checkout/dados-pessoais", ctx(), "checkout/consulta-telefone"],
  ["checkout/consulta-telefone", ctx(), "checkout/confirmacao"],
  ["checkout/confirmacao", ctx({ installationSchedule: true }), "checkout/data-instalacao"],
  ["checkout/data-instalacao", ctx({ combinedCheckout: true }), "checkout/instalacao-pagamento"],
  ["checkout/data-instalacao", ctx({ combinedCheckout: true, directDebit: true }), "checkout/instalacao-pagamento"],
  ["checkout/data-instalacao", ctx({ directDebit: true }), "checkout/conta-debito"],
  ["checkout/data-instalacao", ctx(), "checkout/ativar-debito"],
  ["checkout/conta-debito", ctx(), "checkout/ativar-debito"],
  ["checkout/ativar-debito", ctx(), "checkout/data-de-vencimento"],
  ["checkout/data-de-vencimento", ctx(), "checkout/cpf"],
  ["checkout/validacao", ctx(), "checkout/ativar-debito"],
  ["checkout/validacao", ctx({ combinedCheckout: true }), "checkout/instalacao-pagamento"],
  ["checkout/cpf", ctx(), "checkout/nome-mae"],
  ["checkout/nome-mae", ctx(), "checkout/data-nascimento"],
  ["checkout/data-nascimento", ctx(), "checkout/email"],
  ["checkout/email", ctx(), "checkout/telefone"],
  ["checkout/telefone", ctx(), "checkout/nome"],
  ["checkout/nome", ctx({ combinedCheckout: true }), "checkout/cep"],
  ["checkout/nome", ctx(), "checkout/nr-imovel"],
  ["checkout/nr-imovel", ctx(), "checkout/cep"],
  ["checkout/verificando-disponibilidade", ctx(), "checkout/nr-imovel"],
  ["checkout/oferta-indisponivel", ctx(), "checkout/nr-imovel"],
  // Addon b asks the number on its CEP step (as the spec's own "nome → cep (addon b)").
  ["checkout/verificando-disponibilidade", ctx({ combinedCheckout: true }), "checkout/cep"],
  ["checkout/oferta-indisponivel", ctx({ combinedCheckout: true }), "checkout/cep"],
  ["checkout/confirmacao-colaborador", ctx(), "checkout/email"],
  ["checkout/cep", ctx(), ""],
];

describe("back map (funnel §2)", () => {
  it.each(TABLE)("%s with %j goes back to '%s'", (from, context, to) => {
    expect(backRouteKey(from, context)).toBe(to);
  });

  it("ignores unrelated context flags on unconditional rows", () => {
    const all = ctx({ combinedCheckout: true, directDebit: true, installationSchedule: true });
    expect(backRouteKey("checkout/cpf", all)).toBe("checkout/nome-mae");
    expect(backRouteKey("checkout/conta-debito", all)).toBe("checkout/ativar-debito");
    expect(backRouteKey("checkout/confirmacao", all)).toBe("checkout/data-instalacao");
  });

  it("uses addon b's combinedCheckout flag for the addon b rows", () => {
    const b = ctx({ combinedCheckout: getAddon("b").combinedCheckout });
    expect(backRouteKey("checkout/nome", b)).toBe("checkout/cep");
    expect(backRouteKey("checkout/data-instalacao", b)).toBe("checkout/instalacao-pagamento");
    const other = ctx({ combinedCheckout: getAddon("b/timblack").combinedCheckout });
    expect(backRouteKey("checkout/nome", other)).toBe("checkout/nr-imovel");
  });

  // "cep and others → /": checkout pages without a row, marketing pages and unknown keys.
  it.each([
    "checkout",
    "checkout/carrinho",
    "checkout/cep-dados-cliente",
    "checkout/planos",
    "",
    "ofertas",
    "receber-ligacao",
    "regulamentos",
    "livelo",
    "nao-existe",
  ])("'%s' (others) goes back to the home", (from) => {
    expect(backRouteKey(from, plain)).toBe("");
    expect(backRouteKey(from, ctx({ combinedCheckout: true, directDebit: true, installationSchedule: true }))).toBe("");
  });
});

describe("back map: cases the spec leaves open (code's behaviour)", () => {
  it("confirmacao without installation scheduling goes to the step before data-instalacao", () => {
    expect(backRouteKey("checkout/confirmacao", ctx())).toBe("checkout/ativar-debito");
    expect(backRouteKey("checkout/confirmacao", ctx({ directDebit: true }))).toBe("checkout/conta-debito");
    expect(backRouteKey("checkout/confirmacao", ctx({ combinedCheckout: true }))).toBe("checkout/instalacao-pagamento");
  });

  it("validacao/erro1 and /erro2 go back like validacao", () => {
    expect(backRouteKey("checkout/validacao/erro1", ctx())).toBe("checkout/ativar-debito");
    expect(backRouteKey("checkout/validacao/erro2", ctx())).toBe("checkout/ativar-debito");
    expect(backRouteKey("checkout/validacao/erro1", ctx({ combinedCheckout: true }))).toBe("checkout/instalacao-pagamento");
  });

  it("the order page goes back to confirmacao (funnel §2), whose back after the order leaves the funnel", () => {
    expect(backRouteKey("pedido-realizado", ctx())).toBe("checkout/confirmacao");
    expect(backRouteKey("checkout/confirmacao", ctx({ placedOrder: true, installationSchedule: true }))).toBe("");
    expect(backRouteKey("checkout/confirmacao", ctx({ installationSchedule: true }))).toBe("checkout/data-instalacao");
    expect(backRouteKey("refidelizacao/pedido-realizado", ctx())).toBe("");
  });

  it("confirmando-dados goes back to the summary it was sent from", () => {
    expect(backRouteKey("checkout/confirmando-dados", ctx())).toBe("checkout/confirmacao");
    expect(backRouteKey("checkout/confirmando-dados", ctx({ combinedCheckout: true }))).toBe("checkout/confirmacao");
  });

  it("addon b's instalacao-pagamento goes back to the CPF step before it", () => {
    expect(backRouteKey("checkout/instalacao-pagamento", ctx({ combinedCheckout: true }))).toBe("checkout/cpf");
  });

  it("the installation explainer goes back to the page that links it (dates, or the summary)", () => {
    expect(backRouteKey("checkout/instalacao", ctx({ installationSchedule: true }))).toBe("checkout/data-instalacao");
    expect(backRouteKey("checkout/instalacao", ctx())).toBe("checkout/confirmacao");
  });

  it("coverage pages stay within consultar-cobertura", () => {
    expect(backRouteKey("consultar-cobertura/nr-imovel", ctx())).toBe("consultar-cobertura/cep");
    expect(backRouteKey("consultar-cobertura/verificando-disponibilidade", ctx())).toBe("consultar-cobertura/nr-imovel");
    expect(backRouteKey("consultar-cobertura/oferta-indisponivel", ctx())).toBe("consultar-cobertura/nr-imovel");
    expect(backRouteKey("consultar-cobertura/cep", ctx())).toBe("");
    expect(backRouteKey("consultar-cobertura/sem-cobertura", ctx())).toBe("");
    expect(backRouteKey("consultar-cobertura/planos", ctx())).toBe("");
    expect(backRouteKey("consultar-cobertura/com-cobertura", ctx())).toBe("");
  });

  it("renewal pages go back one page at a time", () => {
    expect(backRouteKey("refidelizacao/consulta-cpf", ctx())).toBe("");
    expect(backRouteKey("refidelizacao/ofertas", ctx())).toBe("refidelizacao/consulta-cpf");
    expect(backRouteKey("refidelizacao/confirmacao", ctx())).toBe("refidelizacao/ofertas");
  });
});

describe("backHref", () => {
  it("keeps the addon prefix and the trailing slash", () => {
    expect(backHref("b/timblack", "checkout/nome", plain)).toBe("/b/timblack/checkout/nr-imovel/");
    expect(backHref("b", "checkout/nome", ctx({ combinedCheckout: true }))).toBe("/b/checkout/cep/");
    expect(backHref("oferta-colaborador", "checkout/confirmacao-colaborador", plain)).toBe(
      "/oferta-colaborador/checkout/email/",
    );
    expect(backHref("", "checkout/nr-imovel", plain)).toBe("/checkout/cep/");
    expect(backHref("", "pedido-realizado", plain)).toBe("/checkout/confirmacao/");
    expect(backHref("b", "checkout/confirmacao", { ...plain, placedOrder: true })).toBe("/b/");
  });

  it("goes to the addon home for cep and others", () => {
    expect(backHref("b/timblack", "checkout/cep", plain)).toBe("/b/timblack/");
    expect(backHref("globoplay/timpre", "checkout/carrinho", plain)).toBe("/globoplay/timpre/");
    expect(backHref("", "checkout/cep", plain)).toBe("/");
  });
});
