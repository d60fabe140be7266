// `npm run test:image`: the Dockerfile's images built and run on this machine with podman, the way
// the recipes run them, and checked from outside: the storefront and the sandbox wired as
// deploy/compose.yaml + compose.sandbox.yaml wire them (read-only root, the image's uid, no
// capabilities, the settings of deploy/compose/*.env), then deploy/k8s/'s Deployment played with
// `podman kube play`. No registry is reachable: the base is made here (scripts/image-lib/base.ts)
// and passed as NODE_IMAGE; the Dockerfile's pinned digest stays the default everywhere else.
//
// Prints one line per check and "N passed, N failed"; IMAGE_REPORT=<file> also writes them as
// JSON (scripts/test-all.mjs). IMAGE_REUSE=1 keeps images an earlier run built. Without podman it fails under CI=true and is skipped otherwise.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { BASE_IMAGE, ensureBaseImage } from "./image-lib/base.ts";
import { drain, health, landing, metrics, order, waitFor } from "./image-lib/checks.ts";
import { kubeObjects, probesAnswer } from "./image-lib/kube.ts";
import { imageExists, imageSizeMb, podman, podmanEnv, PODMAN_FLAGS, podmanMissing, podmanOk, removeAll, ULIMITS } from "./image-lib/podman.ts";

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const STOREFRONT = "localhost/ultrafibra-storefront:test";
const SANDBOX = "localhost/ultrafibra-sandbox:test";
/** What the Deployment names (`image: ultrafibra-storefront`, IfNotPresent): the test's build, tagged so. */
const KUBE_IMAGE = "localhost/ultrafibra-storefront:latest";
const NAMES = { sandbox: "uf-image-sandbox", storefront: "uf-image-storefront", volume: "uf-image-sandbox-data" };
/** The pod kube play makes of the Deployment (its name, "-pod"). */
const KUBE_POD = "storefront-pod-0";
/** The Compose file's and the Dockerfile's grace: SIGTERM, DRAIN_SECONDS, then the open requests. */
const GRACE_MS = 45_000;

interface Check {
  name: string;
  ok: boolean;
  detail: string;
}
const checks: Check[] = [];
const facts: Record<string, string | number> = {};
const say = (line: string): void => console.info(`image: ${line}`);

