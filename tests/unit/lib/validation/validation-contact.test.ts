import {
  ACCOUNT_MAX_DIGITS,
  AGENCY_MAX_DIGITS,
  allowsCheckDigitX,
  bankNumberChars,
  CHECK_DIGIT_X_BANKS,
  checkDigitXProblems,
  DUE_DAYS,
  hasCheckDigitX,
  isAccount,
  isAgency,
  isBankCode,
  isDueDay,
  isEmail,
  isFullName,
  isMobilePhone,
  isPhone,
  isPhoneDigits,
  isPhoneInput,
  normalizeName,
} from "@/lib/validation";

describe("isPhone (marketing §5, on the masked value)", () => {
  it("accepts a mobile (9 + 4 digits, hyphen, 4 digits) and a landline (1-8 + 3 digits, hyphen, 4)", () => {
    expect(isPhone("(11) 98765-4321")).toBe(true);
    expect(isPhone("(11) 3456-7890")).toBe(true);
    expect(isPhone("(11) 8765-4321")).toBe(true);
    expect(isPhone("(99) 91234-5678")).toBe(true);
    expect(isPhone("(21) 1234-5678")).toBe(true);
  });

  it("refuses area codes outside 11-99 and with a zero (10, 20, 01)", () => {
    expect(isPhone("(10) 98765-4321")).toBe(false);
    expect(isPhone("(20) 98765-4321")).toBe(false);
    expect(isPhone("(01) 98765-4321")).toBe(false);
    expect(isPhone("(00) 3456-7890")).toBe(false);
  });

  it.each(["23", "25", "26", "29", "36", "39", "52", "56", "57", "58", "59", "72", "76", "78"])(
    "refuses area code %s, which ANATEL never assigned",
    (ddd) => {
      expect(isPhone(`(${ddd}) 98765-4321`)).toBe(false);
      expect(isPhone(`(${ddd}) 3456-7890`)).toBe(false);
      expect(isPhoneDigits(`${ddd}987654321`)).toBe(false);
    },
  );

  it("accepts each of the 67 area codes in use, and only those of 11-99", () => {
    let accepted = 0;
    for (let ddd = 11; ddd <= 99; ddd++) if (isPhoneDigits(`${ddd}987654321`)) accepted++;
    expect(accepted).toBe(67);
    for (const ddd of ["11", "21", "27", "31", "51", "55", "61", "71", "79", "81", "91", "99"]) {
      expect(isPhone(`(${ddd}) 98765-4321`), ddd).toBe(true);
    }
  });

  it("refuses a number starting with 0, a 9-digit number not starting with 9, and a landline starting with 9", () => {
    expect(isPhone("(11) 08765-4321")).toBe(false);
    expect(isPhone("(11) 0876-5432")).toBe(false);
    expect(isPhone("(11) 88765-4321")).toBe(false);
    expect(isPhone("(11) 9876-5432")).toBe(false);
  });

  it.each(["", "11 98765-4321", "(11) 98765-432", "(11) 987654321", "(11) 98765-43210", "(1) 98765-4321", "(11) 9876a-4321"])(
    "refuses the malformed %j",
    (phone) => {
      expect(isPhone(phone)).toBe(false);
    },
  );

  it("has a digits-only variant with the same rule", () => {
    expect(isPhoneDigits("11987654321")).toBe(true);
    expect(isPhoneDigits("1134567890")).toBe(true);
    expect(isPhoneDigits("10987654321")).toBe(false);
    expect(isPhoneDigits("11087654321")).toBe(false);
    expect(isPhoneDigits("1198765432")).toBe(false);
    expect(isPhoneDigits("(11) 98765-4321")).toBe(false);
  });

  it("isPhoneInput takes either form; isMobilePhone tells 11 digits from 10", () => {
    expect(isPhoneInput("(11) 98765-4321")).toBe(true);
    expect(isPhoneInput("1134567890")).toBe(true);
    expect(isPhoneInput("(11) 08765-4321")).toBe(false);
    expect(isMobilePhone("(11) 98765-4321")).toBe(true);
    expect(isMobilePhone("(11) 3456-7890")).toBe(false);
  });
});

