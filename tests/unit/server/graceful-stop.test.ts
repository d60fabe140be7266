// @vitest-environment node
import http from "node:http";
import type { AddressInfo } from "node:net";
import { closeResources, isDraining, onShutdown, resetDrain } from "@/lib/backend/drain";
import { closeConnectionWhenDraining, drainAndClose } from "@/server/graceful-stop";
import { drainingReadiness } from "@/lib/backend/readiness";
import { serverSettings } from "@/server/settings";
import { accessLine, forcedExitCode } from "@/server/requests";

/**
 * How the entry server stops: draining first (/readyz 503, everything else served),
 * then no new connections, the requests in flight finished, and what the process opened closed.
 */

afterEach(() => resetDrain());

describe("serverSettings", () => {
  it("defaults: metrics on 127.0.0.1:9464, a 10 s drain, 65 s keep-alive, in-flight requests up to 25 s", () => {
    expect(serverSettings({})).toEqual({ problems: [], metrics: { port: 9464, host: "127.0.0.1" }, drainMs: 10_000, keepAliveMs: 65_000, requestsMs: 25_000 });
  });

  it("reads METRICS_PORT/HOST, DRAIN_SECONDS and KEEP_ALIVE_SECONDS; 0 or off turns metrics off", () => {
    expect(serverSettings({ METRICS_PORT: "9465", METRICS_HOST: "0.0.0.0", DRAIN_SECONDS: "2", KEEP_ALIVE_SECONDS: "75" })).toMatchObject({
      problems: [],
      metrics: { port: 9465, host: "0.0.0.0" },
      drainMs: 2_000,
      keepAliveMs: 75_000,
    });
    for (const off of ["0", "off", "OFF", " off "]) expect(serverSettings({ METRICS_PORT: off }).metrics, off).toBeNull();
    expect(serverSettings({ DRAIN_SECONDS: "0" }).drainMs).toBe(0);
    expect(serverSettings({ DRAIN_SECONDS: "0.5" }).drainMs).toBe(500);
    expect(serverSettings({ BACKEND_TIMEOUT_MS: "30000" }).requestsMs).toBe(40_000);
  });

  it("refuses a malformed value with its name, rather than guessing", () => {
    expect(serverSettings({ METRICS_PORT: "abc", DRAIN_SECONDS: "-1", KEEP_ALIVE_SECONDS: "0" }).problems).toEqual([
      'METRICS_PORT must be a whole number from 1 to 65535 (got "abc")',
      'DRAIN_SECONDS must be a number from 0 to 600 (got "-1")',
      'KEEP_ALIVE_SECONDS must be a number from 1 to 3600 (got "0")',
    ]);
    expect(serverSettings({ METRICS_PORT: "70000" }).problems).toHaveLength(1);
    expect(serverSettings({ METRICS_PORT: "94.64" }).problems).toHaveLength(1);
  });
});

describe("closeResources", () => {
  it("closes every registered resource in parallel, each within its time, and says how each went", async () => {
    const closed: string[] = [];
    onShutdown("redis", async () => void closed.push("redis"));
    onShutdown("telemetry", () => void closed.push("telemetry"));
    onShutdown("broken", () => Promise.reject(Object.assign(new Error("connect ECONNREFUSED 10.0.0.1:6379"), { code: "ECONNREFUSED" })));
    onShutdown("hangs", () => new Promise(() => undefined));
    onShutdown("redis", async () => void closed.push("redis, registered again"));
    const started = Date.now();
    const results = await closeResources(200);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(closed.sort()).toEqual(["redis, registered again", "telemetry"]);
    expect(results).toEqual([
      { name: "redis", closed: true },
      { name: "telemetry", closed: true },
      { name: "broken", closed: false, error: "ECONNREFUSED" },
      { name: "hangs", closed: false, error: "timeout" },
    ]);
    // Closed once: a second stop has nothing left to close.
    expect(await closeResources(200)).toEqual([]);
  });
});

