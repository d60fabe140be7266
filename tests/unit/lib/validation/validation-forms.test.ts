import type * as z from "@/lib/validation/z";
import {
  callbackSchema,
  checkoutBankAccountSchema,
  checkoutBirthDateSchema,
  checkoutCepSchema,
  checkoutCepStepSchema,
  checkoutCnpjSchema,
  checkoutCpfSchema,
  checkoutDirectDebitSchema,
  checkoutDocumentSchema,
  checkoutDueDateSchema,
  checkoutEmailSchema,
  checkoutHouseNumberSchema,
  checkoutInstallationSchema,
  checkoutInstallationPaymentSchema,
  checkoutMotherNameSchema,
  checkoutNameSchema,
  checkoutPhoneSchema,
  collaboratorCodeSchema,
  COVERAGE_FORM_DEFAULTS,
  coverageFormSchema,
  cpfLookupSchema,
  landingLeadSchema,
  MESSAGES as M,
  planCardLeadSchema,
  type CalendarDate,
} from "@/lib/validation";

/** The first message of each field, keyed by its path ("schedules.1.date"), as a form shows them. */
function errorsOf(schema: z.ZodMiniType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}

const TODAY: CalendarDate = { year: 2026, month: 3, day: 19 }; // a Thursday

describe("coverage form (marketing §5)", () => {
  it("outputs digits and keeps the consent", () => {
    expect(coverageFormSchema.parse({ cep: "01310-100", phone: "(11) 98765-4321", acceptPhoneContact: true })).toEqual({
      cep: "01310100",
      phone: "11987654321",
      acceptPhoneContact: true,
    });
  });

  it("treats a missing consent as no", () => {
    expect(coverageFormSchema.parse({ cep: "01310-100", phone: "(11) 98765-4321" })).toMatchObject({
      phone: "11987654321",
      acceptPhoneContact: false,
    });
  });

  it("refuses a 10-digit landline: the phone has 11 digits, a mobile (marketing §5)", () => {
    for (const phone of ["(11) 3456-7890", "1134567890"]) {
      expect(errorsOf(coverageFormSchema, { cep: "01310-100", phone, acceptPhoneContact: true }), phone).toEqual({ phone: M.phoneInvalid });
    }
  });

  it("starts with the consent box checked", () => {
    expect(COVERAGE_FORM_DEFAULTS).toEqual({ cep: "", phone: "", acceptPhoneContact: true });
  });

  it("reports each field with its message", () => {
    expect(errorsOf(coverageFormSchema, { cep: "01310-10", phone: "(10) 98765-4321", acceptPhoneContact: true })).toEqual({
      cep: M.cepInvalid,
      phone: "Esse número não é válido. Verifique a digitação.",
    });
    expect(errorsOf(coverageFormSchema, { cep: "", phone: " " })).toEqual({ cep: M.cepRequired, phone: M.phoneRequired });
  });
});

describe("landing lead drawer (marketing §5)", () => {
  it("accepts name, e-mail and phone, normalising the name", () => {
    expect(landingLeadSchema.parse({ name: "  Maria   Souza ", email: "maria@example.com", phone: "(21) 99876-1234" })).toEqual({
      name: "Maria Souza",
      email: "maria@example.com",
      phone: "21998761234",
    });
  });

  it("refuses one-word names, bad e-mails and bad phones with their messages", () => {
    expect(errorsOf(landingLeadSchema, { name: "Maria", email: "maria@example.c", phone: "(11) 08765-4321" })).toEqual({
      name: "Informe nome e sobrenome, só com letras.",
      email: "E-mail inválido. Confira o endereço digitado.",
      phone: M.phoneInvalid,
    });
  });

  it("says the name is too long past 128 characters", () => {
    expect(errorsOf(landingLeadSchema, { name: `Maria ${"a".repeat(130)}`, email: "a@b.io", phone: "(11) 98765-4321" })).toEqual({
      name: M.nameTooLong,
    });
  });

  it("refuses a 10-digit landline: the phone has 11 digits (marketing §5)", () => {
    expect(errorsOf(landingLeadSchema, { name: "Maria Souza", email: "maria@example.com", phone: "(11) 3456-7890" })).toEqual({
      phone: M.phoneInvalid,
    });
  });
});

