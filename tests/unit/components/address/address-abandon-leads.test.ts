// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { abandonLeads } from "@/components/address/abandonLeads";
import { LEAD_ID_KEY } from "@/lib/funnel/restore";
import { INITIAL_PURCHASE, type PurchaseState } from "@/lib/store/purchase";

const mocks = vi.hoisted(() => ({ leadDelete: vi.fn(), noCoverageDelete: vi.fn(), leadGet: vi.fn() }));
vi.mock("@/lib/api", async (original) => ({
  ...(await original<typeof import("@/lib/api")>()),
  api: { leadDelete: mocks.leadDelete, noCoverageDelete: mocks.noCoverageDelete, leadGet: mocks.leadGet },
}));

const OLD: PurchaseState = { ...INITIAL_PURCHASE, zip: "01310-100", streetNr: "1000", phone: "(11) 98765-4321", sendAddress: false };

beforeEach(() => {
  vi.clearAllMocks();
  mocks.leadDelete.mockResolvedValue({ ok: true, data: {} });
  mocks.noCoverageDelete.mockResolvedValue({ ok: true, data: {} });
  mocks.leadGet.mockResolvedValue({ ok: false, error: { kind: "network", message: "x" } });
});

describe("abandonLeads: a new address does not ride on the old address's leads", async () => {
  it("deletes the order lead and the no-coverage lead with the address and phone they were made with", async () => {
    localStorage.setItem(LEAD_ID_KEY, "L1");
    const patch = await abandonLeads({ ...OLD, leadId: "L1", noCoverageLeadId: "N1" });
    expect(mocks.leadDelete).toHaveBeenCalledWith({ id: "L1", cep: "01310100", phone: "11987654321" });
    expect(mocks.noCoverageDelete).toHaveBeenCalledWith({ id: "N1", cep: "01310100", phone: "11987654321" });
    expect(localStorage.getItem(LEAD_ID_KEY)).toBeNull();
    // The order's answers go to the lead of the new address (lib/funnel/carry).
    expect(patch).toEqual({ leadId: null, noCoverageLeadId: null, sendAddress: true, carryAnswers: true });
  });

  it("before the telefone step there is no phone: the delete goes without it", async () => {
    await abandonLeads({ ...OLD, phone: "", leadId: "L2" });
    expect(mocks.leadDelete).toHaveBeenCalledWith({ id: "L2", cep: "01310100", phone: undefined });
  });

  it("never deletes a placed order, and asks nothing when there is no lead", async () => {
    expect(await abandonLeads({ ...OLD, leadId: "L3", orderNumber: "2026-000123" })).toEqual({ leadId: null, noCoverageLeadId: null, sendAddress: true });
    expect(await abandonLeads(OLD)).toEqual({ leadId: null, noCoverageLeadId: null, sendAddress: true });
    expect(mocks.leadDelete).not.toHaveBeenCalled();
    expect(mocks.noCoverageDelete).not.toHaveBeenCalled();
  });

  it("an order not yet restored (its answers only in the lead): the answers are read before the lead goes, the address is not", async () => {
    mocks.leadGet.mockResolvedValue({
      ok: true,
      data: { id: "L4", name: "Ana Souza", email: "ana@example.com.br", cpf: "52998224725", birth_date: "1990-12-31", due_date: "10", address: { cep: "01310100", number: "1000" }, orderNumber: null },
    });
    const patch = await abandonLeads({ ...OLD, leadId: "L4" });
    expect(mocks.leadGet).toHaveBeenCalledWith("L4");
    expect(patch).toMatchObject({ name: "Ana Souza", email: "ana@example.com.br", cpf: "529.982.247-25", birthDate: "31/12/1990", dueDate: "10", leadId: null, carryAnswers: true });
    expect(patch).not.toHaveProperty("zip");
    expect(patch).not.toHaveProperty("streetNr");
    expect(mocks.leadDelete).toHaveBeenCalledWith({ id: "L4", cep: "01310100", phone: "11987654321" });
  });

  it("an order already restored is not read again; a lead that cannot be read is still deleted", async () => {
    await abandonLeads({ ...OLD, leadId: "L5", cpf: "529.982.247-25" });
    expect(mocks.leadGet).not.toHaveBeenCalled();
    expect(await abandonLeads({ ...OLD, leadId: "L6" })).toEqual({ leadId: null, noCoverageLeadId: null, sendAddress: true, carryAnswers: true });
    expect(mocks.leadDelete).toHaveBeenCalledTimes(2);
  });
});
