import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { createServer as createNetServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { rawRequest } from "./support/raw-http";
import { startSandboxServer, type SandboxServer } from "./support/sandbox-server";
import { expect, test } from "./support/test";

/**
 * The container image without Docker (none on this machine): the files the Dockerfile ships,
 * assembled by the same script (scripts/standalone.ts) into a temporary directory with no
 * checkout around it, and server/main.ts started from there, as the image's CMD does. It must
 * serve the site as `npm start` does, per-page CSP included. The server also sends its traces to a
 * collector of this spec's (OpenTelemetry over OTLP/JSON): what leaves the process, Next's own
 * spans included, must hold no personal data.
 */

// Ports are taken free at each start: a retry runs in a new worker while the last worker's
// servers may still be going away, and a fixed port would then answer from the dying one.
let PORT = 0;
let base = "";

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
let root = "";
/** The sandbox's database of these servers, outside the image's files (a container's volume). */
let dataDir = "";
let server: ChildProcess | undefined;
let collector: Server | undefined;
/** The backend the image is given (BACKEND_URL): a sandbox server, run from the checkout. */
let sandbox: SandboxServer | undefined;
const exported: string[] = [];

test.describe.configure({ mode: "serial" });

/**
 * The inline scripts a browser runs and their CSP sources, computed here (not with
 * server/served-policy.ts) so that the check does not share a mistake with what it checks.
 */
function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attrs]) => !/\ssrc\s*=/i.test(attrs ?? "") && !/\stype\s*=\s*["']?application\/(?:ld\+)?json/i.test(attrs ?? ""))
    .map(([, , text]) => `'sha256-${createHash("sha256").update(text ?? "", "utf8").digest("base64")}'`);
}

