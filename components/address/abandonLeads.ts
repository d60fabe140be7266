import { api, removePayload } from "@/lib/api";
import { answersFromLead, LEAD_ID_KEY, needsRestore } from "@/lib/funnel/restore";
import type { PurchaseState } from "@/lib/store/purchase";

/**
 * A new address must not ride on a lead made for the old one. Deletes, best effort, the order
 * lead and the no-coverage lead the store holds — with the address and phone they were made
 * with (`before`: the backend matches id, CEP and phone), so call it before the store takes the
 * new address — and answers the patch that forgets them; the next availability check makes new
 * ones, taking over the answers of the order they replace (carryAnswers). A placed order (an
 * order number) is never deleted. The answers of an order not yet restored (a reload, the visitor
 * quicker than the lead's read) live only in that lead: they are read before it goes.
 */
export async function abandonLeads(before: Readonly<PurchaseState>): Promise<Partial<PurchaseState>> {
  const orderUnderWay = Boolean(before.leadId && !before.orderNumber);
  let answers: Partial<PurchaseState> = {};
  if (orderUnderWay && needsRestore(before)) {
    const lead = await api.leadGet(before.leadId!);
    if (lead.ok) answers = answersFromLead(lead.data);
  }
  if (orderUnderWay) {
    void api.leadDelete(removePayload(before.leadId!, before));
    window.localStorage.removeItem(LEAD_ID_KEY);
  }
  if (before.noCoverageLeadId) void api.noCoverageDelete(removePayload(before.noCoverageLeadId, before));
  // The order's answers (name to installation dates) are still good at the new address: the new
  // lead takes them over (carryAnswers) rather than walking the visitor through them again.
  return { ...answers, leadId: null, noCoverageLeadId: null, sendAddress: true, ...(orderUnderWay ? { carryAnswers: true } : {}) };
}
