/**
 * `npm run test:engines`: the storefront in Firefox ESR and WebKitGTK, Debian's
 * engines rather than Playwright's downloads (docs/decisions/tests.md#0059). Starts its own production server
 * from the existing build (`npm run build` first), runs CHECKS in each engine, keeps screenshots
 * under .reports/engines/<engine>/ and writes the counts to ENGINES_REPORT (for
 * scripts/test-all.mjs). ENGINES=firefox or ENGINES=webkit runs one.
 *
 * An engine missing from this machine is a failure under CI=true (CI installs them: .ci/run), and
 * a skip with the reason otherwise.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { CHECKS } from "./checks";
import { firefoxMissing, startFirefox } from "./firefox";
import type { EngineName, EnginePage } from "./page";
import { reasonOf, Results } from "./runner";
import { startStorefront, type Storefront } from "./server";
import { Session } from "./session";
import { startWebKit, webkitMissing } from "./webkit";

const WORK_DIR = ".reports/engines";
/**
 * Ports of the suite's own servers, apart: the storefront and WebKitWebDriver start at the same
 * time, and each takes the first free port of its range.
 */
const SERVER_PORTS: [number, number] = [3600, 3649];
const DRIVER_PORTS: [number, number] = [3650, 3699];
/** A check that hangs (a driver that stopped answering) fails after this long. */
const CHECK_TIMEOUT_MS = 60_000;

const ENGINES: Record<EngineName, { missing: () => string | null; start: (dir: string) => Promise<EnginePage> }> = {
  firefox: { missing: firefoxMissing, start: () => startFirefox() },
  webkit: { missing: webkitMissing, start: (dir) => startWebKit(dir, DRIVER_PORTS) },
};

const ci = ["true", "1"].includes(process.env.CI ?? "");
const wanted = (process.env.ENGINES ?? "firefox,webkit").split(",").map((e) => e.trim()).filter(Boolean);
const results = new Results();
const seconds: Record<string, number> = {};
const skipped: string[] = [];

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000}s`)), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The storefront, started once, while the first engine starts (both take seconds on their own). */
let storefront: Promise<Storefront | null> | undefined;
const startOnce = () =>
  (storefront ??= (async () => {
    let started: Storefront | null = null;
    await results.test("storefront starts (server/main.ts, SANDBOX=1, the existing build)", async () => {
      started = await startStorefront(WORK_DIR, SERVER_PORTS);
    });
    return started;
  })());

async function runEngine(engine: EngineName): Promise<void> {
  const started = Date.now();
  const dir = path.join(WORK_DIR, engine);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  console.info(`\n${engine}`);
  let page: EnginePage | undefined;
  const server = startOnce();
  await results.test(`${engine} › starts`, async () => {
    page = await withTimeout(ENGINES[engine].start(dir), CHECK_TIMEOUT_MS, `starting ${engine}`);
  });
  const site = await server;
  if (!page || !site) {
    for (const c of CHECKS) results.notReached(`${engine} › ${c.name}`, page ? "the storefront did not start" : `${engine} did not start`);
    await page?.close().catch(() => undefined);
    seconds[engine] = (Date.now() - started) / 1000;
    return;
  }
  const session = new Session(page, site.baseUrl, dir);
  const failed = new Set<string>();
  for (const c of CHECKS) {
    const name = `${engine} › ${c.name}`;
    if (c.needs && failed.has(c.needs)) {
      results.notReached(name, `"${c.needs}" failed`);
      failed.add(c.name);
      continue;
    }
    const ok = await results.test(name, () => withTimeout(c.run(session), CHECK_TIMEOUT_MS, c.name));
    if (!ok) {
      failed.add(c.name);
      if (session.opened) await withTimeout(session.screenshot(`FAILED-${CHECKS.indexOf(c) + 1}`), 10_000, "screenshot").catch(() => undefined);
    }
  }
  const warnings = [...new Set(session.warnings)];
  if (warnings.length) console.info(`  warnings (not failures):\n    ${warnings.join("\n    ")}`);
  await withTimeout(page.close(), 15_000, `closing ${engine}`).catch((error) => console.warn(`  could not close ${engine}: ${reasonOf(error)}`));
  seconds[engine] = (Date.now() - started) / 1000;
  console.info(`  ${engine}: ${seconds[engine]!.toFixed(1)}s, screenshots in ${dir}/`);
}

async function main(): Promise<number> {
  const started = Date.now();
  mkdirSync(WORK_DIR, { recursive: true });
  const runnable: EngineName[] = [];
  for (const name of wanted) {
    if (!(name in ENGINES)) throw new Error(`ENGINES: unknown engine "${name}" (firefox, webkit)`);
    const engine = name as EngineName;
    const missing = ENGINES[engine].missing();
    if (!missing) runnable.push(engine);
    else if (ci) results.record({ name: `${engine} › installed`, status: "failed", ms: 0, reason: `${missing}; CI must run every engine (.ci/run installs them)` });
    else {
      skipped.push(`${engine}: ${missing}`);
      results.skip(`${engine} › every check`, `skipped, ${missing}`);
    }
  }
  try {
    for (const engine of runnable) await runEngine(engine);
  } finally {
    await (await storefront)?.stop();
  }
  const total = (Date.now() - started) / 1000;
  const passed = results.count("passed");
  const failed = results.count("failed");
  const report = { passed, failed, skipped: results.count("skipped"), skippedEngines: skipped, seconds: { ...seconds, total } };
  if (process.env.ENGINES_REPORT) writeFileSync(process.env.ENGINES_REPORT, JSON.stringify(report, null, 2));
  const times = Object.entries(seconds).map(([e, s]) => `${e} ${s.toFixed(1)}s`).join(", ");
  console.info(`\nengines: ${passed} passed, ${failed} failed${skipped.length ? `, skipped: ${skipped.join("; ")}` : ""} in ${total.toFixed(1)}s (${times || "no engine ran"})`);
  return failed ? 1 : 0;
}

// An explicit exit: a driver's socket left open must not keep the process (and `npm test`) waiting.
main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`engines: ${reasonOf(error)}`);
    process.exit(1);
  },
);
