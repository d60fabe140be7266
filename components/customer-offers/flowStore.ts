"use client";

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
 * The renewal (refidelizacao) flow between its pages. In memory only: a module store, never
 * sessionStorage or localStorage, and the CPF is not kept at all (the renewal request id stands
 * for it). A reload empties it, and the later pages send the visitor back to the CPF lookup.
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
  set: (patch: Partial<Omit<RenewalState, "set" | "reset">>) => void;
  reset: () => void;
}

const EMPTY = { requestId: null, offers: [], userData: null, chosen: null, orderNumber: null, expired: false } as const;

export const useRenewalStore = create<RenewalState>()((set) => ({
  ...EMPTY,
  offers: [],
  set: (patch) => set(patch),
  reset: () => set({ ...EMPTY, offers: [] }),
}));

/** PATCH/PUT renewalBaseUser/{id}: the chosen offer in its slot, the other null. */
export function renewalOffers(offers: readonly Plan[], chosen: number | null): { offer1: string | null; offer2: string | null } {
  return {
    offer1: chosen === 0 ? (offers[0]?.id ?? null) : null,
    offer2: chosen === 1 ? (offers[1]?.id ?? null) : null,
  };
}
