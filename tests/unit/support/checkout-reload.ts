import { api } from "@/lib/api";
import type { Lead, Plan } from "@/lib/api/contract";
import { LEAD_ID_KEY } from "@/lib/funnel/restore";
import { INITIAL_PURCHASE, PURCHASE_STORAGE_KEY, type PurchaseState } from "@/lib/store/purchase";

/**
 * Ana Souza's order (lead "42") of `plan`, answered up to ativar-debito ("Sim"), as the store
 * holds it. `more` adds or replaces fields (the documents, the bank, the schedules).
 */
export function purchaseUpToDebit(plan: Plan, more: Partial<PurchaseState> = {}): PurchaseState {
  return {
    ...INITIAL_PURCHASE,
    zip: "01310-100",
    streetNr: "1000",
    name: "Ana Souza",
    phone: "(11) 98765-4321",
    email: "ana@example.com.br",
    dueDate: "10",
    directDebit: true,
    directDebitAnswered: true,
    planoSelected: plan,
    leadId: "42",
    sendAddress: false,
    ...more,
  };
}

/**
 * The same order's lead (plan `idPlan`) as the backend holds it: Ana Souza's documents (the
 * sandbox's valid CPF) and due day, no e-mail unless `more` gives one. `more` adds or replaces fields.
 */
export function leadUpToDueDate(idPlan: string, more: Partial<Lead> = {}): Lead {
  return {
    id: "42",
    idPlan,
    address: { cep: "01310100", number: "1000" },
    name: "Ana Souza",
    phone: "11987654321",
    birth_date: "1990-12-31",
    mothers_name: "Maria Souza",
    cpf: "52998224725",
    due_date: "10",
    ...more,
  };
}

/**
 * An order as a reload leaves it: `state` (what the store persists) in sessionStorage, the lead's
 * id in localStorage, and the API answering `plans` and `lead` (spies; vi.restoreAllMocks ends them).
 */
export function arrangeReload(state: object, lead: Lead, plans: Plan[]): void {
  sessionStorage.setItem(PURCHASE_STORAGE_KEY, JSON.stringify({ state, version: 0 }));
  localStorage.setItem(LEAD_ID_KEY, lead.id);
  vi.spyOn(api, "plans").mockResolvedValue({ ok: true, data: { plans } });
  vi.spyOn(api, "leadGet").mockResolvedValue({ ok: true, data: lead as never });
}