describe("isFullName (marketing §5: two words or more, each starting with 2 letters)", () => {
  it.each(["Maria Souza", "Jo Silva", "José da Silva", "Ana-Maria Conceição", "João D'Ávila", "Brian O'Neil", "Luís D’Angelo", "  Maria   Souza  "])(
    "accepts %j",
    (name) => {
      expect(isFullName(name)).toBe(true);
    },
  );

  it.each([
    ["Maria", "one word"],
    ["M Souza", "a one-letter word"],
    ["Maria S.", "an initial with a dot"],
    ["Maria 2 Souza", "a digit"],
    ["Maria Souza3", "a digit inside a word"],
    ["Maria - Souza", "a lone hyphen"],
    ["Maria Souza-", "a trailing hyphen"],
    ["'Maria Souza", "a leading apostrophe"],
    ["Maria e Souza", "the one-letter particle 'e'"],
    ["", "empty"],
  ])("refuses %j (%s)", (name) => {
    expect(isFullName(name)).toBe(false);
  });

  it("accepts 128 characters and refuses 129", () => {
    const name = (n: number) => `Ana ${"a".repeat(n - 4)}`;
    expect(name(128)).toHaveLength(128);
    expect(isFullName(name(128))).toBe(true);
    expect(isFullName(name(129))).toBe(false);
  });

  it("normalises spaces and composes accents", () => {
    expect(normalizeName("  Maria   Souza ")).toBe("Maria Souza");
    expect(normalizeName("Jose\u0301 Souza")).toBe("José Souza");
    expect(isFullName("Jose\u0301 Souza")).toBe(true);
  });
});

describe("isEmail ({x}@{domain}.{2-6 letters}, max 96)", () => {
  it.each(["ana@example.com", "ana.souza+tim@mail.example.com.br", "a@b.io", "x_y@dominio.museum", "ANA@EXAMPLE.COM"])(
    "accepts %j",
    (email) => {
      expect(isEmail(email)).toBe(true);
    },
  );

  it("needs a top-level part of 2 to 6 letters", () => {
    expect(isEmail("ana@example.c")).toBe(false);
    expect(isEmail("ana@example.abcdef")).toBe(true);
    expect(isEmail("ana@example.abcdefg")).toBe(false);
    expect(isEmail("ana@example.c0m")).toBe(false);
  });

  it.each(["", "ana", "ana@", "ana@example", "@example.com", "ana@@example.com", "ana souza@example.com", "ana@.com", "ana@ex..com", ".ana@example.com", "ana.@example.com", "an..a@example.com", "ana@-example.com"])(
    "refuses %j",
    (email) => {
      expect(isEmail(email)).toBe(false);
    },
  );

  it("accepts 96 characters and refuses 97", () => {
    const email = (n: number) => `${"a".repeat(n - 12)}@example.com`;
    expect(isEmail(email(96))).toBe(true);
    expect(isEmail(email(97))).toBe(false);
  });
});

describe("due days", () => {
  it("are the fixed list 1, 5, 10, 15, 20, 25, all on or before the 28th", () => {
    expect([...DUE_DAYS]).toEqual([1, 5, 10, 15, 20, 25]);
    expect(DUE_DAYS.every((d) => d <= 28)).toBe(true);
  });
  it("isDueDay takes the number or the radio string", () => {
    expect(isDueDay(10)).toBe(true);
    expect(isDueDay("10")).toBe(true);
    expect(isDueDay("05")).toBe(true);
    expect(isDueDay(7)).toBe(false);
    expect(isDueDay("30")).toBe(false);
    expect(isDueDay("")).toBe(false);
    expect(isDueDay("1.5")).toBe(false);
    expect(isDueDay("100")).toBe(false);
  });
});

