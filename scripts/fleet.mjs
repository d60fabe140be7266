// `npm run fleet`: the storefront as a fleet on this machine. Redis, PostgreSQL,
// FLEET_INSTANCES servers (server/main.ts) of one production build sharing SESSION_SECRET,
// REDIS_URL and DATABASE_URL, and HAProxy on 127.0.0.1:FLEET_PORT in front of them, run by pm2
// (scripts/fleet-apps.ts, scripts/fleet-core.mjs): pm2 restarts a process that dies. Every line
// of every process comes out here with its source in front ([redis], [pg], [web1], [lb], …);
// Ctrl-C or SIGTERM stops everything it started. If this process is killed outright, pm2 keeps
// the fleet running: `PM2_HOME=<the directory it printed> npx pm2 kill` stops it.
//
// Usage: npm run fleet [-- --e2e]
//   --e2e   set up for `E2E_BASE_URL=http://127.0.0.1:8080 npx playwright test`: the servers' log
//           also goes to .reports/e2e-server.log (the file the tests read), the sandbox's slow
//           fault waits 4 s as under the tests' own server, and the instances trust two hops
//           (the test runner plays a CDN in front of the balancer: it writes X-Forwarded-For to
//           give each test a rate-limit budget of its own, which the balancer extends).
// Env: FLEET_INSTANCES (3), FLEET_PORT (8080), FLEET_BASE_PORT (3301: instances on 3301, 3302, …),
//      FLEET_REDIS_PORT (6410), FLEET_PG_PORT (5440), FLEET_METRICS_BASE_PORT (9465: the instances'
//      /metrics on 9465, 9466, …), FLEET_LB_METRICS_PORT (8404: HAProxy's), FLEET_LOG_FILE (the instances' and the sandbox's raw log
//      lines, no prefix), FLEET_TRUSTED_PROXY_HOPS (1; 2 with --e2e), FLEET_BUILD (auto: build
//      when .next is missing or stale, see scripts/fleet-build.mjs; always; never),
//      SESSION_SECRET (generated per run unless set), SITE_URL (default the balancer's address).
//      Anything else in the environment reaches the instances (BACKEND_URL, SANDBOX_SLOW_MS, …).
import { mkdirSync } from "node:fs";
import path from "node:path";
import { DEFAULTS, ROOT, startFleet } from "./fleet-core.mjs";

const args = process.argv.slice(2);
for (const a of args) {
  if (a !== "--e2e") {
    console.error(`fleet: unknown argument ${a} (known: --e2e)`);
    process.exit(2);
  }
}
const e2e = args.includes("--e2e");

function intEnv(name, fallback, { min = 1, max = 65535 } = {}) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    console.error(`fleet: ${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
    process.exit(2);
  }
  return n;
}

const build = process.env.FLEET_BUILD || DEFAULTS.build;
if (!["auto", "always", "never"].includes(build)) {
  console.error(`fleet: FLEET_BUILD must be auto, always or never (got "${build}")`);
  process.exit(2);
}
const logFile = process.env.FLEET_LOG_FILE || (e2e ? ".reports/e2e-server.log" : null);
if (logFile) mkdirSync(path.dirname(path.resolve(ROOT, logFile)), { recursive: true });
const options = {
  instances: intEnv("FLEET_INSTANCES", DEFAULTS.instances, { max: 20 }),
  port: intEnv("FLEET_PORT", DEFAULTS.port),
  basePort: intEnv("FLEET_BASE_PORT", DEFAULTS.basePort),
  redisPort: intEnv("FLEET_REDIS_PORT", DEFAULTS.redisPort),
  pgPort: intEnv("FLEET_PG_PORT", DEFAULTS.pgPort),
  metricsBasePort: intEnv("FLEET_METRICS_BASE_PORT", DEFAULTS.metricsBasePort),
  lbMetricsPort: intEnv("FLEET_LB_METRICS_PORT", DEFAULTS.lbMetricsPort),
  hops: intEnv("FLEET_TRUSTED_PROXY_HOPS", e2e ? 2 : DEFAULTS.hops, { min: 1, max: 10 }),
  build,
  logFile: logFile && path.resolve(ROOT, logFile),
  env: e2e ? { SANDBOX_SLOW_MS: process.env.SANDBOX_SLOW_MS ?? "4000" } : {},
};

const say = (message) => process.stdout.write(message.split("\n").map((line) => `[fleet] ${line}\n`).join(""));
let fleet = null;
let stopping = false;

async function shutdown(reason, code) {
  if (stopping) return;
  stopping = true;
  say(`${reason}: stopping everything`);
  await fleet?.stop();
  say("stopped");
  process.exit(code);
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    if (stopping) {
      // A second Ctrl-C: no more waiting; pm2 keeps what is left until told.
      if (fleet) say(`left running: PM2_HOME=${fleet.pm2Home} npx pm2 kill`);
      process.exit(1);
    }
    void shutdown(signal, signal === "SIGINT" ? 130 : 0);
  });
}

try {
  fleet = await startFleet(options);
} catch (error) {
  console.error(`[fleet] could not start: ${error.message}`);
  process.exit(1);
}

// A process that dies (a crash, or a kill to see the balancer route around it) is pm2's to start
// again; the balancer sends its traffic to the others meanwhile.
fleet.onEvent((name, event, proc) => {
  if (stopping || fleet.stopping) return;
  if (event === "exit") say(`${name} exited; pm2 starts it again`);
  else if (event === "online" && proc.restart_time > 0) say(`${name} started again by pm2 (restart ${proc.restart_time})`);
});

const pids = await Promise.all(fleet.instances.map(async (i) => `${i.id} 127.0.0.1:${i.port} (pid ${await fleet.pid(i.id)})`));
say(
  [
    `ready: ${fleet.url}/ → ${pids.join(", ")}`,
    `Redis ${fleet.redis.url}, PostgreSQL 127.0.0.1:${options.pgPort}/storefront, HAProxy's stats socket ${fleet.lb.statsSocket} ("show stat", "disable server instances/web1")`,
    `pm2: PM2_HOME=${fleet.pm2Home} npx pm2 ls | logs web1 | restart web2 | stop web2`,
    `instances trust ${options.hops} proxy hop(s)${logFile ? `; their log also goes to ${logFile}` : ""}`,
    e2e ? `end-to-end tests: E2E_BASE_URL=${fleet.url}${fleet.sandbox ? ` E2E_SANDBOX_URL=${fleet.sandbox.url}` : ""} npx playwright test` : "",
    "Ctrl-C stops everything.",
  ]
    .filter(Boolean)
    .join("\n"),
);
