import { configure, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { funnelContext } from "@/lib/funnel/context";
import { CollaboratorCodeStep, RESEND_COOLDOWN_S } from "@/components/checkout/personal/CollaboratorCodeStep";
import { StoreProvider } from "@/components/providers/StoreProvider";
import { api } from "@/lib/api";
import type { Plan } from "@/lib/api/contract";
import { getAddon } from "@/lib/addons";
import { guardRedirect } from "@/lib/funnel/guard";
import { getRoute } from "@/lib/routing";
import { INITIAL_PURCHASE, PURCHASE_STORAGE_KEY, type PurchaseState } from "@/lib/store/purchase";
import { MESSAGES } from "@/lib/validation";

// These tests walk whole steps (store hydration, masks, async saves): room for a busy machine.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn(), back: vi.fn(), forward: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => "/", useSearchParams: () => new URLSearchParams() }));
vi.mock("@/lib/api", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/api")>();
  return { ...actual, api: { plans: vi.fn(), leadGet: vi.fn(), leadV2Step: vi.fn(), collaboratorNewCode: vi.fn(), collaboratorValidate: vi.fn() } };
});

const mocked = vi.mocked(api, true);
const ADDON = getAddon("oferta-colaborador");
const PLAN = { id: "p-d600gl", plan: "600 Mega + Globoplay", sku: "d600gl", price_with_dacc: "119.99" } as Plan;
const SEED: Partial<PurchaseState> = {
  planoSelected: PLAN,
  zip: "01310-100",
  streetNr: "1000",
  leadId: "L7",
  sendAddress: false,
  name: "Maria Silva",
  phone: "(11) 98765-4321",
  email: "maria@tim.com.br",
};
const ok = <T,>(data: T) => ({ ok: true as const, data });
const REFUSED = "Código inválido. Confira o código e tente novamente.";

function renderStep(seed: Partial<PurchaseState> = {}) {
  sessionStorage.setItem(PURCHASE_STORAGE_KEY, JSON.stringify({ state: { ...SEED, ...seed }, version: 0 }));
  mocked.leadGet.mockResolvedValue(ok({ id: "L7", address: { cep: "01310100", number: "1000" }, name: "Maria Silva" }) as never);
  render(
    <StoreProvider>
      <CollaboratorCodeStep addon={ADDON} route={getRoute("checkout/confirmacao-colaborador")!} />
    </StoreProvider>,
  );
}

const stored = () => (JSON.parse(sessionStorage.getItem(PURCHASE_STORAGE_KEY) ?? "{}") as { state: Partial<PurchaseState> }).state;

beforeEach(() => {
  vi.clearAllMocks();
  mocked.plans.mockResolvedValue(ok({ plans: [PLAN] }) as never);
  mocked.collaboratorNewCode.mockResolvedValue(ok({ success: true }) as never);
});
afterEach(() => vi.useRealTimers());

