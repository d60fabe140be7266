import type { Lead, Plan } from "@/lib/api/contract";
import type { PurchaseState } from "@/lib/store/purchase";
import { maskBankNumber, maskCep, maskCnpj, maskCpf, maskPhone } from "@/lib/validation/masked";

/**
 * Restoring an order from the backend: personal documents and bank data are
 * never kept in browser storage, so after a reload, or a visit days later with the lead id of
 * local storage, the lead is read back (GET lead/{id}) and mapped onto the store here. Values are
 * put back in the masked form the fields show.
 */

/** localStorage key of the lead id (funnel §3 "A lead id is kept in local storage"). */
export const LEAD_ID_KEY = "ultrafibra-lead-id";

/** "1990-01-31" → "31/01/1990" (what the date fields show). */
export function brDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : "";
}

/** The store's fields from a lead; fields the lead does not carry are left as they are. */
export function stateFromLead(lead: Lead, plans: readonly Plan[] = []): Partial<PurchaseState> {
  const s: Partial<PurchaseState> = { leadId: lead.id };
  const a = lead.address;
  if (a) {
    s.zip = maskCep(a.cep);
    if (a.number) s.streetNr = a.number;
    if (a.address) s.street = a.address;
    if (a.neighborhood) s.neighborhood = a.neighborhood;
    if (a.city) s.city = a.city;
    if (a.state) s.uf = a.state;
    if (a.complement) s.complement = a.complement;
    if (a.block_number) s.blockNr = a.block_number;
    if (a.allotment_number) s.lotNr = a.allotment_number;
  }
  if (lead.name) s.name = lead.name;
  if (lead.phone) s.phone = maskPhone(lead.phone);
  if (lead.email) s.email = lead.email;
  if (typeof lead.accept_promotions === "boolean") s.acceptEmailOffers = lead.accept_promotions;
  if (typeof lead.accept_information === "boolean") s.acceptPhoneContact = lead.accept_information;
  if (lead.birth_date) s.birthDate = brDate(lead.birth_date);
  if (lead.mothers_name) s.motherName = lead.mothers_name;
  if (lead.cpf) Object.assign(s, { cpf: maskCpf(lead.cpf), personType: "pf" as const });
  if (lead.cnpj) Object.assign(s, { cnpj: maskCnpj(lead.cnpj), personType: "pj" as const });
  if (lead.due_date) s.dueDate = lead.due_date;
  if (typeof lead.direct_debit === "boolean") Object.assign(s, { directDebit: lead.direct_debit, directDebitAnswered: true });
  if (lead.bankInfo) {
    s.bank = { id: lead.bankInfo.bank, code: lead.bankInfo.bank, name: "" };
    s.bankAccountAgency = maskBankNumber(lead.bankInfo.agency);
    s.bankAccountNr = maskBankNumber(lead.bankInfo.account_number);
  }
  if (lead.schedules?.length) {
    s.installationSchedules = lead.schedules
      .filter((x): x is { date: string; period: "manha" | "tarde" } => x.period === "manha" || x.period === "tarde")
      .map((x) => ({ date: brDate(x.date), period: x.period }));
  }
  if (lead.orderNumber) s.orderNumber = String(lead.orderNumber);
  const risk = lead.riskValidation;
  if (risk) {
    s.quizNeeded = Boolean(risk.quiz_needed);
    s.quiz = risk.quiz ?? null;
    s.rejected = Boolean(risk.rejected);
    s.rejectedMessage = risk.rejected_message ?? "";
  }
  const validated = (lead as Record<string, unknown>).collaboratorValidated;
  if (typeof validated === "boolean") s.collaboratorValidated = validated;
  const plan = lead.idPlan ? plans.find((p) => p.id === lead.idPlan) : undefined;
  if (plan) s.planoSelected = plan;
  return s;
}

/** The lead's address and the order's own state: not answers a new address's lead takes over. */
const NOT_ANSWERS = ["leadId", "zip", "streetNr", "street", "neighborhood", "city", "uf", "complement", "blockNr", "lotNr", "orderNumber", "quizNeeded", "quiz", "rejected", "rejectedMessage", "collaboratorValidated", "planoSelected"] as const;

/**
 * What the visitor answered (name to payment), from a lead about to be replaced by one at a new
 * address: the store's fields the new lead takes over (carryAnswers). Its address, placed order,
 * risk check and collaborator check belong to the old lead.
 */
export function answersFromLead(lead: Lead): Partial<PurchaseState> {
  const s: Partial<PurchaseState> = stateFromLead(lead);
  for (const key of NOT_ANSWERS) delete s[key];
  return s;
}

/** True when the store lacks what only the backend can give back after a reload. */
export function needsRestore(state: Readonly<PurchaseState>): boolean {
  if (!state.leadId) return false;
  return !state.cpf && !state.cnpj && !state.birthDate && !state.motherName;
}
