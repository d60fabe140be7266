import type * as z from "@/lib/validation/z";
import { apiValues, MESSAGES as M, type CalendarDate } from "@/lib/validation";

const TODAY: CalendarDate = { year: 2026, month: 3, day: 19 };

/** The message of a refused value, or null when accepted. */
function refusal(schema: z.ZodMiniType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? "?");
}

/** Each value of `cases` meets its message from `schema` (null: accepted). */
function expectRefusals(schema: z.ZodMiniType, cases: [unknown, string | null][]) {
  for (const [value, message] of cases) expect(refusal(schema, value), String(value)).toBe(message);
}

describe("apiValues: the same rules on the values the proxy receives", () => {
  it("cep: 8 digits only", () => {
    expectRefusals(apiValues.cep, [["01310100", null], ["01310-100", M.cepInvalid]]);
  });

  it("phone: digits with the marketing §5 rule", () => {
    expectRefusals(apiValues.phone, [["11987654321", null], ["1134567890", null], ["10987654321", M.phoneInvalid], ["(11) 98765-4321", M.phoneInvalid], [undefined, M.phoneInvalid]]);
  });

  it("cpf and cnpj: check digits on the bare API form", () => {
    expectRefusals(apiValues.cpf, [["52998224725", null], ["52998224724", M.cpfInvalid], ["529.982.247-25", M.cpfInvalid]]);
    expectRefusals(apiValues.cnpj, [["12ABC34501DE35", null], ["11222333000181", null], ["12abc34501de35", M.cnpjInvalid], ["11222333000182", M.cnpjInvalid]]);
  });

  it("names, e-mail, due day, bank fields, collaborator code", () => {
    expectRefusals(apiValues.name, [["Maria Souza", null], ["Maria", M.nameInvalid]]);
    expectRefusals(apiValues.motherName, [["Maria", M.motherNameInvalid]]);
    expectRefusals(apiValues.email, [["ana@example.com", null], ["ana@example.comcomc", M.emailInvalid]]);
    expectRefusals(apiValues.dueDay, [["15", null], ["16", M.dueDayInvalid]]);
    expectRefusals(apiValues.bank, [["341", null], ["34", M.bankInvalid]]);
    expectRefusals(apiValues.agency, [["12345", null], ["1234-5", M.agencyInvalid]]);
    expectRefusals(apiValues.account, [["123456789012", null], ["1234567890123", M.accountInvalid]]);
    // Banco do Brasil's X check digit, upper case and last (the bank is checked with bankInfo).
    expectRefusals(apiValues.agency, [["1234X", null], ["1234x", M.agencyInvalid], ["1234-X", M.agencyInvalid], ["12345X", M.agencyInvalid]]);
    expectRefusals(apiValues.account, [["12345678901X", null], ["123X45", M.accountInvalid]]);
    expectRefusals(apiValues.collaboratorCode, [["123456", null], ["12345a", M.collaboratorCodeInvalid]]);
  });

  it("birth date: ISO, real, of an adult", () => {
    expectRefusals(apiValues.birthDate(TODAY), [
      ["2008-03-19", null],
      ["2008-03-20", M.adult],
      ["2023-02-29", "Data inválida"],
      ["19/03/2008", "Data inválida"],
      ["1896-05-10", M.birthDateOutOfRange],
    ]);
  });

  it("installation date: ISO within the window, not on Sundays or holidays", () => {
    expectRefusals(apiValues.installationDate(TODAY), [
      ["2026-03-20", null],
      ["2026-03-19", M.installationDateOutOfRange],
      ["2026-03-22", M.installationDateClosed],
      ["2026-04-31", "Data inválida"],
    ]);
  });
});