/** Starts server/main.ts from the assembled directory and waits for /healthz. */
async function start(env: Record<string, string>, port = PORT): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["server/main.ts", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: root,
    // Only what a container would be given: nothing of this checkout's environment.
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      DATA_DIR: dataDir,
      BACKEND_URL: sandbox!.url,
      // As `openssl rand -base64 32` makes one: the start refuses a made-up phrase.
      SESSION_SECRET: "Xq1v8mZr3KpL0sWd7TnYb5HcJf2Ug9Ae4Ro6Ik0Mxz8=",
      // Stopped at once between tests (no balancer to drain from), no metrics listener on 9464.
      DRAIN_SECONDS: "0",
      METRICS_PORT: "off",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log = createWriteStream(join(dataDir, `server-${port}.log`));
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  for (let i = 0; i < 180; i++) {
    if (child.exitCode !== null) throw new Error(`the standalone server exited (${child.exitCode}): ${readFileSync(join(dataDir, `server-${port}.log`), "utf8")}`);
    try {
      if ((await rawRequest("GET", "/healthz", { port })).status === 200) return child;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the standalone server did not start");
}

async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

test.beforeAll(async () => {
  test.setTimeout(360_000);
  root = mkdtempSync(join(tmpdir(), "uf-standalone-"));
  dataDir = mkdtempSync(join(tmpdir(), "uf-standalone-data-"));
  // As the Dockerfile's build stage does.
  const assembled = spawnSync(process.execPath, ["scripts/standalone.ts", root], { encoding: "utf8" });
  expect(assembled.status, assembled.stderr).toBe(0);
  collector = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      if (req.url === "/v1/traces") exported.push(body);
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => collector!.listen(0, "127.0.0.1", resolve));
  const otlp = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
  sandbox = await startSandboxServer(await freePort(), dataDir);
  PORT = await freePort();
  base = `http://127.0.0.1:${PORT}`;
  server = await start({ OTEL_EXPORTER_OTLP_ENDPOINT: otlp, OTEL_EXPORTER_OTLP_PROTOCOL: "http/json", OTEL_BSP_SCHEDULE_DELAY: "200" });
});

test.afterAll(async () => {
  await stop(server);
  await sandbox?.stop();
  await new Promise((resolve) => (collector ? collector.close(resolve) : resolve(undefined)));
  for (const dir of [root, dataDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

test("the image holds Next's standalone server, our entry server and its imports, and no data", async () => {
  for (const file of ["server/main.ts", "lib/security/policy.ts", "lib/backend/log-core.ts", "lib/backend/cache-handler.ts", "server/served-policy.ts", ".next/BUILD_ID", "public/images/banner/plans.svg", "node_modules/next/package.json", "node_modules/pino/package.json", "node_modules/ioredis/package.json"]) {
    expect(existsSync(join(root, file)), file).toBe(true);
  }
  // Not a checkout: no config to read at start, no sources, no sandbox (its code or database).
  for (const absent of ["next.config.ts", "app/[[...addon]]", "components", "tests", "data", "sandbox"]) expect(existsSync(join(root, absent)), absent).toBe(false);
});

test("it serves the site: health checks, pages with their CSP hashes, scripts, files and the API", async ({ request }) => {
  // The first visit of each page renders it (nothing is made at build).
  test.setTimeout(90_000);
  const health = await request.get(`${base}/healthz`);
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: "ok" });
  const ready = await request.get(`${base}/readyz`);
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toMatchObject({ status: "ready", build: readFileSync(join(root, ".next/BUILD_ID"), "utf8").trim(), backend: "operator", checks: { sandbox: "not-used" } });

  for (const path of ["/", "/checkout/cep/"]) {
    const response = await request.get(`${base}${path}`);
    expect(response.status(), path).toBe(200);
    const csp = response.headers()["content-security-policy"] ?? "";
    const html = await response.text();
    const sources = inlineScriptSources(html);
    expect(sources.length, path).toBeGreaterThan(0);
    // Every inline script of the page as served is allowed by the page's own policy.
    for (const source of sources) expect(csp, path).toContain(source);
    const chunk = /\/_next\/static\/chunks\/[^"]+\.js/.exec(html)?.[0];
    expect((await request.get(`${base}${chunk}`)).status(), chunk).toBe(200);
  }
  expect((await request.get(`${base}/images/banner/plans.svg`)).headers()["cache-control"]).toMatch(/^public, max-age=604800/);
  const banks = await request.get(`${base}/api/banks/`);
  expect(banks.status()).toBe(200);
  expect(banks.headers()["cache-control"]).toMatch(/^public, .*s-maxage=300/);
});

test("a page hydrates in the browser with no policy violation", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(`${base}/checkout/cep/`);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  expect(violations).toEqual([]);
});

test("its traces reach the collector, with route templates and no personal data", async ({ request }) => {
  const cpf = "39053344705";
  const lead = await request.post(`${base}/api/lead-v2/`, {
    headers: { "content-type": "application/json", "sec-fetch-site": "same-origin" },
    data: { idPlan: "p-d600gl", address: { cep: "01310100", number: "1000" } },
  });
  expect(lead.status()).toBe(200);
  const { idLead } = (await lead.json()) as { idLead: string };
  const step = await request.fetch(`${base}/api/lead-v2/${idLead}/documentNumber/`, {
    method: "PATCH",
    headers: { "content-type": "application/json", "sec-fetch-site": "same-origin" },
    data: { cpf },
  });
  expect(step.status()).toBe(200);
  expect((await request.get(`${base}/checkout/cpf/?l=${idLead}&cep=01310100`)).status()).toBe(200);

  await expect.poll(() => exported.join("\n").includes("/api/[...path]"), { timeout: 15_000 }).toBe(true);
  const all = exported.join("\n");
  expect(all).toContain('"service.name"');
  for (const value of [cpf, idLead, "01310100", "?l=", "documentNumber/"]) expect(all.includes(value), value).toBe(false);
});

test.describe("with REDIS_URL", () => {
  const redisOnPath = spawnSync("redis-server", ["--version"], { stdio: "ignore" }).status === 0;
  test.skip(!redisOnPath, "no redis-server on PATH (.ci/run installs it)");

  test("the server loads the shared cache handler from the image and still serves pages", async ({ request }) => {
    test.setTimeout(120_000);
    const redisPort = await freePort();
    const redis = spawn("redis-server", ["--port", String(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
    let second: ChildProcess | undefined;
    try {
      // Redis answers before the server starts: the handler's first connection must not be refused.
      const redisCli = (...args: string[]) => spawnSync("redis-cli", ["-p", String(redisPort), ...args], { encoding: "utf8" }).stdout;
      await expect.poll(() => redisCli("ping").trim(), { timeout: 15_000 }).toBe("PONG");
      const env = { REDIS_URL: `redis://127.0.0.1:${redisPort}`, DATA_DIR: join(dataDir, "second") };
      const port = await freePort();
      second = await start(env, port);
      expect((await request.get(`http://127.0.0.1:${port}/checkout/cep/`)).status()).toBe(200);
      // Next makes its cache handler with the first pages: its connection is named in Redis. On a
      // busy machine the connection can follow the first answer by a moment: asked again, with pages.
      await expect
        .poll(
          async () => {
            // A reused keep-alive connection the server has just closed can reset (ECONNRESET);
            // that says nothing about the cache handler: the poll asks again on a new one.
            await request.get(`http://127.0.0.1:${port}/consultar-cobertura/cep/`).catch(() => undefined);
            return redisCli("client", "list");
          },
          { timeout: 30_000 },
        )
        .toContain("name=ultrafibra-cache");
    } finally {
      await stop(second);
      redis.kill("SIGKILL");
    }
  });
});