async function check(name: string, run: () => Promise<string> | string): Promise<boolean> {
  try {
    const detail = await run();
    checks.push({ name, ok: true, detail });
    say(`ok   ${name}: ${detail}`);
    return true;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    checks.push({ name, ok: false, detail });
    say(`FAIL ${name}: ${detail}`);
    return false;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A redis-server of the test's own on loopback (the recipes' Redis comes from a registry image). */
async function startRedis(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
  await waitFor("redis-server", 10_000, async () => spawnSync("redis-cli", ["-p", String(port), "ping"], { encoding: "utf8" }).stdout.includes("PONG"));
  return { url: `redis://127.0.0.1:${port}`, child };
}

function build(target: string, tag: string): void {
  const started = Date.now();
  // docker format: OCI images drop HEALTHCHECK, which the Dockerfile gives both images.
  podmanOk(["build", "--format", "docker", "--network=host", ...ULIMITS, "--build-arg", `NODE_IMAGE=${BASE_IMAGE}`, "--target", target, "-t", tag, ROOT], { timeoutMs: 1_800_000, inherit: true });
  facts[`${target} build s`] = Math.round((Date.now() - started) / 1000);
  facts[`${target} image MB`] = imageSizeMb(tag);
}

/** The hardening compose.yaml gives both services. */
const HARDENED = ["--network=host", ...ULIMITS, "--read-only", "--tmpfs", "/tmp", "--cap-drop=ALL", "--security-opt", "no-new-privileges"];

const exitCode = (name: string): Promise<number | null> =>
  new Promise((resolve) => {
    const wait = spawn("podman", [...PODMAN_FLAGS, "wait", name], { env: podmanEnv(), stdio: ["ignore", "pipe", "ignore"] });
    let out = "";
    wait.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    wait.on("exit", () => resolve(out.trim() === "" ? null : Number(out.trim().split("\n").pop())));
  });

async function composeLike(work: string, redisUrl: string): Promise<void> {
  const sandboxPort = await freePort();
  const port = await freePort();
  const metricsPort = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const backend = `http://127.0.0.1:${sandboxPort}`;
  podman(["volume", "rm", "--force", NAMES.volume]);
  podmanOk(["run", "-d", "--name", NAMES.sandbox, ...HARDENED, "-v", `${NAMES.volume}:/src/data`, "-e", "SANDBOX_LOG_LEVEL=info", "-e", `SANDBOX_PORT=${sandboxPort}`, SANDBOX]);
  const sandboxUp = await check("the sandbox image starts read-only and answers its health check", async () => {
    await waitFor("sandbox health", 120_000, async () => (await fetch(`${backend}/_sandbox/health`)).ok);
    return `${backend}/_sandbox/health 200`;
  });
  if (!sandboxUp) return;

  // compose/storefront.env and a filled secrets.env, then compose.sandbox.yaml's environment.
  const secrets = path.join(work, "secrets.env");
  writeFileSync(secrets, [`SESSION_SECRET=${randomBytes(32).toString("base64")}`, `REVALIDATE_SECRET=${randomBytes(32).toString("base64")}`, "BACKEND_HEADERS={}"].join("\n") + "\n");
  const env = { BACKEND_URL: backend, SANDBOX: "1", SITE_URL: base, REDIS_URL: redisUrl, PORT: String(port), METRICS_PORT: String(metricsPort) };
  podmanOk([
    "run", "-d", "--name", NAMES.storefront, ...HARDENED, "--stop-timeout", String(GRACE_MS / 1000),
    "--env-file", path.join(ROOT, "deploy", "compose", "storefront.env"), "--env-file", secrets,
    ...Object.entries(env).flatMap(([name, value]) => ["-e", `${name}=${value}`]),
    STOREFRONT,
  ]);
  const up = await check("the storefront image starts with compose's settings and answers /healthz and /readyz", async () => {
    await waitFor("/readyz 200", 120_000, async () => (await fetch(`${base}/readyz`)).status === 200);
    return health(base, { sandbox: "up", redis: "up" });
  });
  if (!up) {
    say(podman(["logs", "--tail", "20", NAMES.storefront]).stdout);
    return;
  }
  await check("it runs as the image's uid 10001 on a read-only root; only /tmp is writable", () => {
    const probe = podmanOk(["exec", NAMES.storefront, "node", "-e", "const fs=require('fs');let root='writable';try{fs.writeFileSync('/app/probe','x')}catch(e){root=e.code}fs.writeFileSync('/tmp/probe','x');console.log(process.getuid()+' '+root)"]);
    if (probe !== "10001 EROFS") throw new Error(`uid and root: ${probe}`);
    return "uid 10001, /app EROFS, /tmp writable";
  });
  await check("a landing shows the sandbox's prices and hydrates with no CSP refusal", () => landing(base, backend));
  await check("one order is placed through the /api proxy", () => order(base));
  await check("the metrics listener answers on its own port", () => metrics(`http://127.0.0.1:${metricsPort}/metrics`));
  await check("SIGTERM drains it: /readyz 503 while it serves, then exit 0 within the grace", () =>
    drain(base, () => podmanOk(["kill", "--signal", "TERM", NAMES.storefront]), () => exitCode(NAMES.storefront), GRACE_MS),
  );
  facts.sandboxUrl = backend;
}

async function kubePlay(work: string, redisUrl: string, backend: string): Promise<void> {
  const port = await freePort();
  const metricsPort = await freePort();
  const base = `http://127.0.0.1:${port}`;
  podmanOk(["tag", STOREFRONT, KUBE_IMAGE]);
  const { probes, graceSeconds, yaml, secretName, secret } = kubeObjects(ROOT, {
    image: KUBE_IMAGE,
    port,
    metricsPort,
    backendUrl: backend,
    siteUrl: base,
    redisUrl,
    sessionSecret: randomBytes(32).toString("base64"),
    revalidateSecret: randomBytes(32).toString("base64"),
  });
  const file = path.join(work, "storefront.yaml");
  writeFileSync(file, yaml);
  // From a file: podman takes "-" only from a FIFO, and Node's child stdin is a socket.
  const secretFile = path.join(work, "secret.json");
  writeFileSync(secretFile, secret, { mode: 0o600 });
  podman(["secret", "rm", secretName]);
  const played = await check("the Kubernetes Deployment plays with its ConfigMap and Secret and becomes ready", async () => {
    podmanOk(["secret", "create", secretName, secretFile]);
    podmanOk(["kube", "play", "--replace", file], { timeoutMs: 180_000 });
    await waitFor("/readyz 200 in the pod", 120_000, async () => (await fetch(`${base}/readyz`)).status === 200);
    return health(base, { sandbox: "up", redis: "up" });
  });
  const container = `${KUBE_POD}-storefront`;
  if (played) {
    await check("the pod runs with the manifest's security context (uid, group, read-only root, no capabilities)", () => {
      const probe = podmanOk(["exec", container, "node", "-e", "const fs=require('fs');let root='writable';try{fs.writeFileSync('/app/probe','x')}catch(e){root=e.code}fs.writeFileSync('/tmp/probe','x');fs.writeFileSync('/app/data/probe','x');console.log(process.getuid()+':'+process.getgid()+' '+root+' '+require('fs').readFileSync('/proc/self/status','utf8').match(/CapEff:\\s*(\\w+)/)[1])"]);
      if (probe !== "10001:10001 EROFS 0000000000000000") throw new Error(`uid:gid, root, effective capabilities: ${probe}`);
      return "uid:gid 10001:10001, / read-only (EROFS), /tmp and /app/data writable, no effective capability";
    });
    await check("its liveness, readiness and startup probes answer on the paths they name, on the pod's port", () => probesAnswer("127.0.0.1", probes));
    await check("a probe path the server does not answer is caught (the check above can fail)", async () => {
      const broken = probes.map((probe) => (probe.kind === "readiness" ? { ...probe, path: `${probe.path}-missing` } : probe));
      const caught = await probesAnswer("127.0.0.1", broken).then(() => null, (error: Error) => error.message);
      if (!caught) throw new Error("a readiness probe on a path the server does not have passed");
      return `caught: ${caught}`;
    });
    await check("stopping the pod drains it within terminationGracePeriodSeconds", () =>
      drain(base, () => void spawn("podman", [...PODMAN_FLAGS, "pod", "stop", "--time", String(graceSeconds), KUBE_POD], { env: podmanEnv(), stdio: "ignore" }), () => exitCode(container), graceSeconds * 1000),
    );
  } else {
    say(podman(["logs", "--tail", "20", container]).stdout + podman(["logs", "--tail", "20", container]).stderr);
  }
  podman(["kube", "down", file]);
  podman(["secret", "rm", secretName]);
}

async function main(): Promise<number> {
  const missing = podmanMissing();
  if (missing) {
    if (process.env.CI) {
      checks.push({ name: "podman runs containers here", ok: false, detail: missing });
      say(`FAIL ${missing}`);
    } else say(`skipped: ${missing}`);
    return report();
  }
  const work = mkdtempSync(path.join(tmpdir(), "uf-image-"));
  const redis = await startRedis();
  removeAll([NAMES.storefront, NAMES.sandbox], [KUBE_POD]);
  try {
    const built = await check("the base and both images build (NODE_IMAGE from this machine)", () => {
      const started = Date.now();
      say(ensureBaseImage(ROOT, say));
      facts["base s"] = Math.round((Date.now() - started) / 1000);
      // IMAGE_REUSE=1: the images of an earlier run as they are (a quicker run of the checks alone).
      if (process.env.IMAGE_REUSE === "1" && imageExists(STOREFRONT) && imageExists(SANDBOX)) say(`reused ${STOREFRONT} and ${SANDBOX} (IMAGE_REUSE=1)`);
      else {
        build("run", STOREFRONT);
        build("sandbox", SANDBOX);
      }
      return Object.entries(facts).map(([name, value]) => `${name} ${value}`).join(", ");
    });
    if (built) {
      // A step that throws outside a check (podman itself failing) is a failed check, never a crash without a report.
      await composeLike(work, redis.url).catch((error: Error) => check("the Compose-like run", () => Promise.reject(error)));
      if (typeof facts.sandboxUrl === "string") await kubePlay(work, redis.url, facts.sandboxUrl).catch((error: Error) => check("the Kubernetes play", () => Promise.reject(error)));
    }
  } finally {
    removeAll([NAMES.storefront, NAMES.sandbox], [KUBE_POD]);
    podman(["volume", "rm", "--force", NAMES.volume]);
    redis.child.kill("SIGTERM");
    rmSync(work, { recursive: true, force: true });
  }
  return report();
}

function report(): number {
  const passed = checks.filter((c) => c.ok).length;
  const failed = checks.length - passed;
  if (process.env.IMAGE_REPORT) writeFileSync(process.env.IMAGE_REPORT, JSON.stringify({ passed, failed, checks, facts }, null, 2));
  console.info(`${passed} passed, ${failed} failed`);
  return failed ? 1 : 0;
}

process.exit(await main());
