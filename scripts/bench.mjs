// Storefront benchmark: production build, Lighthouse (mobile) per page beside a bare Next.js page,
// JavaScript weight per page, and throughput of `/` against a bare node:http server serving the
// same bytes. Lighthouse reads every page and the bare page twice per run, on Lighthouse's slow 4G:
// with applied throttling (throttlingMethod "devtools": Chromium delays each request by 562.5 ms
// and caps it at 1.47 Mbit/s down, 675 kbit/s up, CPU 4× slower), the reading the goal is judged
// on, and with Lantern's simulation ("simulate"), kept as a second column.
//
// Usage: npm run bench [-- --no-build] [-- --no-lighthouse] [-- --no-lantern] [-- --no-baseline] [-- --no-js] [-- --no-load]
//   --no-build       use the existing .next (its canonical links carry the SITE_URL of that build)
//   --no-lighthouse / --no-js / --no-inp / --no-load   skip a section (the report says "Skipped")
//   --no-lantern     only the applied reading (about a third less Lighthouse time)
//   --no-baseline    skip the bare Next.js page measured for scale (scripts/bench-lib/baseline.mjs)
//   --fleet          also the throughput of `/` through the fleet's balancer (HAProxy) with 1 and with
//                    3 instances (scripts/bench-lib/fleet.mjs), after the direct server has stopped;
//                    `npm run bench:fleet` = --no-build --no-lighthouse --no-js --fleet
// Env: BENCH_PAGES (comma-separated paths instead of the four pages), BENCH_PORT (next start, default 3200), BENCH_PLAIN_PORT (default BENCH_PORT + 1), BENCH_BASELINE_PORT (default BENCH_PORT + 2),
//      BENCH_DURATION (seconds per load run, default 10), BENCH_CONNECTIONS (default 50),
//      BENCH_WARMUP (seconds of load before each measured run, default 2),
//      BENCH_FLEET_PORT (the balancer, default FLEET_PORT or 8080; the fleet's other FLEET_* ports apply),
//      BENCH_LH_TIMEOUT (seconds per Lighthouse run, default 180; a run over it is a failed run),
//      BENCH_LH_RUNS (runs per page and reading, default 3; every figure is the median of the
//      complete runs, and the report says how many of how many), CHROME_PATH (default /usr/bin/chromium).
// Output: bench/report.json, bench/report.md (also printed to stdout), bench/lighthouse/* (git-ignored).
// Progress goes to stderr. Exit code is non-zero only if the build fails or the server does not start.
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  killAllChildrenSync,
  log,
  portInUse,
  runCommand,
  startChild,
  stopAllChildren,
  stopChild,
  httpGet,
  waitFor200,
} from "./bench-lib/proc.mjs";

// The checkout entry as visitors reach it, with a plan request (without one the step guard sends
// them on to the plan list, and Lighthouse would measure that redirect).
// `/b/timblack/` is the campaign variant campaign traffic lands on (`/b/` alone is a noindex door).
// BENCH_PAGES (comma-separated paths) measures other pages, e.g. one page while trying a change.
const PAGES = process.env.BENCH_PAGES
  ? process.env.BENCH_PAGES.split(",").map((p) => p.trim()).filter(Boolean)
  : ["/", "/b/timblack/", "/checkout/cep/?s=d500a", "/consultar-cobertura/cep/"];
/** The bare Next.js page's id among the Lighthouse targets. */
const BARE = "bare Next.js page";

