// `npm run fleet:rollout`: a rolling deploy of the fleet, one instance at a time, that no
// visitor notices. It starts a fleet of FLEET_INSTANCES on the existing build A (.next, through
// scripts/fleet-core.mjs: the same pm2 apps, services and balancer as `npm run fleet`), builds
// B from this checkout into a directory of its own (NEXT_DIST_DIR=.next-rollout-<key>, kept: a
// second run with the same build inputs builds nothing), then:
//
//  0. static files: before any B instance starts, A's /_next/static files are copied into B's,
//     never overwriting one (their names are content hashes): every B instance serves the scripts
//     and stylesheets of both builds. An A instance has only A's; a page of B that asks one for a
//     B file gets a 404 that HAProxy retries on another instance (deploy/haproxy/fleet.cfg.template,
//     backend static_files: retry-on 404), and the B instances have it. So a page of either build
//     loads all its chunks whichever instance the balancer picks, with nothing but files and the
//     balancer's configuration (no code in the server);
//  1. for each instance: `pm2 restart` with B's NEXT_DIST_DIR: pm2 sends SIGTERM (the server
//     answers /readyz with 503 at once and keeps serving for DRAIN_SECONDS; HAProxy marks it
//     DOWN), waits for the process to exit, starts B's server on the same port; then wait until
//     HAProxy marks it UP, and the next one.
//
// Each build has its own random BUILD_ID, in every RSC payload: a client of A that asks a B
// instance for a navigation's payload gets B's id and loads the page anew (Next's own skew check)
// instead of mixing B's payload into A's page. (No deploymentId: docs/operating.md "Rolling deploy".)
//
// Usage: npm run fleet:rollout [-- --check]
//   (no flag) roll the fleet from A to B, then keep serving B until Ctrl-C, like `npm run fleet`.
//   --check   the proof: FLEET_ROLLOUT_VISITORS (30) simulated visitors mid-checkout and a request
//             loop through the balancer during the whole rollout; asserts every page and every
//             /_next/static file their HTML references answered 200, no request through the
//             balancer failed, every visitor's order (lead + every step) completed, and the leads
//             in PostgreSQL are exactly the visitors' (none lost, none duplicated). Exit code 1
//             otherwise; the details in .reports/fleet-rollout.json, every process's output in
//             .reports/fleet-rollout.log.
// Env: the fleet's FLEET_* ports (scripts/fleet.mjs), FLEET_SANDBOX_PORT (FLEET_PORT + 90), DRAIN_SECONDS
//      (8 here: longer than HAProxy's 2 x 2 s to mark an instance down), FLEET_ROLLOUT_VISITORS (30),
//      FLEET_ROLLOUT_LOOP (4 request loops); two controls, to see the failures each part
//      prevents: FLEET_ROLLOUT_CARRY=0 (A's files not copied into B) and FLEET_ROLLOUT_RETRY=0 (the
//      balancer does not retry a /_next/static 404 elsewhere).
import { execFileSync, spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { cpSync, createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { balancerRequest } from "./fleet-http.mjs";
import { DEFAULTS, ROOT, startFleet } from "./fleet-core.mjs";
import { browserWalks, summarizeWalks } from "./fleet-rollout-browsers.mjs";
import { haproxyCommand } from "./fleet-services.ts";

const args = process.argv.slice(2);
for (const a of args) {
  if (a !== "--check") {
    console.error(`fleet:rollout: unknown argument ${a} (known: --check)`);
    process.exit(2);
  }
}
const CHECK = args.includes("--check");
const envInt = (name, fallback) => {
  const n = Number(process.env[name]);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};
const PORT = envInt("FLEET_PORT", DEFAULTS.port);
const INSTANCES = envInt("FLEET_INSTANCES", DEFAULTS.instances);
const VISITORS = envInt("FLEET_ROLLOUT_VISITORS", 30);
const LOOP_WORKERS = envInt("FLEET_ROLLOUT_LOOP", 4);
// FLEET_ROLLOUT_BROWSERS=0 leaves the browsers out (envInt refuses 0: read here).
const BROWSERS = process.env.FLEET_ROLLOUT_BROWSERS === "0" ? 0 : envInt("FLEET_ROLLOUT_BROWSERS", 4);
const DRAIN = process.env.DRAIN_SECONDS || "8";
const REPORTS = path.join(ROOT, ".reports");
const RUN = randomBytes(4).toString("hex");
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const log = (m) => process.stderr.write(`[rollout] ${m}\n`);

const git = (...a) => execFileSync("git", a, { cwd: ROOT, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });

/** Paths that build nothing (as scripts/fleet-build.mjs counts them). */
const NOT_INPUTS = [":(exclude)tests", ":(exclude)*.md", ":(exclude)scripts/fleet*", ":(exclude)scripts/bench*", ":(exclude)server", ":(exclude)scripts/screenshots*", ":(exclude)scripts/quickstart*", ":(exclude)scripts/test-all*", ":(exclude)scripts/deploy*", ":(exclude).ci", ":(exclude)deploy", ":(exclude)bench", ":(exclude)package.json"];

/** B's cache key: the build inputs git tracks (their blob hashes) and the work tree's changes to them. */
function sourceKey() {
  const tracked = git("ls-files", "-s", "--", ".", ...NOT_INPUTS);
  const diff = git("diff", "HEAD", "--", ".", ...NOT_INPUTS);
  const commit = git("rev-parse", "--short=10", "HEAD").trim();
  return `${commit}-${createHash("sha256").update(tracked).update(diff).digest("hex").slice(0, 10)}`;
}

/** A build's BUILD_ID, or null. */
function builtId(distDir) {
  try {
    return readFileSync(path.join(ROOT, distDir, "BUILD_ID"), "utf8").trim();
  } catch {
    return null;
  }
}

/** Every file under dir, relative. */
function walk(dir, base = dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) walk(full, base, out);
    else out.push(path.relative(base, full));
  }
  return out;
}

