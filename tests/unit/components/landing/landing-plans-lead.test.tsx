import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import PlanLeadDrawer from "@/components/landing/PlanLeadDrawer";
import { StoreProvider } from "@/components/providers/StoreProvider";
import { LEAD_ID_KEY } from "@/lib/funnel/restore";
import { PURCHASE_STORAGE_KEY } from "@/lib/store/purchase";
import { MESSAGES } from "@/lib/validation/messages";
import { plansOf } from "../../support/landing-plans";

const mocks = vi.hoisted(() => ({
  push: vi.fn(),
  cepInformation: vi.fn(),
  addressInfo: vi.fn(),
  leadDelete: vi.fn(),
  noCoverageDelete: vi.fn(),
  leadGet: vi.fn(),
  trackFunnelStep: vi.fn(),
  trackPlanToCart: vi.fn(),
}));
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: mocks.push }) }));
// The calls are mocked; the rules (isValueRefusal, removePayload) are the real ones.
vi.mock("@/lib/api", async (original) => ({
  ...(await original<typeof import("@/lib/api")>()),
  api: { cepInformation: mocks.cepInformation, addressInfo: mocks.addressInfo, leadDelete: mocks.leadDelete, noCoverageDelete: mocks.noCoverageDelete, leadGet: mocks.leadGet },
}));
vi.mock("@/lib/tracking", () => ({ trackFunnelStep: mocks.trackFunnelStep, trackPlanToCart: mocks.trackPlanToCart }));

const [PLAN] = plansOf("d600gl");
const PAULISTA = { ok: true, data: { UF: "SP", city: "São Paulo", neighborhood: "Bela Vista", address: "Avenida Paulista" } } as const;

beforeEach(() => {
  vi.clearAllMocks();
  mocks.addressInfo.mockResolvedValue({ ok: true, data: { is_block_allotment: false } });
  mocks.leadDelete.mockResolvedValue({ ok: true, data: { success: true } });
  mocks.noCoverageDelete.mockResolvedValue({ ok: true, data: { success: true } });
  mocks.leadGet.mockResolvedValue({ ok: false, error: { kind: "http", status: 404, message: "x" } });
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
    number: within(dialog).getByLabelText(/Número do imóvel/),
    complement: within(dialog).getByLabelText("Complemento"),
    noComplement: within(dialog).getByLabelText("Sem complemento"),
    phone: within(dialog).getByLabelText(/Telefone para contato/),
    send: within(dialog).getByRole("button", { name: "Enviar" }),
  };
}

const stored = () => JSON.parse(sessionStorage.getItem(PURCHASE_STORAGE_KEY) ?? "{}").state;

