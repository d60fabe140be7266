import { configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentType } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BirthDateStep } from "@/components/checkout/personal/BirthDateStep";
import { DocumentStep } from "@/components/checkout/personal/DocumentStep";
import { EmailStep } from "@/components/checkout/personal/EmailStep";
import { MotherNameStep } from "@/components/checkout/personal/MotherNameStep";
import { OfferUnavailableStep } from "@/components/checkout/availability/OfferUnavailableStep";
import { NameStep } from "@/components/checkout/personal/NameStep";
import { PhoneStep } from "@/components/checkout/personal/PhoneStep";
import { QuizRejectedStep } from "@/components/checkout/payment/QuizRejectedStep";
import { QuizStep } from "@/components/checkout/payment/QuizStep";
import { StoreProvider } from "@/components/providers/StoreProvider";
import { api } from "@/lib/api";
import type { Plan, Quiz } from "@/lib/api/contract";
import { getAddon } from "@/lib/addons";
import { getRoute, type ScreenProps } from "@/lib/routing";
import { PURCHASE_STORAGE_KEY, type PurchaseState } from "@/lib/store/purchase";
import { MESSAGES } from "@/lib/validation";

// These tests walk whole steps (store hydration, masks, async saves): room for a busy machine.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn(), back: vi.fn(), forward: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => "/", useSearchParams: () => new URLSearchParams() }));
vi.mock("next/link", async () => ({ default: (await import("../../support/next-mocks")).LinkMock }));
vi.mock("@/lib/api", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/api")>();
  return {
    ...actual,
    api: {
      plans: vi.fn(),
      leadGet: vi.fn(),
      leadV2Step: vi.fn(),
      leadDelete: vi.fn(),
      quizAnswer: vi.fn(),
      collaboratorNewCode: vi.fn(),
      collaboratorValidate: vi.fn(),
    },
  };
});

const mocked = vi.mocked(api, true);

const PLAN = { id: "p-d600gl", plan: "600 Mega + Globoplay", sku: "d600gl", price_with_dacc: "119.99", installationSchedule: true } as Plan;
const OTHER: Plan[] = [
  { id: "p-d300a", plan: "300 Mega", sku: "d300a", price_with_dacc: "79.99", plan_download: 300, plan_upload: 150 } as Plan,
  { id: "p-d500a", plan: "500 Mega", sku: "d500a", price_with_dacc: "99.99", plan_download: 500, plan_upload: 250 } as Plan,
];
const QUIZ: Quiz = {
  idQuiz: "quiz-1",
  progress: 0,
  questions: [
    { id: "q1", text: "Em qual destes bairros você já morou?", options: [{ id: "q1b", text: "Moema" }, { id: "q1a", text: "Vila Mariana" }] },
    { id: "q2", text: "Qual destes telefones já foi seu?", options: [{ id: "q2a", text: "(11) 9****-4821" }, { id: "q2b", text: "(21) 9****-5530" }] },
  ],
};

/** What the visitor gave up to the name step; the lead (GET lead/{id}) gives the sensitive rest. */
const BASE: Partial<PurchaseState> = {
  planoSelected: PLAN,
  zip: "01310-100",
  streetNr: "1000",
  street: "Avenida Paulista",
  leadId: "L1",
  sendAddress: false,
  name: "Maria Silva",
};

const ok = <T,>(data: T) => ({ ok: true as const, data });
const failure = (message: string, retryable = true) => ({ ok: false as const, error: { kind: "http" as const, status: 500, message, retryable } });

function renderStep(Step: ComponentType<ScreenProps>, key: string, seed: Partial<PurchaseState> = {}, lead: Record<string, unknown> = {}) {
  sessionStorage.setItem(PURCHASE_STORAGE_KEY, JSON.stringify({ state: { ...BASE, ...seed }, version: 0 }));
  mocked.leadGet.mockResolvedValue(ok({ id: "L1", address: { cep: "01310100", number: "1000" }, name: "Maria Silva", ...lead }) as never);
  const route = getRoute(key);
  if (!route) throw new Error(key);
  return render(
    <StoreProvider>
      <Step addon={getAddon("")} route={route} />
    </StoreProvider>,
  );
}

