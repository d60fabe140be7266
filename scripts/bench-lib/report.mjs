// Markdown rendering of bench/report.json.

const kib = (bytes) => (bytes === null || bytes === undefined ? "–" : (bytes / 1024).toFixed(1));
const num = (v, digits = 0) => (v === null || v === undefined || Number.isNaN(v) ? "–" : Number(v).toFixed(digits));
const cell = (text) => String(text).replace(/\|/g, "\\|").replace(/\n/g, " ");

const CATEGORY_LABEL = {
  performance: "Performance",
  accessibility: "Accessibility",
  "best-practices": "Best practices",
  seo: "SEO",
};

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
  push("## Lighthouse (mobile, simulated throttling)", "");
  const lh = report.lighthouse;
  if (!lh) {
    push("_Skipped._", "");
  } else {
    push("Performance is the median run of each page (all runs' scores in brackets); the other columns are that run's.");
    push("");
    push("| Page | Performance | Accessibility | Best practices | SEO | LCP (ms) | TBT (ms) | CLS |");
    push("|---|---:|---:|---:|---:|---:|---:|---:|");
    for (const [page, r] of Object.entries(lh)) {
      if (!r.scores) {
        push(`| \`${page}\` | failed (see below) | | | | | | |`);
        continue;
      }
      const s = r.scores;
      push(
        `| \`${page}\` | ${num(s.performance)}${r.performanceRuns?.length > 1 ? ` (${r.performanceRuns.join(", ")})` : ""} | ${num(s.accessibility)} | ${num(s["best-practices"])} | ${num(s.seo)} | ` +
          `${num(r.metrics.lcpMs)} | ${num(r.metrics.tbtMs)} | ${num(r.metrics.cls, 3)} |`,
      );
    }
    const base = report.baseline;
    if (base?.scores) {
      push(
        `| bare Next.js page, for scale (same run) | ${num(base.scores.performance)}${base.performanceRuns?.length > 1 ? ` (${base.performanceRuns.join(", ")})` : ""} | ` +
          `${num(base.scores.accessibility)} | ${num(base.scores["best-practices"])} | ${num(base.scores.seo)} | ${num(base.metrics.lcpMs)} | ${num(base.metrics.tbtMs)} | ${num(base.metrics.cls, 3)} |`,
      );
    } else if (base) {
      push(`| bare Next.js page, for scale | failed: ${cell(base.error ?? "no result")} | | | | | | |`);
    }
    push("");
    if (base?.scores) {
      push(
        "The bare page (`scripts/bench-lib/baseline.mjs`: a heading and one client button, the project's Next.js and React, no styles or data) " +
          "is measured by the same Lighthouse in the same run: Lighthouse slows the CPU by 4x relative to the host, so it shows how much of " +
          "the score this machine, today, leaves to any Next.js page.",
        "",
      );
    }
    const failing = [];
    for (const [page, r] of Object.entries(lh)) {
      if (!r.ok && r.error) failing.push(`- \`${page}\`: **Lighthouse failed**: ${cell(r.error)}`);
      if (r.runtimeError) failing.push(`- \`${page}\`: runtime error ${r.runtimeError.code}: ${cell(r.runtimeError.message)}`);
      if (!r.failing) continue;
      for (const [cat, audits] of Object.entries(r.failing)) {
        for (const a of audits) {
          const score = a.score === null ? "error" : `score ${a.score}`;
          const extra = [a.displayValue, a.error, a.weight === 0 ? "weight 0: does not lower the score" : null]
            .filter(Boolean)
            .join("; ");
          const examples = a.examples?.length ? ` — e.g. ${a.examples.map((e) => `\`${cell(e).replace(/`/g, "'")}\``).join(", ")}` : "";
          failing.push(
            `- \`${page}\` · ${CATEGORY_LABEL[cat]} · \`${a.id}\` — ${cell(a.title)} (${score}${extra ? `; ${extra}` : ""})${examples}`,
          );
        }
      }
    }
    push("### Audits that cost points (and Lighthouse errors)", "");
    push(
      "Accessibility, best-practices and SEO: every scored audit below 1. Performance: weighted metrics below 0.9.",
      "",
    );
    push(...(failing.length ? failing : ["_None._"]), "");
    const warnings = new Set();
    for (const r of Object.values(lh)) for (const w of r.runWarnings ?? []) warnings.add(w);
    if (warnings.size) {
      push("Lighthouse run warnings:", "");
      for (const w of warnings) push(`- ${cell(w)}`);
      push("");
    }
    const bi = Object.values(lh).map((r) => r.benchmarkIndex).filter((v) => typeof v === "number");
    if (bi.length) push(`Lighthouse CPU benchmark index of this machine: ${bi.map((v) => Math.round(v)).join(", ")}.`, "");
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
          `| direct (\`node scripts/server.mjs\`, no balancer) | ${num(okPerSec(direct))} | 100 % | ${num(direct.requestsPerSec)} | ` +
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
