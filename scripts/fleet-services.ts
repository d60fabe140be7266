// The fleet's shared services and load balancer, Debian's packages that pm2 runs for
// scripts/fleet-core.mjs: Redis (shared rate limits), PostgreSQL (the sandbox's DATABASE_URL),
// HAProxy (the balancer). Here: finding and installing them, their one-off preparation (initdb,
// the balancer's configuration), and the checks that say they are ready.
import { execFileSync, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { contentSecurityPolicy, STATIC_SECURITY_HEADERS } from "../lib/security/policy.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const HAPROXY_TEMPLATE = path.join(ROOT, "deploy", "haproxy", "fleet.cfg.template");
export const HAPROXY_ERRORS = path.join(ROOT, "deploy", "haproxy", "errors");
/** The balancer's Prometheus exporter (frontend stats), on 127.0.0.1: HAProxy's usual stats port. */
export const HAPROXY_METRICS_PORT = 8404;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const onPath = (command: string): string | null => spawnSync("sh", ["-c", `command -v ${command}`], { encoding: "utf8" }).stdout.trim() || null;

/** The newest PostgreSQL server's bin directory of Debian's packages, or null. */
export function postgresBin(): string | null {
  const base = "/usr/lib/postgresql";
  if (existsSync(base)) {
    const versions = readdirSync(base).filter((v) => existsSync(path.join(base, v, "bin", "postgres"))).sort((a, b) => Number(a) - Number(b));
    const newest = versions.at(-1);
    if (newest) return path.join(base, newest, "bin");
  }
  const found = onPath("postgres");
  return found && existsSync(path.join(path.dirname(found), "initdb")) ? path.dirname(found) : null;
}

/** Each service's program, or null where it is not installed. */
export type Programs = { redis: string | null; postgres: string | null; initdb: string | null; haproxy: string | null };

/** Where each service's program is, or null. */
export function locate(): Programs {
  const pg = postgresBin();
  return {
    redis: onPath("redis-server"),
    postgres: pg && path.join(pg, "postgres"),
    initdb: pg && path.join(pg, "initdb"),
    haproxy: onPath("haproxy") ?? (existsSync("/usr/sbin/haproxy") ? "/usr/sbin/haproxy" : null),
  };
}

/** The Debian package of each service (initdb comes with postgresql). */
const PACKAGES = { redis: "redis-server", postgres: "postgresql", haproxy: "haproxy" } as const;

/**
 * Installs the Debian packages of missing services the way .ci/run installs Chromium and
 * PostgreSQL: apt-get as root, or through sudo; best effort. Answers the programs found after,
 * and the packages still missing.
 */
export function ensureInstalled(say: (message: string) => void): { found: Programs; missing: string[] } {
  let found = locate();
  const keys = Object.keys(PACKAGES) as (keyof typeof PACKAGES)[];
  const missing = (): string[] => keys.filter((k) => !found[k]).map((k) => PACKAGES[k]);
  let packages = missing();
  if (!packages.length) return { found, missing: [] };
  say(`installing Debian's ${packages.join(", ")} (apt-get)`);
  const root = process.getuid?.() === 0;
  const command: [string, ...string[]] | null = root ? ["apt-get"] : onPath("sudo") ? ["sudo", "-n", "apt-get"] : null;
  if (command) {
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    const apt = (...args: string[]) => spawnSync(command[0], [...command.slice(1), ...args], { stdio: ["ignore", "ignore", "inherit"], env });
    if (apt("update", "-qq").status === 0) apt("install", "-y", "-qq", ...packages);
  }
  found = locate();
  packages = missing();
  return { found, missing: packages };
}

/** Whether something accepts connections on 127.0.0.1:port. */
export function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    socket.setTimeout(1_000);
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("timeout", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

/**
 * Polls `check` until it answers true; throws with `what` after `timeoutMs`, or when `failed`
 * answers a reason (pm2 gave up restarting the process).
 */
export async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  { failed, timeoutMs = 60_000, intervalMs = 200 }: { failed?: () => Promise<string | null>; timeoutMs?: number; intervalMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const reason = failed && (await failed());
    if (reason) throw new Error(`${what}: ${reason}`);
    if (await check().catch(() => false)) return;
    await sleep(intervalMs);
  }
  throw new Error(`${what}: not ready after ${timeoutMs / 1000} s`);
}

/** One PING over RESP; true on +PONG. */
export function redisPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    let answer = "";
    socket.setTimeout(1_000, () => (socket.destroy(), resolve(false)));
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.on("data", (chunk) => {
      answer += chunk;
      if (answer.includes("\r\n")) {
        socket.destroy();
        resolve(answer.startsWith("+PONG"));
      }
    });
    socket.once("error", () => resolve(false));
  });
}

