import { addressChange, EMPTY_HOUSE, type HouseParts } from "@/lib/funnel/address-change";

const house: HouseParts = { streetNr: "100", complement: "apto 12", noComplement: false, blockNr: "", lotNr: "" };
const stored = { zip: "01310-100", ...house };

describe("addressChange (funnel §4: a new address and the order under way)", () => {
  it("another CEP abandons the lead and, where only the CEP was asked, empties the house's details", () => {
    expect(addressChange(stored, "70070-100", null)).toEqual({ house: EMPTY_HOUSE, lead: "abandon" });
  });

  it("another CEP keeps the house's details the same form gave (addon b's combined step)", () => {
    const given = { ...house, streetNr: "5" };
    expect(addressChange(stored, "70070100", given)).toEqual({ house: given, lead: "abandon" });
  });

  it("the same CEP, masked or not, is the same street: nothing to abandon, nothing emptied", () => {
    expect(addressChange(stored, "01310100", null)).toEqual({ house: {}, lead: "keep" });
    expect(addressChange(stored, "01310-100", { ...house })).toEqual({ house, lead: "keep" });
  });

  it("the same CEP with another number, complement, quadra or lote sends the address again", () => {
    for (const change of [{ streetNr: "101" }, { complement: "apto 13" }, { noComplement: true }, { blockNr: "Q 2" }, { lotNr: "7" }]) {
      expect(addressChange(stored, "01310-100", { ...house, ...change }).lead, JSON.stringify(change)).toBe("resend-address");
    }
  });

  it("the complement's blanks are not a change", () => {
    expect(addressChange(stored, "01310-100", { ...house, complement: " apto 12 " }).lead).toBe("keep");
  });

  it("a first address (nothing stored) is another CEP", () => {
    expect(addressChange({ zip: "", ...EMPTY_HOUSE }, "01310-100", null).lead).toBe("abandon");
  });
});
