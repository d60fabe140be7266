"use client";

import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { useStore } from "zustand";
import { createPurchaseStore, type PurchaseStore, type PurchaseStoreApi } from "@/lib/store/purchase";
import { createUiStore, type UiState, type UiStoreApi } from "@/lib/store/ui";

const PurchaseContext = createContext<PurchaseStoreApi | null>(null);
const UiContext = createContext<UiStoreApi | null>(null);

/** Creates the stores once per mounted tree and rehydrates them after the first render. */
export function StoreProvider({ children }: { children: ReactNode }) {
  const [purchase] = useState(() => createPurchaseStore());
  const [ui] = useState(() => createUiStore());
  useEffect(() => {
    void purchase.persist.rehydrate();
    void ui.persist.rehydrate();
  }, [purchase, ui]);
  return (
    <PurchaseContext.Provider value={purchase}>
      <UiContext.Provider value={ui}>{children}</UiContext.Provider>
    </PurchaseContext.Provider>
  );
}

function required<T>(value: T | null, name: string): T {
  if (!value) throw new Error(`${name} used outside StoreProvider`);
  return value;
}

export function usePurchase<T>(selector: (state: PurchaseStore) => T): T {
  return useStore(required(useContext(PurchaseContext), "usePurchase"), selector);
}

export function useUi<T>(selector: (state: UiState) => T): T {
  return useStore(required(useContext(UiContext), "useUi"), selector);
}

/** The purchase store itself, for code that reads and writes outside render (step submits). */
export function usePurchaseStore(): PurchaseStoreApi {
  return required(useContext(PurchaseContext), "usePurchaseStore");
}