describe("plan-card lead drawer (marketing §5)", () => {
  const street = planCardLeadSchema({ isBlockAllotment: false });

  it("accepts CEP, number and complement without a phone", () => {
    expect(street.parse({ cep: "22041-001", number: "680", complement: "Apto 301", phone: "" })).toEqual({
      cep: "22041001",
      number: "680",
      complement: "Apto 301",
      noComplement: false,
      blockNumber: "",
      lotNumber: "",
      phone: undefined,
    });
  });

  it("checks a phone when one is typed, and the number's presence and length", () => {
    expect(street.parse({ cep: "22041-001", number: "S/N", noComplement: true, phone: "(21) 98765-0987" }).phone).toBe("21987650987");
    expect(errorsOf(street, { cep: "22041-001", number: "", noComplement: true, phone: "(21) 0876-5432" })).toEqual({
      number: M.numberRequired,
      phone: M.phoneInvalid,
    });
    expect(errorsOf(street, { cep: "22041-001", number: "1".repeat(65), noComplement: true })).toEqual({ number: M.numberTooLong });
  });

  it("asks the complement as every address capture does", () => {
    expect(errorsOf(street, { cep: "22041-001", number: "680" })).toEqual({ complement: M.complementRequired });
  });

  it("a quadra-and-lote address (Brasília, 70070-100) needs quadra and lote, not a number", () => {
    const block = planCardLeadSchema({ isBlockAllotment: true });
    expect(block.parse({ cep: "70070-100", number: "", noComplement: true, blockNumber: "3", lotNumber: "12" })).toMatchObject({
      cep: "70070100",
      number: "",
      blockNumber: "3",
      lotNumber: "12",
    });
    expect(errorsOf(block, { cep: "70070-100", number: "", noComplement: true })).toEqual({
      blockNumber: M.blockRequired,
      lotNumber: M.lotRequired,
    });
  });
});

