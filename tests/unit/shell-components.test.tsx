import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { FunnelHeader } from "@/components/layout/FunnelHeader";
import { PlanInfoBar } from "@/components/layout/PlanInfoBar";
import { ZoomControl } from "@/components/layout/ZoomControl";
import { StoreProvider, usePurchaseStore } from "@/components/providers/StoreProvider";
import { getRoute } from "@/lib/routing";
import { PURCHASE_STORAGE_KEY, type PurchaseStoreApi } from "@/lib/store/purchase";

vi.mock("next/link", async () => ({ default: (await import("./support/next-mocks")).LinkMock }));

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