describe("Plan-card lead drawer (marketing §2, §4, §5)", { timeout: 30_000 }, () => {
  it("enables 'Enviar' only with an 8-digit CEP and a number, asks the complement, then saves, reports step 1 and goes on", async () => {
    mocks.cepInformation.mockResolvedValueOnce(PAULISTA);
    const user = userEvent.setup();
    const { cep, number, complement, phone, send } = renderDrawer();
    expect(cep).toHaveFocus();
    expect(send).toBeDisabled();
    await user.type(cep, "0131010");
    await user.type(number, "1000");
    expect(send).toBeDisabled();
    await user.type(cep, "0");
    expect(cep).toHaveValue("01310-100");
    await user.type(phone, "11987654321");
    expect(send).toBeEnabled();

    // The complement is asked as on every address form: typed, or "Sem complemento".
    await user.click(send);
    expect(await screen.findByText(MESSAGES.complementRequired)).toBeInTheDocument();
    expect(complement).toHaveAttribute("aria-invalid", "true");
    expect(mocks.cepInformation).not.toHaveBeenCalled();
    await user.type(complement, "Apto 42");
    await user.click(send);
    await waitFor(() => expect(mocks.push).toHaveBeenCalledWith("/b/checkout/verificando-disponibilidade/?s=d600gl"));
    expect(mocks.cepInformation).toHaveBeenCalledWith("01310100", "d600gl");
    expect(mocks.trackFunnelStep).toHaveBeenCalledWith(1);
    // The plan joins the order here: marketing §7's addToShoppingCart, once.
    expect(mocks.trackPlanToCart).toHaveBeenCalledTimes(1);
    expect(mocks.trackPlanToCart).toHaveBeenCalledWith(expect.objectContaining({ sku: "d600gl" }));
    // Kept as the checkout's fields show them (the drawer's schema hands over digits).
    expect(stored()).toMatchObject({
      zip: "01310-100",
      streetNr: "1000",
      complement: "Apto 42",
      noComplement: false,
      blockNr: "",
      lotNr: "",
      phone: "(11) 98765-4321",
      street: "Avenida Paulista",
      neighborhood: "Bela Vista",
      city: "São Paulo",
      uf: "SP",
    });
    expect(stored().planoSelected.sku).toBe("d600gl");
  });

  it("a quadra-and-lote street (70070-100) asks quadra and lote and does not need the number", async () => {
    mocks.addressInfo.mockImplementation(async (cep: string) => ({ ok: true, data: { is_block_allotment: cep === "70070100" } }));
    mocks.cepInformation.mockResolvedValueOnce({ ok: true, data: { UF: "DF", city: "Brasília", neighborhood: "Asa Sul", address: "SBS Quadra 1" } });
    const user = userEvent.setup();
    const { dialog, cep, noComplement, send } = renderDrawer();
    expect(within(dialog).queryByLabelText("Quadra")).toBeNull();
    await user.type(cep, "70070100");
    const block = await within(dialog).findByLabelText("Quadra");
    expect(mocks.addressInfo).toHaveBeenCalledWith("70070100");
    expect(within(dialog).getByLabelText(/Número do imóvel/)).toHaveAccessibleName(/^Número do imóvel ?\(opcional\)$/);
    expect(send).toBeEnabled();
    await user.click(send);
    expect(await screen.findByText(MESSAGES.blockRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.lotRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.complementRequired)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.numberRequired)).toBeNull();
    // The first invalid field on screen gets the focus: quadra, above the complement, though it
    // appeared only once the CEP's lookup answered.
    expect(block).toHaveFocus();
    await user.click(noComplement);
    expect(screen.queryByText(MESSAGES.complementRequired)).toBeNull();
    await user.type(block, "3");
    await user.type(within(dialog).getByLabelText("Lote"), "12");
    await user.click(send);
    await waitFor(() => expect(mocks.push).toHaveBeenCalled());
    expect(stored()).toMatchObject({ zip: "70070-100", streetNr: "", blockNr: "3", lotNr: "12", complement: "", noComplement: true });
  });

  it("a new address does not ride on the lead made for the old one: the old lead is deleted with its own CEP", async () => {
    const before = { zip: "01310-100", streetNr: "1000", noComplement: true, phone: "(11) 98765-4321", leadId: "L-old", sendAddress: false };
    sessionStorage.setItem(PURCHASE_STORAGE_KEY, JSON.stringify({ state: before, version: 0 }));
    localStorage.setItem(LEAD_ID_KEY, "L-old");
    mocks.cepInformation.mockResolvedValue({ ok: true, data: { UF: "RJ", city: "Rio de Janeiro", neighborhood: "Centro", address: "Rua da Assembleia" } });
    const user = userEvent.setup();
    const { cep, number, noComplement, send } = renderDrawer();
    await waitFor(() => expect(stored()?.leadId).toBe("L-old"));
    await user.type(cep, "20040002");
    await user.type(number, "10");
    await user.click(noComplement);
    await user.click(send);
    await waitFor(() => expect(mocks.push).toHaveBeenCalled());
    expect(mocks.leadDelete).toHaveBeenCalledWith({ id: "L-old", cep: "01310100", phone: "11987654321" });
    expect(stored()).toMatchObject({ zip: "20040-002", streetNr: "10", leadId: null, sendAddress: true });
    expect(localStorage.getItem(LEAD_ID_KEY)).toBeNull();
  });

  it("the same address keeps its lead", async () => {
    const before = { zip: "01310-100", streetNr: "1000", noComplement: true, phone: "(11) 98765-4321", leadId: "L-same", sendAddress: false };
    sessionStorage.setItem(PURCHASE_STORAGE_KEY, JSON.stringify({ state: before, version: 0 }));
    mocks.cepInformation.mockResolvedValue(PAULISTA);
    const user = userEvent.setup();
    const { cep, number, noComplement, phone, send } = renderDrawer();
    await waitFor(() => expect(stored()?.leadId).toBe("L-same"));
    await user.type(cep, "01310100");
    await user.type(number, "1000");
    await user.click(noComplement);
    await user.type(phone, "11987654321");
    await user.click(send);
    await waitFor(() => expect(mocks.push).toHaveBeenCalled());
    expect(mocks.leadDelete).not.toHaveBeenCalled();
    expect(stored()).toMatchObject({ leadId: "L-same", sendAddress: false });
  });

  it("remembers a refused CEP: its message under the field, 'Enviar' off until the CEP changes", async () => {
    mocks.cepInformation.mockResolvedValueOnce({
      ok: false,
      // What the client makes of {"error": "Cep inválido ou inexistente"} (lib/api checks).
      error: { kind: "server", message: "Cep inválido ou inexistente", retryable: true },
    });
    const user = userEvent.setup();
    const { cep, number, noComplement, send } = renderDrawer();
    await user.type(cep, "00000000");
    await user.type(number, "12");
    await user.click(noComplement);
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

  it.each([
    { kind: "timeout", message: "O servidor demorou muito pra responder (15s)", retryable: true },
    // An answer without UF, city or address says nothing about the CEP typed (lib/api isValueRefusal).
    { kind: "missing", message: "Propriedades não encontradas no endereço: UF, city, address", retryable: false },
  ])("offers a retry for a failure on the way ($kind) instead of blaming the CEP", async (error) => {
    mocks.cepInformation.mockResolvedValueOnce({ ok: false, error });
    const user = userEvent.setup();
    const { cep, number, noComplement, send } = renderDrawer();
    await user.type(cep, "01310100");
    await user.type(number, "1000");
    await user.click(noComplement);
    await user.click(send);
    expect(await screen.findByRole("alert")).toHaveTextContent(error.message);
    expect(screen.getByRole("button", { name: "Tentar novamente" })).toBeInTheDocument();
    expect(cep).not.toHaveAttribute("aria-invalid");
    expect(send).toBeEnabled();
  });
});
