import { describe, expect, it } from "vitest";
import { SEED_PLANS } from "@/sandbox/seed/plans";
import { BANNER_SLIDES } from "@/components/landing/bannerSlides";
import { GLOBOPLAY_MINICARD } from "@/lib/content/streaming";
import { BONUS_TABLE, GLOBOPLAY_OFFER_NAME, OFFER_NAMES, splitPlanName } from "@/lib/plans";

describe("offer names (marketing §9: d600gl is '700 Mega with Globoplay')", () => {
  it("names d600gl as the marketing does, and the banner and minicard use that name", () => {
    expect(GLOBOPLAY_OFFER_NAME).toBe("700 Mega com Globoplay");
    expect(BANNER_SLIDES.find((s) => s.id === "offer")?.title).toBe(GLOBOPLAY_OFFER_NAME);
    expect(GLOBOPLAY_MINICARD.title).toBe(GLOBOPLAY_OFFER_NAME);
  });

  it("the sandbox catalogue names each sku of the table by it", () => {
    for (const [sku, name] of Object.entries(OFFER_NAMES)) {
      expect(SEED_PLANS.find((p) => p.sku === sku)?.plan, sku).toBe(name);
    }
  });

  it("every 600 Mega plan with a streaming service and the 100 Mega bonus is named 700 Mega", () => {
    const bonus = BONUS_TABLE.speed.find((row) => row.text.startsWith("600MB + 100MB"))!.skus;
    const streamingBonus = SEED_PLANS.filter((p) => bonus.includes(p.sku) && p.subscriptions.length > 0);
    expect(streamingBonus.map((p) => p.sku).sort()).toEqual(Object.keys(OFFER_NAMES).sort());
    for (const p of streamingBonus) expect(splitPlanName(p.plan).title, p.sku).toBe("700 Mega");
  });
});
