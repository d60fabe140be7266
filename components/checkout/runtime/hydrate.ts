import { LEAD_ID_KEY } from "@/lib/funnel/restore";
import type { PurchaseStoreApi } from "@/lib/store/purchase";

/**
 * The store as this tab left it: the persisted progress (sessionStorage, rehydrated here and not
 * at creation, so the server HTML never mismatches) and the lead id the spec keeps in
 * localStorage, which outlives the tab.
 */
export async function hydrateStore(store: PurchaseStoreApi): Promise<void> {
  if (!store.persist.hasHydrated()) {
    await new Promise<void>((resolve) => {
      const off = store.persist.onFinishHydration(() => {
        off();
        resolve();
      });
      void store.persist.rehydrate();
    });
  }
  const storedLead = window.localStorage.getItem(LEAD_ID_KEY);
  if (!store.getState().leadId && storedLead) store.getState().update({ leadId: storedLead });
}