describe("checkout: cep and nr-imovel", () => {
  it("cep", () => {
    expect(checkoutCepSchema.parse({ cep: "80010-000" })).toEqual({ cep: "80010000" });
    expect(errorsOf(checkoutCepSchema, { cep: "8001-0000" })).toEqual({ cep: M.cepInvalid });
  });

  it("number with a complement, or with 'Sem complemento' ticked", () => {
    const schema = checkoutHouseNumberSchema({ isBlockAllotment: false });
    expect(schema.parse({ number: "1578", complement: "Apartamento 42", noComplement: false })).toEqual({
      number: "1578",
      complement: "Apartamento 42",
      noComplement: false,
      blockNumber: "",
      lotNumber: "",
    });
    // What does not apply is dropped: the complement when ticked, quadra and lote on a numbered street.
    expect(schema.parse({ number: "1578", complement: "ignored", noComplement: true, blockNumber: "3" })).toEqual({
      number: "1578",
      complement: "",
      noComplement: true,
      blockNumber: "",
      lotNumber: "",
    });
  });

  it("asks for the complement and the number in the same pass", () => {
    const schema = checkoutHouseNumberSchema({ isBlockAllotment: false });
    expect(errorsOf(schema, { number: "", complement: "", noComplement: false })).toEqual({
      number: M.numberRequired,
      complement: "Informe o complemento ou marque “Sem complemento”.",
    });
    expect(errorsOf(schema, { number: "1", complement: "x".repeat(65), noComplement: false })).toEqual({
      complement: M.complementTooLong,
    });
    expect(errorsOf(schema, { number: "1" })).toEqual({ complement: M.complementRequired });
    // "S/N" is how a numbered street says "no number"; blank is not.
    expect(schema.parse({ number: "S/N", noComplement: true }).number).toBe("S/N");
    expect(errorsOf(schema, { number: "   ", noComplement: true })).toEqual({ number: M.numberRequired });
  });

  it("needs quadra and lote for a block-allotment address, and not the number", () => {
    const schema = checkoutHouseNumberSchema({ isBlockAllotment: true });
    expect(errorsOf(schema, { number: "", complement: "", noComplement: true })).toEqual({
      blockNumber: M.blockRequired,
      lotNumber: M.lotRequired,
    });
    expect(errorsOf(schema, { number: "", noComplement: true, blockNumber: "3" })).toEqual({ lotNumber: M.lotRequired });
    expect(schema.parse({ number: "", complement: "", noComplement: true, blockNumber: " 12 ", lotNumber: "A3" })).toEqual({
      number: "",
      complement: "",
      noComplement: true,
      blockNumber: "12",
      lotNumber: "A3",
    });
    // A number typed anyway is kept, and so is a complement.
    expect(schema.parse({ number: "S/N", complement: "Bloco B", blockNumber: "1", lotNumber: "2" })).toMatchObject({
      number: "S/N",
      complement: "Bloco B",
    });
    expect(errorsOf(schema, { number: "S/N", noComplement: true, complement: "", blockNumber: "1".repeat(11), lotNumber: "1" })).toEqual({
      blockNumber: M.blockTooLong,
    });
  });

  it("addon b's combined step asks the same group with the CEP; the plain cep step only the CEP", () => {
    const combined = checkoutCepStepSchema(true, { isBlockAllotment: false });
    expect(errorsOf(combined, { cep: "01310-100", number: "" })).toEqual({ number: M.numberRequired, complement: M.complementRequired });
    expect(combined.parse({ cep: "01310-100", number: "1000", complement: "Sala 5" })).toMatchObject({
      cep: "01310100",
      number: "1000",
      complement: "Sala 5",
    });
    const block = checkoutCepStepSchema(true, { isBlockAllotment: true });
    expect(errorsOf(block, { cep: "70070-100", noComplement: true, blockNumber: "3", lotNumber: "12" })).toEqual({});
    expect(errorsOf(checkoutCepStepSchema(false), { cep: "01310-100" })).toEqual({});
  });
});

