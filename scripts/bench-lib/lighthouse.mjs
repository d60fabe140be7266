// Lighthouse 12 (Node API) in a fresh Chromium per page, launched by chrome-launcher.
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import lighthouse from "lighthouse";
import { log, withTimeout } from "./proc.mjs";

const require = createRequire(import.meta.url);

/** chrome-launcher is a dependency of lighthouse: hoisted by npm, else nested under it. */
async function loadChromeLauncher() {
  try {
    return await import("chrome-launcher");
  } catch {
    const nested = require.resolve("chrome-launcher", {
      paths: [path.join(process.cwd(), "node_modules", "lighthouse")],
    });
    return await import(nested);
  }
}

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const SCORED_MODES = new Set(["binary", "numeric", "metricSavings"]);

/**
 * Audits of a category that cost points. Binary audits fail below 1; for performance only the
 * weighted metrics are listed, failing below 0.9 (Lighthouse's "pass" threshold).
 */
function failingAudits(lhr, categoryId) {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  const out = [];
  for (const ref of category.auditRefs) {
    const audit = lhr.audits[ref.id];
    if (!audit) continue;
    if (audit.scoreDisplayMode === "error") {
      out.push({ id: ref.id, title: audit.title, score: null, weight: ref.weight, error: audit.errorMessage ?? "error" });
      continue;
    }
    if (!SCORED_MODES.has(audit.scoreDisplayMode) || audit.score === null) continue;
    if (categoryId === "performance") {
      if (ref.weight > 0 && audit.score < 0.9) {
        out.push({ id: ref.id, title: audit.title, score: audit.score, weight: ref.weight, displayValue: audit.displayValue });
      }
      continue;
    }
    if (audit.score < 1) {
      const item = { id: ref.id, title: audit.title, score: audit.score, weight: ref.weight };
      if (audit.displayValue) item.displayValue = audit.displayValue;
      // A few offending nodes/URLs, to find the culprit without opening the HTML report.
      const items = audit.details?.items ?? [];
      const examples = items
        .slice(0, 3)
        .map((it) => it.node?.selector ?? it.node?.snippet ?? it.url ?? it.source?.url ?? it.description ?? null)
        .filter(Boolean)
        .map((s) => String(s).slice(0, 160));
      if (examples.length) item.examples = examples;
      out.push(item);
    }
  }
  return out;
}

function summarize(lhr) {
  const scores = {};
  for (const id of CATEGORIES) {
    const score = lhr.categories[id]?.score;
    scores[id] = typeof score === "number" ? Math.round(score * 100) : null;
  }
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
  const failing = {};
  for (const id of CATEGORIES) failing[id] = failingAudits(lhr, id);
  return {
    finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl,
    scores,
    metrics: {
      lcpMs: round(metric("largest-contentful-paint")),
      tbtMs: round(metric("total-blocking-time")),
      cls: metric("cumulative-layout-shift") === null ? null : Number(metric("cumulative-layout-shift").toFixed(3)),
      fcpMs: round(metric("first-contentful-paint")),
      speedIndexMs: round(metric("speed-index")),
    },
    failing,
    runWarnings: lhr.runWarnings ?? [],
    runtimeError: lhr.runtimeError ?? null,
    formFactor: lhr.configSettings?.formFactor,
    throttlingMethod: lhr.configSettings?.throttlingMethod,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment?.hostUserAgent ?? lhr.userAgent,
  };
}

function round(v) {
  return v === null || v === undefined ? null : Math.round(v);
}

/**
 * Runs Lighthouse on each URL in turn (fresh Chrome each). One failure is recorded and the next
 * page still runs. Full JSON/HTML reports go to `outDir` (git-ignored).
 */
export async function runLighthouse(pages, baseUrl, { outDir, timeoutMs = 150_000 } = {}) {
  const chromeLauncher = await loadChromeLauncher();
  const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  mkdirSync(outDir, { recursive: true });
  const results = {};
  for (const page of pages) {
    const url = baseUrl + page;
    const started = Date.now();
    log(`lighthouse ${url}`);
    let chrome;
    try {
      chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, handleSIGINT: false, logLevel: "silent" });
      const run = lighthouse(url, {
        port: chrome.port,
        output: ["json", "html"],
        logLevel: "error",
        onlyCategories: CATEGORIES,
      });
      const result = await withTimeout(run, timeoutMs, `lighthouse ${page}`, async () => {
        try {
          await chrome.kill();
        } catch {
          /* ignore */
        }
      });
      if (!result?.lhr) throw new Error("lighthouse returned no result");
      const slug = page.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home";
      const [json, html] = result.report;
      writeFileSync(path.join(outDir, `${slug}.report.json`), json);
      writeFileSync(path.join(outDir, `${slug}.report.html`), html);
      results[page] = { ok: true, seconds: Math.round((Date.now() - started) / 1000), ...summarize(result.lhr) };
      if (result.lhr.runtimeError) results[page].ok = false;
      const s = results[page].scores;
      log(`  ${page}: perf ${s.performance} a11y ${s.accessibility} bp ${s["best-practices"]} seo ${s.seo} (${results[page].seconds} s)`);
    } catch (error) {
      log(`  ${page}: FAILED ${error.message}`);
      results[page] = { ok: false, error: String(error.message ?? error), seconds: Math.round((Date.now() - started) / 1000) };
    } finally {
      if (chrome) {
        try {
          await chrome.kill();
        } catch {
          /* already gone */
        }
      }
    }
  }
  return results;
}
