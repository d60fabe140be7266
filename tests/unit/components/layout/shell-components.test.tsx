import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { FunnelHeader } from "@/components/layout/FunnelHeader";
import { PlanInfoBar } from "@/components/layout/PlanInfoBar";
import { ZoomControl } from "@/components/layout/ZoomControl";
import { StoreProvider, usePurchaseStore } from "@/components/providers/StoreProvider";
import { LAYOUTS } from "@/components/layout/layouts";
import { Footer } from "@/components/layout/Footer";
import { Header } from "@/components/layout/Header";
import { ADDON_IDS, getAddon } from "@/lib/addons";
import { STEP_ROWS } from "@/lib/funnel/steps";
import { backHref, getRoute, ROUTES } from "@/lib/routing";
import { PURCHASE_STORAGE_KEY, type PurchaseStoreApi } from "@/lib/store/purchase";

vi.mock("next/link", async () => ({ default: (await import("../../support/next-mocks")).LinkMock }));

function seedPurchase(state: object) {
  sessionStorage.setItem(PURCHASE_STORAGE_KEY, JSON.stringify({ state, version: 0 }));
}

describe("PlanInfoBar", () => {
  it("renders nothing until a plan is selected", () => {
    render(
      <StoreProvider>
        <PlanInfoBar editHref="/#planos" />
      </StoreProvider>,
    );
    expect(screen.queryByTestId("plan-info")).toBeNull();
    expect(screen.queryByTestId("plan-info-reserved")).toBeNull();
  });

  it("on checkout steps keeps an empty, hidden line of its height until the plan is known (no layout shift)", async () => {
    let store: PurchaseStoreApi | undefined;
    function Grab() {
      store = usePurchaseStore();
      return null;
    }
    const { container } = render(
      <StoreProvider>
        <Grab />
        <PlanInfoBar editHref="/#planos" reserveSpace />
      </StoreProvider>,
    );
    const reserved = screen.getByTestId("plan-info-reserved");
    expect(reserved).toHaveAttribute("aria-hidden", "true");
    expect(reserved.textContent?.trim()).toBe("");
    expect(container.querySelector("a")).toBeNull();
    act(() => store?.setState({ planoSelected: { id: "2", plan: "500 Mega", sku: "d500a", price: "109.99", price_with_dacc: "99.99" } } as never));
    expect(await screen.findByTestId("plan-info")).toHaveTextContent("500 Mega");
    expect(screen.queryByTestId("plan-info-reserved")).toBeNull();
  });

  it("shows the stored plan's title, direct-debit price and Edit link after hydration", async () => {
    seedPurchase({ planoSelected: { id: "1", plan: "1 Giga", sku: "d1000a", price: "149.99", price_with_dacc: "139.99" } });
    render(
      <StoreProvider>
        <PlanInfoBar editHref="/b/#planos" />
      </StoreProvider>,
    );
    const bar = await screen.findByTestId("plan-info");
    // The non-breaking space after R$ (marketing §9) is kept, not folded into a plain space.
    expect(bar.textContent).toBe("Plano escolhido: 1 Giga R$\u00a0139,99/mês Editar plano escolhido");
    expect(screen.getByRole("link", { name: "Editar plano escolhido" })).toHaveAttribute("href", "/b/#planos");
  });

  it("shows the price without direct debit once the visitor has declined it", async () => {
    seedPurchase({
      planoSelected: { id: "1", plan: "1 Giga", sku: "d1000a", price: "149.99", price_with_dacc: "139.99" },
      directDebit: false,
      directDebitAnswered: true,
    });
    render(
      <StoreProvider>
        <PlanInfoBar editHref="/#planos" />
      </StoreProvider>,
    );
    expect((await screen.findByTestId("plan-info")).textContent).toContain("R$\u00a0149,99/mês");
  });
});

