/** Types of goal.mjs (the bench's first-paint goal, plain JavaScript). */
export interface Goal {
  lcpRatioMax: number;
  scoreSlack: number;
  accessibility: number;
  scriptExtraKiB: number;
}
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
}
export interface Check {
  value: number | null;
  limit: number | null;
  pass: boolean;
}
export interface Judgement {
  lcpRatio: number | null;
  scriptExtraKiB: number | null;
  checks: { lcp: Check; score: Check; accessibility: Check; script: Check };
  pass: boolean;
}
/** One Lighthouse run as the bench's worker summarises it (the fields the goal reads). */
export interface LighthouseRun {
  scores?: Record<string, number | null>;
  metrics?: { lcpMs: number | null; tbtMs: number | null; cls: number | null; fcpMs: number | null };
  transfer?: Record<string, number | null>;
  [key: string]: unknown;
}
export const GOAL: Readonly<Goal>;
export const INP_GOOD_MS: number;
export function median(values: (number | null | undefined)[]): number | null;
export function summarizeRuns(runs: LighthouseRun[]): RunSummary;
export function judge(page: RunSummary, bare: RunSummary, goal?: Goal): Judgement;
