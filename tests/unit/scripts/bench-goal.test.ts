// @vitest-environment node
import { GOAL, isComplete, judge, judgeReadings, median, summarizeRuns, type LighthouseRun } from "@/scripts/bench-lib/goal";

/** The first-paint goal, judged against the bare Next.js page of the same bench run. */

const run = (performance: number, lcpMs: number, script: number, accessibility = 100): LighthouseRun => ({
  scores: { performance, accessibility, "best-practices": 100, seo: 100 },
  metrics: { lcpMs, tbtMs: 10, cls: 0, fcpMs: lcpMs - 100 },
  transfer: { script, document: 2_000, stylesheet: 0, font: 0 },
  observed: { fcpMs: lcpMs - 100, lcpMs, documentMs: 600 },
});

const bare = summarizeRuns([run(98, 890, 134 * 1024), run(99, 800, 134 * 1024), run(100, 1_500, 134 * 1024)]);

describe("median of the runs", () => {
  it("is the middle value, the lower middle of an even count, and ignores missing values", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2);
    expect(median([null, 5, undefined, Number.NaN])).toBe(5);
    expect(median([])).toBeNull();
  });

  it("folds each figure separately; accessibility is the lowest run; failed runs are counted, not used", () => {
    const s = summarizeRuns([run(95, 2_500, 210_000), run(97, 2_000, 210_000, 98), { ok: false, error: "timed out" }, run(96, 3_000, 210_000)]);
    expect(s).toMatchObject({ runs: 3, failedRuns: 1, performance: 96, lcpMs: 2_500, accessibility: 98, scriptBytes: 210_000 });
    expect(s.performanceRuns).toEqual([95, 97, 96]);
  });

  it("counts a run without a performance score or metrics as failed, like a timed-out one", () => {
    const errored: LighthouseRun = { ok: false, scores: { performance: null, accessibility: 100 }, metrics: run(0, 1, 0).metrics };
    const timedOut: LighthouseRun = { ok: false, timedOut: true, error: "timed out after 120 s" };
    expect([errored, timedOut, run(95, 2_000, 0)].map(isComplete)).toEqual([false, false, true]);
    expect(summarizeRuns([errored, timedOut, run(95, 2_000, 0)])).toMatchObject({ runs: 1, failedRuns: 2 });
  });

  it("folds what the browser observed, to tell an applied reading from an unthrottled one", () => {
    const s = summarizeRuns([run(95, 2_500, 0), run(95, 2_000, 0), run(95, 3_000, 0)]);
    expect(s).toMatchObject({ observedDocumentMs: 600, observedFcpMs: 2_400 });
  });
});

describe("the goal against the bare page", () => {
  it("uses the issue's limits", () => {
    expect(GOAL).toEqual({ lcpRatioMax: 1.5, scoreSlack: 2, accessibility: 100, scriptExtraKiB: 60 });
  });

  it("fails the issue's measured `/` (2.8x LCP, +76 KiB of script, score 95 against 98)", () => {
    const page = summarizeRuns([run(95, 2_500, 210 * 1024)]);
    const j = judge(page, summarizeRuns([run(98, 890, 134 * 1024)]));
    expect(j.lcpRatio).toBeCloseTo(2.81, 2);
    expect(j.scriptExtraKiB).toBe(76);
    expect(j.checks.lcp.pass).toBe(false);
    expect(j.checks.score).toMatchObject({ value: 95, limit: 96, pass: false });
    expect(j.checks.script.pass).toBe(false);
    expect(j.pass).toBe(false);
  });

  it("passes a page at the limits (LCP exactly 1.5x, score bare − 2, script bare + 60 KiB, a11y 100)", () => {
    expect(bare.lcpMs).toBe(890);
    expect(bare.performance).toBe(99);
    const page = summarizeRuns([run(97, 1_335, (134 + 60) * 1024)]);
    const j = judge(page, bare);
    expect(j.lcpRatio).toBeCloseTo(1.5, 5);
    expect(j.pass).toBe(true);
  });

  it("fails on any one check: LCP just over, one run of accessibility 99, script 1 KiB over, score 3 below", () => {
    expect(judge(summarizeRuns([run(99, 1_336, 134 * 1024)]), bare).checks.lcp.pass).toBe(false);
    expect(judge(summarizeRuns([run(99, 900, 134 * 1024), run(99, 900, 134 * 1024, 99)]), bare).pass).toBe(false);
    expect(judge(summarizeRuns([run(99, 900, (134 + 61) * 1024)]), bare).checks.script.pass).toBe(false);
    expect(judge(summarizeRuns([run(96, 900, 134 * 1024)]), bare).checks.score.pass).toBe(false);
  });

  it("fails a page with a failed run even when the complete runs' medians meet every limit", () => {
    const j = judge(summarizeRuns([run(99, 900, 134 * 1024), { ok: false, error: "timed out after 120 s" }]), bare);
    expect(j.checks.runs).toEqual({ value: 1, limit: 2, pass: false });
    expect([j.checks.lcp.pass, j.checks.score.pass, j.checks.accessibility.pass, j.checks.script.pass]).toEqual([true, true, true, true]);
    expect(j.pass).toBe(false);
  });

  it("never passes a page with no result", () => {
    const j = judge(summarizeRuns([{ ok: false, error: "NO_FCP" }]), bare);
    expect(j.pass).toBe(false);
    expect(Object.values(j.checks).every((c) => !c.pass)).toBe(true);
  });
});

describe("each reading against the same reading of the bare page", () => {
  it("judges applied against applied and Lantern against Lantern, each with its own ratio and verdict", () => {
    const page = { applied: summarizeRuns([run(90, 4_000, 150 * 1024)]), lantern: summarizeRuns([run(97, 1_200, 150 * 1024)]) };
    const yardstick = { applied: summarizeRuns([run(92, 2_000, 134 * 1024)]), lantern: summarizeRuns([run(99, 1_000, 134 * 1024)]) };
    const j = judgeReadings(page, yardstick);
    expect(j.applied?.lcpRatio).toBe(2);
    expect(j.applied?.pass).toBe(false);
    expect(j.lantern?.lcpRatio).toBeCloseTo(1.2, 5);
    expect(j.lantern?.pass).toBe(true);
  });

  it("leaves out a reading the bare page lacks", () => {
    const page = { applied: summarizeRuns([run(90, 4_000, 0)]), lantern: summarizeRuns([run(97, 1_200, 0)]) };
    expect(Object.keys(judgeReadings(page, { applied: summarizeRuns([run(92, 2_000, 0)]) }))).toEqual(["applied"]);
  });
});
