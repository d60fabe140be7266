// startFleet(): Redis, PostgreSQL, the sandbox server, N instances of the production server
// (server/main.ts) of one build, and HAProxy in front, all on this machine, run by pm2 (a kept
// process runner: it starts, restarts, logs and stops them; the apps are scripts/fleet-apps.ts).
// This file only prepares (ports, build, data directories, configuration), starts the stages in
// order and waits for each to be healthy. Used by `npm run fleet` (scripts/fleet.mjs), the
// kill-an-instance load run (scripts/fleet-load.mjs), the rolling deploy (scripts/fleet-rollout.mjs)
// and the bench's fleet figures.
//
// pm2 runs as a daemon whose home is the fleet's temporary directory (PM2_HOME, printed at start):
// `PM2_HOME=<dir> npx pm2 ls` (or logs, restart web2, stop web2, kill) works on a running fleet.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { fleetApps, instanceApp } from "./fleet-apps.ts";
import { staleReasons } from "./fleet-build.mjs";
import { createDatabase, ensureInstalled, portInUse, preparePostgres, redisPing, serverStates, waitUntil, writeHaproxyConfig } from "./fleet-services.ts";

export const ROOT = fileURLToPath(new URL("..", import.meta.url));

export const DEFAULTS = Object.freeze({
  instances: 3,
  port: 8080,
  basePort: 3301,
  // Away from .ci/run's Redis (first free port from 6390) and the system cluster's 5432.
  redisPort: 6410,
  pgPort: 5440,
  // Prometheus scrapes: the instances' METRICS_PORT (web1 on 9465, web2 on 9466, …; 9464 stays a
  // single `npm start`'s) and HAProxy's exporter (deploy/haproxy: frontend stats), all on 127.0.0.1.
  metricsBasePort: 9465,
  lbMetricsPort: 8404,
  hops: 1,
  build: "auto",
});

/** GET on 127.0.0.1 with node:http, no keep-alive: { status, headers, body }. */
export function get(port, urlPath, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path: urlPath, headers, agent: false, timeout: 5_000 }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body }));
    });
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", reject);
  });
}

/** Splits each app's output into lines: pm2's bus hands over chunks as they were written. */
function lineSplitter(onLine) {
  const pending = new Map();
  return (name, chunk) => {
    const lines = ((pending.get(name) ?? "") + chunk).split("\n");
    pending.set(name, lines.pop() ?? "");
    for (const line of lines) onLine(name, line);
  };
}

/** Runs a one-off command to completion, its output prefixed with `name`; resolves with its exit code. */
function runOnce(name, command, args, { out, ...options }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    const split = lineSplitter((n, line) => out(`[${n}] ${line}`));
    child.stdout.on("data", (c) => split(name, String(c)));
    child.stderr.on("data", (c) => split(name, String(c)));
    child.once("error", reject);
    child.once("close", (code) => resolve(code));
  });
}

const promisify = (fn) => new Promise((resolve, reject) => fn((error, value) => (error ? reject(error) : resolve(value))));

/** A pm2 daemon of the fleet's own, its home in `home`; every app's lines go to `onLine`. */
async function connectPm2(home, onLine, onEvent) {
  // The daemon takes its settings from this process's environment when it starts (PM2_HOME wins
  // over the API's option), and so do the apps (pm2 merges it into theirs). SIGTERM is what the
  // servers drain on (pm2's default is SIGINT).
  Object.assign(process.env, { PM2_HOME: home, PM2_KILL_SIGNAL: "SIGTERM", PM2_DISCRETE_MODE: "true" });
  const { default: pm2 } = await import("pm2");
  const api = new pm2.custom({ pm2_home: home, cwd: ROOT });
  await promisify((cb) => api.connect(false, cb));
  const bus = await promisify((cb) => api.launchBus(cb));
  const split = lineSplitter(onLine);
  bus.on("log:out", (packet) => split(packet.process.name, packet.data));
  bus.on("log:err", (packet) => split(packet.process.name, packet.data));
  bus.on("process:event", (packet) => onEvent(packet.process.name, packet.event, packet.process));
  return {
    start: (apps) => promisify((cb) => api.start({ apps }, cb)),
    restart: (app) => promisify((cb) => api.restart({ apps: [app] }, {}, cb)),
    delete: (names) => Promise.all(names.map((name) => promisify((cb) => api.delete(name, cb)).catch(() => null))),
    describe: async (name) => (await promisify((cb) => api.describe(name, cb)))[0] ?? null,
    close: async () => {
      bus.close?.();
      await promisify((cb) => api.killDaemon(cb)).catch(() => null);
      api.disconnect();
    },
  };
}