describe("FunnelHeader", () => {
  const route = (key: string) => {
    const r = getRoute(key);
    if (!r) throw new Error(key);
    return r;
  };

  it("renders the back link, the progress bar and the current stage", () => {
    render(
      <StoreProvider>
        <FunnelHeader addonId="b/timblack" route={route("checkout/email")} combinedCheckout={false} />
      </StoreProvider>,
    );
    expect(screen.getByTestId("back-link")).toHaveAttribute("href", "/b/timblack/checkout/telefone/");
    const bar = screen.getByRole("progressbar", { name: "Progresso do pedido" });
    expect(bar).toHaveAttribute("aria-valuenow", "38.1");
    expect(bar).toHaveAttribute("aria-valuetext", "38,1% concluído");
    expect(screen.getByText("Dados pessoais", { selector: "li" })).toHaveAttribute("aria-current", "step");
    expect(screen.getByText("Etapa 2 de 5:", { exact: false })).toHaveTextContent("Etapa 2 de 5: Dados pessoais");
  });

  it("follows the quiz progress in the store on validacao", async () => {
    seedPurchase({ quizProgress: 4 });
    render(
      <StoreProvider>
        <FunnelHeader addonId="c" route={route("checkout/validacao")} combinedCheckout={false} />
      </StoreProvider>,
    );
    expect(await screen.findByRole("progressbar")).toHaveAttribute("aria-valuenow", "21");
  });
});

describe("ZoomControl", () => {
  it("steps the zoom and stores it, disabled at the last level", async () => {
    const user = userEvent.setup();
    render(
      <StoreProvider>
        <ZoomControl />
      </StoreProvider>,
    );
    const up = screen.getByRole("button", { name: "Aumentar o tamanho do texto" });
    await user.click(up);
    expect(screen.getByRole("group")).toHaveAccessibleName("Tamanho do texto: 106.25%");
    for (let i = 0; i < 12; i++) await act(async () => up.click());
    expect(up).toBeDisabled();
    expect(JSON.parse(localStorage.getItem("ultrafibra-ui") ?? "{}").state.zoom).toBe(250);
  });
});

/**
 * Every step's progress bar and "← Voltar" as the server renders them, with the order's initial
 * values (no direct debit, no installation scheduling, no quiz answer), for the default
 * storefront and addon b (funnel §2 back map, §4 progress). Guarded against: the bar falling from
 * 95.2 % to 10 % on confirmando-dados, consulta-telefone and dados-pessoais; "Voltar" going to the
 * landing from confirmando-dados, and to /b/ instead of the CPF step from addon b's
 * instalacao-pagamento. The rows that depend on the order are in routing-back and routing-progress.
 */
