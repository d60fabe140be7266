// The two readings the bench takes of every Lighthouse target, both on Lighthouse's slow 4G
// profile. Applied throttling ("devtools": Chromium itself delays every request and slows the CPU)
// is what the goal is judged on: the browser really waits out each round trip, so a page that needs
// more round trips before its first paint pays for each. Lantern ("simulate") replays an
// unthrottled local load in a model; it is kept beside it because earlier figures are in its terms.

/** A reading's name in the report, and the Lighthouse `throttlingMethod` that takes it. */
export const READINGS = Object.freeze({ applied: "devtools", lantern: "simulate" } as const);

export type Reading = keyof typeof READINGS;

/** The reading every goal check is judged on. */
export const JUDGED_READING: Reading = "applied";

/** What the browser itself saw in a run (the worker's `observed`), whichever the method. */
export interface Observed {
  fcpMs: number | null;
  lcpMs: number | null;
  /** The page's own document, from its request to its last byte. */
  documentMs: number | null;
}

/** The throttling settings Lighthouse reports it ran with (`configSettings.throttling`). */
export interface ThrottlingSettings {
  requestLatencyMs?: number;
  downloadThroughputKbps?: number;
  uploadThroughputKbps?: number;
  cpuSlowdownMultiplier?: number;
}

/**
 * Whether an applied run was really slowed: under request-level throttling no document can arrive
 * before one request latency, while an unthrottled local one arrives in a few milliseconds. A run
 * that lacks the figures to tell has not shown that it held.
 */
export function throttlingHeld(observed: Observed | null | undefined, settings: ThrottlingSettings | null | undefined): boolean {
  const latency = settings?.requestLatencyMs;
  const doc = observed?.documentMs;
  return typeof latency === "number" && latency > 0 && typeof doc === "number" && doc >= latency;
}

/** A run as the bench's worker writes it (the fields this file reads). */
export interface ThrottledRun {
  ok?: boolean;
  error?: string;
  scores?: unknown;
  observed?: Observed;
  throttling?: ThrottlingSettings | null;
  [key: string]: unknown;
}

/**
 * An applied run whose load was not slowed, turned into a failed run: its figures would pass an
 * unthrottled load off as a slow-4G one. Runs that already failed are returned as they are.
 */
export function failUnthrottled(run: ThrottledRun): ThrottledRun {
  if (!run.scores || throttlingHeld(run.observed, run.throttling)) return run;
  // The figures stay in the report under their own key, out of every median's reach.
  const { scores, metrics, transfer, ...rest } = run;
  return {
    ...rest,
    unthrottled: { scores, metrics, transfer },
    ok: false,
    error:
      `applied throttling did not hold: the document took ${run.observed?.documentMs ?? "?"} ms, ` +
      `under one request latency (${run.throttling?.requestLatencyMs ?? "?"} ms)`,
  };
}
