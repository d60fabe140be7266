import { describe, expect, it, vi } from "vitest";
import { createTracker, phoneWithCountryCode, stripPersonal, type EngagementFunction } from "@/lib/tracking";

/** Never a CPF, CNPJ, birth date, mother's name, bank or address field, even if a caller passes one. */
const VALID_CPF = "529.982.247-25";
const VALID_CPF_DIGITS = "52998224725";
const VALID_CNPJ = "11.222.333/0001-81";

const PERSONAL = {
  cpf: VALID_CPF,
  cnpj: VALID_CNPJ,
  documentNumber: VALID_CPF_DIGITS,
  birth_date: "1990-01-31",
  birthDate: "31/01/1990",
  dataNascimento: "31/01/1990",
  mothers_name: "Ana Souza",
  motherName: "Ana Souza",
  nome_mae: "Ana Souza",
  bankInfo: "001",
  bank: "001",
  banco: "Banco do Brasil",
  agency: "1234",
  bankAccountAgency: "1234",
  account_number: "12345",
  bankAccountNr: "12345",
  conta: "12345",
  address: "Rua A",
  cep: "01310100",
  rg: "123456789",
};

describe("stripPersonal", () => {
  it("drops every personal key, in any case or spelling", () => {
    expect(stripPersonal({ ...PERSONAL, sku: "d600b" }, { allowContact: true })).toEqual({ sku: "d600b" });
  });

  it("drops values that are a CPF or a CNPJ whatever the key", () => {
    const out = stripPersonal(
      { ref: VALID_CPF_DIGITS, name: `Cliente ${VALID_CPF}`, note: VALID_CNPJ, plan: "1 Giga", n_pedido: VALID_CPF_DIGITS },
      { allowContact: false },
    );
    expect(out).toEqual({ plan: "1 Giga", n_pedido: VALID_CPF_DIGITS });
  });

  it("drops nested objects (a whole bankInfo) and non-primitive values", () => {
    expect(stripPersonal({ data: { cpf: VALID_CPF }, list: ["a"], ok: true, n: 1 }, { allowContact: false })).toEqual({ ok: true, n: 1 });
  });

  it("contact fields pass only where allowed (funil_recuperacao)", () => {
    const payload = { email: "a@b.com", phone: "5511987654321", telefone: "x", name: "Maria", note: "maria@exemplo.com.br" };
    expect(stripPersonal(payload, { allowContact: false })).toEqual({ name: "Maria" });
    expect(stripPersonal(payload, { allowContact: true })).toEqual(payload);
  });

  it("keeps the events' own keys", () => {
    const ours = { path: "/", currentStep: 1, step: 2, etapa: "checkout/cep", ref: "d300a", name: "300 Mega", price: 1, qty: 1, total_itens: 1, total_price: 2, n_pedido: "9" };
    expect(stripPersonal(ours, { allowContact: false })).toEqual(ours);
  });
});

describe("through the tracker", () => {
  it("no event sends a CPF or a bank field even when a caller smuggles one in", () => {
    const send = vi.fn<EngagementFunction>();
    const tracker = createTracker({ engagement: () => send, consent: () => "both", warn: () => undefined });
    const smuggled = { ...PERSONAL } as Record<string, string>;
    tracker.addToCart({ ref: "d600b", name: "600 Mega", price: 119.99, ...smuggled } as never);
    tracker.recovery(14, { name: "Maria Silva", email: "m@exemplo.com", phone: "11987654321", ...smuggled } as never);
    tracker.checkout({ price: 1, orderNumber: "1", ...smuggled } as never);
    tracker.recovery(12, { name: VALID_CPF, plan: VALID_CPF_DIGITS });
    const sent = JSON.stringify(send.mock.calls);
    for (const needle of [VALID_CPF, VALID_CPF_DIGITS, "Ana Souza", "1990", "12345", "Banco", "01310100"]) expect(sent).not.toContain(needle);
    expect(send.mock.calls[1]?.[1]).toEqual({
      step: 14,
      etapa: "checkout/ativar-debito",
      name: "Maria Silva",
      phone: "5511987654321",
      email: "m@exemplo.com",
    });
  });
});

describe("phoneWithCountryCode (marketing §7: prefix 55)", () => {
  it.each([
    ["(11) 98765-4321", "5511987654321"],
    ["(21) 3456-7890", "552134567890"],
    ["11987654321", "5511987654321"],
    ["+55 11 98765-4321", "5511987654321"],
    ["5511987654321", "5511987654321"],
    // DDD 55 (Rio Grande do Sul) is not mistaken for the country code.
    ["(55) 99876-5432", "5555998765432"],
  ])("%s → %s", (input, expected) => {
    expect(phoneWithCountryCode(input)).toBe(expected);
  });

  it("anything that is not a Brazilian phone is left out", () => {
    for (const input of ["", "123", "119876543210000"]) expect(phoneWithCountryCode(input)).toBeNull();
  });
});