/**
 * Starts the fleet; resolves when the balancer sends traffic to every instance.
 * @param {object} [options]
 * @param {number} [options.instances] how many servers (default 3), on basePort, basePort+1, …
 * @param {number} [options.port] the balancer's port on 127.0.0.1 (default 8080)
 * @param {number} [options.metricsBasePort] the first instance's /metrics port (default 9465)
 * @param {number} [options.lbMetricsPort] HAProxy's /metrics port (default 8404)
 * @param {number} [options.hops] TRUSTED_PROXY_HOPS of the instances (1: the balancer)
 * @param {"auto"|"always"|"never"} [options.build] build first: when stale (scripts/fleet-build.mjs), always, never
 * @param {string} [options.logFile] also write the instances' raw log lines (no prefix) to this file
 * @param {boolean} [options.staticRetry404] false: the balancer does not retry a /_next/static 404 elsewhere (a control of fleet:rollout)
 * @param {Record<string,string>} [options.env] more environment for the instances
 * @param {(line: string) => void} [options.out] where the prefixed lines go (default stdout)
 */
export async function startFleet(options = {}) {
  const o = { ...DEFAULTS, ...options };
  const root = o.root ?? ROOT;
  const out = o.out ?? ((line) => process.stdout.write(`${line}\n`));
  const say = (message) => String(message).split("\n").forEach((line) => out(`[fleet] ${line}`));
  const publicUrl = `http://127.0.0.1:${o.port}`;
  const siteUrl = o.siteUrl ?? process.env.SITE_URL ?? publicUrl;
  const ids = Array.from({ length: o.instances }, (_, i) => ({ id: `web${i + 1}`, port: o.basePort + i, metricsPort: o.metricsBasePort + i }));
  const sandboxPort = o.sandboxPort ?? o.port + 90;
  const useSandbox = !process.env.BACKEND_URL;

  const ports = [
    ["the balancer (FLEET_PORT)", o.port],
    ...ids.map((s) => [`${s.id} (FLEET_BASE_PORT)`, s.port]),
    ...ids.map((s) => [`${s.id}'s /metrics (FLEET_METRICS_BASE_PORT)`, s.metricsPort]),
    ["the balancer's /metrics (FLEET_LB_METRICS_PORT)", o.lbMetricsPort],
    ["Redis (FLEET_REDIS_PORT)", o.redisPort],
    ["PostgreSQL (FLEET_PG_PORT)", o.pgPort],
    ...(useSandbox ? [["the sandbox server (FLEET_PORT + 90)", sandboxPort]] : []),
  ];
  for (const [what, port] of ports) {
    if (await portInUse(port)) throw new Error(`port ${port} for ${what} is already in use on 127.0.0.1`);
  }

  const { found, missing } = ensureInstalled(say);
  if (missing.length) {
    throw new Error(
      `missing Debian package(s): ${missing.join(", ")}. Install them (as root: apt-get install -y ${missing.join(" ")}) ` +
        "and run again; this process could not (not root, and no password-less sudo).",
    );
  }

  const reasons = staleReasons(root);
  if (o.build === "always" || (o.build === "auto" && reasons.length)) {
    say(`building first (npm run build, SITE_URL=${siteUrl}): ${o.build === "always" ? "FLEET_BUILD=always" : reasons.join("; ")}`);
    const code = await runOnce("build", "npm", ["run", "build"], { out, cwd: root, env: { ...process.env, SITE_URL: siteUrl, NEXT_TELEMETRY_DISABLED: "1" } });
    if (code !== 0) throw new Error(`npm run build failed (exit ${code})`);
  } else if (reasons.length) {
    say(`warning: FLEET_BUILD=never, serving the existing build although ${reasons.join("; ")}`);
  } else {
    say("serving the existing build (.next is newer than every source file)");
  }

  const tmp = mkdtempSync(path.join(os.tmpdir(), "uf-fleet-"));
  // PostgreSQL runs as its own user (when we are root) and must reach its directory inside.
  chmodSync(tmp, 0o711);
  const pm2Home = path.join(tmp, "pm2");
  const sessionSecret = o.sessionSecret ?? process.env.SESSION_SECRET ?? randomBytes(32).toString("base64url");
  say(`temporary directory ${tmp}; SESSION_SECRET ${o.sessionSecret ?? process.env.SESSION_SECRET ? "from the environment" : "generated for this run"}`);
  if (o.logFile) writeFileSync(o.logFile, "");

  const fleet = { url: publicUrl, tmp, pm2Home, sessionSecret, instances: [], redis: null, postgres: null, lb: null, stopping: false };
  const events = new Set();
  const runner = await connectPm2(
    pm2Home,
    (name, line) => out(`[${name}] ${line}`),
    (name, event, proc) => {
      for (const listener of events) listener(name, event, proc);
    },
  );
  say(`pm2 runs the fleet: PM2_HOME=${pm2Home} npx pm2 ls`);
  /** `listener(name, event, process)` for each of pm2's process events (exit, online, restart, …). */
  fleet.onEvent = (listener) => events.add(listener);
  // A process pm2 gave up restarting (it died again and again) fails the wait for its stage.
  const failed = (name) => async () => {
    const proc = await runner.describe(name).catch(() => null);
    return proc?.pm2_env?.status === "errored" ? `pm2 gave up restarting it (see its lines above)` : null;
  };
  fleet.stop = async () => {
    fleet.stopping = true;
    // The balancer first, so that nothing reaches an instance that stops; the services last.
    for (const names of [["lb"], ids.map((s) => s.id), ["sandbox"], ["pg", "redis"]]) await runner.delete(names);
    await runner.close();
    rmSync(tmp, { recursive: true, force: true });
  };
  fleet.states = () => serverStates(fleet.lb.statsSocket);
  /** The pid pm2 runs for app `name` now (a new one after each restart), or null. */
  fleet.pid = async (name) => (await runner.describe(name))?.pid || null;
  /**
   * Restarts instance `id` with `env` over its settings (a rollout's next build): pm2 sends
   * SIGTERM, waits for the process to end (its drain), then starts the new one on the same port.
   */
  fleet.restart = async (id, env = {}) => {
    const instance = fleet.instances.find((i) => i.id === id);
    if (!instance) throw new Error(`no instance ${id}`);
    instance.env = { ...instance.env, ...env };
    await runner.restart(instanceApp(fleet.plan, id, instance.env));
  };

  try {
    const pg = preparePostgres({ initdb: found.initdb, dir: path.join(tmp, "pg") });
    const redisDir = path.join(tmp, "redis");
    mkdirSync(redisDir);
    const plan = {
      root,
      node: process.execPath,
      redis: { bin: found.redis, port: o.redisPort, dir: redisDir },
      postgres: { bin: found.postgres, port: o.pgPort, dir: pg.dir, data: pg.data, owner: pg.owner },
      instances: [],
      // The drain (DRAIN_SECONDS, at most 30 s) and the requests it lets finish.
      instanceStopMs: 45_000,
      balancer: { bin: found.haproxy, cfg: "" },
      logFile: o.logFile ?? null,
    };

    await runner.start(fleetApps(plan).services);
    await waitUntil("redis", () => redisPing(o.redisPort), { failed: failed("redis"), timeoutMs: 15_000 });
    const databaseUrl = await createDatabase({ port: o.pgPort, password: pg.password }, { failed: failed("pg") });
    fleet.redis = { url: `redis://127.0.0.1:${o.redisPort}` };
    fleet.postgres = { url: databaseUrl };
    say(`Redis on ${fleet.redis.url}, PostgreSQL on 127.0.0.1:${o.pgPort} (database storefront)`);

    // The backend every instance reaches over HTTP: BACKEND_URL from the environment (the
    // operator's API), or one sandbox server on the fleet's PostgreSQL.
    let backend = { BACKEND_URL: process.env.BACKEND_URL ?? "" };
    if (useSandbox) {
      plan.sandbox = { port: sandboxPort, env: { ...o.env, DATABASE_URL: databaseUrl, SANDBOX_PORT: String(sandboxPort), DATA_DIR: path.join(tmp, "sandbox") } };
      await runner.start(fleetApps(plan).backend);
      await waitUntil("sandbox", async () => (await get(sandboxPort, "/_sandbox/health")).status === 200, { failed: failed("sandbox"), timeoutMs: 120_000, intervalMs: 500 });
      backend = { BACKEND_URL: `http://127.0.0.1:${sandboxPort}`, SANDBOX: "1" };
      fleet.sandbox = { url: backend.BACKEND_URL };
      say(`sandbox server on ${backend.BACKEND_URL} (PostgreSQL)`);
    }

    for (const { id, port, metricsPort } of ids) {
      const dataDir = path.join(tmp, id);
      mkdirSync(dataDir);
      const env = {
        // The fleet stops its balancer first, so there is nothing to drain from when it stops the
        // instances: they stop at once unless DRAIN_SECONDS is set (to watch a drain behind HAProxy).
        DRAIN_SECONDS: process.env.DRAIN_SECONDS ?? "0",
        ...o.env,
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        SITE_URL: siteUrl,
        SESSION_SECRET: sessionSecret,
        REDIS_URL: fleet.redis.url,
        ...backend,
        TRUSTED_PROXY_HOPS: String(o.hops),
        FLEET_INSTANCE_ID: id,
        DATA_DIR: dataDir,
        METRICS_PORT: String(metricsPort),
        METRICS_HOST: "127.0.0.1",
      };
      plan.instances.push({ id, port, env });
      fleet.instances.push({ id, port, env });
    }
    fleet.plan = plan;
    await runner.start(fleetApps(plan).instances);
    await Promise.all(
      fleet.instances.map(({ id, port }) =>
        waitUntil(id, async () => (await get(port, "/readyz")).status === 200, { failed: failed(id), timeoutMs: 120_000, intervalMs: 500 }),
      ),
    );

    fleet.lb = writeHaproxyConfig({ bin: found.haproxy, port: o.port, servers: ids, dir: path.join(tmp, "lb"), metricsPort: o.lbMetricsPort, staticRetry404: o.staticRetry404 });
    plan.balancer.cfg = fleet.lb.cfg;
    await runner.start(fleetApps(plan).balancer);
    await waitUntil("balancer", async () => Object.values(await fleet.states()).every((s) => s === "UP"), { failed: failed("lb"), timeoutMs: 30_000, intervalMs: 250 });
    return fleet;
  } catch (error) {
    await fleet.stop();
    throw error;
  }
}
