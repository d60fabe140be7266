import { create } from "zustand";
import type { Plan } from "@/lib/api/contract";

/** What the CPF lookups answer about the customer: masked by the backend, shown only to greet. */
export interface MaskedUserData {
  documentNumber?: string;
  email?: string;
  name?: string;
  phone?: string;
}

/**
 * The renewal (refidelizacao) between its pages: one module store, which client-side navigation
 * between the renewal's pages keeps. No `persist`, unlike the checkout's store: all it
 * holds is the customer's (masked) record and offers found by their CPF, and personal data stays
 * out of browser storage; the CPF itself is not kept at all (the renewal request id stands for
 * it). A reload empties it, and the later pages send the visitor back to the CPF lookup.
 */
export interface RenewalState {
  requestId: string | null;
  offers: Plan[];
  userData: MaskedUserData | null;
  /** Index of the chosen offer (0 → offer1, 1 → offer2). */
  chosen: number | null;
  orderNumber: string | null;
  /** Set when a later page found the store empty (reload): the CPF page says why. */
  expired: boolean;
}

export interface RenewalActions {
  /** The CPF lookup answered a renewal request with offers: a new request, nothing chosen yet. */
  lookedUp: (requestId: string, offers: Plan[], userData: MaskedUserData | null) => void;
  /** The backend took offer `index` (PATCH renewalBaseUser/{id}). */
  chose: (index: number) => void;
  /** The renewal was confirmed (PUT renewalBaseUser/{id}) under this order number. */
  ordered: (orderNumber: string) => void;
  /** A later page found nothing to show: the CPF lookup, where it lands, says why. */
  expire: () => void;
  /** A new lookup starts from nothing. */
  reset: () => void;
}

export type RenewalStore = RenewalState & RenewalActions;

const empty = (): RenewalState => ({ requestId: null, offers: [], userData: null, chosen: null, orderNumber: null, expired: false });

export const useRenewalStore = create<RenewalStore>()((set) => ({
  ...empty(),
  lookedUp: (requestId, offers, userData) => set({ ...empty(), requestId, offers, userData }),
  chose: (index) => set({ chosen: index }),
  ordered: (orderNumber) => set({ orderNumber }),
  expire: () => set({ expired: true }),
  reset: () => set(empty()),
}));
