import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import PlanLeadDrawer from "@/components/landing/PlanLeadDrawer";
import { StoreProvider } from "@/components/providers/StoreProvider";
import { PURCHASE_STORAGE_KEY } from "@/lib/store/purchase";
import { plansOf } from "./support/landing-plans";

const mocks = vi.hoisted(() => ({ push: vi.fn(), cepInformation: vi.fn(), trackFunnelStep: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: mocks.push }) }));
vi.mock("@/lib/api", () => ({ api: { cepInformation: mocks.cepInformation } }));
vi.mock("@/lib/tracking", () => ({ trackFunnelStep: mocks.trackFunnelStep }));

const [PLAN] = plansOf("d600gl");

beforeEach(() => {
  vi.clearAllMocks();
});

function renderDrawer() {
  render(
    <StoreProvider>
      <PlanLeadDrawer plan={PLAN!} addonId="b" onClose={() => {}} />
    </StoreProvider>,
  );
  const dialog = screen.getByRole("dialog", { name: "Consulte a disponibilidade na sua região" });
  return {
    dialog,
    cep: within(dialog).getByLabelText("CEP"),
    number: within(dialog).getByLabelText("Número do imóvel"),
    phone: within(dialog).getByLabelText(/Telefone para contato/),
    send: within(dialog).getByRole("button", { name: "Enviar" }),
  };
}

describe("Plan-card lead drawer (marketing §2, §4, §5)", { timeout: 30_000 }, () => {
  it("enables 'Enviar' only with an 8-digit CEP and a number, then saves, reports step 1 and goes on", async () => {
    mocks.cepInformation.mockResolvedValueOnce({
      ok: true,
      data: { UF: "SP", city: "São Paulo", neighborhood: "Bela Vista", address: "Avenida Paulista" },
    });
    const user = userEvent.setup();
    const { cep, number, phone, send } = renderDrawer();
    expect(cep).toHaveFocus();
    expect(send).toBeDisabled();
    await user.type(cep, "0131010");
    await user.type(number, "1000");
    expect(send).toBeDisabled();
    await user.type(cep, "0");
    expect(cep).toHaveValue("01310-100");
    await user.type(phone, "11987654321");
    expect(send).toBeEnabled();

    await user.click(send);
    await waitFor(() => expect(mocks.push).toHaveBeenCalledWith("/b/checkout/verificando-disponibilidade/?s=d600gl"));
    expect(mocks.cepInformation).toHaveBeenCalledWith("01310100", "d600gl");
    expect(mocks.trackFunnelStep).toHaveBeenCalledWith(1);
    const stored = JSON.parse(sessionStorage.getItem(PURCHASE_STORAGE_KEY) ?? "{}").state;
    // Kept as the checkout's fields show them (the drawer's schema hands over digits).
    expect(stored).toMatchObject({
      zip: "01310-100",
      streetNr: "1000",
      phone: "(11) 98765-4321",
      street: "Avenida Paulista",
      neighborhood: "Bela Vista",
      city: "São Paulo",
      uf: "SP",
    });
    expect(stored.planoSelected.sku).toBe("d600gl");
  });

  it("remembers a refused CEP: its message under the field, 'Enviar' off until the CEP changes", async () => {
    mocks.cepInformation.mockResolvedValueOnce({
      ok: false,
      // What the client makes of {"error": "Cep inválido ou inexistente"} (lib/api checks).
      error: { kind: "server", message: "Cep inválido ou inexistente", retryable: true },
    });
    const user = userEvent.setup();
    const { cep, number, send } = renderDrawer();
    await user.type(cep, "00000000");
    await user.type(number, "12");
    await user.click(send);

    const message = await screen.findByText("Cep inválido ou inexistente");
    expect(cep).toHaveAttribute("aria-invalid", "true");
    expect(cep.getAttribute("aria-describedby")).toContain(message.closest("p")?.id);
    expect(send).toBeDisabled();
    expect(mocks.push).not.toHaveBeenCalled();

    await user.clear(cep);
    await user.type(cep, "01310100");
    expect(screen.queryByText("Cep inválido ou inexistente")).toBeNull();
    expect(send).toBeEnabled();
    // Typing the refused CEP again brings its message back without asking the server.
    await user.clear(cep);
    await user.type(cep, "00000000");
    expect(screen.getByText("Cep inválido ou inexistente")).toBeInTheDocument();
    expect(send).toBeDisabled();
    expect(mocks.cepInformation).toHaveBeenCalledTimes(1);
  });

  it("offers a retry for a transport failure instead of blaming the CEP", async () => {
    mocks.cepInformation.mockResolvedValueOnce({
      ok: false,
      error: { kind: "timeout", message: "O servidor demorou para responder. Tente novamente.", retryable: true },
    });
    const user = userEvent.setup();
    const { cep, number, send } = renderDrawer();
    await user.type(cep, "01310100");
    await user.type(number, "1000");
    await user.click(send);
    expect(await screen.findByRole("alert")).toHaveTextContent("O servidor demorou para responder.");
    expect(screen.getByRole("button", { name: "Tentar novamente" })).toBeInTheDocument();
    expect(send).toBeEnabled();
  });
});
