import http from "node:http";
import { rawRequest } from "./support/raw-http";
import { jsonLines, startStorefront, type StorefrontProcess } from "./support/storefront-process";
import { expect, test } from "./support/test";

/**
 * Graceful drain: a storefront of this spec's own (the production server on the
 * suite's build) with DRAIN_SECONDS=2 gets SIGTERM while a stream of requests runs, as a balancer
 * would keep sending until its health check sees the instance go: /readyz turns 503 at once, every
 * other request sent during the drain window succeeds, a request still running when the window
 * ends gets its answer, new connections are refused after it, and the process exits 0.
 */
test.skip(Boolean(process.env.E2E_BASE_URL), "starts a server of its own on this machine; skipped against a deployment");
test.describe.configure({ mode: "serial", timeout: 120_000 });

const PORT = Number(process.env.E2E_PORT ?? 3100) + 21;
const DRAIN_MS = 2_000;
let server: StorefrontProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startStorefront(PORT, { DRAIN_SECONDS: String(DRAIN_MS / 1000), METRICS_PORT: "off", LOG_LEVEL: "info" });
});

test.afterAll(async () => {
  await server?.stop();
});

interface Sample {
  path: string;
  start: number;
  end: number;
  status?: number;
  connection?: string;
  error?: string;
}

/** One GET on the keep-alive agent (as a balancer keeps its connections to an instance). */
function get(path: string, agent: http.Agent | false): Promise<Sample> {
  const start = Date.now();
  return new Promise((resolve) => {
    const request = http.get({ host: "127.0.0.1", port: PORT, path, agent, timeout: 30_000 }, (response) => {
      response.resume();
      response.on("end", () => resolve({ path, start, end: Date.now(), status: response.statusCode, connection: response.headers.connection }));
    });
    request.on("error", (error: NodeJS.ErrnoException) => resolve({ path, start, end: Date.now(), error: error.code ?? error.name }));
  });
}

test("SIGTERM under load: /readyz 503 at once, 0 failed requests in the window, in-flight answered, exit 0", async () => {
  const pages = ["/", "/api/banks/", "/checkout/cep/", "/healthz"];
  // Rendered once first: the first request of a page renders it from the backend.
  for (const path of pages) expect((await rawRequest("GET", path, { port: PORT })).status, path).toBe(200);

  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const samples: Sample[] = [];
  const readiness: Sample[] = [];
  let running = true;
  const stream = async (offset: number) => {
    for (let i = offset; running; i++) {
      const sample = await get(pages[i % pages.length]!, agent);
      samples.push(sample);
      if (sample.error) await new Promise((r) => setTimeout(r, 50));
    }
  };
  // The balancer's check: a new connection every 100 ms.
  const check = async () => {
    while (running) {
      readiness.push(await get("/readyz", false));
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const loops = [stream(0), stream(2), check()];
  try {
    await new Promise((r) => setTimeout(r, 1_000));
    const signalled = Date.now();
    server!.child.kill("SIGTERM");
    // A request still running when the window closes: the sandbox's slow fault (SANDBOX_SLOW_MS,
    // 4 s under the suite's sandbox) for a coverage query sent 1 s into the window.
    await new Promise((r) => setTimeout(r, 1_000));
    const inFlight = get(`/api/cep/coverage/?cep=99999001&number=10`, false);
    const { code, at: exitedAt } = await server!.exited;
    running = false;
    const slow = await inFlight;
    await Promise.all(loops);

    // /readyz: 503 from the first check after the signal (allowing for its delivery).
    const afterSignal = readiness.filter((s) => s.start >= signalled + 150 && s.status !== undefined);
    expect(afterSignal.length).toBeGreaterThan(3);
    expect(afterSignal.map((s) => s.status)).toEqual(afterSignal.map(() => 503));
    const first503 = readiness.find((s) => s.status === 503);
    expect(first503!.end - signalled).toBeLessThan(500);
    expect(readiness.filter((s) => s.start < signalled).every((s) => s.status === 200)).toBe(true);

    // Everything sent before and within the window was answered, and the window's answers close
    // their connection (the next request opens one the balancer would send elsewhere).
    const windowEnd = signalled + DRAIN_MS;
    const before = samples.filter((s) => s.start < signalled);
    const during = samples.filter((s) => s.start >= signalled + 150 && s.start < windowEnd - 200);
    expect(before.length).toBeGreaterThan(2);
    expect(during.length).toBeGreaterThan(4);
    expect([...before, ...during].filter((s) => s.status !== 200)).toEqual([]);
    expect(during.every((s) => s.connection === "close")).toBe(true);

    // Past the window: no new connection, while the request in flight still gets its answer.
    const refused = samples.filter((s) => s.start > windowEnd + 300 && s.start < slow.end - 300);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((s) => s.error === "ECONNREFUSED")).toBe(true);
    expect(slow.error).toBeUndefined();
    expect(slow.status).toBeLessThan(500);
    expect(slow.end).toBeGreaterThan(windowEnd);

    // Then the process ends, cleanly, after the answer in flight.
    expect(code).toBe(0);
    expect(exitedAt).toBeGreaterThanOrEqual(slow.end);
    expect(exitedAt - signalled).toBeGreaterThanOrEqual(DRAIN_MS);
    expect(exitedAt - signalled).toBeLessThan(DRAIN_MS + 10_000);
    const events = jsonLines(server!.output()).map((line) => line.event);
    expect(events.filter((e) => typeof e === "string" && e.startsWith("server."))).toEqual(["server.ready", "server.drain", "server.closing", "server.stopped"]);
  } finally {
    running = false;
    agent.destroy();
  }
});