/**
 * A fresh PostgreSQL data directory of the fleet's (initdb, a one-off before pm2 runs the server):
 * its socket in the same directory (not /var/run), a superuser "fleet" with a generated password.
 * PostgreSQL refuses to run as root: as root, the cluster belongs to Debian's `postgres` user
 * (`owner`, which the server's pm2 app runs as too).
 */
export function preparePostgres({ initdb, dir }: { initdb: string; dir: string }) {
  const data = path.join(dir, "data");
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const password = randomBytes(18).toString("base64url");
  const pwfile = path.join(dir, "pwfile");
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  let owner: { uid: number; gid: number } | undefined;
  if (process.getuid?.() === 0) {
    const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
    owner = { uid: id("-u"), gid: id("-g") };
    chownSync(dir, owner.uid, owner.gid);
    chownSync(pwfile, owner.uid, owner.gid);
  }
  const args = ["-D", data, "-U", "fleet", "--pwfile", pwfile, "--auth-local=trust", "--auth-host=scram-sha-256", "-E", "UTF8", "--no-locale", "--no-instructions"];
  const run = spawnSync(initdb, args, { encoding: "utf8", ...owner });
  if (run.status !== 0) throw new Error(`initdb failed (exit ${run.status}): ${run.stderr || run.stdout}`);
  return { dir, data, password, owner };
}

/** Waits for the fleet's PostgreSQL, then creates the sandbox's database; answers its URL. */
export async function createDatabase({ port, password }: { port: number; password: string }, { failed }: { failed?: () => Promise<string | null> } = {}): Promise<string> {
  const { default: pg } = await import("pg");
  const admin = `postgres://fleet:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  await waitUntil(
    "postgres",
    async () => {
      const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 1_000 });
      try {
        await client.connect();
        await client.query("SELECT 1");
        return true;
      } finally {
        await client.end().catch(() => {});
      }
    },
    { failed, timeoutMs: 60_000, intervalMs: 300 },
  );
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query("CREATE DATABASE storefront OWNER fleet");
  await client.end();
  return `postgres://fleet:${encodeURIComponent(password)}@127.0.0.1:${port}/storefront`;
}

/**
 * HAProxy's own answers (no server left, a timeout, a malformed request) carry the same security
 * headers as the site's, from the same definition (lib/security/policy.ts); the instances' answers
 * already have them and are left alone.
 */
function securityHeaderRules() {
  const headers = [["Content-Security-Policy", contentSecurityPolicy()], ...STATIC_SECURITY_HEADERS];
  return headers.map(([name, value]) => `  http-after-response set-header ${name} "${value}" unless { res.hdr(${name}) -m found }`).join("\n");
}

/** deploy/haproxy/fleet.cfg.template with every {{placeholder}} filled; an unknown one throws. */
function fillTemplate(values: Record<string, string>): string {
  return readFileSync(HAPROXY_TEMPLATE, "utf8").replace(/\{\{(\w+)\}\}/g, (match, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`${HAPROXY_TEMPLATE}: unknown placeholder ${match}`);
    return value;
  });
}

/** A server of the balancer: its name and its port on 127.0.0.1. */
export type BalancedServer = { id: string; port: number };

/** The balancer's configuration: deploy/haproxy/fleet.cfg.template with this fleet's values. */
export function haproxyConfig({
  port,
  servers,
  statsSocket,
  metricsPort = HAPROXY_METRICS_PORT,
  errorsDir = HAPROXY_ERRORS,
  staticRetry404 = true,
}: {
  port: number;
  servers: BalancedServer[];
  statsSocket: string;
  metricsPort?: number;
  errorsDir?: string;
  staticRetry404?: boolean;
}): string {
  const fallbacks = servers.map((s) => `    server ${s.id}-fallback 127.0.0.1:${s.port} backup no-check`).join("\n");
  const config = fillTemplate({
    port: String(port),
    bind: `127.0.0.1:${port}`,
    metrics_bind: `127.0.0.1:${metricsPort}`,
    resolvers: "",
    stats_socket: statsSocket,
    errors_dir: errorsDir,
    security_headers: securityHeaderRules(),
    servers: servers.map((s) => `    server ${s.id} 127.0.0.1:${s.port}`).join("\n"),
    fallback_servers: fallbacks,
    // Each follows its server of "instances" (deploy/haproxy/fleet.cfg.template, backend static_files).
    static_servers: servers.map((s) => `    server ${s.id} 127.0.0.1:${s.port} track instances/${s.id}`).join("\n"),
    static_fallback_servers: fallbacks,
  });
  // staticRetry404 false: a control for `npm run fleet:rollout -- --check` (FLEET_ROLLOUT_RETRY=0),
  // to see the chunk loads the retry saves.
  return staticRetry404 ? config : config.replace(/^(\s*retry-on) 404 /m, "$1 ");
}

