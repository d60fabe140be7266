// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { MigrationData } from "@/lib/funnel/migration";
import { MIGRATION_SESSION_KEY, parseStoredMigration, storedMigration } from "@/lib/funnel/migration-session";
import { createMigrationStore, readStoredMigration } from "@/lib/store/migration";
import { MIGRATION_PLAN, PAULISTA_ADDRESS } from "../../support/migration-fixtures";

/** The migration store (lib/store/migration): named actions, and what of it sessionStorage keeps. */

const plan = MIGRATION_PLAN;
const address = PAULISTA_ADDRESS;
const types = [{ code: "AP", description: "Apartamento" }];
const looked: MigrationData = {
  idLead: "42",
  offers: [plan],
  userData: { name: "Ro*** No***", documentNumber: "***.456.789-**" },
  plan: null,
  address: null,
  complementTypes: [],
  orderNumber: null,
};

const raw = () => sessionStorage.getItem(MIGRATION_SESSION_KEY);

describe("migration store", () => {
  beforeEach(() => sessionStorage.clear());

  it("walks the steps' answers into the data, one named action each", () => {
    const store = createMigrationStore();
    store.getState().found(looked);
    store.getState().chosePlan(plan);
    store.getState().gaveCep(address, types);
    store.getState().gaveNumber({ ...address, number: "1000" });
    store.getState().ordered("2026000042");
    expect(store.getState().data).toEqual({ ...looked, plan, address: { ...address, number: "1000" }, complementTypes: types, orderNumber: "2026000042" });
  });

  it("an answer without a lead changes nothing", () => {
    const store = createMigrationStore();
    store.getState().chosePlan(plan);
    expect(store.getState().data).toBeNull();
  });

  it("stores the stored progress itself under the migration key, never the customer's record", () => {
    const store = createMigrationStore();
    store.getState().found(looked);
    store.getState().chosePlan(plan);
    expect(JSON.parse(raw() ?? "null")).toEqual(storedMigration({ ...looked, plan }));
    expect(raw()).not.toContain("Ro***");
    expect(raw()).not.toContain("456.789");
    expect(readStoredMigration()).toEqual(parseStoredMigration(raw()));
    expect(readStoredMigration()).toEqual(storedMigration({ ...looked, plan }));
  });

  it("reads nothing for a hand-edited value", () => {
    sessionStorage.setItem(MIGRATION_SESSION_KEY, JSON.stringify({ idLead: "", offers: [] }));
    expect(readStoredMigration()).toBeNull();
  });

  it("restores the stored progress with the record from the backend, and keeps it in memory only", () => {
    const store = createMigrationStore();
    const stored = storedMigration({ ...looked, plan });
    store.getState().restored(stored, { userData: { name: "Ro*** No***" }, orderNumber: "2026000042" });
    expect(store.getState().data).toEqual({ ...stored, userData: { name: "Ro*** No***" }, orderNumber: "2026000042" });
    expect(raw()).not.toContain("Ro***");
  });

  it("a new lookup and a lead gone forget the stored progress", () => {
    const store = createMigrationStore();
    store.getState().found(looked);
    store.getState().forgot();
    expect(store.getState().data).toBeNull();
    expect(readStoredMigration()).toBeNull();
    store.getState().found(looked);
    store.getState().lookupStarted();
    expect(readStoredMigration()).toBeNull();
  });

  it("goes on when storage refuses to write", () => {
    const store = createMigrationStore();
    const refuse = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("quota", "QuotaExceededError");
    });
    try {
      expect(() => store.getState().found(looked)).not.toThrow();
      expect(store.getState().data).toEqual(looked);
    } finally {
      refuse.mockRestore();
    }
  });

  it("each mount has its own store", () => {
    const first = createMigrationStore();
    first.getState().found(looked);
    expect(createMigrationStore().getState().data).toBeNull();
  });
});
