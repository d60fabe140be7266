import { render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetBankCache } from "@/components/checkout/payment/banks";
import { ConfirmationStep } from "@/components/checkout/order/ConfirmationStep";
import { OrderSummary, type SummaryLinks } from "@/components/checkout/order/OrderSummary";
import { StoreProvider } from "@/components/providers/StoreProvider";
import { getAddon } from "@/lib/addons";
import { api } from "@/lib/api";
import type { Bank, Lead, Plan } from "@/lib/api/contract";
import { getRoute } from "@/lib/routing";
import { persistedPart, type PurchaseState } from "@/lib/store/purchase";
import { arrangeReload, leadUpToDueDate, purchaseUpToDebit } from "../../support/checkout-reload";
import { installBr, installIso, twoSchedules } from "../../support/dates";

const router = { push: vi.fn(), replace: vi.fn(), back: vi.fn(), prefetch: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => "/checkout/confirmacao/" }));
vi.mock("next/link", async () => ({ default: (await import("../../support/next-mocks")).LinkMock }));

const PLAN: Plan = {
  id: "p-d1000c",
  plan: "1 Giga + Paramount+",
  sku: "d1000c",
  price: "149.99",
  price_with_dacc: "139.99",
  installationSchedule: true,
};

const STATE: PurchaseState = purchaseUpToDebit(PLAN, {
  complement: "Apto 12",
  street: "Avenida Paulista",
  neighborhood: "Bela Vista",
  city: "São Paulo",
  uf: "SP",
  birthDate: "31/12/1990",
  motherName: "Maria Souza",
  cpf: "529.982.247-25",
  bank: { id: "341", code: "341", name: "Itaú Unibanco" },
  bankAccountAgency: "1234",
  bankAccountNr: "12345-6",
  installationSchedules: twoSchedules(installBr),
});

const LINKS: SummaryLinks = {
  plan: "/checkout/planos/",
  address: "/checkout/cep/",
  personal: "/checkout/consulta-telefone/",
  payment: "/checkout/data-de-vencimento/",
  installation: "/checkout/data-instalacao/",
  installationInfo: "/checkout/instalacao/",
};

// Role queries over a whole summary are slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe("OrderSummary", () => {
  it("shows every block with its edit link, the price with direct debit and the CPF partly hidden", () => {
    render(<OrderSummary state={STATE} links={LINKS} />);
    const block = (name: string) => within(screen.getByRole("region", { name }));

    expect(block("Plano").getByText("1 Giga + Paramount+")).toBeInTheDocument();
    expect(block("Plano").getByText(/^R\$\s139,99\/mês$/)).toBeInTheDocument();
    expect(block("Plano").getByRole("link", { name: "Alterar plano" })).toHaveAttribute("href", "/checkout/planos/");

    expect(block("Endereço de instalação").getByText("Avenida Paulista, 1000, Apto 12")).toBeInTheDocument();
    const paragraphs = within(screen.getByRole("region", { name: "Endereço de instalação" })).getAllByText((_, el) => el?.tagName === "P");
    expect(paragraphs.map((p) => p.textContent)).toEqual(["Avenida Paulista, 1000, Apto 12", "Bela Vista, São Paulo - SP · CEP 01310-100"]);

    const personal = block("Dados pessoais");
    expect(personal.getByText("Ana Souza")).toBeInTheDocument();
    expect(personal.getByText("(11) 98765-4321")).toBeInTheDocument();
    expect(personal.getByText("***.982.247-**")).toBeInTheDocument();
    expect(personal.queryByText(/529\.982\.247-25/)).toBeNull();
    expect(personal.getByRole("link", { name: "Alterar dados pessoais" })).toHaveAttribute("href", "/checkout/consulta-telefone/");

    const payment = block("Pagamento");
    expect(payment.getByText("Todo dia 10")).toBeInTheDocument();
    expect(payment.getByText("Débito automático em conta corrente")).toBeInTheDocument();
    expect(payment.getByText("Itaú Unibanco (341)")).toBeInTheDocument();
    expect(payment.getByText("Conta final 3456")).toBeInTheDocument();

    const installation = block("Datas para a instalação");
    expect(installation.getAllByRole("listitem")).toHaveLength(2);
    expect(installation.getByText(new RegExp(`${installBr(0).replace(/\//g, "\\/")}.*Manhã \\(8h às 12h\\)`))).toBeInTheDocument();
    expect(installation.getByText(/Tarde \(12h às 18h\)/)).toBeInTheDocument();
  });

  it("without direct debit: the plain price, no bank rows; without scheduling: how installation is arranged", () => {
    const state = { ...STATE, directDebit: false, planoSelected: { ...PLAN, installationSchedule: false }, installationSchedules: [] };
    render(<OrderSummary state={state} links={LINKS} />);
    expect(screen.getByText(/^R\$\s149,99\/mês$/)).toBeInTheDocument();
    expect(screen.getByText("sem débito automático")).toBeInTheDocument();
    expect(screen.queryByText("Banco")).toBeNull();
    const installation = within(screen.getByRole("region", { name: "Instalação" }));
    expect(installation.queryByRole("link", { name: /Alterar/ })).toBeNull();
    expect(installation.getByRole("link", { name: "Saiba como funciona a instalação" })).toBeInTheDocument();
  });

  it("Banco do Brasil's X check digit: the agency as typed, the account's last characters with the X", () => {
    const state = { ...STATE, bank: { id: "001", code: "001", name: "Banco do Brasil" }, bankAccountAgency: "1234-X", bankAccountNr: "12345-X" };
    render(<OrderSummary state={state} links={LINKS} />);
    const payment = within(screen.getByRole("region", { name: "Pagamento" }));
    expect(payment.getByText("Banco do Brasil (001)")).toBeInTheDocument();
    expect(payment.getByText("1234-X")).toBeInTheDocument();
    expect(payment.getByText("Conta final 345X")).toBeInTheDocument();
  });

  it("hides a CNPJ the same way", () => {
    render(<OrderSummary state={{ ...STATE, cpf: "", cnpj: "12.ABC.345/01DE-35", personType: "pj" }} links={LINKS} />);
    expect(screen.getByText("**.ABC.345/****-**")).toBeInTheDocument();
  });
});

