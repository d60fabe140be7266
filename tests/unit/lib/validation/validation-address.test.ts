import type { FunnelContext } from "@/lib/funnel/context";
import { PLAIN_CONTEXT } from "../../support/funnel";
import { guardRedirect } from "@/lib/funnel/guard";
import { INITIAL_PURCHASE, type PurchaseState } from "@/lib/store/purchase";
import { houseLocated, isBlockAddress, missingHouseParts, sameAddress } from "@/lib/validation/rules";

/**
 * Where the house is (lib/validation/address.ts): a number on a numbered street ("S/N" when there
 * is none), quadra and lote where the street is laid out that way (Brasília's 70070-100, the
 * lookup's is_block_allotment), the number optional there. One rule for the forms, the step
 * guard and the sandbox.
 */
describe("missingHouseParts", () => {
  it("a numbered street needs the number; 'S/N' is one", () => {
    expect(missingHouseParts({ number: "1578" }, false)).toEqual([]);
    expect(missingHouseParts({ number: "S/N" }, false)).toEqual([]);
    expect(missingHouseParts({ number: "" }, false)).toEqual(["number"]);
    expect(missingHouseParts({ number: "  " }, false)).toEqual(["number"]);
    expect(missingHouseParts({}, false)).toEqual(["number"]);
    // Quadra and lote do not stand in for the number there.
    expect(missingHouseParts({ blockNumber: "3", lotNumber: "12" }, false)).toEqual(["number"]);
  });

  it("a quadra-and-lote street needs quadra and lote, and not the number", () => {
    expect(missingHouseParts({ blockNumber: "3", lotNumber: "12" }, true)).toEqual([]);
    expect(missingHouseParts({ number: "", blockNumber: "3", lotNumber: "12" }, true)).toEqual([]);
    expect(missingHouseParts({ number: "S/N", blockNumber: "3", lotNumber: "12" }, true)).toEqual([]);
    expect(missingHouseParts({ number: "100" }, true)).toEqual(["blockNumber", "lotNumber"]);
    expect(missingHouseParts({ blockNumber: "3", lotNumber: " " }, true)).toEqual(["lotNumber"]);
    expect(missingHouseParts({ blockNumber: null, lotNumber: "12" }, true)).toEqual(["blockNumber"]);
  });
});

describe("the store's address", () => {
  const house = { streetNr: "", blockNr: "", lotNr: "" };

  it("is a quadra-and-lote one when it carries a quadra or a lote", () => {
    expect(isBlockAddress(house)).toBe(false);
    expect(isBlockAddress({ ...house, blockNr: "3" })).toBe(true);
    expect(isBlockAddress({ ...house, lotNr: "12" })).toBe(true);
  });

  it("is located by a number, or by quadra and lote", () => {
    expect(houseLocated(house)).toBe(false);
    expect(houseLocated({ ...house, streetNr: "1000" })).toBe(true);
    expect(houseLocated({ ...house, blockNr: "3", lotNr: "12" })).toBe(true);
    expect(houseLocated({ ...house, blockNr: "3" })).toBe(false);
    expect(houseLocated({ ...house, streetNr: "S/N", lotNr: "12" })).toBe(false);
  });

  it("is the same address whatever the mask or spaces, and not with another number, complement, quadra or lote", () => {
    const a = { zip: "01310-100", streetNr: "1000", complement: "Apto 4", noComplement: false, blockNr: "", lotNr: "" };
    expect(sameAddress(a, { ...a, zip: "01310100", streetNr: " 1000 " })).toBe(true);
    expect(sameAddress(a, { ...a, zip: "20040-002" })).toBe(false);
    expect(sameAddress(a, { ...a, streetNr: "1001" })).toBe(false);
    expect(sameAddress(a, { ...a, complement: "Apto 5" })).toBe(false);
    expect(sameAddress(a, { ...a, blockNr: "3" })).toBe(false);
    expect(sameAddress(a, { ...a, lotNr: "3" })).toBe(false);
    // "Sem complemento" ticked: a complement left in the field is not part of the address.
    expect(sameAddress({ ...a, noComplement: true }, { ...a, noComplement: true, complement: "" })).toBe(true);
  });
});

describe("step guard with a quadra-and-lote address", () => {
  const ctx: FunnelContext = PLAIN_CONTEXT;
  const plan = { id: "p-d500a", plan: "500 Mega", sku: "d500a" };
  const brasilia: PurchaseState = { ...INITIAL_PURCHASE, planoSelected: plan, zip: "70070-100", blockNr: "3", lotNr: "12", noComplement: true };

  it("lets verificando-disponibilidade in without a number", () => {
    expect(guardRedirect("checkout/verificando-disponibilidade", brasilia, ctx)).toBeNull();
    expect(guardRedirect("checkout/verificando-disponibilidade", { ...brasilia, blockNr: "" }, ctx)).toBe("checkout/nr-imovel");
    expect(guardRedirect("checkout/verificando-disponibilidade", { ...brasilia, blockNr: "", lotNr: "" }, ctx)).toBe("checkout/nr-imovel");
  });

  it("addon b's combined step is done without a number too", () => {
    const combined = { ...ctx, combinedCheckout: true };
    expect(guardRedirect("checkout/verificando-disponibilidade", brasilia, combined)).toBeNull();
    expect(guardRedirect("checkout/verificando-disponibilidade", { ...brasilia, lotNr: "" }, combined)).toBe("checkout/cep");
  });
});