/** Removes the files a --check run carried into distDir (its rollout-carried.json), if any. */
function uncarry(distDir) {
  const carried = path.join(ROOT, distDir, "rollout-carried.json");
  if (!existsSync(carried)) return;
  for (const f of JSON.parse(readFileSync(carried, "utf8"))) rmSync(path.join(ROOT, distDir, "static", f), { force: true });
  rmSync(carried);
}

/** Copies from/static into to/static, never overwriting a file; answers the files added. */
function carryStatic(fromDist, toDist) {
  const from = path.join(ROOT, fromDist, "static");
  const to = path.join(ROOT, toDist, "static");
  const had = new Set(walk(to));
  const added = walk(from).filter((f) => !had.has(f));
  cpSync(from, to, { recursive: true, force: false, errorOnExist: false });
  return added;
}

// ---------- HTTP through the balancer ----------

/** One request through the balancer; never throws (scripts/fleet-http.mjs). */
const request = (agent, method, urlPath, { body, cookie, headers = {} } = {}) =>
  balancerRequest(PORT, agent, method, urlPath, { body, cookie, headers: { "x-request-id": `rollout-${RUN}-${randomBytes(4).toString("hex")}`, ...headers } });

/** The /_next/static scripts and stylesheets an HTML page references (src= and href=, as written). */
function staticRefs(html) {
  const refs = new Set();
  for (const m of html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+)"/g)) refs.add(m[1].replace(/&amp;/g, "&"));
  return [...refs];
}

const stats = { pagesByBuild: {}, pages: 0, pageFailures: [], assets: 0, assetFailures: [], apiCalls: 0, apiFailures: [], loop: 0, loopFailures: [], servedBy: {} };

/** Loads a page and every static file it references, as a browser would; answers the refs. */
async function loadPage(agent, urlPath, who) {
  const page = await request(agent, "GET", urlPath, { headers: { accept: "text/html" } });
  stats.pages++;
  if (page.status !== 200) {
    stats.pageFailures.push({ who, urlPath, status: page.status, error: page.error ?? null, instance: page.headers?.["x-uf-instance"] ?? null });
    return [];
  }
  // Which build's page this is: its RSC payload names the build ("b").
  const build = /\\"b\\":\\"([^\\"]+)/.exec(page.body)?.[1] ?? "none";
  stats.pagesByBuild[build] = (stats.pagesByBuild[build] ?? 0) + 1;
  const refs = staticRefs(page.body);
  await fetchAssets(agent, refs, who);
  return refs;
}