const submit = (label = "Continuar") => userEvent.click(screen.getByRole("button", { name: label }));

beforeEach(() => {
  vi.clearAllMocks();
  mocked.plans.mockResolvedValue(ok({ plans: [PLAN, ...OTHER] }) as never);
  mocked.leadV2Step.mockResolvedValue(ok({ success: true }) as never);
});

describe("checkout/nome", () => {
  afterEach(() => {
    delete window.ueTuid;
    document.cookie = "ultrafibra_consent=; max-age=0; path=/";
  });

  /** Types a name on the name step and sends it; answers once the next step is opened. */
  async function sendName(): Promise<void> {
    const user = userEvent.setup();
    renderStep(NameStep, "checkout/nome", { name: "" });
    const name = await screen.findByLabelText("Nome completo");
    await user.clear(name);
    await user.type(name, "Maria Souza");
    await submit();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/checkout/telefone/"));
  }

  it("sends the engagement script's visitor id as webcare_tuid with the name (PATCH name)", async () => {
    window.ueTuid = "tuid-42";
    document.cookie = "ultrafibra_consent=both; path=/";
    await sendName();
    expect(mocked.leadV2Step).toHaveBeenCalledWith("L1", "name", { name: "Maria Souza", webcare_tuid: "tuid-42" });
  });

  it("sends the name alone when the script gave no id", async () => {
    await sendName();
    expect(mocked.leadV2Step).toHaveBeenCalledWith("L1", "name", { name: "Maria Souza", webcare_tuid: undefined });
  });
});

