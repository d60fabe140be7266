import IMask, { type FactoryOpts } from "imask";
import { isCnpj, isCpf, isPhone, MASKS, MAX_LENGTH, MESSAGES } from "@/lib/validation";

/** What the field shows after the user types (or pastes) `typed` through the mask. */
function typeInto(opts: FactoryOpts, typed: string): string {
  const masked = IMask.createMask(opts);
  masked.resolve(typed);
  return masked.value;
}

describe("masks (imask options as data)", () => {
  it("CEP 00000-000", () => {
    expect(typeInto(MASKS.cep, "01310100")).toBe("01310-100");
    expect(typeInto(MASKS.cep, "0131010099")).toBe("01310-100");
    expect(typeInto(MASKS.cep, "ab01310")).toBe("01310");
  });

  it("phone switches from landline to mobile on the 11th digit", () => {
    expect(typeInto(MASKS.phone, "1134567890")).toBe("(11) 3456-7890");
    expect(typeInto(MASKS.phone, "11987654321")).toBe("(11) 98765-4321");
    expect(isPhone(typeInto(MASKS.phone, "11987654321"))).toBe(true);
    expect(isPhone(typeInto(MASKS.phone, "1134567890"))).toBe(true);
    expect(typeInto(MASKS.phone, "11987654321").length).toBeLessThanOrEqual(MAX_LENGTH.phone);
  });

  it("CPF 000.000.000-00", () => {
    expect(typeInto(MASKS.cpf, "52998224725")).toBe("529.982.247-25");
    expect(isCpf(typeInto(MASKS.cpf, "52998224725"))).toBe(true);
  });

  it("CNPJ AA.AAA.AAA/AAAA-00: letters in the first 12 places, uppercased; digits at the end", () => {
    expect(typeInto(MASKS.cnpj, "11222333000181")).toBe("11.222.333/0001-81");
    expect(typeInto(MASKS.cnpj, "12abc34501de35")).toBe("12.ABC.345/01DE-35");
    expect(isCnpj(typeInto(MASKS.cnpj, "12abc34501de35"))).toBe(true);
    // A letter is refused where a check digit goes.
    expect(typeInto(MASKS.cnpj, "12ABC34501DEA5")).toBe("12.ABC.345/01DE-5");
  });

  it("date 00/00/0000", () => {
    expect(typeInto(MASKS.date, "29022024")).toBe("29/02/2024");
  });

  it("agency and account take digits and one hyphen, and keep a number past its limit for the field to say it", () => {
    const typed: [keyof typeof MASKS, string, string][] = [
      ["agency", "1234-5", "1234-5"],
      ["agency", "123456", "123456"],
      ["account", "12345-6", "12345-6"],
      ["account", "1234567890123", "1234567890123"],
      ["account", "12345-6789012345", "12345-6789012345"],
      ["account", "12-34-5", "12-345"],
      ["collaboratorCode", "12a3456", "123456"],
    ];
    for (const [mask, input, shown] of typed) expect(typeInto(MASKS[mask], input), `${mask} ${input}`).toBe(shown);
  });

  it("agency and account take an X check digit (Banco do Brasil) in either case, kept upper case, only last", () => {
    const typed: [keyof typeof MASKS, string, string][] = [
      ["agency", "1234-x", "1234-X"],
      ["agency", "1234X", "1234X"],
      ["account", "12345-x", "12345-X"],
      ["account", "12345678901X", "12345678901X"],
      // Nothing after the check digit, and no other letter.
      ["agency", "1234-X5", "1234-X"],
      ["account", "12345-Y", "12345-"],
      ["agency", "x1234", "1234"],
    ];
    for (const [mask, input, shown] of typed) expect(typeInto(MASKS[mask], input), `${mask} ${input}`).toBe(shown);
    for (const typed of ["1234-X", "12345678901-X"]) expect(typed.length).toBeLessThanOrEqual(MAX_LENGTH.account);
    expect("1234-X").toHaveLength(MAX_LENGTH.agency);
  });

  it("max lengths are marketing §5's and fit each mask", () => {
    expect(MAX_LENGTH).toMatchObject({ name: 128, email: 96, phone: 15, postal: 9, streetNumber: 64 });
    expect("01310-100").toHaveLength(MAX_LENGTH.postal);
    expect("529.982.247-25").toHaveLength(MAX_LENGTH.cpf);
    expect("12.ABC.345/01DE-35").toHaveLength(MAX_LENGTH.cnpj);
    expect("29/02/2024").toHaveLength(MAX_LENGTH.date);
  });
});

describe("messages", () => {
  it("keep the spec's exact texts", () => {
    expect(MESSAGES.phoneInvalid).toBe("Esse número não é válido. Verifique a digitação.");
    expect(MESSAGES.dateInvalid).toBe("Data inválida");
    expect(MESSAGES.cepInvalid).toBe("CEP inválido. Use o formato 00000-000.");
    expect(MESSAGES.adult).toBe("É preciso ter 18 anos ou mais para contratar.");
    expect(MESSAGES.dueDayInvalid).toBe("Escolha um destes dias de vencimento: 1, 5, 10, 15, 20 ou 25.");
  });

  it("are all Portuguese sentences, and required messages say what to do", () => {
    for (const [key, text] of Object.entries(MESSAGES)) {
      expect(text.length, key).toBeGreaterThan(5);
      if (key.endsWith("Required")) expect(text, key).toMatch(/^(Informe|Escolha) /);
    }
    expect(new Set(Object.values(MESSAGES)).size).toBe(Object.values(MESSAGES).length);
  });
});