async function fetchAssets(agent, refs, who) {
  for (const ref of refs) {
    const answer = await request(agent, "GET", ref, { headers: { "accept-encoding": "br" } });
    stats.assets++;
    const instance = answer.headers?.["x-uf-instance"] ?? "?";
    stats.servedBy[instance] = (stats.servedBy[instance] ?? 0) + 1;
    if (answer.status !== 200) stats.assetFailures.push({ who, ref, status: answer.status, error: answer.error ?? null, instance });
  }
}

const STEPS = [
  ["checkout/nome", "name", { name: "Cliente Rollout" }],
  ["checkout/telefone", "phone", { phone: "11987654321" }],
  ["checkout/email", "email", { email: "rollout@example.com.br", accept_promotions: false, accept_information: true }],
  ["checkout/data-nascimento", "birthDate", { birth_date: "1990-12-31" }],
  ["checkout/nome-mae", "motherName", { mothers_name: "Maria Rollout" }],
  ["checkout/cpf", "documentNumber", { cpf: "52998224725" }],
  ["checkout/data-de-vencimento", "dueDate", { due_date: "10" }],
];

/**
 * A visitor mid-checkout: the CEP page and its files, a lead, then each step: its page and files,
 * the first page's files again (the chunks a page loaded long ago still asks for), the PATCH, a pause.
 */
async function visitor(n, pauseMs, outcome) {
  const runOctet = 16 + (parseInt(RUN.slice(0, 2), 16) % 200);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2, localAddress: `127.${runOctet}.${(n >> 8) & 255}.${n & 255}` });
  const who = `visitor ${n}`;
  const tag = `rollout-${RUN}-${n}`;
  const lead = { n, tag, id: null, steps: [], done: false };
  outcome.push(lead);
  try {
    const firstRefs = await loadPage(agent, "/checkout/cep/", who);
    await sleep(pauseMs / 2);
    const created = await request(agent, "POST", "/api/lead-v2/", { body: { idPlan: "p-d600gl", address: { cep: "01310100", number: String(100 + n) }, client_id: tag } });
    stats.apiCalls++;
    if (created.status !== 200) return stats.apiFailures.push({ who, call: "POST lead-v2", status: created.status, error: created.error ?? null, body: created.body?.slice(0, 200) });
    lead.id = JSON.parse(created.body).idLead;
    const cookie = (created.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
    for (const [page, step, body] of STEPS) {
      await sleep(pauseMs);
      await loadPage(agent, `/${page}/`, who);
      await fetchAssets(agent, firstRefs, who);
      const answer = await request(agent, "PATCH", `/api/lead-v2/${lead.id}/${step}/`, { body, cookie });
      stats.apiCalls++;
      if (answer.status !== 200) return stats.apiFailures.push({ who, call: `PATCH ${step}`, status: answer.status, error: answer.error ?? null, body: answer.body?.slice(0, 200) });
      lead.steps.push(step);
    }
    const read = await request(agent, "GET", `/api/lead/${lead.id}/`, { cookie });
    stats.apiCalls++;
    if (read.status !== 200) return stats.apiFailures.push({ who, call: "GET lead", status: read.status, error: read.error ?? null });
    lead.done = JSON.parse(read.body).due_date === "10";
  } finally {
    agent.destroy();
  }
}

/** Requests through the balancer, back to back, until `until()`: the load a SIGTERM lands in. */
async function requestLoop(worker, until) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const paths = ["/", "/checkout/cep/", "/checkout/nome/"];
  for (let i = 0; !until(); i++) {
    const p = paths[(i + worker) % paths.length];
    const answer = await request(agent, "GET", p);
    stats.loop++;
    if (answer.status !== 200) stats.loopFailures.push({ path: p, status: answer.status, error: answer.error ?? null, at: new Date().toISOString() });
  }
  agent.destroy();
}

/**
 * npm run build into distDir with `env`; every line to `out` as [build]. Next adds the directory's
 * types to tsconfig.json's "include" (and reformats it): put back as it was, so that a build for a
 * rollout leaves the checkout unchanged.
 */
