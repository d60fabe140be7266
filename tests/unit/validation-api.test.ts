import type { z } from "zod";
import { apiValues, MESSAGES as M, type CalendarDate } from "@/lib/validation";

const TODAY: CalendarDate = { year: 2026, month: 3, day: 19 };

/** The message of a refused value, or null when accepted. */
function refusal(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? "?");
}

describe("apiValues: the same rules on the values the proxy receives", () => {
  it("cep: 8 digits only", () => {
    expect(refusal(apiValues.cep, "01310100")).toBeNull();
    expect(refusal(apiValues.cep, "01310-100")).toBe(M.cepInvalid);
  });

  it("phone: digits with the marketing §5 rule", () => {
    expect(refusal(apiValues.phone, "11987654321")).toBeNull();
    expect(refusal(apiValues.phone, "1134567890")).toBeNull();
    expect(refusal(apiValues.phone, "10987654321")).toBe(M.phoneInvalid);
    expect(refusal(apiValues.phone, "(11) 98765-4321")).toBe(M.phoneInvalid);
    expect(refusal(apiValues.phone, undefined)).toBe(M.phoneInvalid);
  });

  it("cpf and cnpj: check digits on the bare API form", () => {
    expect(refusal(apiValues.cpf, "52998224725")).toBeNull();
    expect(refusal(apiValues.cpf, "52998224724")).toBe(M.cpfInvalid);
    expect(refusal(apiValues.cpf, "529.982.247-25")).toBe(M.cpfInvalid);
    expect(refusal(apiValues.cnpj, "12ABC34501DE35")).toBeNull();
    expect(refusal(apiValues.cnpj, "11222333000181")).toBeNull();
    expect(refusal(apiValues.cnpj, "12abc34501de35")).toBe(M.cnpjInvalid);
    expect(refusal(apiValues.cnpj, "11222333000182")).toBe(M.cnpjInvalid);
  });

  it("names, e-mail, due day, bank fields, collaborator code", () => {
    expect(refusal(apiValues.name, "Maria Souza")).toBeNull();
    expect(refusal(apiValues.name, "Maria")).toBe(M.nameInvalid);
    expect(refusal(apiValues.motherName, "Maria")).toBe(M.motherNameInvalid);
    expect(refusal(apiValues.email, "ana@example.com")).toBeNull();
    expect(refusal(apiValues.email, "ana@example.comcomc")).toBe(M.emailInvalid);
    expect(refusal(apiValues.dueDay, "15")).toBeNull();
    expect(refusal(apiValues.dueDay, "16")).toBe(M.dueDayInvalid);
    expect(refusal(apiValues.bank, "341")).toBeNull();
    expect(refusal(apiValues.bank, "34")).toBe(M.bankInvalid);
    expect(refusal(apiValues.agency, "12345")).toBeNull();
    expect(refusal(apiValues.agency, "1234-5")).toBe(M.agencyInvalid);
    expect(refusal(apiValues.account, "123456789012")).toBeNull();
    expect(refusal(apiValues.account, "1234567890123")).toBe(M.accountInvalid);
    // Banco do Brasil's X check digit, upper case and last (the bank is checked with bankInfo).
    expect(refusal(apiValues.agency, "1234X")).toBeNull();
    expect(refusal(apiValues.agency, "1234x")).toBe(M.agencyInvalid);
    expect(refusal(apiValues.agency, "1234-X")).toBe(M.agencyInvalid);
    expect(refusal(apiValues.agency, "12345X")).toBe(M.agencyInvalid);
    expect(refusal(apiValues.account, "12345678901X")).toBeNull();
    expect(refusal(apiValues.account, "123X45")).toBe(M.accountInvalid);
    expect(refusal(apiValues.collaboratorCode, "123456")).toBeNull();
    expect(refusal(apiValues.collaboratorCode, "12345a")).toBe(M.collaboratorCodeInvalid);
  });

  it("birth date: ISO, real, of an adult", () => {
    const birth = apiValues.birthDate(TODAY);
    expect(refusal(birth, "2008-03-19")).toBeNull();
    expect(refusal(birth, "2008-03-20")).toBe(M.adult);
    expect(refusal(birth, "2023-02-29")).toBe("Data inválida");
    expect(refusal(birth, "19/03/2008")).toBe("Data inválida");
    expect(refusal(birth, "1896-05-10")).toBe(M.birthDateOutOfRange);
  });

  it("installation date: ISO within the window, not on Sundays or holidays", () => {
    const date = apiValues.installationDate(TODAY);
    expect(refusal(date, "2026-03-20")).toBeNull();
    expect(refusal(date, "2026-03-19")).toBe(M.installationDateOutOfRange);
    expect(refusal(date, "2026-03-22")).toBe(M.installationDateClosed);
    expect(refusal(date, "2026-04-31")).toBe("Data inválida");
  });
});
