import { createStore } from "zustand/vanilla";
import { createJSONStorage, persist } from "zustand/middleware";
import type { Plan, Quiz } from "@/lib/api/contract";
import { maskBankNumber, maskCep, maskPhone } from "@/lib/validation/masked";

/** marketing §3 "Purchase state", plus the lead and funnel flags of funnel §4. */
export interface PurchaseState {
  zip: string;
  streetNr: string;
  blockNr: string;
  lotNr: string;
  street: string;
  city: string;
  neighborhood: string;
  uf: string;
  complement: string;
  noComplement: boolean;
  phone: string;
  acceptPhoneContact: boolean;
  email: string;
  acceptEmailOffers: boolean;
  name: string;
  /** Sensitive: memory only, restored from the backend lead. */
  birthDate: string;
  motherName: string;
  cpf: string;
  cnpj: string;
  dueDate: string;
  directDebit: boolean;
  bank: { id: string; code: string; name: string } | null;
  bankAccountAgency: string;
  bankAccountNr: string;
  installationSchedules: { date: string; period: "manha" | "tarde" }[];
  planoSelected: Plan | null;
  whatsappProtocol: string;
  addonSelComp: string;
  leadId: string | null;
  /** Funnel §4: cleared lead resets it to true; controls whether the address goes on updates. */
  sendAddress: boolean;
  collaboratorValidated: boolean;
  quizProgress: number;
  /** Person type of the CPF step: pf (CPF) or pj (CNPJ). */
  personType: "pf" | "pj";
  /** The visitor answered the direct-debit question (directDebit alone cannot tell "no" from unanswered). */
  directDebitAnswered: boolean;
  /** Risk validation of funnel §4, as the backend last answered it. */
  quizNeeded: boolean;
  /** Sensitive: the quiz asks about the visitor's past; memory only. */
  quiz: Quiz | null;
  rejected: boolean;
  rejectedMessage: string;
  /** Plans available at the address when the requested one is not (oferta-indisponivel). */
  offerPlans: Plan[];
  /** The no-coverage lead of funnel §7, when the address has no coverage. */
  noCoverageLeadId: string | null;
  orderNumber: string;
  /**
   * The address of an order under way changed and its lead was deleted (abandonLeads): the next
   * lead takes over the answers still held here instead of asking them again (lib/funnel/carry).
   */
  carryAnswers: boolean;
}

export interface PurchaseActions {
  update: (patch: Partial<PurchaseState>) => void;
  selectPlan: (plan: Plan | null) => void;
  reset: () => void;
}

export type PurchaseStore = PurchaseState & PurchaseActions;

export const INITIAL_PURCHASE: PurchaseState = {
  zip: "",
  streetNr: "",
  blockNr: "",
  lotNr: "",
  street: "",
  city: "",
  neighborhood: "",
  uf: "",
  complement: "",
  noComplement: false,
  phone: "",
  acceptPhoneContact: true,
  email: "",
  acceptEmailOffers: false,
  name: "",
  birthDate: "",
  motherName: "",
  cpf: "",
  cnpj: "",
  dueDate: "",
  directDebit: false,
  bank: null,
  bankAccountAgency: "",
  bankAccountNr: "",
  installationSchedules: [],
  planoSelected: null,
  whatsappProtocol: "",
  addonSelComp: "",
  leadId: null,
  sendAddress: true,
  collaboratorValidated: false,
  quizProgress: 0,
  personType: "pf",
  directDebitAnswered: false,
  quizNeeded: false,
  quiz: null,
  rejected: false,
  rejectedMessage: "",
  offerPlans: [],
  noCoverageLeadId: null,
  orderNumber: "",
  carryAnswers: false,
};

/** Never written to browser storage: personal documents, family data and bank data. */
export const SENSITIVE_FIELDS = [
  "birthDate",
  "motherName",
  "cpf",
  "cnpj",
  "bank",
  "bankAccountAgency",
  "bankAccountNr",
  "quiz",
] as const satisfies readonly (keyof PurchaseState)[];

/** What survives a reload in sessionStorage: non-sensitive progress only. */
export function persistedPart(state: PurchaseState): Partial<PurchaseState> {
  const copy: Partial<PurchaseState> = { ...state };
  for (const field of SENSITIVE_FIELDS) delete copy[field];
  return copy;
}

export const PURCHASE_STORAGE_KEY = "ultrafibra-purchase";

/**
 * CEP and phone are kept masked, as their fields show them: forms hand over what was typed
 * ("01310-100") or their schema's API value (digits), the backend digits. One form here means
 * the order summary and a refilled field look the same whoever wrote last. Agency and account
 * likewise keep a Banco do Brasil X check digit as "1234-X", whether typed or read back as "1234X".
 */
export function masked(patch: Partial<PurchaseState>): Partial<PurchaseState> {
  const out = { ...patch };
  if (typeof out.zip === "string") out.zip = maskCep(out.zip);
  if (typeof out.phone === "string") out.phone = maskPhone(out.phone);
  if (typeof out.bankAccountAgency === "string") out.bankAccountAgency = maskBankNumber(out.bankAccountAgency);
  if (typeof out.bankAccountNr === "string") out.bankAccountNr = maskBankNumber(out.bankAccountNr);
  return out;
}

/**
 * One store per provider, so a server render never shares state between requests. Hydration is
 * skipped at creation and run in an effect, so the server HTML never mismatches.
 */
export function createPurchaseStore(initial: Partial<PurchaseState> = {}) {
  return createStore<PurchaseStore>()(
    persist(
      (set) => ({
        ...INITIAL_PURCHASE,
        ...initial,
        update: (patch) => set(masked(patch)),
        selectPlan: (plan) => set({ planoSelected: plan }),
        reset: () => set({ ...INITIAL_PURCHASE }),
      }),
      {
        name: PURCHASE_STORAGE_KEY,
        storage: createJSONStorage(() => sessionStorage),
        partialize: (state) => persistedPart(state),
        skipHydration: true,
      },
    ),
  );
}

export type PurchaseStoreApi = ReturnType<typeof createPurchaseStore>;