async function build(distDir, env, out) {
  const tsconfig = path.join(ROOT, "tsconfig.json");
  const before = readFileSync(tsconfig, "utf8");
  const { atime, mtime } = statSync(tsconfig);
  try {
    return await buildOnce(distDir, env, out);
  } finally {
    // Its time too: newer than .next/BUILD_ID, it would make `npm run fleet` build again.
    if (readFileSync(tsconfig, "utf8") !== before) {
      writeFileSync(tsconfig, before);
      utimesSync(tsconfig, atime, mtime);
    }
  }
}

function buildOnce(distDir, env, out) {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "build"], { cwd: ROOT, env: { ...process.env, ...env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: "1" }, stdio: ["ignore", "pipe", "pipe"] });
    for (const stream of [child.stdout, child.stderr]) {
      let pending = "";
      stream.setEncoding("utf8");
      stream.on("data", (c) => {
        const lines = (pending + c).split("\n");
        pending = lines.pop() ?? "";
        for (const line of lines) out(`[build] ${line}`);
      });
    }
    child.on("exit", (code) => resolve(code));
  });
}

/**
 * What HAProxy counted per backend: requests, answers by class, retries (wretr) and redispatches
 * (wredis): the 404s of /_next/static it retried elsewhere show here.
 */
async function balancerCounts(statsSocket) {
  const csv = await haproxyCommand(statsSocket, "show stat");
  const [head, ...rows] = csv.replace(/^# /, "").trim().split("\n");
  const cols = head.split(",");
  const at = (row, name) => row.split(",")[cols.indexOf(name)];
  const out = {};
  for (const r of rows) {
    if (at(r, "svname") !== "BACKEND" && at(r, "svname") !== "FRONTEND") continue;
    out[`${at(r, "pxname")}/${at(r, "svname")}`] = Object.fromEntries(["stot", "hrsp_2xx", "hrsp_3xx", "hrsp_4xx", "hrsp_5xx", "wretr", "wredis", "eresp", "econ"].map((c) => [c, Number(at(r, c)) || 0]));
  }
  return out;
}

// ---------- the rollout ----------

async function waitState(fleet, id, wanted, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const state = (await fleet.states().catch(() => ({})))[id];
    if (wanted(state)) return state;
    await sleep(250);
  }
  throw new Error(`${id}: HAProxy state not reached in ${timeoutMs / 1000} s`);
}

async function rollOne(fleet, instance, distDir, timeline) {
  const t0 = Date.now();
  const mark = (event) => timeline.push({ id: instance.id, event, s: (Date.now() - t0) / 1000 });
  // pm2 restarts the app with B's NEXT_DIST_DIR: SIGTERM, the drain, the exit, then B's process.
  const restarted = fleet.restart(instance.id, { NEXT_DIST_DIR: distDir });
  mark("SIGTERM (pm2 restart)");
  await waitState(fleet, instance.id, (s) => s === "DOWN" || s === "MAINT", 30_000);
  mark("DOWN at the balancer");
  const done = await Promise.race([restarted.then(() => true), sleep(60_000).then(() => false)]);
  if (!done) throw new Error(`${instance.id} was not restarted within 60 s of SIGTERM`);
  mark(`A exited, B started (pid ${await fleet.pid(instance.id)})`);
  await waitState(fleet, instance.id, (s) => s === "UP", 180_000);
  mark("UP at the balancer");
}

