// @vitest-environment jsdom
import { renderHook, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Plan } from "@/lib/api/contract";
import type { MigrationData } from "@/lib/funnel/migration";
import { MIGRATION_SESSION_KEY, storedMigration } from "@/lib/funnel/migration-session";
import { useMigrationFlow } from "@/components/customer-offers/migration/useMigrationFlow";

/** useMigrationFlow's restore after a reload, through the migration store (lib/store/migration). */

const mocks = vi.hoisted(() => ({ migrationLeadGet: vi.fn() }));
vi.mock("@/lib/api", async (original) => ({
  ...(await original<typeof import("@/lib/api")>()),
  api: { migrationLeadGet: mocks.migrationLeadGet },
}));

const plan: Plan = { id: "p-m700mig", plan: "700 Mega Migração", sku: "m700mig" };
const chosen: MigrationData = { idLead: "42", offers: [plan], userData: null, plan, address: null, complementTypes: [], orderNumber: null };

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  sessionStorage.setItem(MIGRATION_SESSION_KEY, JSON.stringify(storedMigration(chosen)));
  window.history.replaceState(null, "", "/migracao-ultrafibra/consulta-cpf/?etapa=cep");
});

describe("useMigrationFlow after a reload", () => {
  it("restores the stored progress with the customer's record and shows the step asked for", async () => {
    mocks.migrationLeadGet.mockResolvedValue({ ok: true, data: { userData: { name: "Ro*** No***" }, orderNumber: null } });
    const { result } = renderHook(() => useMigrationFlow());
    await waitFor(() => expect(result.current.step).toBe("cep"));
    expect(result.current.data).toEqual({ ...chosen, userData: { name: "Ro*** No***" } });
    expect(sessionStorage.getItem(MIGRATION_SESSION_KEY)).not.toContain("Ro***");
  });

  it.each([403, 404])("forgets a lead the backend answers %i for, and shows the CPF lookup", async (status) => {
    mocks.migrationLeadGet.mockResolvedValue({ ok: false, error: { kind: "http", status, message: "x" } });
    const { result } = renderHook(() => useMigrationFlow());
    await waitFor(() => expect(mocks.migrationLeadGet).toHaveBeenCalled());
    await waitFor(() => expect(result.current.restoring).toBeNull());
    expect(result.current.step).toBe("cpf");
    expect(result.current.data).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(MIGRATION_SESSION_KEY) ?? "null")).toBeNull();
  });

  it("keeps the progress when the network fails, without the greeting", async () => {
    mocks.migrationLeadGet.mockResolvedValue({ ok: false, error: { kind: "network", message: "x", retryable: true } });
    const { result } = renderHook(() => useMigrationFlow());
    await waitFor(() => expect(result.current.step).toBe("cep"));
    expect(result.current.data).toEqual(chosen);
    expect(JSON.parse(sessionStorage.getItem(MIGRATION_SESSION_KEY) ?? "null")).toEqual(storedMigration(chosen));
  });
});
