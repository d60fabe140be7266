// @vitest-environment node
import path from "node:path";
import { fleetApps, type FleetPlan, instanceApp } from "@/scripts/fleet-apps";
import { readYaml, DEPLOY } from "../support/deploy";

/**
 * `npm run fleet` is a thin runner of pm2: its topology is data (scripts/fleet-apps.ts)
 * that pm2 runs, restarts and stops. These check that data: the same services as
 * deploy/compose.yaml, started in an order where each stage needs only the ones before, and
 * stopped the way each program wants.
 */

const plan = (more: Partial<FleetPlan> = {}): FleetPlan => ({
  root: "/repo",
  node: "/repo/node_modules/node/bin/node",
  redis: { bin: "/usr/bin/redis-server", port: 6410, dir: "/tmp/f/redis" },
  postgres: { bin: "/usr/lib/postgresql/15/bin/postgres", port: 5440, dir: "/tmp/f/pg", data: "/tmp/f/pg/data" },
  sandbox: { port: 8170, env: { DATABASE_URL: "postgres://fleet@127.0.0.1:5440/storefront", SANDBOX_PORT: "8170" } },
  instances: ["web1", "web2", "web3"].map((id, i) => ({ id, port: 3301 + i, env: { FLEET_INSTANCE_ID: id, NEXT_DIST_DIR: ".next" } })),
  instanceStopMs: 45_000,
  balancer: { bin: "/usr/sbin/haproxy", cfg: "/tmp/f/lb/haproxy.cfg" },
  ...more,
});

const names = (apps: { name: string }[]) => apps.map((a) => a.name);

describe("the fleet's pm2 apps (scripts/fleet-apps.ts)", () => {
  it("start in stages: the services, the sandbox server, the instances, then the balancer", () => {
    const stages = fleetApps(plan());
    expect(names(stages.services)).toEqual(["redis", "pg"]);
    expect(names(stages.backend)).toEqual(["sandbox"]);
    expect(names(stages.instances)).toEqual(["web1", "web2", "web3"]);
    expect(names(stages.balancer)).toEqual(["lb"]);
  });

  it("hold the services of deploy/compose.yaml (PostgreSQL is the sandbox server's, which compose's overlay adds)", () => {
    const compose = readYaml(path.join(DEPLOY, "compose.yaml")) as { services: Record<string, unknown> };
    // compose's name → the fleet's app(s)
    const counterpart: Record<string, string> = { storefront: "web1", balancer: "lb", redis: "redis" };
    const apps = Object.values(fleetApps(plan())).flat();
    for (const service of Object.keys(compose.services)) expect(names(apps), service).toContain(counterpart[service]);
  });

  it("without a sandbox (BACKEND_URL names the operator's API) there is no backend stage", () => {
    expect(fleetApps(plan({ sandbox: undefined })).backend).toEqual([]);
  });

  it("are programs pm2 runs as they are and starts again when they die", () => {
    for (const app of Object.values(fleetApps(plan())).flat()) {
      expect(app.interpreter, app.name).toBe("none");
      expect(app.autorestart, app.name).toBe(true);
      expect(app.exp_backoff_restart_delay, app.name).toBeGreaterThan(0);
    }
  });

  it("give each instance the drain's time to stop, as compose and the pod do (45 s)", () => {
    for (const app of fleetApps(plan()).instances) {
      expect(app.kill_timeout).toBe(45_000);
      expect(app.script).toBe("/repo/node_modules/node/bin/node");
      expect(app.cwd).toBe("/repo");
    }
    expect(fleetApps(plan()).instances[1]?.args).toEqual(["server/main.ts", "-p", "3302", "-H", "127.0.0.1"]);
  });

  it("stop PostgreSQL by its own process only, run as its owner when there is one", () => {
    const pg = fleetApps(plan({ postgres: { ...plan().postgres, owner: { uid: 105, gid: 110 } } })).services[1];
    expect(pg).toMatchObject({ name: "pg", treekill: false, uid: 105, gid: 110 });
    expect(fleetApps(plan()).services[1]).not.toHaveProperty("uid");
  });

  it("write the servers' raw lines to the log file the end-to-end tests read (the sandbox's: its collaborator codes), and only theirs", () => {
    const stages = fleetApps(plan({ logFile: "/repo/.reports/e2e-server.log" }));
    for (const app of [...stages.instances, ...stages.backend]) expect([app.out_file, app.error_file]).toEqual(["/repo/.reports/e2e-server.log", "/repo/.reports/e2e-server.log"]);
    for (const app of [...stages.services, ...stages.balancer]) expect(app.out_file).toBe("/dev/null");
    for (const app of Object.values(fleetApps(plan())).flat()) expect(app.out_file).toBe("/dev/null");
  });

  it("restart an instance for the next build with only its settings changed", () => {
    const next = instanceApp(plan(), "web2", { NEXT_DIST_DIR: ".next-rollout-b" });
    expect(next.env).toEqual({ FLEET_INSTANCE_ID: "web2", NEXT_DIST_DIR: ".next-rollout-b" });
    expect(next.args).toEqual(fleetApps(plan()).instances[1]?.args);
    expect(() => instanceApp(plan(), "web9")).toThrow("no instance web9");
  });
});
