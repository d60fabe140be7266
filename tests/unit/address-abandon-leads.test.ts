import { beforeEach, describe, expect, it, vi } from "vitest";
import { abandonLeads } from "@/components/address/abandonLeads";
import { LEAD_ID_KEY } from "@/lib/funnel/restore";
import { INITIAL_PURCHASE, type PurchaseState } from "@/lib/store/purchase";

const mocks = vi.hoisted(() => ({ leadDelete: vi.fn(), noCoverageDelete: vi.fn() }));
vi.mock("@/lib/api", async (original) => ({
  ...(await original<typeof import("@/lib/api")>()),
  api: { leadDelete: mocks.leadDelete, noCoverageDelete: mocks.noCoverageDelete },
}));

const OLD: PurchaseState = { ...INITIAL_PURCHASE, zip: "01310-100", streetNr: "1000", phone: "(11) 98765-4321", sendAddress: false };

beforeEach(() => {
  vi.clearAllMocks();
  mocks.leadDelete.mockResolvedValue({ ok: true, data: {} });
  mocks.noCoverageDelete.mockResolvedValue({ ok: true, data: {} });
});

describe("abandonLeads: a new address does not ride on the old address's leads", () => {
  it("deletes the order lead and the no-coverage lead with the address and phone they were made with", () => {
    localStorage.setItem(LEAD_ID_KEY, "L1");
    const patch = abandonLeads({ ...OLD, leadId: "L1", noCoverageLeadId: "N1" });
    expect(mocks.leadDelete).toHaveBeenCalledWith({ id: "L1", cep: "01310100", phone: "11987654321" });
    expect(mocks.noCoverageDelete).toHaveBeenCalledWith({ id: "N1", cep: "01310100", phone: "11987654321" });
    expect(localStorage.getItem(LEAD_ID_KEY)).toBeNull();
    // The order's answers go to the lead of the new address (issue #26, lib/funnel/carry).
    expect(patch).toEqual({ leadId: null, noCoverageLeadId: null, sendAddress: true, carryAnswers: true });
  });

  it("before the telefone step there is no phone: the delete goes without it", () => {
    abandonLeads({ ...OLD, phone: "", leadId: "L2" });
    expect(mocks.leadDelete).toHaveBeenCalledWith({ id: "L2", cep: "01310100", phone: undefined });
  });

  it("never deletes a placed order, and asks nothing when there is no lead", () => {
    expect(abandonLeads({ ...OLD, leadId: "L3", orderNumber: "2026-000123" })).toEqual({ leadId: null, noCoverageLeadId: null, sendAddress: true });
    expect(abandonLeads(OLD)).toEqual({ leadId: null, noCoverageLeadId: null, sendAddress: true });
    expect(mocks.leadDelete).not.toHaveBeenCalled();
    expect(mocks.noCoverageDelete).not.toHaveBeenCalled();
  });
});
