// One Lighthouse 12 run (Node API) in a fresh Chromium launched by chrome-launcher, in its own
// process so the parent can enforce a timeout by killing it (an abandoned in-process run leaves
// rejections behind that crash the parent).
// Usage: node lighthouse-worker.mjs <url> <report dir> <slug> <summary file> <throttling method>
//   <throttling method>: "devtools" (applied: Chromium itself slows every request and the CPU) or
//   "simulate" (Lantern: an unthrottled load replayed in a model), both on Lighthouse's slow 4G.
// Prints "CHROME_PID <pid>" once Chrome is up (the parent kills that process group on timeout);
// writes <slug>.report.json/.html and the summary JSON.
import { mkdirSync, writeFileSync } from "node:fs";
import { CHROME_ARGS, CHROME_PATH } from "../chromium.mjs";
import { createRequire } from "node:module";
import path from "node:path";
import lighthouse from "lighthouse";
import { throttling as LH_THROTTLING } from "lighthouse/core/config/constants.js";

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

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const CHROME_FLAGS = ["--headless=new", ...CHROME_ARGS];

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
      // After a runtime error every trace-based audit errors too; the runtime error is reported once.
      if (lhr.runtimeError || ref.weight === 0) continue;
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
        .map(
          (it) =>
            it.node?.selector ??
            it.node?.snippet ??
            (it.description && it.sourceLocation?.url ? `${it.description} (${it.sourceLocation.url})` : null) ??
            it.url ??
            it.source?.url ??
            it.description ??
            null,
        )
        .filter(Boolean)
        .map((s) => String(s).slice(0, 200));
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
    // Bytes on the wire per kind of resource (Lighthouse's resource summary): the script figure is
    // what the goal compares with the bare page (scripts/bench-lib/goal.ts).
    transfer: Object.fromEntries(
      (lhr.audits["resource-summary"]?.details?.items ?? []).map((it) => [it.resourceType, it.transferSize ?? null]),
    ),
    lcpElement: lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet?.slice(0, 160) ?? null,
    failing,
    runWarnings: lhr.runWarnings ?? [],
    runtimeError: lhr.runtimeError ?? null,
    formFactor: lhr.configSettings?.formFactor,
    throttlingMethod: lhr.configSettings?.throttlingMethod,
    throttling: lhr.configSettings?.throttling ?? null,
    observed: observed(lhr),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment?.hostUserAgent ?? lhr.userAgent,
  };
}

/**
 * What the browser itself saw, whatever the method: Lantern's figures are computed, so these are
 * the only way to tell from a report that an applied run was really slowed (an unthrottled local
 * document arrives in a few ms; under applied slow 4G it cannot arrive before one request latency).
 */
function observed(lhr) {
  const timings = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const finalUrl = lhr.finalDisplayedUrl ?? lhr.finalUrl;
  const doc = requests.find((r) => r.resourceType === "Document" && r.url === finalUrl) ?? requests.find((r) => r.resourceType === "Document");
  const docMs = doc && typeof doc.networkEndTime === "number" && typeof doc.networkRequestTime === "number" ? doc.networkEndTime - doc.networkRequestTime : null;
  return {
    fcpMs: round(timings.observedFirstContentfulPaint),
    lcpMs: round(timings.observedLargestContentfulPaint),
    documentMs: round(docMs),
  };
}

function round(v) {
  return v === null || v === undefined ? null : Math.round(v);
}

const [url, outDir, slug, summaryFile, method = "simulate"] = process.argv.slice(2);
if (method !== "devtools" && method !== "simulate") {
  console.error(`unknown throttling method ${method}`);
  process.exit(2);
}
const chromeLauncher = await loadChromeLauncher();
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: CHROME_FLAGS,
  handleSIGINT: false,
  logLevel: "silent",
});
console.info(`CHROME_PID ${chrome.pid}`);
let code = 0;
try {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: ["json", "html"],
    logLevel: "error",
    onlyCategories: CATEGORIES,
    throttlingMethod: method,
    // Named, not left to the default, so both readings are on the same profile whatever a later
    // Lighthouse makes its default.
    throttling: { ...LH_THROTTLING.mobileSlow4G },
  });
  if (!result?.lhr) throw new Error("lighthouse returned no result");
  mkdirSync(outDir, { recursive: true });
  const [json, html] = result.report;
  writeFileSync(path.join(outDir, `${slug}.report.json`), json);
  writeFileSync(path.join(outDir, `${slug}.report.html`), html);
  writeFileSync(summaryFile, JSON.stringify({ ok: !result.lhr.runtimeError, ...summarize(result.lhr) }));
} catch (error) {
  writeFileSync(summaryFile, JSON.stringify({ ok: false, error: String(error?.message ?? error) }));
  code = 1;
} finally {
  try {
    await chrome.kill();
  } catch {
    /* already gone */
  }
}
process.exit(code);