describe("drainAndClose", () => {
  /** A server like the entry server: /readyz says 503 while draining, /slow takes 1.5 s. */
  function startServer(): Promise<{ server: http.Server; port: number }> {
    const server = http.createServer((req, res) => {
      closeConnectionWhenDraining(res);
      if (req.url === "/readyz") {
        res.writeHead(isDraining() ? 503 : 200).end();
        return;
      }
      setTimeout(() => res.writeHead(200).end("ok"), req.url === "/slow" ? 1_500 : 5);
    });
    server.keepAliveTimeout = 65_000;
    return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve({ server, port: (server.address() as AddressInfo).port })));
  }

  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  afterAll(() => agent.destroy());
  const get = (port: number, path: string) =>
    new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      http.get({ host: "127.0.0.1", port, path, agent }, (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
      }).on("error", reject);
    });

  it("503 on /readyz at once, the rest served through the window, the request in flight finished, then closed", async () => {
    const { server, port } = await startServer();
    expect(await get(port, "/readyz")).toMatchObject({ status: 200, connection: "keep-alive" });
    const lines: Record<string, unknown>[] = [];
    const closed: string[] = [];
    const started = Date.now();
    const stopped = drainAndClose(server, {
      signal: "SIGTERM",
      drainMs: 1_000,
      requestsMs: 5_000,
      log: (_level, fields) => void lines.push(fields),
      close: async () => {
        closed.push(`at ${Date.now() - started} ms`);
        return [{ name: "redis", closed: true }];
      },
    }).then(() => Date.now() - started);

    // Sent at the start of the window, answered after it: still answered.
    const slow = get(port, "/slow");
    expect(await get(port, "/readyz")).toEqual({ status: 503, connection: "close" });
    // Within the window: served, each answer the connection's last.
    const during: { status: number; connection: string | undefined }[] = [];
    for (let i = 0; i < 3; i++) during.push(await get(port, "/page"));
    expect(during).toEqual(Array(3).fill({ status: 200, connection: "close" }));
    await new Promise((r) => setTimeout(r, 1_100 - (Date.now() - started)));
    // Past the window: no new connection.
    await expect(get(port, "/page")).rejects.toMatchObject({ code: "ECONNREFUSED" });
    expect(await slow).toEqual({ status: 200, connection: "close" });
    const stoppedAfter = await stopped;
    expect(stoppedAfter).toBeGreaterThanOrEqual(1_400);
    expect(closed).toHaveLength(1);
    expect(lines.map((line) => line.event)).toEqual(["server.drain", "server.closing", "server.stopped"]);
    expect(lines[0]).toMatchObject({ signal: "SIGTERM", drainSeconds: 1 });
    expect(lines.at(-1)).toMatchObject({ closed: ["redis"] });
  });

  it("cuts the requests still running after requestsMs, and says so", async () => {
    const { server, port } = await startServer();
    const lines: Record<string, unknown>[] = [];
    const slow = get(port, "/slow").then(() => "answered", () => "cut");
    await new Promise((r) => setTimeout(r, 50));
    await drainAndClose(server, { signal: "SIGINT", drainMs: 0, requestsMs: 100, log: (_level, fields) => void lines.push(fields), close: async () => [] });
    expect(await slow).toBe("cut");
    expect(lines.map((line) => line.event)).toEqual(["server.drain", "server.closing", "server.requests-cut", "server.stopped"]);
  });
});

describe("around the drain", () => {
  it("/readyz's answer while draining: 503 \"draining\", no dependency asked", () => {
    expect(drainingReadiness("b1", "operator")).toEqual({ status: 503, body: { status: "draining", build: "b1", backend: "operator", checks: {} } });
  });

  it("/readyz's 503 while draining is logged at debug, like a health check, not as a server error", () => {
    const facts = { method: "GET", pathname: "/readyz", status: 503, ms: 1, requestId: "haproxy-health-check" };
    expect(accessLine(facts).level).toBe("error");
    expect(accessLine({ ...facts, draining: true }).level).toBe("debug");
    expect(accessLine({ ...facts, pathname: "/checkout/cep/", draining: true }).level).toBe("error");
  });

  it("a second signal exits at once with the shell's 128 + signal number", () => {
    expect(forcedExitCode("SIGTERM")).toBe(143);
    expect(forcedExitCode("SIGINT")).toBe(130);
  });

  it("Node (20 and 24) keeps an idle keep-alive connection past headersTimeout: the 10 s header limit needs no raising above KEEP_ALIVE_SECONDS", async () => {
    const server = http.createServer({ headersTimeout: 500, requestTimeout: 1_000, connectionsCheckingInterval: 100 }, (_req, res) => res.end("ok"));
    server.keepAliveTimeout = 10_000;
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const sockets = new Set<unknown>();
    const get = () =>
      new Promise<number>((resolve, reject) => {
        const req = http.get({ host: "127.0.0.1", port, path: "/", agent }, (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        });
        req.on("socket", (socket) => sockets.add(socket));
        req.on("error", reject);
      });
    try {
      expect(await get()).toBe(200);
      // Idle three times headersTimeout, then the same connection again.
      await new Promise((r) => setTimeout(r, 1_500));
      expect(await get()).toBe(200);
      expect(sockets.size).toBe(1);
    } finally {
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
