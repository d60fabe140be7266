import { describe, expect, it } from "vitest";
import { getAddon } from "@/lib/addons";
import { leadCreatePayload, leadV2CreatePayload } from "@/lib/api";
import { INITIAL_PURCHASE } from "@/lib/store/purchase";

/** The livelo lead carries from_livelo (funnel §7 "POST lead … from_livelo"). */
const state = { ...INITIAL_PURCHASE, zip: "01310-100", streetNr: "100", name: "Maria Souza", phone: "(11) 98765-4321", email: "maria@example.com" };
const plan = { id: "1", sku: "d600c" };

describe("livelo lead (flows)", () => {
  it("leadV2CreatePayload on the livelo addon has from_livelo: true", () => {
    expect(leadV2CreatePayload(state, getAddon("livelo"), plan)).toMatchObject({ from_livelo: true, idPlan: "1" });
  });

  it("POST lead on the livelo addon has from_livelo: true too", () => {
    expect(leadCreatePayload(state, getAddon("livelo"), plan)).toMatchObject({ from_livelo: true });
  });

  it("other addons send from_livelo: false", () => {
    expect(leadV2CreatePayload(state, getAddon(""), plan)).toMatchObject({ from_livelo: false });
    expect(leadV2CreatePayload(state, getAddon("b"), plan)).toMatchObject({ from_livelo: false });
  });
});