describe("checkout: personal data", () => {
  it("nome", () => {
    expect(checkoutNameSchema.parse({ name: "Ana-Maria D'Ávila" })).toEqual({ name: "Ana-Maria D'Ávila" });
    expect(errorsOf(checkoutNameSchema, { name: "M Souza" })).toEqual({ name: M.nameInvalid });
    expect(errorsOf(checkoutNameSchema, { name: "" })).toEqual({ name: M.nameRequired });
  });

  it("telefone", () => {
    expect(checkoutPhoneSchema.parse({ phone: "(31) 99123-4567" })).toEqual({ phone: "31991234567" });
    expect(errorsOf(checkoutPhoneSchema, { phone: "(31) 9912-34567" })).toEqual({ phone: M.phoneInvalid });
  });

  it("email with both opt-ins, unticked unless chosen", () => {
    expect(checkoutEmailSchema.parse({ email: " ana@example.com ", acceptPromotions: true })).toEqual({
      email: "ana@example.com",
      acceptPromotions: true,
      acceptInformation: false,
    });
    expect(errorsOf(checkoutEmailSchema, { email: "ana@example", acceptPromotions: false, acceptInformation: false })).toEqual({
      email: M.emailInvalid,
    });
    expect(errorsOf(checkoutEmailSchema, { email: `${"a".repeat(90)}@example.com` })).toEqual({ email: M.emailTooLong });
  });

  it("data-nascimento: an adult's real date, output ISO", () => {
    const schema = checkoutBirthDateSchema(TODAY);
    expect(schema.parse({ birthDate: "19/03/2008" })).toEqual({ birthDate: "2008-03-19" });
    expect(errorsOf(schema, { birthDate: "20/03/2008" })).toEqual({ birthDate: "É preciso ter 18 anos ou mais para contratar." });
    expect(errorsOf(schema, { birthDate: "31/02/1990" })).toEqual({ birthDate: "Data inválida" });
    expect(errorsOf(schema, { birthDate: "29/02/1990" })).toEqual({ birthDate: "Data inválida" });
    expect(errorsOf(schema, { birthDate: "10/05/1896" })).toEqual({ birthDate: M.birthDateOutOfRange });
    expect(errorsOf(schema, { birthDate: "01/01/2030" })).toEqual({ birthDate: M.birthDateOutOfRange });
    expect(errorsOf(schema, { birthDate: "" })).toEqual({ birthDate: M.birthDateRequired });
  });

  it("data-nascimento without a fixed today reads the clock when parsing", () => {
    vi.useFakeTimers();
    try {
      const schema = checkoutBirthDateSchema();
      vi.setSystemTime(new Date("2026-03-19T15:00:00Z"));
      expect(schema.safeParse({ birthDate: "20/03/2008" }).success).toBe(false);
      vi.setSystemTime(new Date("2026-03-20T15:00:00Z"));
      expect(schema.safeParse({ birthDate: "20/03/2008" }).success).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("nome-mae", () => {
    expect(checkoutMotherNameSchema.parse({ motherName: "Maria da Conceição" })).toEqual({ motherName: "Maria da Conceição" });
    expect(errorsOf(checkoutMotherNameSchema, { motherName: "Maria" })).toEqual({ motherName: M.motherNameInvalid });
    expect(errorsOf(checkoutMotherNameSchema, { motherName: "" })).toEqual({ motherName: M.motherNameRequired });
  });

  it("cpf: the person type picks CPF (pf) or CNPJ (pj)", () => {
    expect(checkoutDocumentSchema("pf")).toBe(checkoutCpfSchema);
    expect(checkoutDocumentSchema("pj")).toBe(checkoutCnpjSchema);
    expect(checkoutDocumentSchema("pf").parse({ cpf: "529.982.247-25" })).toEqual({ cpf: "52998224725" });
    expect(errorsOf(checkoutCpfSchema, { cpf: "111.111.111-11" })).toEqual({ cpf: "CPF inválido. Confira os números digitados." });
    expect(errorsOf(checkoutCpfSchema, { cpf: "" })).toEqual({ cpf: M.cpfRequired });
    expect(checkoutDocumentSchema("pj").parse({ cnpj: "12.abc.345/01de-35" })).toEqual({ cnpj: "12ABC34501DE35" });
    expect(checkoutCnpjSchema.parse({ cnpj: "11.222.333/0001-81" })).toEqual({ cnpj: "11222333000181" });
    expect(errorsOf(checkoutCnpjSchema, { cnpj: "11.222.333/0001-80" })).toEqual({ cnpj: M.cnpjInvalid });
  });
});

describe("checkout: payment", () => {
  it("data-de-vencimento", () => {
    expect(checkoutDueDateSchema.parse({ dueDay: "10" })).toEqual({ dueDay: "10" });
    expect(checkoutDueDateSchema.parse({ dueDay: "05" })).toEqual({ dueDay: "5" });
    expect(errorsOf(checkoutDueDateSchema, { dueDay: "7" })).toEqual({ dueDay: M.dueDayInvalid });
    expect(errorsOf(checkoutDueDateSchema, { dueDay: "" })).toEqual({ dueDay: M.dueDayRequired });
  });

  it("ativar-debito is a yes or no without default", () => {
    expect(checkoutDirectDebitSchema.parse({ directDebit: false })).toEqual({ directDebit: false });
    expect(errorsOf(checkoutDirectDebitSchema, {})).toEqual({ directDebit: M.directDebitRequired });
  });

  it("conta-debito: bank from the list, agency and account as digits", () => {
    const schema = checkoutBankAccountSchema(["001", "341"]);
    expect(schema.parse({ bank: "341", agency: "1234-5", account: "12345-6" })).toEqual({
      bank: "341",
      agency: "12345",
      account: "123456",
    });
    expect(errorsOf(schema, { bank: "237", agency: "12-34", account: "12-34-5" })).toEqual({
      bank: M.bankInvalid,
      agency: M.agencyInvalid,
      account: M.accountInvalid,
    });
    // Past the limit the form says so, in the words the field says them (TEXT_LIMITS).
    expect(errorsOf(schema, { bank: "341", agency: "123456", account: "12345-6789012345" })).toEqual({
      agency: M.agencyTooLong,
      account: M.accountTooLong,
    });
    expect(M.accountTooLong).toBe("A conta pode ter no máximo 12 números, com o dígito.");
    expect(M.agencyTooLong).toBe("A agência pode ter no máximo 5 números, com o dígito.");
    expect(errorsOf(schema, { bank: "", agency: "", account: "" })).toEqual({
      bank: M.bankRequired,
      agency: M.agencyRequired,
      account: M.accountRequired,
    });
    expect(checkoutBankAccountSchema().safeParse({ bank: "237", agency: "1", account: "1" }).success).toBe(true);
  });

  it("conta-debito: Banco do Brasil's X check digit, typed in either case, goes out as X; another bank's X is refused", () => {
    const schema = checkoutBankAccountSchema(["001", "341"]);
    expect(schema.parse({ bank: "001", agency: "1234-x", account: "12345-X" })).toEqual({
      bank: "001",
      agency: "1234X",
      account: "12345X",
    });
    expect(schema.parse({ bank: "001", agency: "4321-0", account: "98765-4" })).toEqual({ bank: "001", agency: "43210", account: "987654" });
    expect(errorsOf(schema, { bank: "341", agency: "1234-X", account: "12345-x" })).toEqual({
      agency: M.agencyCheckDigitX,
      account: M.accountCheckDigitX,
    });
    expect(errorsOf(schema, { bank: "341", agency: "1234-5", account: "12345-X" })).toEqual({ account: M.accountCheckDigitX });
    // A shape error wins over the bank rule; no bank chosen says only that.
    expect(errorsOf(schema, { bank: "341", agency: "123-X4", account: "1" })).toEqual({ agency: M.agencyInvalid });
    expect(errorsOf(schema, { bank: "341", agency: "12345-X", account: "1" })).toEqual({ agency: M.agencyTooLong });
    expect(errorsOf(schema, { bank: "", agency: "1234-X", account: "1" })).toEqual({ bank: M.bankRequired });
    // The server's re-check (no bank list) applies the same rule.
    expect(errorsOf(checkoutBankAccountSchema(), { bank: "237", agency: "1234-X", account: "1" })).toEqual({ agency: M.agencyCheckDigitX });
  });

  it("instalacao-pagamento (addon b): the same X rule with direct debit, none without", () => {
    const base = { dueDay: "10", directDebit: true };
    const withDebit = checkoutInstallationPaymentSchema(true, ["001", "341"]);
    expect(withDebit.parse({ ...base, bank: "001", agency: "1234-x", account: "12345-x" })).toMatchObject({ agency: "1234X", account: "12345X" });
    expect(errorsOf(withDebit, { ...base, bank: "341", agency: "1234-X", account: "12345-6" })).toEqual({ agency: M.agencyCheckDigitX });
    const withoutDebit = checkoutInstallationPaymentSchema(false);
    expect(withoutDebit.safeParse({ ...base, directDebit: false, bank: "341", agency: "1234-X", account: "" }).success).toBe(true);
  });
});

describe("checkout: data-instalacao", () => {
  const schema = checkoutInstallationSchema(TODAY);
  const row = (date: string, period: string) => ({ date, period });

  it("accepts up to three options and outputs the filled ones as ISO schedules", () => {
    expect(
      schema.parse({ schedules: [row("20/03/2026", "manha"), row("21/03/2026", "tarde"), row("", "")] }),
    ).toEqual({
      schedules: [
        { date: "2026-03-20", period: "manha" },
        { date: "2026-03-21", period: "tarde" },
      ],
    });
    expect(schema.parse({ schedules: [row("18/04/2026", "tarde")] }).schedules).toHaveLength(1);
  });

  it("needs the first option, and both halves of any option begun", () => {
    expect(errorsOf(schema, { schedules: [row("", ""), row("", "")] })).toEqual({
      "schedules.0.date": M.installationDateRequired,
      "schedules.0.period": M.installationPeriodRequired,
    });
    expect(errorsOf(schema, { schedules: [row("20/03/2026", "manha"), row("", "tarde"), row("23/03/2026", "")] })).toEqual({
      "schedules.1.date": M.installationDateRequired,
      "schedules.2.period": M.installationPeriodRequired,
    });
    expect(errorsOf(schema, { schedules: [] })).toEqual({ "schedules.0.date": M.installationDateRequired });
    expect(errorsOf(schema, { schedules: [row("20/03/2026", "noite")] })).toEqual({
      "schedules.0.period": M.installationPeriodRequired,
    });
  });

  it("refuses impossible dates, dates outside the window, Sundays, holidays and repeats", () => {
    expect(
      errorsOf(schema, { schedules: [row("31/04/2026", "manha"), row("19/03/2026", "manha"), row("20/04/2026", "tarde")] }),
    ).toEqual({
      "schedules.0.date": "Data inválida",
      "schedules.1.date": M.installationDateOutOfRange,
      "schedules.2.date": M.installationDateOutOfRange,
    });
    expect(errorsOf(schema, { schedules: [row("22/03/2026", "manha"), row("03/04/2026", "tarde")] })).toEqual({
      "schedules.0.date": M.installationDateClosed,
      "schedules.1.date": M.installationDateClosed,
    });
    expect(errorsOf(schema, { schedules: [row("20/03/2026", "manha"), row("20/03/2026", "manha")] })).toEqual({
      "schedules.1.date": M.installationDuplicate,
    });
    expect(schema.safeParse({ schedules: [row("20/03/2026", "manha"), row("20/03/2026", "tarde")] }).success).toBe(true);
  });

  it("allows at most three options", () => {
    const three = ["20/03/2026", "21/03/2026", "23/03/2026"].map((date) => row(date, "manha"));
    expect(schema.safeParse({ schedules: three }).success).toBe(true);
    expect(errorsOf(schema, { schedules: [...three, row("24/03/2026", "manha")] })).toEqual({
      schedules: "Escolha no máximo 3 opções de data.",
    });
  });
});

describe("renewal/migration lookup, callback, collaborator code", () => {
  it("CPF lookup", () => {
    expect(cpfLookupSchema.parse({ cpf: "285.739.146-37" })).toEqual({ cpf: "28573914637" });
    expect(errorsOf(cpfLookupSchema, { cpf: "285.739.146-38" })).toEqual({ cpf: M.cpfInvalid });
  });

  it("callback phone", () => {
    expect(callbackSchema.parse({ phone: "(41) 99654-7788" })).toEqual({ phone: "41996547788" });
    expect(errorsOf(callbackSchema, { phone: "(41) 9965-47788" })).toEqual({ phone: M.phoneInvalid });
  });

  it("collaborator code: 6 digits", () => {
    expect(collaboratorCodeSchema.parse({ code: " 123456 " })).toEqual({ code: "123456" });
    expect(errorsOf(collaboratorCodeSchema, { code: "12345" })).toEqual({ code: M.collaboratorCodeInvalid });
    expect(errorsOf(collaboratorCodeSchema, { code: "" })).toEqual({ code: M.collaboratorCodeRequired });
  });
});