describe("checkout/confirmacao-colaborador", () => {
  it("sends a code on entering, once, and names the e-mail it went to", async () => {
    renderStep();
    await screen.findByLabelText("Código de confirmação");
    await waitFor(() => expect(mocked.collaboratorNewCode).toHaveBeenCalledWith("L7"));
    expect(mocked.collaboratorNewCode).toHaveBeenCalledTimes(1);
    expect(screen.getByText("maria@tim.com.br")).toBeInTheDocument();
  });

  it("checks the code's shape before calling the server", async () => {
    const user = userEvent.setup();
    renderStep();
    const code = await screen.findByLabelText("Código de confirmação");
    await user.type(code, "123");
    await user.click(screen.getByRole("button", { name: "Continuar" }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.collaboratorCodeInvalid)));
    expect(mocked.collaboratorValidate).not.toHaveBeenCalled();
  });

  it("already validated (Back from a later step): no field, no new code, 'Continuar' goes on", async () => {
    const user = userEvent.setup();
    renderStep({ collaboratorValidated: true });
    expect(await screen.findByText("Seu código já foi confirmado. Pode continuar.")).toBeInTheDocument();
    expect(screen.queryByLabelText("Código de confirmação")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Continuar" }));
    expect(router.push).toHaveBeenCalledWith("/oferta-colaborador/checkout/data-nascimento/");
    expect(mocked.collaboratorNewCode).not.toHaveBeenCalled();
  });

  it("shows the server's refusal under the field and leaves the visitor not validated", async () => {
    const user = userEvent.setup();
    mocked.collaboratorValidate.mockResolvedValue({
      ok: false,
      validated: false,
      error: { kind: "server", message: REFUSED, retryable: true },
    } as never);
    renderStep();
    const code = await screen.findByLabelText("Código de confirmação");
    await user.type(code, "000000");
    await user.click(screen.getByRole("button", { name: "Continuar" }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining(REFUSED)));
    expect(code).toHaveAttribute("aria-invalid", "true");
    expect(code).toHaveFocus();
    expect(code).toHaveValue("000000");
    expect(screen.queryByRole("alert")).toBeNull(); // under the field, not as a backend failure
    expect(mocked.collaboratorValidate).toHaveBeenCalledWith({ idLead: "L7", code: "000000" });
    expect(stored().collaboratorValidated).toBe(false);
    expect(router.push).not.toHaveBeenCalled();
  });

  it("a transport failure shows the message with a retry, which validates and goes on", async () => {
    const user = userEvent.setup();
    mocked.collaboratorValidate
      .mockResolvedValueOnce({ ok: false, validated: false, error: { kind: "network", message: "Erro de rede: sua conexão caiu ou o servidor está fora do ar", retryable: true } } as never)
      .mockResolvedValueOnce({ ok: true, validated: true, data: { success: true, validated: true } } as never);
    renderStep();
    await user.type(await screen.findByLabelText("Código de confirmação"), "123456");
    await user.click(screen.getByRole("button", { name: "Continuar" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Erro de rede");
    await user.click(screen.getByRole("button", { name: "Tentar novamente" }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/oferta-colaborador/checkout/data-nascimento/"));
    expect(stored().collaboratorValidated).toBe(true);
  });

  it("'Reenviar código' waits out the cooldown, then sends a new code", async () => {
    renderStep();
    const resend = await screen.findByRole("button", { name: /Reenviar código em \d+ s/ });
    expect(resend).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(resend);
    expect(mocked.collaboratorNewCode).toHaveBeenCalledTimes(1);
    // Pretend the code went out a cooldown ago.
    sessionStorage.setItem("ultrafibra-collaborator-code-sent:L7", String(Date.now() - RESEND_COOLDOWN_S * 1000 - 1));
    const ready = await screen.findByRole("button", { name: "Reenviar código" });
    await userEvent.click(ready);
    await waitFor(() => expect(mocked.collaboratorNewCode).toHaveBeenCalledTimes(2));
    expect(await screen.findByText("Enviamos um novo código. O anterior deixa de valer.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Reenviar código em \d+ s/ })).toHaveAttribute("aria-disabled", "true");
  });
});

describe("'Reenviar código' after a refusal", () => {
  it("takes the old 'Código inválido' and the old code away with the new code", async () => {
    const user = userEvent.setup();
    mocked.collaboratorValidate.mockResolvedValue({ ok: false, validated: false, error: { kind: "server", message: REFUSED, retryable: true } } as never);
    renderStep();
    const code = await screen.findByLabelText("Código de confirmação");
    await user.type(code, "000000");
    await user.click(screen.getByRole("button", { name: "Continuar" }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining(REFUSED)));
    // Pretend the first code went out a cooldown ago.
    sessionStorage.setItem("ultrafibra-collaborator-code-sent:L7", String(Date.now() - RESEND_COOLDOWN_S * 1000 - 1));
    await user.click(await screen.findByRole("button", { name: "Reenviar código" }));
    expect(await screen.findByText("Enviamos um novo código. O anterior deixa de valer.")).toBeInTheDocument();
    await waitFor(() => expect(code).not.toHaveAttribute("aria-invalid"));
    expect(code).not.toHaveAccessibleDescription(expect.stringContaining(REFUSED));
    expect(screen.queryByText(REFUSED)).toBeNull();
    expect(code).toHaveValue("");
  });
});

describe("funnel §2: the collaborator addon redirects unless the code was validated", () => {
  const state: PurchaseState = { ...INITIAL_PURCHASE, ...SEED } as PurchaseState;
  const ctx = (s: PurchaseState) => funnelContext(ADDON, s);

  it.each(["checkout/data-nascimento", "checkout/nome-mae", "checkout/cpf", "checkout/data-de-vencimento", "checkout/confirmacao"])(
    "%s → the e-mail step while the code is not validated",
    (key) => {
      expect(guardRedirect(key, state, ctx(state))).toBe("checkout/email");
    },
  );

  it("the code's step itself opens: the e-mail step leads to it", () => {
    expect(guardRedirect("checkout/confirmacao-colaborador", state, ctx(state))).toBeNull();
  });

  it("→ the e-mail step when the e-mail is not given yet", () => {
    const s = { ...state, email: "" };
    expect(guardRedirect("checkout/data-nascimento", s, ctx(s))).toBe("checkout/email");
  });

  it("lets the visitor on once validated; the default storefront never asks", () => {
    const s = { ...state, collaboratorValidated: true };
    expect(guardRedirect("checkout/data-nascimento", s, ctx(s))).toBeNull();
    expect(guardRedirect("checkout/data-nascimento", state, funnelContext(getAddon(""), state))).toBeNull();
  });
});
