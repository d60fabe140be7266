// The fleet's topology as pm2 apps (`npm run fleet` is a thin runner of a kept process
// runner, not a supervisor of its own). The same services as deploy/compose.yaml: Redis,
// PostgreSQL, the sandbox server (unless BACKEND_URL names the operator's API), N storefront
// instances and HAProxy, each a pm2 app that pm2 starts, restarts when it dies, logs and stops.
// scripts/fleet-core.mjs decides what goes in (ports, directories, settings) and starts the
// stages in order, waiting for each to be healthy, as compose's `depends_on: service_healthy`.
// Pure data: tests/unit/scripts/fleet-apps.test.ts checks it.

/** One pm2 app declaration (the subset of pm2's ecosystem fields the fleet uses). */
export type FleetApp = {
  name: string;
  /** A program run as it is (`interpreter: "none"`): pm2 runs it in a process group of its own. */
  script: string;
  args: string[];
  interpreter: "none";
  cwd?: string;
  env: Record<string, string>;
  /** How long pm2 waits after its stop signal (SIGTERM: PM2_KILL_SIGNAL) before SIGKILL. */
  kill_timeout: number;
  /** false: the stop signal goes to the app's own process only (postgres stops its workers itself). */
  treekill: boolean;
  autorestart: true;
  /** A restart in a loop waits longer each time (pm2's exponential back-off, from this many ms). */
  exp_backoff_restart_delay: number;
  /** Where pm2 writes the app's output ("/dev/null": only the fleet's console gets it). */
  out_file: string;
  error_file: string;
  merge_logs: true;
  uid?: number;
  gid?: number;
};

export type FleetPlan = {
  root: string;
  /** The Node that runs the servers (the npm scripts' current one). */
  node: string;
  redis: { bin: string; port: number; dir: string };
  postgres: { bin: string; port: number; dir: string; data: string; owner?: { uid: number; gid: number } };
  /** Absent when BACKEND_URL names the operator's API. */
  sandbox?: { port: number; env: Record<string, string> };
  instances: { id: string; port: number; env: Record<string, string> }[];
  /** What the instances' DRAIN_SECONDS and their last requests may take: pm2 waits this long. */
  instanceStopMs: number;
  balancer: { bin: string; cfg: string };
  /**
   * The instances' and the sandbox server's raw log lines also go to this file (the tests read it
   * with --e2e: the servers' lines, and the collaborator codes the sandbox "e-mails").
   */
  logFile?: string | null;
};

export type FleetStages = { services: FleetApp[]; backend: FleetApp[]; instances: FleetApp[]; balancer: FleetApp[] };

const app = (name: string, script: string, args: string[], more: Partial<FleetApp> = {}): FleetApp => ({
  name,
  script,
  args,
  interpreter: "none",
  env: {},
  kill_timeout: 10_000,
  treekill: true,
  autorestart: true,
  exp_backoff_restart_delay: 200,
  out_file: "/dev/null",
  error_file: "/dev/null",
  merge_logs: true,
  ...more,
});

/** The instance `id` of the plan as a pm2 app, with `env` over its own (a rollout's next build). */
export function instanceApp(plan: FleetPlan, id: string, env: Record<string, string> = {}): FleetApp {
  const instance = plan.instances.find((i) => i.id === id);
  if (!instance) throw new Error(`no instance ${id}`);
  const log = plan.logFile ?? "/dev/null";
  return app(id, plan.node, ["server/main.ts", "-p", String(instance.port), "-H", "127.0.0.1"], {
    cwd: plan.root,
    env: { ...instance.env, ...env },
    kill_timeout: plan.instanceStopMs,
    // The servers' JSON lines, raw, in one file for the end-to-end tests (--e2e).
    out_file: log,
    error_file: log,
  });
}

/** The fleet's apps in the order they start: each stage is healthy before the next starts. */
export function fleetApps(plan: FleetPlan): FleetStages {
  const { redis, postgres } = plan;
  const log = plan.logFile ?? "/dev/null";
  return {
    services: [
      app("redis", redis.bin, ["--port", String(redis.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", redis.dir, "--daemonize", "no", "--logfile", ""]),
      app(
        "pg",
        postgres.bin,
        ["-D", postgres.data, "-p", String(postgres.port), "-k", postgres.dir, "-c", "listen_addresses=127.0.0.1", "-c", "logging_collector=off", "-c", "max_connections=200"],
        // PostgreSQL refuses to run as root: as root, it runs as Debian's postgres user. SIGTERM is
        // its "smart" stop, which the fleet sends once the servers using it are gone.
        { treekill: false, kill_timeout: 15_000, ...(postgres.owner ?? {}) },
      ),
    ],
    backend: plan.sandbox
      ? [app("sandbox", plan.node, ["node_modules/tsx/dist/cli.mjs", "sandbox/main.ts"], { cwd: plan.root, env: plan.sandbox.env, out_file: log, error_file: log })]
      : [],
    instances: plan.instances.map((i) => instanceApp(plan, i.id)),
    balancer: [app("lb", plan.balancer.bin, ["-db", "-f", plan.balancer.cfg])],
  };
}
