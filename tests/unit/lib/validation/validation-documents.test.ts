import { cnpjCheckDigits, isCep, isCnpj, isCpf, normalizeCnpj, onlyDigits } from "@/lib/validation";

describe("onlyDigits (funnel §5: CEP, CPF and phone go to the API as digits)", () => {
  it("strips the mask's punctuation and spaces", () => {
    expect(onlyDigits("01310-100")).toBe("01310100");
    expect(onlyDigits("529.982.247-25")).toBe("52998224725");
    expect(onlyDigits("(11) 98765-4321")).toBe("11987654321");
    expect(onlyDigits("")).toBe("");
  });
});

describe("isCep", () => {
  it.each(["01310-100", "01310100", " 22041-001 "])("accepts %j", (cep) => {
    expect(isCep(cep)).toBe(true);
  });
  it.each(["", "01310-10", "0131010", "01310-1000", "013101000", "01.310-100", "ABCDE-FGH", "01310_100"])(
    "refuses %j",
    (cep) => {
      expect(isCep(cep)).toBe(false);
    },
  );
});

describe("isCpf", () => {
  it.each(["529.982.247-25", "52998224725", "285.739.146-37", "39053344705"])("accepts %j", (cpf) => {
    expect(isCpf(cpf)).toBe(true);
  });

  it("refuses a wrong second check digit (529.982.247-24)", () => {
    expect(isCpf("529.982.247-24")).toBe(false);
  });
  it("refuses a wrong first check digit (529.982.247-35)", () => {
    expect(isCpf("529.982.247-35")).toBe(false);
  });
  it("refuses every run of one repeated digit, though 111.111.111-11 satisfies the arithmetic", () => {
    for (let d = 0; d <= 9; d++) expect(isCpf(String(d).repeat(11))).toBe(false);
    expect(isCpf("111.111.111-11")).toBe(false);
  });
  it.each(["", "529.982.247-2", "529.982.247-255", "529 982 247 25", "52998224725a", "abc.def.ghi-jk"])(
    "refuses the malformed %j",
    (cpf) => {
      expect(isCpf(cpf)).toBe(false);
    },
  );
});

describe("isCnpj (numeric and the alphanumeric CNPJ of July 2026)", () => {
  it("accepts numeric CNPJs with their check digits", () => {
    expect(isCnpj("11.222.333/0001-81")).toBe(true);
    expect(isCnpj("11222333000181")).toBe(true);
    expect(isCnpj("11.444.777/0001-61")).toBe(true);
  });

  it("accepts the Receita Federal's alphanumeric example 12.ABC.345/01DE-35", () => {
    // 35 recomputed outside this code (letters valued at ASCII code − 48, modulo 11).
    expect(cnpjCheckDigits("12ABC34501DE")).toBe("35");
    expect(isCnpj("12.ABC.345/01DE-35")).toBe(true);
    expect(isCnpj("12ABC34501DE35")).toBe(true);
  });

  it("accepts letters typed in lowercase and other alphanumeric bases", () => {
    expect(isCnpj("12.abc.345/01de-35")).toBe(true);
    expect(cnpjCheckDigits("A1B2C3D4E5F6")).toBe("68");
    expect(isCnpj("A1.B2C.3D4/E5F6-68")).toBe(true);
  });

  it("refuses wrong check digits", () => {
    expect(isCnpj("11.222.333/0001-82")).toBe(false);
    expect(isCnpj("11.222.333/0001-91")).toBe(false);
    expect(isCnpj("12.ABC.345/01DE-36")).toBe(false);
    expect(isCnpj("12.ABD.345/01DE-35")).toBe(false);
  });

  it("refuses a base of one repeated character, even with matching check digits", () => {
    expect(cnpjCheckDigits("000000000000")).toBe("00");
    expect(isCnpj("00.000.000/0000-00")).toBe(false);
    expect(cnpjCheckDigits("111111111111")).toBe("80");
    expect(isCnpj("11.111.111/1111-80")).toBe(false);
  });

  it.each(["", "11.222.333/0001-8", "11.222.333/0001-8A", "12.ABC.345/01DE-3", "11.222.333/0001-811", "1!.222.333/0001-81"])(
    "refuses the malformed %j",
    (cnpj) => {
      expect(isCnpj(cnpj)).toBe(false);
    },
  );

  it("normalises to the API form: 14 characters, uppercase", () => {
    expect(normalizeCnpj(" 12.abc.345/01de-35 ")).toBe("12ABC34501DE35");
    expect(normalizeCnpj("11.222.333/0001-81")).toBe("11222333000181");
  });
});
