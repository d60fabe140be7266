import { describe, expect, it } from "vitest";
import type { Plan } from "@/lib/plans/types";
import {
  createPurchaseStore,
  INITIAL_PURCHASE,
  persistedPart,
  PURCHASE_STORAGE_KEY,
  SENSITIVE_FIELDS,
  type PurchaseState,
} from "@/lib/store/purchase";

/** Personal documents, family data and bank data that must never reach browser storage. */
// The quiz asks about the visitor's past addresses and phones: as sensitive as the documents.
const SENSITIVE = ["cpf", "cnpj", "birthDate", "motherName", "bank", "bankAccountAgency", "bankAccountNr", "quiz"];

const plan: Plan = { id: "42", plan: "700 Mega com Globoplay", sku: "d600gl", price_with_dacc: "119.99" };

const filled: PurchaseState = {
  ...INITIAL_PURCHASE,
  zip: "01310100",
  streetNr: "1000",
  street: "Avenida Paulista",
  city: "São Paulo",
  uf: "SP",
  phone: "11987654321",
  email: "ana@example.com",
  name: "Ana Souza",
  birthDate: "1990-01-31",
  motherName: "Maria Souza",
  cpf: "12345678909",
  cnpj: "11222333000181",
  dueDate: "10",
  directDebit: true,
  bank: { id: "1", code: "001", name: "Banco do Brasil" },
  bankAccountAgency: "1234",
  bankAccountNr: "56789-0",
  planoSelected: plan,
  leadId: "lead-1",
};

describe("persistedPart", () => {
  it("declares exactly the sensitive fields", () => {
    expect([...SENSITIVE_FIELDS].sort()).toEqual([...SENSITIVE].sort());
  });

  it("never contains cpf, cnpj, birthDate, motherName, bank, bankAccountAgency, bankAccountNr", () => {
    for (const state of [INITIAL_PURCHASE, filled]) {
      const part = persistedPart(state);
      for (const field of SENSITIVE) expect(Object.hasOwn(part, field), field).toBe(false);
    }
  });

  it("keeps the non-sensitive progress", () => {
    const part = persistedPart(filled);
    expect(part).toMatchObject({ zip: "01310100", email: "ana@example.com", name: "Ana Souza", leadId: "lead-1" });
    expect(part.planoSelected).toEqual(plan);
    expect(Object.keys(part).sort()).toEqual(
      Object.keys(INITIAL_PURCHASE)
        .filter((k) => !SENSITIVE.includes(k))
        .sort(),
    );
  });

  it("does not mutate the state it is given", () => {
    const copy = structuredClone(filled);
    persistedPart(filled);
    expect(filled).toEqual(copy);
  });
});

describe("createPurchaseStore", () => {
  it("starts from the initial values", () => {
    const state = createPurchaseStore().getState();
    for (const [key, value] of Object.entries(INITIAL_PURCHASE)) {
      expect(state[key as keyof PurchaseState], key).toEqual(value);
    }
    expect(state.planoSelected).toBeNull();
    expect(state.leadId).toBeNull();
    expect(state.sendAddress).toBe(true);
    expect(state.collaboratorValidated).toBe(false);
    expect(state.quizProgress).toBe(0);
    expect(state.installationSchedules).toEqual([]);
    expect(state.cpf).toBe("");
  });

  it("accepts initial overrides", () => {
    const state = createPurchaseStore({ zip: "01310100", addonSelComp: "b" }).getState();
    expect(state.zip).toBe("01310100");
    expect(state.addonSelComp).toBe("b");
    expect(state.email).toBe("");
  });

  it("gives each store its own state", () => {
    const a = createPurchaseStore();
    const b = createPurchaseStore();
    a.getState().update({ name: "Ana" });
    expect(b.getState().name).toBe("");
  });

  it("update merges a patch", () => {
    const store = createPurchaseStore();
    store.getState().update({ name: "Ana Souza", phone: "11987654321" });
    store.getState().update({ email: "ana@example.com" });
    expect(store.getState()).toMatchObject({ name: "Ana Souza", phone: "(11) 98765-4321", email: "ana@example.com" });
  });

  it("keeps CEP and phone masked whoever writes them: digits, masked text, landlines, empty", () => {
    const store = createPurchaseStore();
    store.getState().update({ zip: "01310100", phone: "11987654321" });
    expect(store.getState()).toMatchObject({ zip: "01310-100", phone: "(11) 98765-4321" });
    store.getState().update({ zip: "04538-133", phone: "(11) 3333-4444" });
    expect(store.getState()).toMatchObject({ zip: "04538-133", phone: "(11) 3333-4444" });
    store.getState().update({ phone: "1133334444" });
    expect(store.getState().phone).toBe("(11) 3333-4444");
    store.getState().update({ zip: "", phone: "" });
    expect(store.getState()).toMatchObject({ zip: "", phone: "" });
    store.getState().update({ name: "Ana" });
    expect(store.getState()).toMatchObject({ zip: "", phone: "", name: "Ana" });
  });

  it("keeps Banco do Brasil's X check digit as the fields show it, typed or read back from the API", () => {
    const store = createPurchaseStore();
    store.getState().update({ bankAccountAgency: "1234-x", bankAccountNr: "12345X" });
    expect(store.getState()).toMatchObject({ bankAccountAgency: "1234-X", bankAccountNr: "12345-X" });
    // Digits stay as written: the API's "12345" cannot tell agency 12345 from 1234-5.
    store.getState().update({ bankAccountAgency: "12345", bankAccountNr: "12345-6" });
    expect(store.getState()).toMatchObject({ bankAccountAgency: "12345", bankAccountNr: "12345-6" });
    store.getState().update({ bankAccountAgency: "", bankAccountNr: "" });
    expect(store.getState()).toMatchObject({ bankAccountAgency: "", bankAccountNr: "" });
  });

  it("selectPlan sets and clears the selected plan", () => {
    const store = createPurchaseStore();
    store.getState().selectPlan(plan);
    expect(store.getState().planoSelected).toEqual(plan);
    store.getState().selectPlan(null);
    expect(store.getState().planoSelected).toBeNull();
  });

  it("reset returns to the initial values and keeps the actions", () => {
    const store = createPurchaseStore();
    store.getState().update({ ...filled, sendAddress: false, quizProgress: 4 });
    store.getState().reset();
    const state = store.getState();
    for (const [key, value] of Object.entries(INITIAL_PURCHASE)) {
      expect(state[key as keyof PurchaseState], key).toEqual(value);
    }
    expect(typeof state.update).toBe("function");
    expect(typeof state.selectPlan).toBe("function");
    expect(typeof state.reset).toBe("function");
  });

  it("writes no sensitive field to sessionStorage", () => {
    if (typeof sessionStorage === "undefined") {
      // Without a DOM environment there is no storage to inspect; persistedPart is tested above.
      expect(persistedPart(filled)).not.toHaveProperty("cpf");
      return;
    }
    const store = createPurchaseStore();
    store.getState().update(filled);
    const raw = sessionStorage.getItem(PURCHASE_STORAGE_KEY);
    expect(raw).not.toBeNull();
    const saved = JSON.parse(raw as string).state as Record<string, unknown>;
    expect(saved.email).toBe("ana@example.com");
    for (const field of SENSITIVE) expect(Object.hasOwn(saved, field), field).toBe(false);
    expect(raw).not.toContain("12345678909");
    expect(raw).not.toContain("Maria Souza");
    expect(raw).not.toContain("56789-0");
  });
});
