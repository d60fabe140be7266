// `npm test`, the fast tier: typecheck, lint, unit tests, production build, and the end-to-end
// journeys in Chromium (tests/e2e/support/journeys.ts). `npm run test:full` (`--full`, what CI runs):
// the same, with every end-to-end test, then the cross-engine suite in Firefox ESR and WebKitGTK
// (tests/engines) and the container images run with podman (scripts/image-test.ts).
// Every suite runs even when an earlier one fails; the last line sums them all as
// "N passed, N failed" (the line CI reads), and the exit code is non-zero on any failure.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

const full = process.argv.includes("--full");
const startedAt = Date.now();
const reports = ".reports";
mkdirSync(reports, { recursive: true });
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" };
const bin = (name) => `node_modules/.bin/${name}`;

function run(label, command, args, extraEnv = {}) {
  console.info(`\n━━ ${label}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...env, ...extraEnv } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.info(`━━ ${label}: exit ${result.status ?? result.signal} in ${seconds}s`);
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

const rows = [];
const add = (suite, passed, failed, note = "") => rows.push({ suite, passed, failed, note });
// The failing (and flaky) tests by name, printed again just above the summary: CI keeps only the
// end of the log, and a count without a name cannot be followed up.
const named = [];
const firstLine = (text = "") => String(text).replace(/\u001b\[[0-9;]*m/g, "").trim().split("\n")[0].slice(0, 200);

function vitestFailures(report) {
  for (const file of report.testResults ?? []) {
    if (file.status === "failed" && !(file.assertionResults ?? []).some((t) => t.status === "failed"))
      named.push(`unit FAILED ${file.name}: ${firstLine(file.message)}`);
    for (const t of file.assertionResults ?? [])
      if (t.status === "passed" && t.failureMessages?.length)
        named.push(`unit flaky  ${file.name.replace(process.cwd() + "/", "")} › ${t.fullName}: ${firstLine(t.failureMessages[0])}`);
      else if (t.status === "failed") named.push(`unit FAILED ${file.name.replace(process.cwd() + "/", "")} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
  }
}

function playwrightFailures(suite, path = []) {
  const here = suite.title ? [...path, suite.title] : path;
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests ?? [])
      if (test.status === "unexpected" || test.status === "flaky") {
        const error = test.results?.find((r) => r.error)?.error?.message;
        named.push(`e2e ${test.status === "flaky" ? "flaky " : "FAILED"} [${test.projectName}] ${[...here, spec.title].join(" › ")}: ${firstLine(error)}`);
      }
  for (const child of suite.suites ?? []) playwrightFailures(child, here);
}

// Checks that are one pass or fail each.
const typeOk = run("typecheck", bin("tsc"), ["--noEmit"]);
add("typecheck", typeOk ? 1 : 0, typeOk ? 0 : 1);
const lintOk = run("lint", bin("eslint"), [".", "--max-warnings=0"]);
add("lint", lintOk ? 1 : 0, lintOk ? 0 : 1);