describe("checkout/telefone", () => {
  it("says 'Esse número não é válido' for an impossible number, next to the field, and focuses it", async () => {
    const user = userEvent.setup();
    renderStep(PhoneStep, "checkout/telefone");
    const phone = await screen.findByLabelText("Telefone com DDD");
    await user.type(phone, "0198765432");
    await user.click(screen.getByRole("button", { name: "Continuar" }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription(/Esse número não é válido. Verifique a digitação./));
    expect(phone).toHaveAttribute("aria-invalid", "true");
    expect(phone).toHaveFocus();
    expect(mocked.leadV2Step).not.toHaveBeenCalled();
  });

  it("saves the digits (PATCH phone) and goes to the e-mail step", async () => {
    const user = userEvent.setup();
    renderStep(PhoneStep, "checkout/telefone");
    await user.type(await screen.findByLabelText("Telefone com DDD"), "11987654321");
    await user.click(screen.getByRole("button", { name: "Continuar" }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/checkout/email/"));
    expect(mocked.leadV2Step).toHaveBeenCalledWith("L1", "phone", { phone: "11987654321", phone2: undefined });
  });

  it("keeps the number after a failed call, and 'Tentar novamente' sends it again", async () => {
    const user = userEvent.setup();
    mocked.leadV2Step.mockResolvedValueOnce(failure("Erro HTTP 500 Internal Server Error") as never);
    renderStep(PhoneStep, "checkout/telefone");
    const phone = await screen.findByLabelText("Telefone com DDD");
    await user.type(phone, "1134567890");
    await user.click(screen.getByRole("button", { name: "Continuar" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Erro HTTP 500 Internal Server Error");
    expect(phone).toHaveValue("(11) 3456-7890");
    expect(router.push).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Tentar novamente" }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/checkout/email/"));
    expect(mocked.leadV2Step).toHaveBeenCalledTimes(2);
    expect(mocked.leadV2Step).toHaveBeenLastCalledWith("L1", "phone", { phone: "1134567890", phone2: undefined });
  });
});

describe("checkout/email", () => {
  it("refuses a malformed address and sends the two opt-ins as accept_promotions / accept_information", async () => {
    const user = userEvent.setup();
    renderStep(EmailStep, "checkout/email", { phone: "(11) 98765-4321" });
    const email = await screen.findByLabelText("E-mail");
    await user.type(email, "maria@exemplo");
    await submit();
    await waitFor(() => expect(email).toHaveAccessibleDescription(MESSAGES.emailInvalid));
    expect(email).toHaveFocus();

    const promotions = screen.getByLabelText("Quero receber ofertas e novidades por e-mail");
    const information = screen.getByLabelText("Aceito receber informações sobre meu pedido por SMS e WhatsApp");
    expect(promotions).not.toBeChecked();
    expect(information).toBeChecked(); // the coverage form's preselected consent (marketing §5)
    await user.click(promotions);
    await user.click(information);
    await user.type(email, ".com.br");
    await submit();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/checkout/data-nascimento/"));
    expect(mocked.leadV2Step).toHaveBeenCalledWith("L1", "email", {
      email: "maria@exemplo.com.br",
      accept_promotions: true,
      accept_information: false,
    });
  });
});

describe("checkout/data-nascimento", () => {
  const seed = { phone: "(11) 98765-4321", email: "maria@example.com" };

  it.each([
    ["31/02/1990", MESSAGES.dateInvalid],
    ["29/02/2023", MESSAGES.dateInvalid],
    ["01/01/2020", MESSAGES.adult],
  ])("%s → %s", async (typed, message) => {
    const user = userEvent.setup();
    renderStep(BirthDateStep, "checkout/data-nascimento", seed);
    const field = await screen.findByLabelText("Data de nascimento");
    await user.type(field, typed.replace(/\D/g, ""));
    expect(field).toHaveValue(typed);
    await submit();
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(mocked.leadV2Step).not.toHaveBeenCalled();
  });

  it("sends yyyy-mm-dd and goes to nome-mae", async () => {
    const user = userEvent.setup();
    renderStep(BirthDateStep, "checkout/data-nascimento", seed);
    await user.type(await screen.findByLabelText("Data de nascimento"), "15081985");
    await submit();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/checkout/nome-mae/"));
    expect(mocked.leadV2Step).toHaveBeenCalledWith("L1", "birthDate", { birth_date: "1985-08-15" });
  });

  it("takes 1/1/90 as people type it: 01/01/1990, sent as 1990-01-01", async () => {
    const user = userEvent.setup();
    renderStep(BirthDateStep, "checkout/data-nascimento", seed);
    const field = await screen.findByLabelText("Data de nascimento");
    await user.type(field, "1/1/90");
    expect(field).toHaveValue("01/01/90");
    await user.tab();
    await waitFor(() => expect(field).toHaveValue("01/01/1990"));
    await submit();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/checkout/nome-mae/"));
    expect(mocked.leadV2Step).toHaveBeenCalledWith("L1", "birthDate", { birth_date: "1990-01-01" });
  });

  it("restores the date from the lead after a reload (memory-only field)", async () => {
    renderStep(BirthDateStep, "checkout/data-nascimento", seed, { birth_date: "1985-08-15" });
    await waitFor(() => expect(screen.getByLabelText("Data de nascimento")).toHaveValue("15/08/1985"));
  });
});

describe("checkout/nome-mae", () => {
  it("asks for name and surname, then saves mothers_name", async () => {
    const user = userEvent.setup();
    renderStep(MotherNameStep, "checkout/nome-mae", { phone: "(11) 98765-4321", email: "maria@example.com" }, { birth_date: "1985-08-15" });
    const field = await screen.findByLabelText("Nome completo da mãe");
    await user.type(field, "Ana");
    await submit();
    await waitFor(() => expect(field).toHaveAccessibleDescription(MESSAGES.motherNameInvalid));
    await user.type(field, " Souza");
    await submit();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/checkout/cpf/"));
    expect(mocked.leadV2Step).toHaveBeenCalledWith("L1", "motherName", { mothers_name: "Ana Souza" });
  });
});

describe("checkout/cpf", () => {
  const seed = { phone: "(11) 98765-4321", email: "maria@example.com" };
  const lead = { birth_date: "1985-08-15", mothers_name: "Ana Souza" };

  it("checks the CPF's digits and sends it as digits", async () => {
    const user = userEvent.setup();
    renderStep(DocumentStep, "checkout/cpf", seed, lead);
    const cpf = await screen.findByLabelText("CPF");
    await user.type(cpf, "11111111111");
    await submit();
    await waitFor(() => expect(cpf).toHaveAccessibleDescription(MESSAGES.cpfInvalid));
    await user.clear(cpf);
    await user.type(cpf, "52998224725");
    expect(cpf).toHaveValue("529.982.247-25");
    await submit();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/checkout/data-de-vencimento/"));
    expect(mocked.leadV2Step).toHaveBeenCalledWith("L1", "documentNumber", { cpf: "52998224725" });
  });

  it("takes an alphanumeric CNPJ for a company (pj)", async () => {
    const user = userEvent.setup();
    renderStep(DocumentStep, "checkout/cpf", seed, lead);
    await user.click(await screen.findByRole("radio", { name: "Pessoa jurídica" }));
    const cnpj = await screen.findByLabelText("CNPJ da empresa");
    expect(screen.queryByLabelText("CPF")).toBeNull();
    await user.type(cnpj, "12ABC34501DE34");
    await submit();
    await waitFor(() => expect(cnpj).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.cnpjInvalid)));
    await user.clear(cnpj);
    await user.type(cnpj, "12abc34501de35");
    expect(cnpj).toHaveValue("12.ABC.345/01DE-35");
    await submit();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/checkout/data-de-vencimento/"));
    expect(mocked.leadV2Step).toHaveBeenCalledWith("L1", "documentNumber", { cnpj: "12ABC34501DE35" });
  });
});

describe("checkout/oferta-indisponivel", () => {
  it("lists the plans of the address and saves the chosen one (PATCH plan)", async () => {
    const user = userEvent.setup();
    renderStep(OfferUnavailableStep, "checkout/oferta-indisponivel", { offerPlans: OTHER, name: "" });
    const group = await screen.findByRole("radiogroup", { name: "Planos disponíveis no seu endereço" });
    expect(within(group).getAllByRole("radio")).toHaveLength(2);
    expect(group).toHaveTextContent(/500 Mega R\$\s99,99\/mês/);
    expect(group).toHaveTextContent("500 Mega de download · 250 Mega de upload");
    await submit("Continuar com este plano");
    expect(await within(group).findByText("Escolha um dos planos disponíveis.")).toBeInTheDocument();
    await user.click(within(group).getByRole("radio", { name: /500 Mega/ }));
    await submit("Continuar com este plano");
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/checkout/nome/"));
    expect(mocked.leadV2Step).toHaveBeenCalledWith("L1", "plan", { idPlan: "p-d500a" });
    expect(screen.getByRole("link", { name: "Consultar outro endereço" })).toHaveAttribute("href", "/checkout/cep/");
    expect(screen.getByRole("link", { name: "Prefiro receber uma ligação" })).toHaveAttribute("href", "/receber-ligacao/");
  });
});

describe("checkout/validacao", () => {
  const done = {
    phone: "(11) 98765-4321",
    email: "maria@example.com",
    dueDate: "10",
    directDebit: false,
    directDebitAnswered: true,
    quizNeeded: true,
  };
  const lead = {
    birth_date: "1985-08-15",
    mothers_name: "Ana Souza",
    cpf: "39053344705",
    due_date: "10",
    direct_debit: false,
    riskValidation: { quiz_needed: true, quiz: QUIZ, rejected: false },
  };

  it("asks every question, moves the progress with each answer, and goes on when approved", async () => {
    const user = userEvent.setup();
    mocked.quizAnswer.mockResolvedValue(ok({ success: true, riskValidation: { quiz_needed: false, rejected: false } }) as never);
    renderStep(QuizStep, "checkout/validacao", done, lead);
    await screen.findByRole("radiogroup", { name: "1. Em qual destes bairros você já morou?" });
    await submit("Enviar respostas");
    await waitFor(() => expect(screen.getByRole("radio", { name: "Moema" })).toHaveFocus());
    expect(screen.getAllByText("Escolha uma resposta.")).toHaveLength(2);
    expect(screen.getByText("0 de 2 respondidas")).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Vila Mariana" }));
    expect(screen.getByText("1 de 2 respondidas")).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "(11) 9****-4821" }));
    await submit("Enviar respostas");
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/checkout/data-instalacao/"));
    expect(mocked.quizAnswer).toHaveBeenCalledWith("L1", {
      idQuiz: "quiz-1",
      questions: [
        { id: "q1", answer: "q1a" },
        { id: "q2", answer: "q2a" },
      ],
    });
  });

  it("goes to erro1 when the answers are rejected", async () => {
    const user = userEvent.setup();
    mocked.quizAnswer.mockResolvedValue(
      ok({ success: true, riskValidation: { quiz_needed: false, rejected: true, rejected_message: "Não foi possível confirmar." } }) as never,
    );
    renderStep(QuizStep, "checkout/validacao", done, lead);
    await user.click(await screen.findByRole("radio", { name: "Moema" }));
    await user.click(screen.getByRole("radio", { name: "(21) 9****-5530" }));
    await submit("Enviar respostas");
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/checkout/validacao/erro1/"));
  });

  it("offers erro2 after the second failed call, keeping the answers", async () => {
    const user = userEvent.setup();
    mocked.quizAnswer.mockResolvedValue(failure("Erro de rede: sua conexão caiu ou o servidor está fora do ar") as never);
    renderStep(QuizStep, "checkout/validacao", done, lead);
    await user.click(await screen.findByRole("radio", { name: "Vila Mariana" }));
    await user.click(screen.getByRole("radio", { name: "(11) 9****-4821" }));
    await submit("Enviar respostas");
    expect(await screen.findByRole("alert")).toHaveTextContent("Erro de rede");
    expect(screen.queryByRole("link", { name: "Não consigo responder agora" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Tentar novamente" }));
    const out = await screen.findByRole("link", { name: "Não consigo responder agora" });
    expect(out).toHaveAttribute("href", "/checkout/validacao/erro2/");
    expect(screen.getByRole("radio", { name: "Vila Mariana" })).toBeChecked();
    expect(mocked.quizAnswer).toHaveBeenCalledTimes(2);
  });
});

describe("checkout/validacao/erro1", () => {
  it("shows the rejection message, the support numbers and the callback link", async () => {
    renderStep(QuizRejectedStep, "checkout/validacao/erro1", { rejected: true, rejectedMessage: "Ligue para nossa central." });
    expect(await screen.findByText("Ligue para nossa central.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "103 41" })).toHaveAttribute("href", "tel:10341");
    expect(screen.getByRole("link", { name: "1056" })).toHaveAttribute("href", "tel:1056");
    expect(screen.getByRole("link", { name: "Prefiro que a TIM me ligue" })).toHaveAttribute("href", "/receber-ligacao/");
  });

  it("'Começar de novo' deletes the lead, forgets it and goes back to the CEP with the same plan", async () => {
    const user = userEvent.setup();
    mocked.leadDelete.mockResolvedValue(ok({}) as never);
    localStorage.setItem("ultrafibra-lead-id", "L1");
    renderStep(QuizRejectedStep, "checkout/validacao/erro1", { rejected: true, phone: "(11) 98765-4321" });
    await user.click(await screen.findByRole("button", { name: "Começar de novo" }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/checkout/cep/"));
    expect(mocked.leadDelete).toHaveBeenCalledWith({ id: "L1", cep: "01310100", phone: "11987654321" });
    expect(localStorage.getItem("ultrafibra-lead-id")).toBeNull();
    const saved = JSON.parse(sessionStorage.getItem(PURCHASE_STORAGE_KEY) ?? "{}") as { state: Partial<PurchaseState> };
    expect(saved.state.leadId).toBeNull();
    expect(saved.state.planoSelected?.id).toBe(PLAN.id);
    expect(saved.state.name).toBe("");
  });
});
