import { createStore } from "zustand/vanilla";
import { createJSONStorage, persist, type StateStorage } from "zustand/middleware";
import type { Plan } from "@/lib/api/contract";
import type { ComplementType, MigrationAddress, MigrationData } from "@/lib/funnel/migration";
import { MIGRATION_SESSION_KEY, parseStoredMigration, restoredMigration, storedMigration, type StoredMigration } from "@/lib/funnel/migration-session";

/** The migration's data once the CPF was looked up; null before, and after the lead is gone. */
export interface MigrationState {
  data: MigrationData | null;
}

export interface MigrationActions {
  /** A new CPF lookup starts: the previous lead's progress goes. */
  lookupStarted: () => void;
  /** The CPF lookup answered a lead with offers. */
  found: (data: MigrationData) => void;
  /** The backend took the plan (PATCH fiber-migration/plan). */
  chosePlan: (plan: Plan) => void;
  /** The backend took the CEP: its address and the complement types of its network. */
  gaveCep: (address: MigrationAddress, complementTypes: ComplementType[]) => void;
  /** The backend took the number and complement. */
  gaveNumber: (address: MigrationAddress) => void;
  ordered: (orderNumber: string) => void;
  /** After a reload: the stored progress with the customer's record from the backend. */
  restored: (stored: StoredMigration, lead: Parameters<typeof restoredMigration>[1]) => void;
  /** The backend no longer gives this browser the lead (403, 404): nothing is kept. */
  forgot: () => void;
}

export type MigrationStore = MigrationState & MigrationActions;

/** Storage refused (private mode, quota): the flow goes on, and a reload starts again at the CPF. */
const guardedSessionStorage = {
  getItem: (name: string): string | null => {
    try {
      return sessionStorage.getItem(name);
    } catch {
      return null;
    }
  },
  setItem: (name: string, value: string) => {
    try {
      sessionStorage.setItem(name, value);
    } catch {
      // See above: losing the copy only costs the restore after a reload.
    }
  },
  removeItem: (name: string) => {
    try {
      sessionStorage.removeItem(name);
    } catch {
      // Nothing stored to remove.
    }
  },
} satisfies StateStorage;

/**
 * The stored value is the stored progress itself (lib/funnel/migration-session), not persist's
 * `{ state, version }` envelope: the key keeps the shape parseStoredMigration validates, so a tab
 * reloaded across a deploy restores as before.
 */
const writeStateOnly = (key: string, value: unknown): unknown =>
  key === "" && typeof value === "object" && value !== null && "state" in value ? value.state : value;

/** The stored progress of this tab, if it is ours. */
export function readStoredMigration(): StoredMigration | null {
  return parseStoredMigration(guardedSessionStorage.getItem(MIGRATION_SESSION_KEY));
}

/**
 * One store per mount of the migration page, as its state lived in the page before: leaving the
 * page drops the customer's record from memory. Only storedMigration's part is written (partialize),
 * never the customer's record. Hydration is never run: the stored part alone is not the flow's
 * data, it comes back through `restored` with the record read from the backend.
 */
export function createMigrationStore() {
  return createStore<MigrationStore>()(
    persist(
      (set, get) => {
        const change = (patch: Partial<MigrationData>) => {
          const { data } = get();
          if (data) set({ data: { ...data, ...patch } });
        };
        return {
          data: null,
          lookupStarted: () => set({ data: null }),
          found: (data) => set({ data }),
          chosePlan: (plan) => change({ plan }),
          gaveCep: (address, complementTypes) => change({ address, complementTypes }),
          gaveNumber: (address) => change({ address }),
          ordered: (orderNumber) => change({ orderNumber }),
          restored: (stored, lead) => set({ data: restoredMigration(stored, lead) }),
          forgot: () => set({ data: null }),
        };
      },
      {
        name: MIGRATION_SESSION_KEY,
        storage: createJSONStorage(() => guardedSessionStorage, { replacer: writeStateOnly }),
        partialize: (state): StoredMigration | null => (state.data ? storedMigration(state.data) : null),
        skipHydration: true,
      },
    ),
  );
}

export type MigrationStoreApi = ReturnType<typeof createMigrationStore>;
