// Markdown rendering of bench/report.json.
import { GOAL, INP_GOOD_MS, isComplete } from "./goal.ts";
import { JUDGED_READING } from "./throttling.ts";

const kib = (bytes) => (bytes === null || bytes === undefined ? "–" : (bytes / 1024).toFixed(1));
const num = (v, digits = 0) => (v === null || v === undefined || Number.isNaN(v) ? "–" : Number(v).toFixed(digits));
const cell = (text) => String(text).replace(/\|/g, "\\|").replace(/\n/g, " ");

const CATEGORY_LABEL = {
  performance: "Performance",
  accessibility: "Accessibility",
  "best-practices": "Best practices",
  seo: "SEO",
};

/**
 * Why a run gave no complete result: the worker's error, Lighthouse's runtime error, or the
 * weighted performance audits that errored (a missing one leaves the run without a score).
 */
function failureReason(r) {
  if (r.error) return r.error;
  if (r.runtimeError) return `${r.runtimeError.code}: ${r.runtimeError.message ?? ""}`;
  const errored = (r.failing?.performance ?? []).filter((a) => a.score === null);
  if (errored.length) {
    const codes = [...new Set(errored.map((a) => a.error?.match(/\(([A-Z_]+)\)\s*$/)?.[1] ?? a.error ?? "error"))];
    return `no performance score: ${errored.map((a) => `\`${a.id}\``).join(", ")} errored (${codes.join(", ")})`;
  }
  return "no performance score";
}

export function renderMarkdown(report) {
  const lines = [];
  const push = (...l) => lines.push(...l);
  const { meta } = report;

  push("# Benchmark report", "");
  push(`- Date: ${meta.date}`);
  push(`- Git commit: \`${meta.gitCommit}\`${meta.gitDirty ? " (working tree has uncommitted changes)" : ""}`);
  push(`- Node ${meta.nodeVersion}, ${meta.cpus} × ${meta.cpuModel}, ${meta.platform}`);
  push(`- Chromium: ${meta.chromiumVersion ?? "?"} (\`${meta.chromePath}\`), Lighthouse ${meta.lighthouseVersion ?? "?"}, Next.js ${meta.nextVersion}`);
  push(`- Server: \`next start\` on ${meta.baseUrl}, SITE_URL=${meta.siteUrl}; build: ${meta.build}`);
  push(`- Total bench time: ${meta.totalSeconds ?? "?"} s`, "");

  // Lighthouse
  push("## First paint against a bare Next.js page (Lighthouse mobile, applied throttling)", "");
  const lh = report.lighthouse;
  if (!lh) {
    push("_Skipped._", "");
  } else {
    const base = report.baseline;
    const bare = base?.summary ?? null;
    const t = meta.lighthouse?.throttling;
    const readings = Object.keys(meta.lighthouse?.readings ?? { [JUDGED_READING]: null });
    const hasLantern = readings.includes("lantern");
    push(
      `Each page and the bare Next.js page (a heading and one client button, built with this project's Next.js and React, ` +
        "no styles or data: `scripts/bench-lib/baseline.mjs`) ran " +
        `${meta.lighthouse?.runsPerTarget ?? "?"} times per reading, interleaved (run 1 of every page, then run 2, ...), each in a fresh Chromium, ` +
        `each bounded by ${meta.lighthouse?.timeoutS ?? "?"} s. ` +
        `**Applied** = Lighthouse's \`throttlingMethod: "devtools"\`: Chromium itself holds every request ${t ? `${num(t.requestLatencyMs, 1)} ms` : "?"} ` +
        `and caps it at ${t ? `${num(t.downloadThroughputKbps / 1000, 2)} Mbit/s down, ${num(t.uploadThroughputKbps)} kbit/s up` : "?"}, ` +
        `with the CPU ${t ? `${t.cpuSlowdownMultiplier}×` : "?"} slower (Lighthouse's slow 4G); the goal is judged on it. ` +
        (hasLantern ? "**Lantern** = Lighthouse's default simulation of the same profile from an unthrottled load, kept for comparison. " : "") +
        "Every figure is the median of a page's complete runs; runs = complete of attempted, a failed or timed-out run is listed below " +
        "and fails the page's runs line. Accessibility is the lowest run. Script = bytes on the wire of every script the page loads " +
        "(Lighthouse's resource summary). The machine is shared, so absolute times are noisy; the ratios to the bare page, " +
        "measured in the same interleaved runs, are the comparable numbers.",
      "",
    );
    push(
      `Goal (\`scripts/bench-lib/goal.ts\`), on the applied reading: LCP ≤ ${GOAL.lcpRatioMax}× the bare page's, performance ≥ the bare page's − ${GOAL.scoreSlack}, ` +
        `accessibility ${GOAL.accessibility}, script ≤ the bare page's + ${GOAL.scriptExtraKiB} KiB, every run complete.`,
      "",
    );
    const verdict = (check) => (check ? (check.pass ? "pass" : "**fail**") : "–");
    const runsOf = (sm) => (sm ? `${sm.runs}/${sm.runs + sm.failedRuns}` : "–");
    push(
      `| Page | Runs (applied${hasLantern ? ", Lantern" : ""}) | LCP applied (s) | ÷ bare applied | ${hasLantern ? "LCP Lantern (s) | ÷ bare Lantern | " : ""}` +
        "FCP (s) | TBT (ms) | Performance | A11y | Script (KiB) | " +
        `LCP ≤ ${GOAL.lcpRatioMax}× | Perf ≥ bare − ${GOAL.scoreSlack} | A11y ${GOAL.accessibility} | Script ≤ bare + ${GOAL.scriptExtraKiB} KiB | All runs | Goal |`,
    );
    push(`|---|---|---:|---:|${hasLantern ? "---:|---:|" : ""}---:|---:|---:|---:|---:|---|---|---|---|---|---|`);
    const row = (label, sm, j) => {
      const a = sm?.applied;
      const l = sm?.lantern;
      const ja = j?.applied;
      const jl = j?.lantern;
      const ratio = (jj) => (jj ? `${num(jj.lcpRatio, 2)}×` : "–");
      push(
        `| ${label} | ${runsOf(a)}${hasLantern ? `, ${runsOf(l)}` : ""} | ${num(a?.lcpMs / 1000, 2)} | ${ratio(ja)} | ` +
          (hasLantern ? `${num(l?.lcpMs / 1000, 2)} | ${ratio(jl)} | ` : "") +
          `${num(a?.fcpMs / 1000, 2)} | ${num(a?.tbtMs)} | ${num(a?.performance)} | ${num(a?.accessibility)} | ${kib(a?.scriptBytes)} | ` +
          `${verdict(ja?.checks.lcp)} | ${verdict(ja?.checks.score)} | ${verdict(ja?.checks.accessibility)} | ${verdict(ja?.checks.script)} | ` +
          `${verdict(ja?.checks.runs)} | ${ja ? (ja.pass ? "**pass**" : "**fail**") : "not judged"} |`,
      );
    };
    if (bare) row("bare Next.js page (yardstick)", bare, null);
    else if (base) push(`| bare Next.js page | failed: ${cell(base.error ?? "no result")} |${" |".repeat(hasLantern ? 15 : 13)}`);
    for (const [page, entry] of Object.entries(lh)) row(`\`${page}\``, entry.summary, entry.judgement);
    push("");
    const judged = Object.values(lh).filter((e) => e.judgement?.[JUDGED_READING]);
    if (judged.length) {
      const passed = judged.filter((e) => e.judgement[JUDGED_READING].pass).length;
      push(`**${passed} of ${Object.keys(lh).length} pages meet the goal** (applied reading).`, "");
    }

    // Every run, so a median can be read against its spread.
    const targets = [...(bare ? [["bare Next.js page", base]] : []), ...Object.entries(lh).map(([p, e]) => [`\`${p}\``, e])];
    const perRun = (list, f) => (list ?? []).map((r) => (isComplete(r) ? f(r) : "✗")).join(", ");
    push("Each run (✗ = failed, listed below):", "");
    push(`| Page | LCP applied (s) | Performance applied |${hasLantern ? " LCP Lantern (s) | Performance Lantern |" : ""}`);
    push(`|---|---|---|${hasLantern ? "---|---|" : ""}`);
    for (const [label, e] of targets) {
      push(
        `| ${label} | ${perRun(e.runs?.applied, (r) => num(r.metrics.lcpMs / 1000, 2))} | ${perRun(e.runs?.applied, (r) => r.scores.performance)} |` +
          (hasLantern ? ` ${perRun(e.runs?.lantern, (r) => num(r.metrics.lcpMs / 1000, 2))} | ${perRun(e.runs?.lantern, (r) => r.scores.performance)} |` : ""),
      );
    }
    push("");

    // The applied reading is only worth judging if Chromium really slowed the load.
    if (hasLantern) {
      push(
        "Was the throttling applied? What Chromium itself saw (medians): the page's document from request to last byte, and the first " +
          "contentful paint, in the applied runs and in the unthrottled load Lantern's runs simulate from. An applied run whose document " +
          "arrived within one request latency counts as failed (`scripts/bench-lib/throttling.ts`).",
        "",
      );
      push("| Page | Document applied (ms) | Document unthrottled (ms) | FCP applied (s) | FCP unthrottled (s) | Applied runs not slowed |");
      push("|---|---:|---:|---:|---:|---:|");
      for (const [label, e] of targets) {
        const a = e.summary?.applied;
        const l = e.summary?.lantern;
        const unthrottled = (e.runs?.applied ?? []).filter((r) => r.unthrottled).length;
        push(
          `| ${label} | ${num(a?.observedDocumentMs)} | ${num(l?.observedDocumentMs)} | ${num(a?.observedFcpMs / 1000, 2)} | ` +
            `${num(l?.observedFcpMs / 1000, 2)} | ${unthrottled} |`,
        );
      }
      push("");
    }

    const sizes = targets.filter(([, e]) => e.summary?.applied?.runs).map(([label, e]) => [label, e.summary.applied]);
    if (sizes.length) {
      push("Bytes on the wire before and after the first paint, by kind (KiB, median applied run):", "");
      push("| Page | Document | Stylesheets | Font | Script |");
      push("|---|---:|---:|---:|---:|");
      for (const [label, sm] of sizes) {
        push(`| ${label} | ${kib(sm.documentBytes)} | ${kib(sm.stylesheetBytes)} | ${kib(sm.fontBytes)} | ${kib(sm.scriptBytes)} |`);
      }
      push("");
    }
    const allRuns = (entry) => Object.entries(entry?.runs ?? {}).flatMap(([reading, list]) => list.map((r) => ({ ...r, reading })));
    const lcpEls = Object.entries(lh)
      .map(([p, e]) => [p, [...new Set((e.runs?.[JUDGED_READING] ?? []).map((r) => r.lcpElement).filter(Boolean))]])
      .filter(([, els]) => els.length);
    if (lcpEls.length) {
      push("Largest contentful paint element (applied runs):", "");
      for (const [p, els] of lcpEls) push(`- \`${p}\`: ${els.map((e) => `\`${cell(e).replace(/`/g, "'")}\``).join(" / ")}`);
      push("");
    }
    const failing = new Map();
    const note = (key, text) => failing.set(key, text);
    const failures = [];
    for (const [page, entry] of [...Object.entries(lh), ...(base?.runs ? [["bare Next.js page", base]] : [])]) {
      for (const r of allRuns(entry)) {
        if (!isComplete(r)) failures.push(`- \`${page}\` (${r.reading}): ${cell(failureReason(r))}${r.seconds && !r.timedOut ? ` after ${r.seconds} s` : ""}`);
        if (r.runtimeError) note(`${page} rt ${r.runtimeError.code}`, `- \`${page}\`: runtime error ${r.runtimeError.code}: ${cell(r.runtimeError.message)}`);
        for (const [cat, audits] of Object.entries(r.failing ?? {})) {
          for (const a of audits) {
            const extra = [a.displayValue, a.error, a.weight === 0 ? "weight 0: does not lower the score" : null].filter(Boolean).join("; ");
            const examples = a.examples?.length ? ` — e.g. ${a.examples.map((e) => `\`${cell(e).replace(/`/g, "'")}\``).join(", ")}` : "";
            // Performance audits differ between the readings; the others do not.
            const where = cat === "performance" ? ` (${r.reading})` : "";
            note(
              `${page} ${cat} ${a.id}${where}`,
              `- \`${page}\`${where} · ${CATEGORY_LABEL[cat]} · \`${a.id}\` — ${cell(a.title)} (${a.score === null ? "error" : `score ${a.score}`}${extra ? `; ${extra}` : ""})${examples}`,
            );
          }
        }
      }
    }
    push("### Failed Lighthouse runs", "");
    push(...(failures.length ? failures : ["_None._"]), "");
    push("### Audits that cost points (and Lighthouse errors), in any run", "");
    push("Accessibility, best-practices and SEO: every scored audit below 1. Performance: weighted metrics below 0.9.", "");
    push(...(failing.size ? failing.values() : ["_None._"]), "");
    const warnings = new Set();
    for (const e of Object.values(lh)) for (const r of allRuns(e)) for (const w of r.runWarnings ?? []) warnings.add(w);
    if (warnings.size) {
      push("Lighthouse run warnings:", "");
      for (const w of warnings) push(`- ${cell(w)}`);
      push("");
    }
  }

  // JavaScript
  push("## JavaScript per page", "");
  const js = report.javascript;
  if (!js) {
    push("_Skipped._", "");
  } else if (js.error) {
    push(`_Failed: ${cell(js.error)}_`, "");
  } else {
    push(
      "Every response whose request `resourceType` is `script`, fresh browser context (empty cache), after `networkidle`. " +
        "Transferred = compressed body bytes on the wire (Playwright `sizes().responseBodySize`); uncompressed = `response.body()` length. " +
        "1 KiB = 1024 bytes. Inline `<script>` in the HTML (RSC payload) is not included; it is in the document column. " +
        "With the page = the scripts the server HTML names, loaded before the page is interactive; the rest come on mount or on demand " +
        "(lazy islands, and zod with the form schemas and the API contract at the first validation or call).",
      "",
    );
    push("| Page | Script files | JS transferred (KiB) | of it with the page: files, KiB | JS uncompressed (KiB) | Encoding | HTML transferred / uncompressed (KiB) | Inline scripts (KiB) |");
    push("|---|---:|---:|---:|---:|---|---:|---:|");
    for (const [page, r] of Object.entries(js.pages)) {
      if (!r.ok) {
        push(`| \`${page}\` | error: ${cell(r.error)} | | | | | | |`);
        continue;
      }
      push(
        `| \`${page}\` | ${r.scriptFiles} | ${kib(r.transferredBytes)} | ${r.initialScriptFiles ?? "?"}, ${kib(r.initialTransferredBytes)} | ` +
          `${kib(r.uncompressedBytes)} | ${r.contentEncodings.join(", ")} | ` +
          `${kib(r.document?.transferredBytes)} / ${kib(r.document?.uncompressedBytes)} | ${r.inlineScripts} (${kib(r.inlineScriptBytes)}) |`,
      );
    }
    push("");
  }

  // INP
  push("## Interaction to Next Paint on a 4× slowed CPU", "");
  const inp = report.inp;
  if (!inp) {
    push("_Skipped._", "");
  } else if (inp.error) {
    push(`_Failed: ${cell(inp.error)}_`, "");
  } else {
    push(
      `\`${inp.page}\` at ${inp.viewport} in Chromium ${inp.browserVersion} with the CPU slowed ${inp.cpuSlowdown}× (DevTools protocol), ` +
        "a fresh load per run, after hydration. Each figure is the longest Event Timing entry of the interaction (input delay, handlers " +
        `and the next paint), median of ${Object.values(inp.interactions)[0]?.runsMs.length ?? "?"} runs; Chromium reports only entries of 16 ms or more ` +
        `(— = under 16 ms). Good: ≤ ${INP_GOOD_MS} ms (Core Web Vitals).`,
      "",
    );
    push("| Interaction | Median (ms) | Runs (ms) | ≤ 200 ms |");
    push("|---|---:|---|---|");
    for (const [name, f] of Object.entries(inp.interactions)) {
      push(`| ${name} | ${num(f.medianMs)} | ${f.runsMs.map((v) => (v === null ? "—" : num(v))).join(", ")} | ${f.pass ? "pass" : "**fail**"} |`);
    }
    push("");
  }

  // Throughput
  push("## Throughput of `/`", "");
  const tp = report.throughput;
  if (!tp) {
    push("_Skipped._", "");
  } else if (tp.error) {
    push(`_Failed: ${cell(tp.error)}_`, "");
  } else {
    push(
      `autocannon, ${tp.next.connections} connections, ${tp.next.durationS} s each (after a ${tp.warmupS} s warm-up), ` +
        `from the same process, all on 127.0.0.1. Plain = bare \`node:http\` server answering the same ${tp.probe.bodyBytes} bytes ` +
        `with the same content-type, in its own process.`,
      "",
    );
    push("| Server | Requests/s (avg) | Latency p50 (ms) | Latency p99 (ms) | Non-2xx | Errors | Timeouts | Requests |");
    push("|---|---:|---:|---:|---:|---:|---:|---:|");
    for (const [name, r] of [
      ["`next start`", tp.next],
      ["plain `node:http`", tp.plain],
    ]) {
      push(
        `| ${name} | ${num(r.requestsPerSec)} | ${num(r.latencyP50Ms)} | ${num(r.latencyP99Ms)} | ${r.non2xx} | ${r.errors} | ${r.timeouts} | ${r.requestsTotal} |`,
      );
    }
    push(`| **next / plain** | **${num(tp.ratio * 100, 1)} %** | | | | | | |`, "");
  }

  // Through the fleet's balancer
  const ft = report.fleetThroughput;
  if (ft) {
    push("## Throughput of `/` through the fleet's balancer", "");
    if (ft.error) {
      push(`_Failed: ${cell(ft.error)}_`, "");
    } else {
      // Answers that were not 2xx (the balancer's own 503 when it took an instance out) are fast and
      // would flatter the total: the comparison is on 2xx answers per second.
      const okPerSec = (r) => (r.requestsTotal - r.non2xx) / r.durationS;
      const direct = report.throughput?.next && !report.throughput.error ? report.throughput.next : null;
      push(
        `\`npm run fleet\`'s setup (HAProxy 2.6 round-robin on 127.0.0.1:${ft.port}, Redis, PostgreSQL, N instances of the ` +
          `same build), the same autocannon run (${ft.sizes[0]?.connections ?? "?"} connections, ${ft.sizes[0]?.durationS ?? "?"} s after a ${ft.warmupS} s warm-up), ` +
          `with the direct server stopped. Load generator, balancer and instances share the machine's ${report.meta.cpus} cores. ` +
          "A `-fallback` server is an instance the balancer sent traffic to while every checked server was out (fail-open).",
        "",
      );
      push("| Server | 2xx/s | vs direct (2xx/s) | All answers/s | Latency p50 (ms) | Latency p99 (ms) | Non-2xx | Errors | 2xx per instance |");
      push("|---|---:|---:|---:|---:|---:|---:|---:|---|");
      if (direct) {
        push(
          `| direct (\`node server/main.ts\`, no balancer) | ${num(okPerSec(direct))} | 100 % | ${num(direct.requestsPerSec)} | ` +
            `${num(direct.latencyP50Ms)} | ${num(direct.latencyP99Ms)} | ${direct.non2xx} | ${direct.errors} | |`,
        );
      }
      for (const r of ft.sizes) {
        if (r.error) {
          push(`| HAProxy → ${r.instances} instance(s) | error: ${cell(r.error)} | | | | | | | |`);
          continue;
        }
        const share = Object.entries(r.perInstance ?? {}).map(([id, n]) => `${id} ${n}`).join(", ");
        push(
          `| HAProxy → ${r.instances} instance(s) | ${num(okPerSec(r))} | ${direct ? `${num((okPerSec(r) / okPerSec(direct)) * 100, 1)} %` : "–"} | ` +
            `${num(r.requestsPerSec)} | ${num(r.latencyP50Ms)} | ${num(r.latencyP99Ms)} | ${r.non2xx} | ${r.errors} | ${share} |`,
        );
      }
      push("");
    }
  }

  // Notes
  push("## Notes", "");
  for (const note of report.notes ?? []) push(`- ${note}`);
  push("");
  return lines.join("\n");
}
