import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetBankCache } from "@/components/checkout/payment/banks";
import { BankAccountStep } from "@/components/checkout/payment/BankAccountStep";
import { StoreProvider } from "@/components/providers/StoreProvider";
import { getAddon } from "@/lib/addons";
import { api, apiError } from "@/lib/api";
import type { Plan } from "@/lib/api/contract";
import { getRoute } from "@/lib/routing";
import { arrangeReload, leadUpToDueDate, purchaseUpToDebit } from "../../support/checkout-reload";

const router = { push: vi.fn(), replace: vi.fn(), back: vi.fn(), prefetch: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => "/checkout/conta-debito/" }));
vi.mock("next/link", async () => ({ default: (await import("../../support/next-mocks")).LinkMock }));

const PLAN: Plan = { id: "p-d500a", plan: "500 Mega", sku: "d500a", price: "109.99", price_with_dacc: "99.99" };
const BANKS = [
  { id: "341", code: "341", name: "Itaú Unibanco" },
  { id: "001", code: "001", name: "Banco do Brasil" },
];
const NETWORK = apiError("network", "Erro de rede: sua conexão caiu ou o servidor está fora do ar");

/** An order up to ativar-debito ("Sim"), as a reload leaves it: progress in sessionStorage, documents in the lead. */
function arrange() {
  arrangeReload(purchaseUpToDebit(PLAN), leadUpToDueDate(PLAN.id, { email: "ana@example.com.br" }), [PLAN]);
}

function renderStep() {
  return render(
    <StoreProvider>
      <BankAccountStep addon={getAddon("")} route={getRoute("checkout/conta-debito")!} />
    </StoreProvider>,
  );
}