async function main() {
  mkdirSync(REPORTS, { recursive: true });
  const logStream = createWriteStream(path.join(REPORTS, "fleet-rollout.log"));
  const out = (line) => {
    logStream.write(`${line}\n`);
    if (!CHECK || line.startsWith("[fleet]") || line.startsWith("[build]") && /error|✓|Compiled/i.test(line) || /^\[lb\] Server /.test(line)) process.stderr.write(`${line}\n`);
  };

  // A: the existing build (built here when missing or stale, as `npm run fleet` does).
  const siteUrl = process.env.SITE_URL ?? `http://127.0.0.1:${PORT}`;
  const key = sourceKey();
  const inputs = key.slice(key.indexOf("-") + 1);
  // Not the commit: the build inputs, so that a commit to tests or docs reuses B.
  const distB = `.next-rollout-${createHash("sha256").update(`${inputs} ${CHECK ? "check" : ""} ${siteUrl}`).digest("hex").slice(0, 12)}`;

  // A: with --check, this checkout built once more (cached like B) into a directory of its
  // own, so that the check never depends on what .next holds; otherwise .next, the build
  // `npm run fleet` serves (built first when stale, as there).
  const distA = CHECK ? `.next-rollout-a-${createHash("sha256").update(`${inputs} ${siteUrl}`).digest("hex").slice(0, 12)}` : ".next";
  if (CHECK) {
    // A run that ended before its clean-up: each build must start with its own files only, or
    // the check (and its control, FLEET_ROLLOUT_CARRY=0) proves nothing.
    uncarry(distA);
    uncarry(distB);
    if (existsSync(path.join(ROOT, distA, "BUILD_ID"))) log(`build A: ${distA} is there already`);
    else {
      log(`build A: npm run build into ${distA}`);
      if ((await build(distA, { SITE_URL: siteUrl }, out)) !== 0) throw new Error("the build of A failed");
    }
  }
  log(`run ${RUN}: a fleet of ${INSTANCES} on build A (${distA}, BUILD_ID ${builtId(distA) ?? "none yet"})`);
  const fleet = await startFleet({
    instances: INSTANCES,
    port: PORT,
    basePort: envInt("FLEET_BASE_PORT", DEFAULTS.basePort),
    redisPort: envInt("FLEET_REDIS_PORT", DEFAULTS.redisPort),
    pgPort: envInt("FLEET_PG_PORT", DEFAULTS.pgPort),
    metricsBasePort: envInt("FLEET_METRICS_BASE_PORT", DEFAULTS.metricsBasePort),
    lbMetricsPort: envInt("FLEET_LB_METRICS_PORT", DEFAULTS.lbMetricsPort),
    sandboxPort: envInt("FLEET_SANDBOX_PORT", PORT + 90),
    build: CHECK ? "never" : process.env.FLEET_BUILD || "auto",
    staticRetry404: process.env.FLEET_ROLLOUT_RETRY !== "0",
    siteUrl,
    env: { DRAIN_SECONDS: DRAIN, ...(CHECK ? { NEXT_DIST_DIR: distA } : {}) },
    out,
  });
  let code = 1;
  let stopping = false;
  const stop = async (c) => {
    if (stopping) return;
    stopping = true;
    log("stopping the fleet");
    await fleet.stop();
    logStream.end();
    process.exit(c);
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => void stop(130));
  try {
    // B: built once per build inputs.
    const idA = builtId(distA);
    if (existsSync(path.join(ROOT, distB, "BUILD_ID"))) log(`build B: ${distB} is there already`);
    else {
      log(`build B: npm run build into ${distB}; the fleet keeps serving A meanwhile`);
      const t = Date.now();
      const status = await build(
        distB,
        // --check: B is this same code, so its chunk names would equal A's. NEXT_HASH_SALT
        // (Next's outputHashSalt) makes every content hash differ: the worst case of a deploy.
        { SITE_URL: siteUrl, ...(CHECK ? { NEXT_HASH_SALT: `rollout-check-b-${inputs}` } : {}) },
        out,
      );
      if (status !== 0) throw new Error(`the build of B failed (exit ${status})`);
      log(`build B done in ${((Date.now() - t) / 1000).toFixed(0)} s`);
    }
    const idB = builtId(distB);
    if (idA === idB) throw new Error(`A and B have the same BUILD_ID ${idA}`);
    const chunksA = new Set(walk(path.join(ROOT, distA, "static", "chunks")));
    const chunksB = walk(path.join(ROOT, distB, "static", "chunks"));
    const onlyB = chunksB.filter((f) => !chunksA.has(f)).length;
    log(`chunks: A ${chunksA.size}, B ${chunksB.length}, ${onlyB} of B's not in A; BUILD_ID A ${readFileSync(path.join(ROOT, distA, "BUILD_ID"), "utf8").trim()}, B ${readFileSync(path.join(ROOT, distB, "BUILD_ID"), "utf8").trim()}`);
    // Before any B instance starts (Next lists its static directory at start): B gets A's files.
    // A's running instances are left as they are: the balancer retries their 404s elsewhere.
    // FLEET_ROLLOUT_CARRY=0 (a control for --check): no files carried, to see what they prevent.
    const carry = process.env.FLEET_ROLLOUT_CARRY !== "0";
    const intoB = carry ? carryStatic(distA, distB) : [];
    if (CHECK) writeFileSync(path.join(ROOT, distB, "rollout-carried.json"), JSON.stringify(intoB));
    log(`static files: ${intoB.length} of A's copied into B${carry ? "" : " (FLEET_ROLLOUT_CARRY=0)"}; the balancer ${process.env.FLEET_ROLLOUT_RETRY === "0" ? "does NOT retry (FLEET_ROLLOUT_RETRY=0)" : "retries"} a /_next/static 404 on another instance`);

    const outcome = [];
    let rolled = false;
    let before = null;
    let db = null;
    if (CHECK) {
      const { default: pg } = await import("pg");
      db = new pg.Client({ connectionString: fleet.postgres.url });
      await db.connect();
      before = Number((await db.query("SELECT count(*) FROM leads")).rows[0].count);
    }
    const timeline = [];
    const started = Date.now();
    // Visitors start over the first 10 s and pause ~12 s between steps: each one's checkout spans
    // the replacement of more than one instance.
    const visitors = CHECK
      ? Promise.all(Array.from({ length: VISITORS }, (_, i) => sleep((i * 10_000) / VISITORS).then(() => visitor(i + 1, 12_000, outcome))))
      : Promise.resolve();
    // The rollout starts once every browser has its first page (A's) on screen: a cold Chromium on
    // a loaded machine can take a minute, and a walk that starts after the rollout proves nothing.
    let browsersUp = 0;
    let allStarted = () => {};
    const browsersStarted = new Promise((resolve) => (allStarted = resolve));
    const browsers = CHECK && BROWSERS ? browserWalks({ baseUrl: fleet.url, count: BROWSERS, pauseMs: 8_000, log, onStarted: () => ++browsersUp === BROWSERS && allStarted() }) : Promise.resolve([]);
    if (!(CHECK && BROWSERS)) allStarted();
    const loops = CHECK ? Promise.all(Array.from({ length: LOOP_WORKERS }, (_, w) => requestLoop(w, () => rolled))) : Promise.resolve();
    if (CHECK) await Promise.all([sleep(12_000), Promise.race([browsersStarted, sleep(120_000)])]);
    for (const instance of fleet.instances) {
      log(`replacing ${instance.id} (port ${instance.port}) with build B`);
      await rollOne(fleet, instance, distB, timeline);
      log(`${instance.id} serves B`);
    }
    const rolledAt = (Date.now() - started) / 1000;
    log(`rollout done in ${rolledAt.toFixed(0)} s`);

    if (!CHECK) {
      log(`${fleet.url}/ serves build B; Ctrl-C stops everything`);
      await new Promise(() => {});
    }
    await visitors;
    const walks = await browsers;
    rolled = true;
    await loops;

    // The skew check Next makes: an RSC request of A's client answered by a B instance.
    // (`?_rsc` empty: Next redirects to its cache-busting value; one hop followed.)
    let rsc = await request(undefined, "GET", "/checkout/cep/?_rsc", { headers: { rsc: "1" } });
    if (rsc.status === 307 && rsc.headers.location) rsc = await request(undefined, "GET", rsc.headers.location, { headers: { rsc: "1" } });
    const skew = { status: rsc.status, payloadBuildId: /"b":"([^"]+)"/.exec(rsc.body ?? "")?.[1] ?? null, clientBuildId: idA, deploymentIdHeader: rsc.headers?.["x-nextjs-deployment-id"] ?? null };

    const after = Number((await db.query("SELECT count(*) FROM leads")).rows[0].count);
    const { rows } = await db.query("SELECT data->>'client_id' AS tag, id::text AS id FROM leads WHERE data->>'client_id' LIKE $1", [`rollout-${RUN}-%`]);
    await db.end();
    const stored = new Map();
    for (const r of rows) stored.set(r.tag, [...(stored.get(r.tag) ?? []), r.id]);
    const created = outcome.filter((l) => l.id);
    const lost = created.filter((l) => !(stored.get(l.tag) ?? []).includes(l.id)).map((l) => l.tag);
    const duplicated = [...stored].filter(([, ids]) => ids.length > 1).map(([tag, ids]) => ({ tag, ids }));
    const unfinished = outcome.filter((l) => !l.done).map((l) => ({ tag: l.tag, steps: l.steps }));
    const states = await fleet.states();
    const browserSummary = summarizeWalks(walks);
    const balancer = await balancerCounts(fleet.lb.statsSocket);
    const report = {
      run: RUN,
      buildIds: { A: idA, B: idB },
      distB,
      visitors: VISITORS,
      rolloutSeconds: rolledAt,
      timeline,
      pages: stats.pages,
      pageFailures: stats.pageFailures,
      pagesByBuild: stats.pagesByBuild,
      assets: stats.assets,
      assetFailures: stats.assetFailures,
      assetsServedBy: stats.servedBy,
      apiCalls: stats.apiCalls,
      apiFailures: stats.apiFailures,
      loopRequests: stats.loop,
      loopFailures: stats.loopFailures,
      leads: { before, after, created: created.length, stored: rows.length, lost, duplicated },
      ordersCompleted: outcome.length - unfinished.length,
      unfinished,
      skew,
      browsers: browserSummary.totals,
      browserWalks: walks,
      balancer,
      finalStates: states,
    };
    writeFileSync(path.join(REPORTS, "fleet-rollout.json"), `${JSON.stringify(report, null, 2)}\n`);
    const failures = [
      stats.pageFailures.length && `${stats.pageFailures.length} page load(s) failed`,
      stats.assetFailures.length && `${stats.assetFailures.length} static file load(s) failed`,
      stats.apiFailures.length && `${stats.apiFailures.length} API call(s) failed`,
      stats.loopFailures.length && `${stats.loopFailures.length} request(s) of the loop failed`,
      lost.length && `${lost.length} lead(s) lost`,
      duplicated.length && `${duplicated.length} lead(s) duplicated`,
      after - before !== VISITORS + browserSummary.totals.leadsCreated && `leads: ${before} before, ${after} after, ${VISITORS} visitors and ${browserSummary.totals.leadsCreated} browsers`,
      unfinished.length && `${unfinished.length} order(s) not completed`,
      ...browserSummary.failures,
      Object.values(states).some((s) => s !== "UP") && `not every instance UP at the end: ${JSON.stringify(states)}`,
    ].filter(Boolean);
    log(
      [
        `rolled ${INSTANCES} instances A → B in ${rolledAt.toFixed(0)} s while ${VISITORS} visitors checked out and ${LOOP_WORKERS} loops sent requests`,
        `pages ${stats.pages} (failed ${stats.pageFailures.length}; by build ${JSON.stringify(stats.pagesByBuild)}); /_next/static files ${stats.assets} (failed ${stats.assetFailures.length}), served by ${JSON.stringify(stats.servedBy)}`,
        `API calls ${stats.apiCalls} (failed ${stats.apiFailures.length}); loop requests ${stats.loop} (failed ${stats.loopFailures.length})`,
        `leads in PostgreSQL: ${before} before, ${after} after (+${after - before}); ${created.length} created, lost ${lost.length}, duplicated ${duplicated.length}; orders completed ${report.ordersCompleted}/${VISITORS}`,
        `browsers ${BROWSERS}: ${JSON.stringify(browserSummary.totals)}`,
        `balancer: ${JSON.stringify(balancer)}`,
        `skew: an RSC request answered ${skew.status} with build id ${skew.payloadBuildId} in its payload (A's page has ${idA}: Next's client loads the page anew)`,
        failures.length ? `FAILED: ${failures.join("; ")}` : "OK",
        `details: .reports/fleet-rollout.json, logs: .reports/fleet-rollout.log`,
      ].join("\n"),
    );
    code = failures.length ? 1 : 0;
  } catch (error) {
    log(`error: ${error.stack ?? error}`);
  } finally {
    if (CHECK) {
      // A and B stay the builds they were, for the next run: the carried files out again.
      uncarry(distA);
      uncarry(distB);
    }
    await stop(code);
  }
}

await main();