/** Where deploy/compose.yaml mounts the balancer's files in the haproxy image. */
export const COMPOSE_HAPROXY_DIR = "/usr/local/etc/haproxy";

/**
 * The same balancer for deploy/compose.yaml (written to deploy/haproxy/compose.cfg by
 * `npm run deploy:config`): listening on every address of its container, and its servers found
 * through Docker's DNS, which answers the service's name with one address per replica. `slots`
 * servers are declared (HAProxy fills as many as there are replicas, the rest wait in
 * maintenance), so `docker compose up --scale storefront=N` works up to that number without a
 * new configuration.
 */
export function composeHaproxyConfig({ service = "storefront", servicePort = 3000, port = 8080, slots = 10 }: { service?: string; servicePort?: number; port?: number; slots?: number } = {}): string {
  const dns = "resolvers docker init-addr none resolve-prefer ipv4";
  const fallbacks = `    server-template web-fallback ${slots} ${service}:${servicePort} backup no-check ${dns}`;
  return fillTemplate({
    port: String(port),
    bind: `:${port}`,
    // Docker's embedded DNS server; a replica that is replaced (new address) is followed within
    // seconds, one that is gone leaves its slot.
    resolvers: [
      "resolvers docker",
      "    nameserver docker 127.0.0.11:53",
      "    accepted_payload_size 8192",
      "    resolve_retries 3",
      "    timeout resolve 1s",
      "    timeout retry 1s",
      "    hold valid 5s",
      "    hold obsolete 5s",
      "    hold nx 5s",
      "    hold other 5s",
      "    hold refused 5s",
      "    hold timeout 5s",
      "",
    ].join("\n"),
    // The image's haproxy user may write only the tmpfs of deploy/compose.yaml.
    stats_socket: "/tmp/haproxy.sock",
    // Every address of the container, for a Prometheus on the compose network; compose.yaml does
    // not publish it on the host.
    metrics_bind: `:${HAPROXY_METRICS_PORT}`,
    errors_dir: `${COMPOSE_HAPROXY_DIR}/errors`,
    security_headers: securityHeaderRules(),
    servers: `    server-template web ${slots} ${service}:${servicePort} ${dns}`,
    fallback_servers: fallbacks,
    static_servers: `    server-template web ${slots} ${service}:${servicePort} check ${dns}`,
    static_fallback_servers: fallbacks,
  });
}

/** Writes the balancer's configuration into `dir` and checks it with `haproxy -c`. */
export function writeHaproxyConfig({
  bin,
  port,
  servers,
  dir,
  metricsPort,
  staticRetry404,
}: {
  bin: string;
  port: number;
  servers: BalancedServer[];
  dir: string;
  metricsPort?: number;
  staticRetry404?: boolean;
}): { cfg: string; statsSocket: string } {
  mkdirSync(dir, { recursive: true });
  const cfg = path.join(dir, "haproxy.cfg");
  const statsSocket = path.join(dir, "haproxy.sock");
  writeFileSync(cfg, haproxyConfig({ port, servers, statsSocket, metricsPort, staticRetry404 }));
  const check = spawnSync(bin, ["-c", "-q", "-f", cfg], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`haproxy -c refused ${cfg}:\n${check.stdout}${check.stderr}`);
  return { cfg, statsSocket };
}

/** One command on HAProxy's stats socket (e.g. "show stat"); answers its text. */
export function haproxyCommand(socketPath: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let text = "";
    socket.setEncoding("utf8");
    socket.once("connect", () => socket.write(`${command}\n`));
    socket.on("data", (chunk) => (text += chunk));
    socket.once("end", () => resolve(text));
    socket.once("error", reject);
  });
}

/** Each server's state as HAProxy sees it: { web1: "UP", web2: "DOWN", … }. */
export async function serverStates(socketPath: string, backend = "instances"): Promise<Record<string, string>> {
  const csv = await haproxyCommand(socketPath, "show stat");
  const [head = "", ...rows] = csv.replace(/^# /, "").trim().split("\n");
  const cols = head.split(",");
  const at = (row: string, name: string) => row.split(",")[cols.indexOf(name)] ?? "";
  return Object.fromEntries(
    rows
      .filter((r) => at(r, "pxname") === backend && !["BACKEND", "FRONTEND"].includes(at(r, "svname")) && !at(r, "svname").endsWith("-fallback"))
      .map((r) => [at(r, "svname"), at(r, "status")]),
  );
}
