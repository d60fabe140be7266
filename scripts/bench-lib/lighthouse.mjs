// Lighthouse per page, each run in scripts/bench-lib/lighthouse-worker.mjs (own process, fresh
// Chrome), sequentially, with a timeout that kills the worker and its Chrome.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { log, startChild, stopChild, trackGroup, untrackGroup } from "./proc.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

async function runOne(page, baseUrl, outDir, timeoutMs, method) {
  const url = baseUrl + page;
  const slug = `${page.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}.${method}`;
  const tmp = mkdtempSync(path.join(tmpdir(), "bench-lh-"));
  const summaryFile = path.join(tmp, "summary.json");
  const started = Date.now();
  const seconds = () => Math.round((Date.now() - started) / 1000);
  log(`lighthouse ${url} (${method})`);
  let chromePid = null;
  const worker = startChild("lighthouse", process.execPath, [path.join(here, "lighthouse-worker.mjs"), url, outDir, slug, summaryFile, method], {
    onLine: (line) => {
      const m = line.match(/^CHROME_PID (\d+)/);
      if (!m) return true;
      chromePid = Number(m[1]);
      trackGroup(chromePid);
      return false; // not worth printing
    },
  });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    stopChild(worker, 1_000);
  }, timeoutMs);
  await worker.exited;
  clearTimeout(timer);
  if (chromePid) {
    try {
      process.kill(-chromePid, "SIGKILL");
    } catch {
      /* Chrome already closed by the worker */
    }
    untrackGroup(chromePid);
  }
  try {
    if (timedOut) return { ok: false, timedOut: true, error: `timed out after ${Math.round(timeoutMs / 1000)} s`, seconds: seconds() };
    let result;
    try {
      result = JSON.parse(readFileSync(summaryFile, "utf8"));
    } catch {
      const tail = worker.output.trim().split("\n").slice(-3).join(" / ");
      return { ok: false, error: `worker exited with code ${worker.exitCode} without a result${tail ? `: ${tail}` : ""}`, seconds: seconds() };
    }
    return { ...result, seconds: seconds() };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** One complete result per page (a failed or incomplete run is retried `retries` times). */
async function runPage(page, baseUrl, outDir, timeoutMs, retries, method) {
  let r;
  for (let attempt = 1; attempt <= 1 + retries; attempt++) {
    r = await runOne(page, baseUrl, outDir, timeoutMs, method);
    r.attempts = attempt;
    if (r.scores) {
      const s = r.scores;
      log(`  ${page}: perf ${s.performance} a11y ${s.accessibility} bp ${s["best-practices"]} seo ${s.seo} (${r.seconds} s)`);
    } else {
      log(`  ${page}: FAILED ${r.error} (${r.seconds} s)`);
    }
    const incomplete = !r.ok || CATEGORIES.some((id) => r.scores?.[id] === null || r.scores?.[id] === undefined);
    // A timeout is not retried: it would double an already long run.
    if (!incomplete || r.timedOut) break;
    if (attempt <= retries) log(`  ${page}: incomplete result (${r.error ?? r.runtimeError?.code ?? "missing score"}), retrying`);
  }
  return r;
}

/**
 * Runs Lighthouse `runs` times over every target in every reading, interleaved (run 1 of each
 * target, then run 2 of each, ...), each in a fresh Chrome: the machine's speed drifts over
 * minutes, and interleaving gives every target the same share of fast and slow moments, so their
 * ratios hold. `targets` is a list of { id, baseUrl, page }; `readings` maps a reading's name to
 * its Lighthouse throttling method (scripts/bench-lib/throttling.ts). Returns
 * { [id]: { [reading]: [run, ...] } }; a run that fails or misses a category score (e.g. the flaky
 * NO_NAVSTART trace error) is retried `retries` times and kept with its error if it still fails.
 * Full JSON/HTML reports of each target's last run per reading go to `outDir`/<id slug>.
 */
export async function runLighthouseInterleaved(targets, { outDir, readings, timeoutMs = 180_000, retries = 1, runs = 3 }) {
  const results = Object.fromEntries(targets.map((t) => [t.id, Object.fromEntries(Object.keys(readings).map((r) => [r, []]))]));
  for (let i = 0; i < runs; i++) {
    for (const t of targets) {
      for (const [reading, method] of Object.entries(readings)) {
        log(`lighthouse run ${i + 1}/${runs}, ${reading}: ${t.id}`);
        results[t.id][reading].push(await runPage(t.page, t.baseUrl, path.join(outDir, t.slug ?? "site"), timeoutMs, retries, method));
      }
    }
  }
  return results;
}
