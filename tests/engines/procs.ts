import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import net from "node:net";

/**
 * Processes the suite starts (the storefront, Xvfb, WebKitWebDriver), each in a process group of
 * its own so that stopping it reaches what it started (the sandbox server, MiniBrowser and its
 * web processes) and nothing else.
 */
export interface Started {
  child: ChildProcess;
  /** The last lines it wrote (stdout and stderr), for a failure's message. */
  tail(lines?: number): string;
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

export function startProcess(command: string, args: string[], options: SpawnOptions, onLine?: (line: string) => void): Started {
  const child = spawn(command, args, { ...options, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  const lines: string[] = [];
  let partial = "";
  const read = (chunk: Buffer) => {
    const text = partial + chunk.toString("utf8");
    const parts = text.split("\n");
    partial = parts.pop() ?? "";
    for (const line of parts) {
      lines.push(line);
      if (lines.length > 400) lines.shift();
      onLine?.(line);
    }
  };
  child.stdout?.on("data", read);
  child.stderr?.on("data", read);
  const exited = new Promise<number | null>((resolve) => {
    child.once("exit", (code) => resolve(code));
    child.once("error", (error) => {
      lines.push(String(error));
      resolve(null);
    });
  });
  const signal = (name: NodeJS.Signals) => {
    if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, name);
    } catch {
      child.kill(name);
    }
  };
  return {
    child,
    exited,
    tail: (n = 25) => lines.slice(-n).join("\n"),
    async stop() {
      signal("SIGTERM");
      const timer = setTimeout(() => signal("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
      // The leader may be gone while a member of its group (a web process) lingers.
      try {
        if (child.pid) process.kill(-child.pid, "SIGKILL");
      } catch {
        /* the group is empty */
      }
    },
  };
}

/** The first port from `from` to `to` nothing listens on at 127.0.0.1. */
export async function freePort(from: number, to: number): Promise<number> {
  for (let port = from; port <= to; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once("error", () => resolve(false));
      server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}-${to}`);
}

/** Polls `url` until it answers 200, the process ends, or `timeoutMs` passes. */
export async function waitForHttp(url: string, proc: Started, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void proc.exited.then(() => (ended = true));
  for (;;) {
    try {
      const answer = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (answer.ok) return;
    } catch {
      /* not listening yet */
    }
    if (ended) throw new Error(`it exited before ${url} answered:\n${proc.tail()}`);
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000}s:\n${proc.tail()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