describe("bank agency, account and code", () => {
  it("agency: 1 to 5 digits, optionally with a hyphen before the check digit", () => {
    expect(AGENCY_MAX_DIGITS).toBe(5);
    for (const v of ["1", "1234", "12345", "1234-5", "0001"]) expect(isAgency(v)).toBe(true);
    for (const v of ["", "123456", "12345-6", "12-34", "-1", "1234-", "12a4", "0000", "0000-0"]) expect(isAgency(v)).toBe(false);
  });

  it("account: 1 to 12 digits, optionally with a hyphen before the check digit", () => {
    expect(ACCOUNT_MAX_DIGITS).toBe(12);
    for (const v of ["1", "123456", "12345-6", "123456789012", "12345678901-2"]) expect(isAccount(v)).toBe(true);
    for (const v of ["", "1234567890123", "123456789012-3", "12-34-5", "12345-", "1234Y", "000000", "00000-0"]) expect(isAccount(v)).toBe(false);
  });

  it("Banco do Brasil's check digit X: last, in either case, hyphen optional, within the same length", () => {
    for (const v of ["1234-X", "1234-x", "1234X", "1-X", " 1234-X "]) expect(isAgency(v), v).toBe(true);
    for (const v of ["12345-X", "12345X", "X", "-X", "12X4", "1234-XX", "X-1234", "0000-X"]) expect(isAgency(v), v).toBe(false);
    for (const v of ["12345-X", "12345-x", "12345X", "12345678901-X", "12345678901X"]) expect(isAccount(v), v).toBe(true);
    for (const v of ["123456789012-X", "123456789012X", "123X5-6", "12345-X6", "00000-X"]) expect(isAccount(v), v).toBe(false);
  });

  it("X is Banco do Brasil's (001) only: the rule names the fields that have it with another bank", () => {
    expect(CHECK_DIGIT_X_BANKS).toEqual(["001"]);
    expect(allowsCheckDigitX("001")).toBe(true);
    expect(allowsCheckDigitX(" 001 ")).toBe(true);
    for (const code of ["341", "237", "104", "033", "1", ""]) expect(allowsCheckDigitX(code), code).toBe(false);
    expect(hasCheckDigitX("1234-x")).toBe(true);
    expect(hasCheckDigitX("1234X ")).toBe(true);
    expect(hasCheckDigitX("12X4")).toBe(false);
    expect(checkDigitXProblems({ bank: "001", agency: "1234-X", account: "12345-X" })).toEqual([]);
    expect(checkDigitXProblems({ bank: "341", agency: "1234-X", account: "12345-x" })).toEqual(["agency", "account"]);
    expect(checkDigitXProblems({ bank: "237", agency: "1234-5", account: "12345X" })).toEqual(["account"]);
    expect(checkDigitXProblems({ bank: "341", agency: "1234-5", account: "12345-6" })).toEqual([]);
    // No bank yet: "Escolha o banco." is the message, not one about X.
    expect(checkDigitXProblems({ bank: "", agency: "1234-X", account: "1" })).toEqual([]);
  });

  it("bankNumberChars: what the API gets, the digits joined and an X check digit kept last in upper case", () => {
    expect(bankNumberChars("1234-5")).toBe("12345");
    expect(bankNumberChars("1234-x")).toBe("1234X");
    expect(bankNumberChars("12345-X")).toBe("12345X");
    expect(bankNumberChars("1234X")).toBe("1234X");
    expect(bankNumberChars(" 98765-4 ")).toBe("987654");
    expect(bankNumberChars("")).toBe("");
    // Only a last X is a check digit.
    expect(bankNumberChars("12X4")).toBe("124");
  });

  it("bank code: three digits, and one of the list when a list is given", () => {
    expect(isBankCode("341")).toBe(true);
    expect(isBankCode("001")).toBe(true);
    expect(isBankCode("1")).toBe(false);
    expect(isBankCode("3410")).toBe(false);
    expect(isBankCode("341", ["001", "341"])).toBe(true);
    expect(isBankCode("237", ["001", "341"])).toBe(false);
  });
});
