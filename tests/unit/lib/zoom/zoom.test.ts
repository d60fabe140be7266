import { describe, expect, it } from "vitest";
import { DEFAULT_ZOOM, MAX_ZOOM, MIN_ZOOM, stepZoom, ZOOM_LEVELS } from "@/lib/zoom";

/** funnel §4 "Page zoom steps", copied from the spec. */
const SPEC_LEVELS = [50, 62.5, 75, 87.5, 93.75, 100, 106.25, 112.5, 125, 150, 175, 200, 250];

describe("zoom levels (funnel §4)", () => {
  it("are the spec's 13 levels with default 100", () => {
    expect([...ZOOM_LEVELS]).toEqual(SPEC_LEVELS);
    expect(DEFAULT_ZOOM).toBe(100);
    expect(MIN_ZOOM).toBe(50);
    expect(MAX_ZOOM).toBe(250);
  });

  it("steps up through every level from 50 to 250", () => {
    const seen = [50];
    let z = 50;
    for (let i = 0; i < SPEC_LEVELS.length - 1; i++) {
      z = stepZoom(z, 1);
      seen.push(z);
    }
    expect(seen).toEqual(SPEC_LEVELS);
  });

  it("steps down through every level from 250 to 50", () => {
    const seen = [250];
    let z = 250;
    for (let i = 0; i < SPEC_LEVELS.length - 1; i++) {
      z = stepZoom(z, -1);
      seen.push(z);
    }
    expect(seen).toEqual([...SPEC_LEVELS].reverse());
  });

  it("clamps at both ends", () => {
    expect(stepZoom(250, 1)).toBe(250);
    expect(stepZoom(50, -1)).toBe(50);
  });

  it("steps from the default when the current value is not a level", () => {
    expect(stepZoom(101, 1)).toBe(106.25);
    expect(stepZoom(101, -1)).toBe(93.75);
    expect(stepZoom(Number.NaN, 1)).toBe(106.25);
  });
});