describe("ConfirmationStep after a reload", () => {
  beforeEach(() => {
    router.push.mockReset();
    router.replace.mockReset();
  });
  afterEach(() => vi.restoreAllMocks());

  /**
   * The confirmation page after a reload of the order: what survives it (the non-sensitive part in
   * sessionStorage, the lead id in localStorage), `lead` as the API answers it, and the bank list
   * holding `bank` only.
   */
  function renderAfterReload(lead: Lead, bank: Bank) {
    arrangeReload(persistedPart(STATE), lead, [PLAN]);
    vi.spyOn(api, "banks").mockResolvedValue({ ok: true, data: { banks: [bank] } });
    render(
      <StoreProvider>
        <ConfirmationStep addon={getAddon("")} route={getRoute("checkout/confirmacao")!} />
      </StoreProvider>,
    );
  }

  it("restores the documents and bank data from the lead and shows them", async () => {
    const lead = leadUpToDueDate(PLAN.id, {
      address: { cep: "01310100", number: "1000", address: "Avenida Paulista", city: "São Paulo", state: "SP" },
      email: "ana@example.com.br",
      direct_debit: true,
      bankInfo: { bank: "341", agency: "1234", account_number: "123456" },
      schedules: twoSchedules(installIso),
    });
    renderAfterReload(lead, { id: "341", code: "341", name: "Itaú Unibanco" });
    expect(await screen.findByText("***.982.247-**")).toBeInTheDocument();
    expect(screen.getByText("31/12/1990")).toBeInTheDocument();
    expect(screen.getByText("Maria Souza")).toBeInTheDocument();
    // The bank restored from the lead has a code only; the list gives its name back.
    expect(await screen.findByText("Itaú Unibanco (341)")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Confirmar pedido" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Recomeçar pedido" })).toHaveAttribute("aria-expanded", "false");
    expect(router.replace).not.toHaveBeenCalled();
  });

  it("restores Banco do Brasil's X check digit from the lead (1234X → 1234-X)", async () => {
    resetBankCache();
    const lead = leadUpToDueDate(PLAN.id, {
      direct_debit: true,
      bankInfo: { bank: "001", agency: "1234X", account_number: "12345X" },
      schedules: [{ date: installIso(0), period: "manha" }],
    });
    renderAfterReload(lead, { id: "001", code: "001", name: "Banco do Brasil" });
    expect(await screen.findByText("1234-X")).toBeInTheDocument();
    expect(screen.getByText("Conta final 345X")).toBeInTheDocument();
    expect(await screen.findByText("Banco do Brasil (001)")).toBeInTheDocument();
  });
});
