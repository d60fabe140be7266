import { api } from "@/lib/api";
import type { Plan } from "@/lib/api/contract";
import { LEAD_ID_KEY, needsRestore, stateFromLead } from "@/lib/funnel/restore";
import type { PurchaseStoreApi } from "@/lib/store/purchase";

/**
 * After a reload the order lives in the backend's lead (CPF, birth date and the like never reach
 * browser storage): it is read back into the store. A lead the backend no longer has for this
 * visitor (403, 404) is forgotten and the address is sent again with the next step.
 * `live()` says whether the step still wants the answer (it has not been left meanwhile).
 */
export async function restoreOrder(store: PurchaseStoreApi, plans: readonly Plan[], live: () => boolean): Promise<void> {
  if (!needsRestore(store.getState())) return;
  const id = store.getState().leadId!;
  const lead = await api.leadGet(id);
  if (!live()) return;
  // The visitor may have moved on while the lead was read: a new CEP abandons the lead
  // (abandonLeads) before this answer comes, and the old address must not come back with it.
  if (store.getState().leadId !== id) return;
  if (lead.ok) store.getState().update(stateFromLead(lead.data, plans));
  else if (lead.error.status === 403 || lead.error.status === 404) {
    window.localStorage.removeItem(LEAD_ID_KEY);
    store.getState().update({ leadId: null, sendAddress: true });
  }
}
