// The first-paint goal of the storefront's pages, judged against the bare Next.js page measured in
// the same bench run (scripts/bench-lib/baseline.mjs). Ratios and differences, not absolute
// numbers, because Lighthouse slows this shared machine's CPU by 4x relative to whatever speed it
// has that hour: the same page scored 73 in a slow morning and 97 in a fast afternoon. Every figure
// here is folded per reading (scripts/bench-lib/throttling.ts) and compared only within it.
import type { Observed, Reading } from "./throttling.ts";

/** A goal's limits (GOAL's shape). */
export interface Goal {
  lcpRatioMax: number;
  scoreSlack: number;
  accessibility: number;
  scriptExtraKiB: number;
}

/** One target's runs folded into medians (summarizeRuns). */
export interface RunSummary {
  runs: number;
  failedRuns: number;
  performance: number | null;
  performanceRuns: number[];
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  lcpRuns: (number | null)[];
  fcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  scriptBytes: number | null;
  stylesheetBytes: number | null;
  documentBytes: number | null;
  fontBytes: number | null;
  /** What the browser saw (the runs' `observed`), to tell an applied reading from an unthrottled one. */
  observedDocumentMs: number | null;
  observedFcpMs: number | null;
}

/** One check of a judgement: the page's value, the limit it had to meet, whether it did. */
export interface Check {
  value: number | null;
  limit: number | null;
  pass: boolean;
}

/** A page judged against the bare page (judge). */
export interface Judgement {
  lcpRatio: number | null;
  scriptExtraKiB: number | null;
  checks: { lcp: Check; score: Check; accessibility: Check; script: Check; runs: Check };
  pass: boolean;
}

/** Every reading of one target, each folded separately. */
export type Readings<T> = Partial<Record<Reading, T>>;

/** One Lighthouse run as the bench's worker summarises it (the fields the goal reads). */
export interface LighthouseRun {
  scores?: Record<string, number | null>;
  metrics?: { lcpMs: number | null; tbtMs: number | null; cls: number | null; fcpMs: number | null };
  transfer?: Record<string, number | null>;
  observed?: Observed;
  [key: string]: unknown;
}

/** A run with the scores and metrics the medians read (summarizeRuns' filter). */
type CompleteRun = LighthouseRun & { scores: Record<string, number | null> & { performance: number }; metrics: NonNullable<LighthouseRun["metrics"]> };

/** The goal: each measured page against the bare page of the same run. */
export const GOAL: Readonly<Goal> = Object.freeze({
  /** Median LCP at most this many times the bare page's median LCP. */
  lcpRatioMax: 1.5,
  /** Median performance score at least the bare page's minus this. */
  scoreSlack: 2,
  /** Accessibility score, every run. */
  accessibility: 100,
  /** Script transferred (Lighthouse's resource summary) at most the bare page's plus this (KiB). */
  scriptExtraKiB: 60,
});

/** Core Web Vitals' "good" Interaction to Next Paint (scripts/bench-lib/inp.mjs). */
export const INP_GOOD_MS = 200;

/** The median of the finite numbers in `values` (lower middle of an even count); null when none. */
export function median(values: (number | null | undefined)[]): number | null {
  const xs = values.filter((v): v is number => typeof v === "number" && Number.isFinite(v)).sort((a, b) => a - b);
  return xs.length ? xs[Math.floor((xs.length - 1) / 2)]! : null;
}

/** Whether a run gave every figure the medians read (a failed, timed-out or errored run did not). */
export function isComplete(run: LighthouseRun | null | undefined): run is CompleteRun {
  return !!run?.scores && typeof run.scores.performance === "number" && !!run.metrics;
}

/**
 * One target's runs folded into medians: score, LCP, TBT, CLS, FCP and script bytes are each the
 * median of the complete runs; accessibility is the lowest (one run below 100 fails the goal).
 */
export function summarizeRuns(runs: LighthouseRun[]): RunSummary {
  const ok = runs.filter(isComplete);
  const pick = (f: (r: CompleteRun) => number | null | undefined) => median(ok.map(f));
  const a11y = ok.map((r) => r.scores.accessibility).filter((v): v is number => typeof v === "number");
  return {
    runs: ok.length,
    failedRuns: runs.length - ok.length,
    performance: pick((r) => r.scores.performance),
    performanceRuns: ok.map((r) => r.scores.performance),
    accessibility: a11y.length ? Math.min(...a11y) : null,
    bestPractices: pick((r) => r.scores["best-practices"]),
    seo: pick((r) => r.scores.seo),
    lcpMs: pick((r) => r.metrics.lcpMs),
    lcpRuns: ok.map((r) => r.metrics.lcpMs),
    fcpMs: pick((r) => r.metrics.fcpMs),
    tbtMs: pick((r) => r.metrics.tbtMs),
    cls: pick((r) => r.metrics.cls),
    scriptBytes: pick((r) => r.transfer?.script ?? null),
    stylesheetBytes: pick((r) => r.transfer?.stylesheet ?? null),
    documentBytes: pick((r) => r.transfer?.document ?? null),
    fontBytes: pick((r) => r.transfer?.font ?? null),
    observedDocumentMs: pick((r) => r.observed?.documentMs),
    observedFcpMs: pick((r) => r.observed?.fcpMs),
  };
}

/**
 * A page's summary judged against the bare page's: each check with the page's value, the limit it
 * had to meet and whether it did. A missing value fails its check (nothing is passed by default),
 * and so does a failed run of the page: the run that failed may have been its slow one, and a
 * median of the others would hide it.
 */
export function judge(page: RunSummary, bare: RunSummary, goal: Goal = GOAL): Judgement {
  const has = (v: number | null): v is number => typeof v === "number" && Number.isFinite(v);
  const lcpRatio = has(page.lcpMs) && has(bare.lcpMs) && bare.lcpMs > 0 ? page.lcpMs / bare.lcpMs : null;
  const scriptExtraKiB = has(page.scriptBytes) && has(bare.scriptBytes) ? (page.scriptBytes - bare.scriptBytes) / 1024 : null;
  const scoreFloor = has(bare.performance) ? bare.performance - goal.scoreSlack : null;
  const checks = {
    lcp: { value: lcpRatio, limit: goal.lcpRatioMax, pass: has(lcpRatio) && lcpRatio <= goal.lcpRatioMax },
    score: { value: page.performance, limit: scoreFloor, pass: has(page.performance) && has(scoreFloor) && page.performance >= scoreFloor },
    accessibility: { value: page.accessibility, limit: goal.accessibility, pass: page.accessibility === goal.accessibility },
    script: { value: scriptExtraKiB, limit: goal.scriptExtraKiB, pass: has(scriptExtraKiB) && scriptExtraKiB <= goal.scriptExtraKiB },
    runs: { value: page.runs, limit: page.runs + page.failedRuns, pass: page.runs > 0 && page.failedRuns === 0 },
  };
  return { lcpRatio, scriptExtraKiB, checks, pass: Object.values(checks).every((c) => c.pass) };
}

/** Each reading of a page judged against the same reading of the bare page (none without both). */
export function judgeReadings(page: Readings<RunSummary>, bare: Readings<RunSummary>, goal: Goal = GOAL): Readings<Judgement> {
  const out: Readings<Judgement> = {};
  for (const reading of Object.keys(page) as Reading[]) {
    const p = page[reading];
    const b = bare[reading];
    if (p && b) out[reading] = judge(p, b, goal);
  }
  return out;
}
