// startFleet(): Redis, PostgreSQL, N instances of the production server (server/main.ts) of
// one build, and HAProxy in front, all on this machine. Used by `npm run fleet` (scripts/fleet.mjs),
// the kill-an-instance load run (scripts/fleet-load.mjs) and the bench's fleet figures.
import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { staleReasons } from "./fleet-build.mjs";
import { Supervisor } from "./fleet-procs.mjs";
import { ensureInstalled, portInUse, serverStates, startHaproxy, startPostgres, startRedis, waitUntil } from "./fleet-services.mjs";

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
  const publicUrl = `http://127.0.0.1:${o.port}`;
  const siteUrl = o.siteUrl ?? process.env.SITE_URL ?? publicUrl;
  const ids = Array.from({ length: o.instances }, (_, i) => ({ id: `web${i + 1}`, port: o.basePort + i, metricsPort: o.metricsBasePort + i }));
  const sup = new Supervisor({ out: o.out, logFile: o.logFile, logFrom: (name) => /^web\d+$/.test(name) });
  const say = (m) => sup.say(m);

  const ports = [
    ["the balancer (FLEET_PORT)", o.port],
    ...ids.map((s) => [`${s.id} (FLEET_BASE_PORT)`, s.port]),
    ...ids.map((s) => [`${s.id}'s /metrics (FLEET_METRICS_BASE_PORT)`, s.metricsPort]),
    ["the balancer's /metrics (FLEET_LB_METRICS_PORT)", o.lbMetricsPort],
    ["Redis (FLEET_REDIS_PORT)", o.redisPort],
    ["PostgreSQL (FLEET_PG_PORT)", o.pgPort],
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

  const reasons = staleReasons(o.root ?? ROOT);
  if (o.build === "always" || (o.build === "auto" && reasons.length)) {
    say(`building first (npm run build, SITE_URL=${siteUrl}): ${o.build === "always" ? "FLEET_BUILD=always" : reasons.join("; ")}`);
    const code = await sup.run("build", "npm", ["run", "build"], { cwd: o.root ?? ROOT, env: { ...process.env, SITE_URL: siteUrl, NEXT_TELEMETRY_DISABLED: "1" } });
    if (code !== 0) throw new Error(`npm run build failed (exit ${code})`);
  } else if (reasons.length) {
    say(`warning: FLEET_BUILD=never, serving the existing build although ${reasons.join("; ")}`);
  } else {
    say("serving the existing build (.next is newer than every source file)");
  }

  const tmp = mkdtempSync(path.join(os.tmpdir(), "uf-fleet-"));
  // PostgreSQL runs as its own user (when we are root) and must reach its directory inside.
  chmodSync(tmp, 0o711);
  sup.guardDir(tmp);
  const sessionSecret = o.sessionSecret ?? process.env.SESSION_SECRET ?? randomBytes(32).toString("base64url");
  say(`temporary directory ${tmp}; SESSION_SECRET ${o.sessionSecret ?? process.env.SESSION_SECRET ? "from the environment" : "generated for this run"}`);

  const fleet = { url: publicUrl, sup, tmp, sessionSecret, instances: [], redis: null, postgres: null, lb: null };
  fleet.stop = async () => {
    await sup.stopAll([["lb"], ids.map((s) => s.id), ["sandbox"], ["pg", "redis"]]);
    rmSync(tmp, { recursive: true, force: true });
  };
  fleet.states = () => serverStates(fleet.lb.statsSocket);

  try {
    const [redis, postgres] = await Promise.all([
      startRedis(sup, { bin: found.redis, port: o.redisPort, dir: path.join(tmp, "redis") }),
      startPostgres(sup, { bin: found.postgres, initdb: found.initdb, port: o.pgPort, dir: path.join(tmp, "pg") }),
    ]);
    fleet.redis = redis;
    fleet.postgres = postgres;
    say(`Redis on ${redis.url}, PostgreSQL on 127.0.0.1:${o.pgPort} (database storefront)`);

    // The backend every instance reaches over HTTP: BACKEND_URL from the environment (the
    // operator's API), or one sandbox server on the fleet's PostgreSQL.
    let backend = { BACKEND_URL: process.env.BACKEND_URL ?? "" };
    if (!backend.BACKEND_URL) {
      const sandboxPort = o.sandboxPort ?? o.port + 90;
      const sandboxEnv = { ...process.env, ...o.env, DATABASE_URL: postgres.url, SANDBOX_PORT: String(sandboxPort), DATA_DIR: path.join(tmp, "sandbox") };
      const child = sup.start("sandbox", process.execPath, ["node_modules/tsx/dist/cli.mjs", "sandbox/main.ts"], { cwd: o.root ?? ROOT, env: sandboxEnv });
      await waitUntil("sandbox", async () => (await get(sandboxPort, "/_sandbox/health")).status === 200, { child, timeoutMs: 120_000, intervalMs: 500 });
      backend = { BACKEND_URL: `http://127.0.0.1:${sandboxPort}`, SANDBOX: "1" };
      fleet.sandbox = { url: backend.BACKEND_URL, child };
      say(`sandbox server on ${backend.BACKEND_URL} (PostgreSQL)`);
    }

    for (const { id, port, metricsPort } of ids) {
      const dataDir = path.join(tmp, id);
      mkdirSync(dataDir);
      const env = {
        // The fleet stops its balancer first, so there is nothing to drain from when it stops the
        // instances: they stop at once unless DRAIN_SECONDS is set (to watch a drain behind HAProxy).
        DRAIN_SECONDS: "0",
        ...process.env,
        ...o.env,
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        SITE_URL: siteUrl,
        SESSION_SECRET: sessionSecret,
        REDIS_URL: redis.url,
        ...backend,
        TRUSTED_PROXY_HOPS: String(o.hops),
        FLEET_INSTANCE_ID: id,
        DATA_DIR: dataDir,
        METRICS_PORT: String(metricsPort),
        METRICS_HOST: "127.0.0.1",
      };
      const child = sup.start(id, process.execPath, ["server/main.ts", "-p", String(port), "-H", "127.0.0.1"], { cwd: o.root ?? ROOT, env });
      fleet.instances.push({ id, port, child, env });
    }
    await Promise.all(
      fleet.instances.map(({ id, port, child }) =>
        waitUntil(id, async () => (await get(port, "/readyz")).status === 200, { child, timeoutMs: 120_000, intervalMs: 500 }),
      ),
    );

    fleet.lb = await startHaproxy(sup, { bin: found.haproxy, port: o.port, servers: ids, dir: path.join(tmp, "lb"), metricsPort: o.lbMetricsPort, staticRetry404: o.staticRetry404 });
    await waitUntil("balancer", async () => Object.values(await fleet.states()).every((s) => s === "UP"), { child: fleet.lb.child, timeoutMs: 30_000, intervalMs: 250 });
    return fleet;
  } catch (error) {
    await fleet.stop();
    throw error;
  }
}

/**
 * Starts instance `id` again after it was stopped or killed, with the same environment (a new
 * process: the balancer's active check brings it back once /readyz answers).
 */
export function restartInstance(fleet, id) {
  const instance = fleet.instances.find((i) => i.id === id);
  if (!instance) throw new Error(`no instance ${id}`);
  instance.child = fleet.sup.start(id, process.execPath, ["server/main.ts", "-p", String(instance.port), "-H", "127.0.0.1"], { cwd: ROOT, env: instance.env });
  return instance.child;
}