describe("FunnelHeader on every step, before any answer", () => {
  /** [bar, back]: back is the path after the addon prefix ("/" is the addon home). */
  type Header = readonly [bar: number, back: string];
  interface Row {
    key: string;
    plain: Header;
    b: Header;
  }

  // Positions: (n / 21) * 100, one decimal, never below 10 (funnel §4). Addon b: 62.5 on payment and
  // installation, 87.5 on the confirmation. validacao: 10 + 3 + 2 per answer (13 before the first).
  const TABLE: readonly Row[] = [
    { key: "checkout/cep", plain: [10, "/"], b: [10, "/"] },
    { key: "checkout/nr-imovel", plain: [14.3, "/checkout/cep/"], b: [14.3, "/checkout/cep/"] },
    { key: "checkout/verificando-disponibilidade", plain: [19, "/checkout/nr-imovel/"], b: [19, "/checkout/cep/"] },
    { key: "checkout/oferta-indisponivel", plain: [23.8, "/checkout/nr-imovel/"], b: [23.8, "/checkout/cep/"] },
    { key: "checkout/nome", plain: [28.6, "/checkout/nr-imovel/"], b: [28.6, "/checkout/cep/"] },
    { key: "checkout/telefone", plain: [33.3, "/checkout/nome/"], b: [33.3, "/checkout/nome/"] },
    { key: "checkout/email", plain: [38.1, "/checkout/telefone/"], b: [38.1, "/checkout/telefone/"] },
    { key: "checkout/confirmacao-colaborador", plain: [42.9, "/checkout/email/"], b: [42.9, "/checkout/email/"] },
    { key: "checkout/data-nascimento", plain: [47.6, "/checkout/email/"], b: [47.6, "/checkout/email/"] },
    { key: "checkout/nome-mae", plain: [52.4, "/checkout/data-nascimento/"], b: [52.4, "/checkout/data-nascimento/"] },
    { key: "checkout/cpf", plain: [57.1, "/checkout/nome-mae/"], b: [57.1, "/checkout/nome-mae/"] },
    { key: "checkout/data-de-vencimento", plain: [61.9, "/checkout/cpf/"], b: [62.5, "/checkout/cpf/"] },
    { key: "checkout/ativar-debito", plain: [66.7, "/checkout/data-de-vencimento/"], b: [62.5, "/checkout/data-de-vencimento/"] },
    { key: "checkout/conta-debito", plain: [71.4, "/checkout/ativar-debito/"], b: [62.5, "/checkout/ativar-debito/"] },
    { key: "checkout/validacao", plain: [13, "/checkout/ativar-debito/"], b: [13, "/checkout/instalacao-pagamento/"] },
    { key: "checkout/validacao/erro1", plain: [81, "/checkout/ativar-debito/"], b: [62.5, "/checkout/instalacao-pagamento/"] },
    { key: "checkout/validacao/erro2", plain: [85.7, "/checkout/ativar-debito/"], b: [62.5, "/checkout/instalacao-pagamento/"] },
    { key: "checkout/data-instalacao", plain: [90.5, "/checkout/ativar-debito/"], b: [62.5, "/checkout/instalacao-pagamento/"] },
    { key: "checkout/confirmacao", plain: [95.2, "/checkout/ativar-debito/"], b: [87.5, "/checkout/instalacao-pagamento/"] },
    { key: "pedido-realizado", plain: [100, "/checkout/confirmacao/"], b: [100, "/checkout/confirmacao/"] },
    { key: "checkout", plain: [10, "/"], b: [10, "/"] },
    { key: "checkout/carrinho", plain: [10, "/"], b: [10, "/"] },
    { key: "checkout/planos", plain: [10, "/"], b: [10, "/"] },
    { key: "checkout/cep-dados-cliente", plain: [10, "/"], b: [10, "/"] },
    { key: "checkout/dados-pessoais", plain: [95.2, "/checkout/consulta-telefone/"], b: [87.5, "/checkout/consulta-telefone/"] },
    { key: "checkout/consulta-telefone", plain: [95.2, "/checkout/confirmacao/"], b: [87.5, "/checkout/confirmacao/"] },
    { key: "checkout/instalacao", plain: [90.5, "/checkout/confirmacao/"], b: [62.5, "/checkout/confirmacao/"] },
    { key: "checkout/instalacao-pagamento", plain: [61.9, "/checkout/cpf/"], b: [62.5, "/checkout/cpf/"] },
    { key: "checkout/confirmando-dados", plain: [95.2, "/checkout/confirmacao/"], b: [87.5, "/checkout/confirmacao/"] },
    { key: "refidelizacao/consulta-cpf", plain: [10, "/"], b: [10, "/"] },
    { key: "refidelizacao/ofertas", plain: [10, "/refidelizacao/consulta-cpf/"], b: [10, "/refidelizacao/consulta-cpf/"] },
    { key: "refidelizacao/confirmacao", plain: [50, "/refidelizacao/ofertas/"], b: [50, "/refidelizacao/ofertas/"] },
    { key: "refidelizacao/pedido-realizado", plain: [100, "/"], b: [100, "/"] },
  ];

  const header = (addonId: string, key: string) => {
    const route = getRoute(key);
    if (!route) throw new Error(key);
    const { unmount } = render(
      <StoreProvider>
        <FunnelHeader addonId={addonId} route={route} combinedCheckout={getAddon(addonId).combinedCheckout} />
      </StoreProvider>,
    );
    const bar = screen.queryByRole("progressbar", { name: "Progresso do pedido" });
    const found = { bar: bar ? Number(bar.getAttribute("aria-valuenow")) : null, back: screen.getByTestId("back-link").getAttribute("href") };
    unmount();
    return found;
  };

  it("the table names every step of the checkout and the renewal", () => {
    const steps = STEP_ROWS.filter(([, row]) => row.section !== "coverage").map(([key]) => key);
    expect(TABLE.map((r) => r.key).sort()).toEqual([...steps].sort());
  });

  it.each([
    ["default storefront", ""],
    ["addon b", "b"],
  ])("%s: every step's bar and back link", (_, addonId) => {
    const prefix = addonId ? `/${addonId}` : "";
    for (const row of TABLE) {
      const [bar, back] = addonId ? row.b : row.plain;
      expect(header(addonId, row.key), row.key).toEqual({ bar, back: `${prefix}${back}` });
    }
  });

  it.each(["", "b"])("addon %j: every funnel page of the checkout, coverage and renewal carries the back map's link", (addonId) => {
    const p = addonId ? `/${addonId}` : "";
    const ctx = { combinedCheckout: getAddon(addonId).combinedCheckout, installationSchedule: false, directDebit: false };
    const rows: Record<string, string> = {};
    for (const route of ROUTES.values()) {
      if (!["checkout", "coverage", "renewal"].includes(route.section ?? "") || !LAYOUTS[route.layout].funnel) continue;
      rows[route.key] = header(addonId, route.key).back!;
      expect(rows[route.key], route.key).toBe(backHref(addonId, route.key, ctx));
    }
    // The map's own rows, as a reader checks them against funnel §2.
    expect(rows["checkout/telefone"]).toBe(`${p}/checkout/nome/`);
    expect(rows["checkout/nome"]).toBe(addonId === "b" ? `${p}/checkout/cep/` : `${p}/checkout/nr-imovel/`);
    expect(rows["checkout/cpf"]).toBe(`${p}/checkout/nome-mae/`);
    // Addon b answers direct debit on instalacao-pagamento (it has no ativar-debito).
    expect(rows["checkout/validacao"]).toBe(addonId === "b" ? `${p}/checkout/instalacao-pagamento/` : `${p}/checkout/ativar-debito/`);
    expect(rows["checkout/confirmacao-colaborador"]).toBe(`${p}/checkout/email/`);
    expect(rows["checkout/data-instalacao"]).toBe(addonId === "b" ? `${p}/checkout/instalacao-pagamento/` : `${p}/checkout/ativar-debito/`);
    expect(rows["checkout/confirmacao"]).toBe(addonId === "b" ? `${p}/checkout/instalacao-pagamento/` : `${p}/checkout/ativar-debito/`);
    expect(rows["refidelizacao/ofertas"]).toBe(`${p}/refidelizacao/consulta-cpf/`);
    expect(Object.keys(rows).length).toBeGreaterThan(25);
  });
});