describe("BankAccountStep", () => {
  beforeEach(() => {
    router.push.mockReset();
    router.replace.mockReset();
    resetBankCache();
    arrange();
  });
  afterEach(() => vi.restoreAllMocks());

  it("a failed bank list offers a retry, keeps what was typed, and the order goes on", async () => {
    const user = userEvent.setup();
    const banks = vi
      .spyOn(api, "banks")
      .mockResolvedValueOnce({ ok: false, error: NETWORK })
      .mockResolvedValue({ ok: true, data: { banks: BANKS } });
    const patch = vi.spyOn(api, "leadV2Step").mockResolvedValue({ ok: true, data: { success: true } });
    renderStep();

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Não conseguimos carregar a lista de bancos. Erro de rede: sua conexão caiu ou o servidor está fora do ar");

    const agency = screen.getByLabelText("Agência");
    await user.type(agency, "12345");
    expect(agency).toHaveValue("12345");

    await user.click(screen.getByRole("button", { name: "Tentar novamente" }));
    const select = screen.getByLabelText("Banco");
    await waitFor(() => expect(within(select).getByRole("option", { name: "Itaú Unibanco (341)" })).toBeInTheDocument());
    expect(banks).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(agency).toHaveValue("12345");
    // Sorted by name, so typing the first letters finds the bank.
    expect(within(select).getAllByRole("option").map((o) => o.textContent)).toEqual(["Escolha o banco", "Banco do Brasil (001)", "Itaú Unibanco (341)"]);

    await user.selectOptions(select, "341");
    await user.type(screen.getByLabelText("Conta corrente"), "12345-6");
    await user.click(screen.getByRole("button", { name: "Continuar" }));

    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/checkout/confirmacao/"));
    expect(patch).toHaveBeenCalledTimes(1);
    const [id, step, body] = patch.mock.calls[0]!;
    expect([id, step]).toEqual(["42", "bankInfo"]);
    expect(body).toMatchObject({ direct_debit: true, bankInfo: { bank: "341", agency: "12345", account_number: "123456" } });
    expect(body).toHaveProperty("deviceInfo.cookies");
  }, 20_000);

  it("checks the fields, focuses the first error, and a failed save is retried without retyping", async () => {
    const user = userEvent.setup();
    vi.spyOn(api, "banks").mockResolvedValue({ ok: true, data: { banks: BANKS } });
    const patch = vi
      .spyOn(api, "leadV2Step")
      .mockResolvedValueOnce({ ok: false, error: apiError("http", "Erro HTTP 500 Internal Server Error", 500) })
      .mockResolvedValue({ ok: true, data: { success: true } });
    renderStep();

    const select = await screen.findByLabelText("Banco");
    await waitFor(() => expect(within(select).getAllByRole("option")).toHaveLength(3));
    await user.click(screen.getByRole("button", { name: "Continuar" }));
    expect(await screen.findByText("Escolha o banco.", { exact: false })).toBeInTheDocument();
    expect(select).toHaveFocus();
    expect(select).toHaveAttribute("aria-invalid", "true");

    await user.selectOptions(select, "001");
    await user.type(screen.getByLabelText("Agência"), "0");
    await user.type(screen.getByLabelText("Conta corrente"), "98765-4");
    await user.click(screen.getByRole("button", { name: "Continuar" }));
    expect(await screen.findByText(/Agência inválida/)).toBeInTheDocument();
    expect(screen.getByLabelText("Agência")).toHaveFocus();

    await user.clear(screen.getByLabelText("Agência"));
    await user.type(screen.getByLabelText("Agência"), "1234");
    await user.click(screen.getByRole("button", { name: "Continuar" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Erro HTTP 500 Internal Server Error");
    expect(router.push).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Conta corrente")).toHaveValue("98765-4");

    await user.click(screen.getByRole("button", { name: "Tentar novamente" }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/checkout/confirmacao/"));
    expect(patch).toHaveBeenCalledTimes(2);
  }, 20_000);

  it("Banco do Brasil's X: typed in lower case, shown and sent as X; another bank's X is explained, and goes with the bank change", async () => {
    const user = userEvent.setup();
    vi.spyOn(api, "banks").mockResolvedValue({ ok: true, data: { banks: BANKS } });
    const patch = vi.spyOn(api, "leadV2Step").mockResolvedValue({ ok: true, data: { success: true } });
    renderStep();

    const select = await screen.findByLabelText("Banco");
    await waitFor(() => expect(within(select).getAllByRole("option")).toHaveLength(3));
    const agency = screen.getByLabelText("Agência");
    const account = screen.getByLabelText("Conta corrente");
    expect(agency).toHaveAttribute("inputmode", "numeric");
    await user.selectOptions(select, "341");
    await user.type(agency, "1234-x");
    await user.type(account, "12345-x");
    expect(agency).toHaveValue("1234-X");
    expect(account).toHaveValue("12345-X");

    await user.click(screen.getByRole("button", { name: "Continuar" }));
    expect(await screen.findByText("Agência inválida. O dígito X só é usado pelo Banco do Brasil.")).toBeInTheDocument();
    expect(screen.getByText("Conta inválida. O dígito X só é usado pelo Banco do Brasil.")).toBeInTheDocument();
    expect(agency).toHaveFocus();
    expect(agency).toHaveAttribute("aria-invalid", "true");
    expect(patch).not.toHaveBeenCalled();

    // Choosing Banco do Brasil answers the messages at once, and its fields offer letters.
    await user.selectOptions(select, "001");
    await waitFor(() => expect(screen.queryByText(/O dígito X só é usado/)).toBeNull());
    expect(agency).not.toHaveAttribute("aria-invalid");
    expect(account).not.toHaveAttribute("aria-invalid");
    expect(agency).toHaveAttribute("inputmode", "text");
    expect(agency).toHaveAccessibleDescription(/pode ser X/);

    await user.click(screen.getByRole("button", { name: "Continuar" }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/checkout/confirmacao/"));
    const [, step, body] = patch.mock.calls[0]!;
    expect(step).toBe("bankInfo");
    expect(body).toMatchObject({ direct_debit: true, bankInfo: { bank: "001", agency: "1234X", account_number: "12345X" } });
  }, 20_000);
});
