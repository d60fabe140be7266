import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { rawRequest } from "./raw-http";

/**
 * A storefront of a spec's own (server/main.ts on the suite's build, as `npm start`), on the
 * suite's sandbox server (playwright.config.ts: E2E_PORT + 1) as the suite's storefront reaches
 * it, with the settings the spec gives. Its output is kept for the spec to read (JSON log lines).
 */
export interface StorefrontProcess {
  child: ChildProcess;
  port: number;
  /** Everything it wrote, stdout and stderr. */
  output(): string;
  /** Its exit: code and when (Date.now()). */
  exited: Promise<{ code: number | null; at: number }>;
  /** SIGTERM if still running, then the exit; its data directory removed. */
  stop(): Promise<void>;
}

export async function startStorefront(port: number, env: Record<string, string>): Promise<StorefrontProcess> {
  const base = Number(process.env.E2E_PORT ?? 3100);
  const dataDir = mkdtempSync(join(tmpdir(), "uf-own-storefront-"));
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    DATA_DIR: dataDir,
    BACKEND_URL: `http://127.0.0.1:${base + 1}`,
    SANDBOX: "1",
    TRUSTED_PROXY_HOPS: "1",
    ...env,
  };
  for (const name of ["REDIS_URL", "OTEL_EXPORTER_OTLP_ENDPOINT", "GTM_ID"]) if (!(name in env)) delete childEnv[name];
  const child = spawn(process.execPath, ["server/main.ts", "-p", String(port), "-H", "127.0.0.1"], { env: childEnv, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) => child.once("exit", (code) => resolve({ code, at: Date.now() })));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the storefront on ${port} exited with ${child.exitCode}\n${output}`);
    try {
      if ((await rawRequest("GET", "/readyz", { port })).status === 200) return { child, port, output: () => output, exited, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the storefront on ${port} did not start\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The first port from `from` to `to` that nothing listens on at 127.0.0.1. */
export async function freePortIn(from: number, to: number): Promise<number> {
  for (let port = from; port <= to; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port from ${from} to ${to}`);
}

/** The JSON lines of a process's output (anything else skipped). */
export function jsonLines(output: string): Record<string, unknown>[] {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
}