const args = new Set(process.argv.slice(2));
for (const a of args) {
  if (!["--no-build", "--no-lighthouse", "--no-lantern", "--no-baseline", "--no-js", "--no-load", "--no-inp", "--fleet"].includes(a)) {
    console.error(`unknown argument ${a}`);
    process.exit(2);
  }
}
const envInt = (name, fallback) => {
  const v = Number.parseInt(process.env[name] ?? "", 10);
  return Number.isFinite(v) && v > 0 ? v : fallback;
};
const PORT = envInt("BENCH_PORT", 3200);
const PLAIN_PORT = envInt("BENCH_PLAIN_PORT", PORT + 1);
const BASELINE_PORT = envInt("BENCH_BASELINE_PORT", PORT + 2);
const DURATION = envInt("BENCH_DURATION", 10);
const CONNECTIONS = envInt("BENCH_CONNECTIONS", 50);
const WARMUP = Number.isFinite(Number(process.env.BENCH_WARMUP)) && process.env.BENCH_WARMUP !== "" ? Number(process.env.BENCH_WARMUP) : 2;
// Applied runs wait out Lighthouse's 5.25 s quiet windows and up to 45 s for the load; on this
// shared machine they took up to 91 s, which left 120 s little margin.
const LH_TIMEOUT_S = envInt("BENCH_LH_TIMEOUT", 180);
const LH_RUNS = envInt("BENCH_LH_RUNS", 3);
const FLEET_PORT = envInt("BENCH_FLEET_PORT", envInt("FLEET_PORT", 8080));
const BASE = `http://127.0.0.1:${PORT}`;
// BENCH_COMPARE_URL: another running build of the storefront (e.g. the previous release, started by
// hand on another port). Its pages join the same interleaved Lighthouse runs, and the report gives
// this build's median LCP over that build's, page by page: a before/after that the machine's drift
// cannot bias, because both builds share every fast and slow minute.
const COMPARE_URL = process.env.BENCH_COMPARE_URL?.replace(/\/$/, "") || null;
const compareId = (page) => `compare ${page}`;
const ROOT = process.cwd();
const BENCH_DIR = path.join(ROOT, "bench");
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
process.env.CHROME_PATH = CHROME_PATH;

// SANDBOX=1: without BACKEND_URL the server starts the sandbox server beside it, as `npm run quickstart` does.
// METRICS_PORT off unless set: the bench reads no metrics, and the listener's fixed default port
// would collide with any other server on the machine.
const childEnv = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  SITE_URL: BASE,
  METRICS_PORT: process.env.METRICS_PORT ?? "off",
  ...(process.env.BACKEND_URL ? {} : { SANDBOX: "1" }),
};
const started = Date.now();

process.on("exit", killAllChildrenSync);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, async () => {
    log(`${signal}: stopping children`);
    killAllChildrenSync();
    await stopAllChildren();
    process.exit(130);
  });
}

function readBuildId() {
  try {
    return readFileSync(path.join(ROOT, ".next", "BUILD_ID"), "utf8").trim();
  } catch {
    return null;
  }
}

