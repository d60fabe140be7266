import { spawn, type ChildProcess } from "node:child_process";

/**
 * A sandbox server of a spec's own (sandbox/main.ts run by tsx), for storefronts that spec starts
 * itself: the backend they reach over HTTP with BACKEND_URL, as in production.
 */
export interface SandboxServer {
  url: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

export async function startSandboxServer(port: number, dataDir: string, env: Record<string, string> = {}): Promise<SandboxServer> {
  const child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "sandbox/main.ts"], {
    env: { ...process.env, DATA_DIR: dataDir, SANDBOX_PORT: String(port), SANDBOX_LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  };
  // tsx compiles the sandbox, then PGlite opens: minutes on a busy CI machine.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the sandbox server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/_sandbox/health`)).ok) return { url, child, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error("the sandbox server did not start");
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
