// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { useRenewalStore } from "@/lib/store/renewal";
import type { Plan } from "@/lib/api/contract";

const offers = [{ id: "r1" }, { id: "r2" }] as Plan[];
const renewal = () => useRenewalStore.getState();

describe("renewal store", () => {
  beforeEach(() => renewal().reset());

  it("a lookup starts a new request: offers and greeting in, nothing chosen, not expired", () => {
    renewal().expire();
    renewal().chose(1);
    renewal().lookedUp("req-1", offers, { name: "Ro*** No***" });
    expect(renewal()).toMatchObject({ requestId: "req-1", offers, userData: { name: "Ro*** No***" }, chosen: null, orderNumber: null, expired: false });
  });

  it("keeps the chosen offer, then the order number", () => {
    renewal().lookedUp("req-1", offers, null);
    renewal().chose(1);
    renewal().ordered("2026000001");
    expect(renewal()).toMatchObject({ requestId: "req-1", chosen: 1, orderNumber: "2026000001" });
  });

  it("expire marks the store for the CPF page; reset empties it", () => {
    renewal().lookedUp("req-1", offers, null);
    renewal().expire();
    expect(renewal().expired).toBe(true);
    renewal().reset();
    expect(renewal()).toMatchObject({ requestId: null, offers: [], userData: null, chosen: null, orderNumber: null, expired: false });
  });

  it("lives in memory only: nothing reaches browser storage", () => {
    renewal().lookedUp("req-1", offers, { name: "Ro*** No***", documentNumber: "***.456.789-**" });
    renewal().ordered("2026000001");
    expect(JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage })).not.toMatch(/2026000001|req-1|Ro\*\*\*/);
  });
});