// Unit tests: counted from vitest's JSON report.
const vitestJson = `${reports}/vitest.json`;
rmSync(vitestJson, { force: true });
const unitOk = run("unit", bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestJson}`]);
const unit = readJson(vitestJson);
if (unit) vitestFailures(unit);
const unitFlaky = (unit?.testResults ?? []).flatMap((f) => f.assertionResults ?? []).filter((t) => t.status === "passed" && t.failureMessages?.length).length;
if (unit) add("unit", unit.numPassedTests, unit.numFailedTests + (unitOk || unit.numFailedTests ? 0 : 1), unitFlaky ? `${unitFlaky} flaky` : "");
else add("unit", 0, 1, "no report");

// End-to-end tests need a production build of the current code, as `npm run build` makes it
// (the browser's zod bundle, next build, then the compile hints and the brotli copies), with no
// backend and no setting: as an image is built. The e2e servers are configured at start
// (playwright.config.ts).
const buildOk =
  run("zod bundle", process.execPath, ["scripts/zod-bundle.ts"]) &&
  run("build", bin("next"), ["build"]) &&
  run("compile hints", process.execPath, ["scripts/compile-hints.mjs"]) &&
  run("precompress", process.execPath, ["scripts/precompress.mjs"]);
add("build", buildOk ? 1 : 0, buildOk ? 0 : 1);
if (buildOk) {
  const e2eJson = `${reports}/playwright.json`;
  rmSync(e2eJson, { force: true });
  const tier = full ? {} : { E2E_TIER: "journeys" };
  const e2eOk = run(full ? "e2e" : "e2e journeys", bin("playwright"), ["test"], { PLAYWRIGHT_JSON: e2eJson, ...tier });
  const e2e = existsSync(e2eJson) ? readJson(e2eJson) : null;
  for (const suite of e2e?.suites ?? []) playwrightFailures(suite);
  if (e2e?.stats) {
    const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = e2e.stats;
    add(full ? "e2e" : "e2e journeys", expected + flaky, unexpected + (e2eOk || unexpected ? 0 : 1), `${flaky} flaky, ${skipped} skipped`);
  } else add("e2e", 0, 1, "no report");
} else add("e2e", 0, 1, "not run: build failed");

// The cross-engine suite (tests/engines/main.ts) on the same build, with a server of its own:
// counted from its report. An engine this machine lacks is a failure under CI, a skip otherwise.
if (buildOk && full) {
  const enginesJson = `${reports}/engines.json`;
  rmSync(enginesJson, { force: true });
  const enginesOk = run("engines", process.execPath, ["node_modules/tsx/dist/cli.mjs", "tests/engines/main.ts"], { ENGINES_REPORT: enginesJson });
  const engines = readJson(enginesJson);
  if (engines) {
    const times = Object.entries(engines.seconds).map(([name, s]) => `${name} ${s.toFixed(0)}s`).join(", ");
    const skipped = engines.skippedEngines.length ? `; skipped ${engines.skippedEngines.join("; ")}` : "";
    add("engines", engines.passed, engines.failed + (enginesOk || engines.failed ? 0 : 1), `${times}${skipped}`);
  } else add("engines", 0, 1, "no report");
} else if (full) add("engines", 0, 1, "not run: build failed");

// The container images built and run with podman (scripts/image-test.ts), counted from its report.
// Under CI=true a machine without podman fails it, saying why; elsewhere it is skipped.
if (buildOk && full) {
  const imageJson = `${reports}/image.json`;
  rmSync(imageJson, { force: true });
  const imageOk = run("image", process.execPath, ["scripts/image-test.ts"], { IMAGE_REPORT: imageJson });
  const image = readJson(imageJson);
  if (image) {
    for (const c of image.checks ?? []) if (!c.ok) named.push(`image FAILED ${c.name}: ${firstLine(c.detail)}`);
    const times = Object.entries(image.facts ?? {}).filter(([name]) => / s$| MB$/.test(name)).map(([name, value]) => `${name} ${value}`).join(", ");
    add("image", image.passed, image.failed + (imageOk || image.failed ? 0 : 1), times);
  } else add("image", 0, 1, "no report");
} else if (full) add("image", 0, 1, "not run: build failed");

if (named.length) console.info(`\nNot passed at first try (${named.length}):\n${named.map((n) => `  ${n}`).join("\n")}`);
console.info("\nSuite        passed  failed  note");
for (const r of rows) console.info(`${r.suite.padEnd(12)} ${String(r.passed).padStart(6)}  ${String(r.failed).padStart(6)}  ${r.note}`);
const passed = rows.reduce((n, r) => n + r.passed, 0);
const failed = rows.reduce((n, r) => n + r.failed, 0);
const seconds = Math.round((Date.now() - startedAt) / 1000);
console.info(`${full ? "test:full" : "npm test (fast tier; npm run test:full runs everything)"}: ${Math.floor(seconds / 60)} min ${seconds % 60} s`);
console.info(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
