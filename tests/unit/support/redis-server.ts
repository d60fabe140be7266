import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import net from "node:net";

/**
 * A real redis-server owned by a test (Debian's `redis-server` on PATH; `.ci/run` installs it),
 * on a free port, with no persistence, so a test can stop it, pause it (SIGSTOP: a Redis that
 * hangs) and start it again on the same port.
 */
export const redisServerOnPath = spawnSync("redis-server", ["--version"], { stdio: "ignore" }).status === 0;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Answers when something on the port replies +PONG to PING, within `ms`. */
async function waitForPong(port: number, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const pong = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.setTimeout(500);
      socket.once("connect", () => socket.write("PING\r\n"));
      socket.once("data", (data) => {
        socket.destroy();
        resolve(data.toString().startsWith("+PONG"));
      });
      socket.once("error", () => resolve(false));
      socket.once("timeout", () => {
        socket.destroy();
        resolve(false);
      });
    });
    if (pong) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`redis-server on port ${port} did not answer`);
}

export class TestRedisServer {
  private child: ChildProcess | null = null;

  private constructor(readonly port: number) {}

  static async start(): Promise<TestRedisServer> {
    const server = new TestRedisServer(await freePort());
    await server.restart();
    return server;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts (again) on the same port. */
  async restart(): Promise<void> {
    const args = ["--port", String(this.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--logfile", ""];
    this.child = spawn("redis-server", args, { stdio: "ignore" });
    await waitForPong(this.port);
  }

  /** Stops it the hard way (as a crash or a network cut looks to the client) and waits for the exit. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
  }

  /** Freezes it: connections stay open, commands get no answer. */
  pause(): void {
    this.child?.kill("SIGSTOP");
  }

  resume(): void {
    this.child?.kill("SIGCONT");
  }
}
