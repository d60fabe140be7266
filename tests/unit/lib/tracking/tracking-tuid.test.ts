import { describe, expect, it } from "vitest";
import { engagementTuid, TUID_MAX_LENGTH } from "@/lib/tracking";

describe("the engagement script's visitor id, sent as webcare_tuid (funnel §7)", () => {
  it("is the text the script gave, trimmed, with performance consent", () => {
    expect(engagementTuid(" tuid-123 ", "both")).toBe("tuid-123");
    expect(engagementTuid("tuid-123", "func")).toBe("tuid-123");
  });

  it("is nothing without performance consent, without a text, or past the contract's 128 characters", () => {
    expect(engagementTuid("tuid-123", "denied")).toBeUndefined();
    expect(engagementTuid("tuid-123", "publi")).toBeUndefined();
    for (const value of [undefined, null, 42, {}, "", "   "]) expect(engagementTuid(value, "both")).toBeUndefined();
    expect(TUID_MAX_LENGTH).toBe(128);
    expect(engagementTuid("a".repeat(128), "both")).toHaveLength(128);
    expect(engagementTuid("a".repeat(129), "both")).toBeUndefined();
  });
});