function git(...gitArgs) {
  try {
    return execFileSync("git", gitArgs, { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return null;
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/** Other `next` servers whose working directory is this project (they serve this .next). */
function otherNextServers() {
  const found = [];
  try {
    for (const pid of readdirSync("/proc")) {
      if (!/^\d+$/.test(pid) || Number(pid) === process.pid) continue;
      try {
        const cmd = readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ").trim();
        if (!/next-server|next start|next\/dist\/bin\/next start|scripts\/server\.mjs/.test(cmd)) continue;
        if (readlinkSync(`/proc/${pid}/cwd`) === ROOT) found.push({ pid: Number(pid), cmd });
      } catch {
        /* process gone or not ours */
      }
    }
  } catch {
    /* no /proc */
  }
  return found;
}

async function main() {
  const notes = [];
  const meta = {
    date: new Date().toISOString(),
    nodeVersion: process.version,
    gitCommit: git("rev-parse", "--short", "HEAD") ?? "unknown",
    gitDirty: Boolean(git("status", "--porcelain")),
    platform: `${os.platform()} ${os.release()}`,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model?.trim() ?? "?",
    chromePath: CHROME_PATH,
    nextVersion: readJson(path.join(ROOT, "node_modules/next/package.json"))?.version ?? "?",
    lighthouseVersion: readJson(path.join(ROOT, "node_modules/lighthouse/package.json"))?.version ?? null,
    baseUrl: BASE,
    siteUrl: BASE,
    pages: PAGES,
    build: args.has("--no-build") ? "skipped (--no-build, existing .next)" : "npx next build",
  };

  meta.loadAverage = { start: os.loadavg().map((v) => Number(v.toFixed(2))) };
  meta.concurrentBuilds = busyNeighbours();

  // Refuse to measure somebody else's server.
  for (const port of [PORT, PLAIN_PORT, BASELINE_PORT]) {
    if (await portInUse(port)) {
      log(`port ${port} is already in use on 127.0.0.1; set BENCH_PORT / BENCH_PLAIN_PORT`);
      return 1;
    }
  }

  // 1. Build
  if (!args.has("--no-build")) {
    const others = otherNextServers();
    meta.otherServersOnThisNext = others;
    if (others.length) {
      log(
        `warning: ${others.length} other next server(s) run from this directory (pid ${others.map((o) => o.pid).join(", ")}); ` +
          "rebuilding .next changes the files under them",
      );
    }
    // Two builds writing the same .next corrupt each other: wait (bounded) for a running one.
    const deadline = Date.now() + 180_000;
    let builds = otherBuilds();
    while (builds.length && Date.now() < deadline) {
      log(`waiting for another next build in this directory to finish (pid ${builds.map((b) => b.pid).join(", ")})`);
      await new Promise((r) => setTimeout(r, 5_000));
      builds = otherBuilds();
    }
    if (builds.length) {
      log("another next build is still running after 180 s; not building over it");
      return 1;
    }
    log(`building (SITE_URL=${BASE})`);
    const t = Date.now();
    // As `npm run build`: the browser's zod bundle, next build, then the compile hints and the brotli copies.
    let code = await runCommand("zod bundle", process.execPath, ["scripts/zod-bundle.ts"], { cwd: ROOT, env: childEnv });
    if (code === 0) code = await runCommand("build", "npx", ["next", "build"], { cwd: ROOT, env: childEnv });
    if (code === 0) code = await runCommand("compile hints", process.execPath, ["scripts/compile-hints.mjs"], { cwd: ROOT, env: childEnv });
    if (code === 0) code = await runCommand("precompress", process.execPath, ["scripts/precompress.mjs"], { cwd: ROOT, env: childEnv });
    if (code !== 0) {
      log(`build failed (exit ${code})`);
      return 1;
    }
    meta.buildSeconds = Math.round((Date.now() - t) / 1000);
    meta.build = `zod bundle + npx next build + compile hints + brotli copies (${meta.buildSeconds} s)`;
  } else {
    notes.push(
      "Run with `--no-build`: the existing `.next` was used, so canonical links carry the SITE_URL of that build " +
        "(check the canonical notes below; run without `--no-build` for canonicals on " + BASE + ").",
    );
  }

  // 2. Server
  // As `npm start`: Next's handler behind the entry server (server/main.ts).
  log(`starting the server on ${BASE}`);
  const server = startChild("next", process.execPath, ["server/main.ts", "-p", String(PORT), "-H", "127.0.0.1"], {
    cwd: ROOT,
    env: childEnv,
  });
  try {
    await waitFor200(`${BASE}/`, { child: server, timeoutMs: 60_000 });
  } catch (error) {
    log(`server did not start: ${error.message}`);
    await stopChild(server);
    return 1;
  }
  log("server is up");
  meta.buildId = readBuildId();
  meta.buildIdChanges = [];
  // Somebody else building or testing on this machine skews (or, if .next is rebuilt under the
  // server, breaks) the numbers: look before and after each section.
  const checkpoint = (label) => {
    for (const b of busyNeighbours()) if (!meta.concurrentBuilds.some((x) => x.pid === b.pid)) meta.concurrentBuilds.push({ ...b, seenAt: label });
    const now = readBuildId();
    if (now !== meta.buildId && !meta.buildIdChanges.some((c) => c.buildId === now)) {
      meta.buildIdChanges.push({ seenAt: label, buildId: now });
      log(`warning: .next/BUILD_ID changed (${meta.buildId} → ${now}) before ${label}: another process rebuilt .next`);
    }
  };

  const report = { meta, lighthouse: null, baseline: null, javascript: null, inp: null, throughput: null, fleetThroughput: null, notes };
  try {
    // Warm each page once so Lighthouse does not measure a first render.
    for (const url of PAGES.flatMap((page) => [BASE + page, ...(COMPARE_URL ? [COMPARE_URL + page] : [])])) {
      try {
        const res = await httpGet(url, { headers: { "accept-encoding": "gzip" } });
        if (res.status !== 200) notes.push(`\`${url}\` answered ${res.status} on the warm-up request.`);
      } catch (error) {
        notes.push(`\`${url}\` warm-up request failed: ${error.message}`);
      }
    }

    // 3. Lighthouse, the pages and the yardstick (a bare Next.js page built with the project's own
    // Next.js and React, scripts/bench-lib/baseline.mjs) interleaved in the same run, each read
    // with applied throttling and with Lantern (scripts/bench-lib/throttling.ts), then each page
    // judged against the bare page on the applied reading (scripts/bench-lib/goal.ts).
    if (!args.has("--no-lighthouse")) {
      checkpoint("lighthouse");
      const { runLighthouseInterleaved } = await import("./bench-lib/lighthouse.mjs");
      const { summarizeRuns, judgeReadings } = await import("./bench-lib/goal.ts");
      const { READINGS, failUnthrottled } = await import("./bench-lib/throttling.ts");
      const readings = args.has("--no-lantern") ? { applied: READINGS.applied } : { ...READINGS };
      const outDir = path.join(BENCH_DIR, "lighthouse");
      const siteTargets = PAGES.flatMap((page) => [
        { id: page, baseUrl: BASE, page, slug: "site" },
        ...(COMPARE_URL ? [{ id: compareId(page), baseUrl: COMPARE_URL, page, slug: "compare" }] : []),
      ]);
      const measure = async (bareUrl) => {
        const targets = bareUrl ? [{ id: BARE, baseUrl: bareUrl, page: "/", slug: "baseline" }, ...siteTargets] : siteTargets;
        return runLighthouseInterleaved(targets, { outDir, readings, timeoutMs: LH_TIMEOUT_S * 1000, runs: LH_RUNS });
      };
      const allFailed = (error) => Object.fromEntries(Object.keys(readings).map((r) => [r, [{ ok: false, error }]]));
      let runs;
      try {
        if (args.has("--no-baseline")) {
          runs = await measure(null);
        } else {
          const { withBaselinePage } = await import("./bench-lib/baseline.mjs");
          const result = await withBaselinePage(ROOT, BASELINE_PORT, childEnv, async (bareUrl) => ({ ok: true, runs: await measure(bareUrl) }));
          if (result.ok) {
            runs = result.runs;
          } else {
            report.baseline = { ok: false, error: result.error };
            notes.push(`The bare Next.js page could not be measured (${result.error}); the pages ran alone and are not judged.`);
            runs = await measure(null);
          }
        }
      } catch (error) {
        log(`lighthouse could not run: ${error.message}`);
        runs = Object.fromEntries(PAGES.map((p) => [p, allFailed(String(error.message ?? error))]));
      }
      // An applied run that was not slowed is a failed run, not a fast one.
      if (runs && readings.applied) for (const byReading of Object.values(runs)) byReading.applied = byReading.applied.map(failUnthrottled);
      const summaries = (byReading) => Object.fromEntries(Object.entries(byReading ?? {}).map(([r, list]) => [r, summarizeRuns(list)]));
      if (runs[BARE]) report.baseline = { ok: true, runs: runs[BARE], summary: summaries(runs[BARE]) };
      report.lighthouse = {};
      for (const page of PAGES) {
        const pageRuns = runs[page] ?? allFailed("no result");
        const summary = summaries(pageRuns);
        report.lighthouse[page] = {
          runs: pageRuns,
          summary,
          judgement: report.baseline?.summary ? judgeReadings(summary, report.baseline.summary) : null,
        };
      }
      if (COMPARE_URL) {
        report.compare = { url: COMPARE_URL, pages: {} };
        for (const page of PAGES) {
          const other = summaries(runs[compareId(page)]);
          const mine = report.lighthouse[page].summary;
          const ratio = (r) => (mine[r]?.lcpMs && other[r]?.lcpMs ? mine[r].lcpMs / other[r].lcpMs : null);
          const lcpRatio = Object.fromEntries(Object.keys(readings).map((r) => [r, ratio(r)]));
          report.compare.pages[page] = { summary: other, lcpRatio };
          for (const r of Object.keys(readings)) {
            notes.push(
              `\`${page}\` against ${COMPARE_URL} (${r}): median LCP ${mine[r]?.lcpMs ?? "?"} ms vs ${other[r]?.lcpMs ?? "?"} ms` +
                ` (this build ÷ that build ${lcpRatio[r] === null ? "?" : lcpRatio[r].toFixed(3)}; runs ${JSON.stringify(mine[r]?.lcpRuns)} vs ${JSON.stringify(other[r]?.lcpRuns)}).`,
            );
          }
        }
      }
      const anyLhr = Object.values(runs).flatMap((byReading) => Object.values(byReading).flat()).find((r) => r.lighthouseVersion);
      if (anyLhr) {
        meta.lighthouseVersion = anyLhr.lighthouseVersion;
        meta.lighthouseUserAgent = anyLhr.userAgent;
      }
      meta.lighthouse = {
        runsPerTarget: LH_RUNS,
        timeoutS: LH_TIMEOUT_S,
        readings,
        throttling: Object.values(runs).flatMap((byReading) => Object.values(byReading).flat()).find((r) => r.throttling)?.throttling ?? null,
      };
    }

    // 4. JavaScript weight
    if (!args.has("--no-js")) {
      checkpoint("javascript");
      try {
        const { measureJs } = await import("./bench-lib/js-weight.mjs");
        report.javascript = await measureJs(PAGES, BASE);
        meta.chromiumVersion = report.javascript.browserVersion;
      } catch (error) {
        log(`javascript measurement failed: ${error.message}`);
        report.javascript = { error: String(error.message ?? error) };
      }
    }

    // 4b. Interaction to Next Paint of the checkout's first step on a 4x slowed CPU.
    if (!args.has("--no-inp")) {
      checkpoint("inp");
      try {
        const { measureInp } = await import("./bench-lib/inp.mjs");
        report.inp = await measureInp(BASE);
      } catch (error) {
        log(`INP measurement failed: ${error.message}`);
        report.inp = { error: String(error.message ?? error) };
      }
    }

    // 5. Throughput
    if (!args.has("--no-load")) {
      meta.loadAverage.beforeLoadTest = os.loadavg().map((v) => Number(v.toFixed(2)));
      checkpoint("throughput");
      try {
        const { compareThroughput } = await import("./bench-lib/load.mjs");
        report.throughput = {
          warmupS: WARMUP,
          ...(await compareThroughput({
            nextUrl: `${BASE}/`,
            plainPort: PLAIN_PORT,
            connections: CONNECTIONS,
            duration: DURATION,
            warmup: WARMUP,
          })),
        };
      } catch (error) {
        log(`throughput measurement failed: ${error.message}`);
        report.throughput = { error: String(error.message ?? error) };
      }
    }
    checkpoint("end");
  } finally {
    log("stopping server");
    await stopChild(server);
  }

  // 6. Throughput through the fleet's balancer, with the direct server stopped (same cores).
  if (args.has("--fleet")) {
    meta.loadAverage.beforeFleet = os.loadavg().map((v) => Number(v.toFixed(2)));
    try {
      const { fleetThroughput } = await import("./bench-lib/fleet.mjs");
      report.fleetThroughput = {
        warmupS: WARMUP,
        port: FLEET_PORT,
        sizes: await fleetThroughput({ sizes: [1, 3], port: FLEET_PORT, connections: CONNECTIONS, duration: DURATION, warmup: WARMUP }),
      };
    } catch (error) {
      log(`fleet throughput failed: ${error.message}`);
      report.fleetThroughput = { error: String(error.message ?? error) };
    }
  }

  if (!meta.chromiumVersion) {
    const ua = meta.lighthouseUserAgent?.match(/(?:HeadlessChrome|Chrome)\/([\d.]+)/);
    if (ua) meta.chromiumVersion = ua[1];
  }
  addNotes(report);
  meta.totalSeconds = Math.round((Date.now() - started) / 1000);

  // 7. Report
  const { renderMarkdown } = await import("./bench-lib/report.mjs");
  mkdirSync(BENCH_DIR, { recursive: true });
  writeFileSync(path.join(BENCH_DIR, "report.json"), JSON.stringify(report, null, 2) + "\n");
  const markdown = renderMarkdown(report);
  writeFileSync(path.join(BENCH_DIR, "report.md"), markdown);
  log("wrote bench/report.json and bench/report.md");
  process.stdout.write(markdown);
  return 0;
}

/** `next build` processes running in this directory (not ours). */
function otherBuilds() {
  const found = [];
  try {
    for (const pid of readdirSync("/proc")) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const cmd = readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ").trim();
        if (/^next-build\b/.test(cmd) && readlinkSync(`/proc/${pid}/cwd`) === ROOT) found.push({ pid: Number(pid), cmd });
      } catch {
        /* gone */
      }
    }
  } catch {
    /* no /proc */
  }
  return found;
}

/** CPU-heavy processes not started by this script (builds, test runners) that skew the numbers. */
function busyNeighbours() {
  const found = [];
  const mine = new Set([process.pid]);
  try {
    for (const pid of readdirSync("/proc")) {
      if (!/^\d+$/.test(pid) || mine.has(Number(pid))) continue;
      try {
        const cmd = readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ").trim();
        if (/next-build|next build|playwright test|vitest|tsc( |$)|eslint/.test(cmd) && !/^(npm exec|sh -c)/.test(cmd)) {
          found.push({ pid: Number(pid), cmd: cmd.slice(0, 120) });
        }
      } catch {
        /* gone */
      }
    }
  } catch {
    /* no /proc */
  }
  return found;
}

/** Findings worth a sentence in the report, derived from the raw numbers. */
function addNotes(report) {
  const { notes } = report;
  const { meta } = report;
  if (meta.buildIdChanges?.length) {
    notes.push(
      `**\`.next\` was rebuilt by another process while the bench ran** (BUILD_ID ${meta.buildId} → ` +
        `${meta.buildIdChanges.map((c) => `${c.buildId} before ${c.seenAt}`).join(", ")}): the server then answers ` +
        "500/404 for assets of the old build; the sections from that point on are NOT valid. Rerun.",
    );
  }
  if (meta.concurrentBuilds?.length) {
    notes.push(
      `**Other CPU-heavy processes were running during the bench** (${meta.concurrentBuilds.map((b) => `pid ${b.pid}: \`${b.cmd}\``).join("; ")}): ` +
        "numbers are pessimistic; rerun on an idle machine.",
    );
  }
  notes.push(
    `Load average (1/5/15 min) at start: ${meta.loadAverage.start.join(" / ")}` +
      (meta.loadAverage.beforeLoadTest ? `; before the load test: ${meta.loadAverage.beforeLoadTest.join(" / ")}` : "") +
      ` (${meta.cpus} cores).`,
  );
  const lh = report.lighthouse ?? {};
  // Category notes from each page's runs: a failing audit is named once per page.
  const allRuns = (entry) => Object.values(entry?.runs ?? {}).flat();
  for (const [page, entry] of Object.entries(lh)) {
    const done = allRuns(entry).filter((r) => r.scores);
    for (const [cat, label] of [["seo", "SEO"], ["accessibility", "Accessibility"], ["best-practices", "Best practices"]]) {
      const low = done.filter((r) => r.scores[cat] !== null && r.scores[cat] < 100);
      if (!low.length) continue;
      const ids = [...new Set(low.flatMap((r) => r.failing[cat].map((a) => `\`${a.id}\` (${a.title})`)))].join(", ") || "none listed";
      notes.push(`${label} of \`${page}\` was below 100 in ${low.length} of ${done.length} runs (${low.map((r) => r.scores[cat]).join(", ")}): ${ids}`);
    }
    const retried = allRuns(entry).filter((r) => r.attempts > 1).length;
    if (retried) notes.push(`Lighthouse on \`${page}\` needed a second attempt in ${retried} run(s) (the first was incomplete).`);
  }
  const indexes = [...Object.values(lh).flatMap(allRuns), ...allRuns(report.baseline)]
    .map((r) => r.benchmarkIndex)
    .filter((v) => typeof v === "number");
  if (indexes.length) {
    notes.push(
      `Both readings slow this machine's CPU 4× (a phone relative to whatever speed the host has): its CPU benchmark index went from ` +
        `${Math.round(Math.min(...indexes))} to ${Math.round(Math.max(...indexes))} during the runs (${report.meta.cpus} cores shared with ` +
        "the servers). Absolute figures hold for this run only; the ratios to the bare page are the comparable numbers.",
    );
  }

  const js = report.javascript?.pages ?? {};
  for (const [page, r] of Object.entries(js)) {
    if (!r.ok) continue;
    if (r.failedRequests?.length) {
      notes.push(
        `\`${page}\` had ${r.failedRequests.length} failed request(s) in the browser: ` +
          r.failedRequests.slice(0, 4).map((f) => `${f.status ?? f.error} ${f.url}`).join(", ") +
          (r.failedRequests.length > 4 ? ", …" : "") + ".",
      );
    }
    if (r.canonical && new URL(r.canonical).origin !== new URL(report.meta.baseUrl).origin) {
      notes.push(`Canonical of \`${page}\` is ${r.canonical}, not on ${report.meta.baseUrl} (build made with another SITE_URL?).`);
    }
    if (r.thirdPartyScripts) notes.push(`\`${page}\` loads ${r.thirdPartyScripts} third-party script(s).`);
  }
  const okPages = Object.values(js).filter((r) => r.ok);
  if (okPages.length) {
    const accept = okPages[0].acceptEncoding;
    const encodings = [...new Set(okPages.flatMap((r) => r.contentEncodings))];
    const withLen = okPages.reduce((n, r) => n + r.contentLengthHeaders, 0);
    const files = okPages.reduce((n, r) => n + r.scriptFiles, 0);
    const mismatches = okPages.flatMap((r) => r.contentLengthMismatches);
    const est = okPages.reduce((n, r) => n + r.gzipEstimateBytes, 0);
    const sent = okPages.reduce((n, r) => n + r.transferredBytes, 0);
    notes.push(
      `Scripts were requested with \`Accept-Encoding: ${accept ?? "?"}\` (Chromium's own) and served with content-encoding ` +
        `${encodings.join(", ")}. ${withLen} of ${files} script responses carried a content-length ` +
        (withLen ? `(${mismatches.length} differing from the transferred size)` : "(compressed responses are chunked)") +
        `; cross-check: gzip -6 of the bodies totals ${(est / 1024).toFixed(1)} KiB vs ${(sent / 1024).toFixed(1)} KiB transferred.`,
    );
    const robots = Object.entries(js)
      .filter(([, r]) => r.ok && r.robots)
      .map(([p, r]) => `\`${p}\`: ${r.robots}`);
    if (robots.length) notes.push(`Robots meta: ${robots.join("; ")}.`);
  }

  const tp = report.throughput;
  if (tp && !tp.error) {
    const p = tp.probe;
    notes.push(
      `autocannon sends no Accept-Encoding: \`next start\` answered \`/\` with ${p.bodyBytes} bytes, content-encoding ` +
        `${p.contentEncoding ?? "none"} (with \`Accept-Encoding: gzip\`: ${p.withGzipAccept.bodyBytes} bytes, ` +
        `${p.withGzipAccept.contentEncoding ?? "none"}), so both servers send the same uncompressed bytes` +
        `${p.plainIdentical ? " (checked byte for byte)" : " (WARNING: plain server body differs)"}. ` +
        `Next headers: x-nextjs-cache ${p.nextCache ?? "–"}, x-nextjs-prerender ${p.nextPrerender ?? "–"}, ` +
        `cache-control \`${p.cacheControl ?? "–"}\`.`,
    );
    if (tp.next.non2xx || tp.next.errors || tp.next.timeouts) {
      notes.push(`next start had ${tp.next.non2xx} non-2xx, ${tp.next.errors} errors, ${tp.next.timeouts} timeouts under load.`);
    }
    notes.push(`Load generator, \`next start\` and the plain server share the ${report.meta.cpus} cores: absolute req/s are machine-bound, the ratio is the useful number.`);
  }
}

let code = 1;
try {
  code = await main();
} catch (error) {
  log(`unexpected error: ${error.stack ?? error}`);
  code = 1;
} finally {
  await stopAllChildren();
}
process.exit(code);