/** Header and footer contact rules of funnel §2 (lib/contact, the addons' flags), as rendered. */
describe("Header and Footer per addon", () => {
  const route = (key: string) => getRoute(key)!;

  it("televendas is hidden for refidelizacao, fluxo, oferta-colaborador, premium and shown for migration", () => {
    for (const [addonId, key, shown] of [
      ["", "refidelizacao/consulta-cpf", false],
      ["fluxo", "", false],
      ["oferta-colaborador", "checkout/nome", false],
      ["premium", "", false],
      ["migracao-ultrafibra", "consulta-cpf", true],
      ["b/timblack", "", true],
      ["", "checkout/cep", true],
    ] as const) {
      const { unmount } = render(
        <StoreProvider>
          <Header addon={getAddon(addonId)} route={route(key)} minimal={false} />
        </StoreProvider>,
      );
      expect(screen.queryAllByTestId("televendas").length, `${addonId} ${key}`).toBe(shown ? 1 : 0);
      unmount();
    }
  });

  it("support number 103 41 is hidden on the mobile-plan addons only; 1056 is on every footer", () => {
    const hidden = ["timblack", "b/timblack", "timcontrole", "timpre"];
    for (const id of ["", ...ADDON_IDS]) {
      const { unmount } = render(<Footer addon={getAddon(id)} />);
      expect(screen.queryAllByTestId("suporte-10341").length, id).toBe(hidden.includes(id) ? 0 : 1);
      expect(screen.getByTestId("suporte-1056"), id).toBeInTheDocument();
      unmount();
    }
  });

  it("footer links: migration FAQ only on migration, Livelo regulation only on livelo", () => {
    const links = (id: string) => {
      const { unmount } = render(<Footer addon={getAddon(id)} />);
      const found = Object.fromEntries(screen.getAllByRole("link").map((a) => [a.textContent, a.getAttribute("href")]));
      unmount();
      return found;
    };
    expect(links("migracao-ultrafibra")).toMatchObject({ "Perguntas frequentes da migração (PDF)": "/faq-migracao.pdf" });
    expect(links("livelo")).toMatchObject({ "Regulamento Livelo": "/livelo/regulamentos/#livelo", Regulamentos: "/livelo/regulamentos/" });
    for (const id of ["", "livelo"]) expect(links(id), id).not.toHaveProperty("Perguntas frequentes da migração (PDF)");
    for (const id of ["", "migracao-ultrafibra"]) expect(links(id), id).not.toHaveProperty("Regulamento Livelo");
  });
});
