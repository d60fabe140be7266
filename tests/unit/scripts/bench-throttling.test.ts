// @vitest-environment node
import { failUnthrottled, throttlingHeld, type ThrottledRun } from "@/scripts/bench-lib/throttling";

/** Whether an applied Lighthouse run was really slowed, and what becomes of one that was not. */

const slow4G = { requestLatencyMs: 562.5, downloadThroughputKbps: 1474.56, uploadThroughputKbps: 675, cpuSlowdownMultiplier: 4 };
const run = (documentMs: number | null): ThrottledRun => ({
  ok: true,
  scores: { performance: 99 },
  metrics: { lcpMs: 1_000 },
  transfer: { script: 1 },
  observed: { fcpMs: 1_000, lcpMs: 1_000, documentMs },
  throttling: slow4G,
});

describe("applied throttling held", () => {
  it("holds when the document took at least one request latency, not when it came in a few ms", () => {
    expect(throttlingHeld({ fcpMs: 1_043, lcpMs: 1_043, documentMs: 578 }, slow4G)).toBe(true);
    expect(throttlingHeld({ fcpMs: 1_043, lcpMs: 1_043, documentMs: 562.5 }, slow4G)).toBe(true);
    expect(throttlingHeld({ fcpMs: 100, lcpMs: 100, documentMs: 10 }, slow4G)).toBe(false);
  });

  it("has not held when the run lacks the document's time or the settings' latency", () => {
    expect(throttlingHeld({ fcpMs: 1_000, lcpMs: 1_000, documentMs: null }, slow4G)).toBe(false);
    expect(throttlingHeld({ fcpMs: 1_000, lcpMs: 1_000, documentMs: 600 }, { requestLatencyMs: 0 })).toBe(false);
    expect(throttlingHeld(undefined, slow4G)).toBe(false);
  });
});

describe("an applied run that was not slowed", () => {
  it("becomes a failed run naming the times, its figures kept out of the medians' reach", () => {
    const failed = failUnthrottled(run(8));
    expect(failed).toMatchObject({ ok: false, unthrottled: { scores: { performance: 99 } } });
    expect(failed.error).toBe("applied throttling did not hold: the document took 8 ms, under one request latency (562.5 ms)");
    expect(failed.scores).toBeUndefined();
    expect(failed.metrics).toBeUndefined();
  });

  it("leaves a slowed run and an already failed run as they are", () => {
    const slowed = run(600);
    const timedOut: ThrottledRun = { ok: false, error: "timed out after 120 s" };
    expect(failUnthrottled(slowed)).toBe(slowed);
    expect(failUnthrottled(timedOut)).toBe(timedOut);
  });
});
