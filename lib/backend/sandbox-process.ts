import { spawn } from "node:child_process";
import path from "node:path";
import { onShutdown } from "./drain.ts";
import { logEvent } from "./log";

/**
 * SANDBOX=1 without BACKEND_URL: the storefront starts the sandbox server (sandbox/main.ts, run by
 * tsx) as a child process and reaches it over HTTP like any backend, so the README's one command
 * runs both and one Ctrl-C ends both. The child ends with its parent (its IPC channel closes);
 * if it dies first, the storefront stops too: without a backend it cannot take an order.
 * The storefront never imports the sandbox's code: it only runs it.
 */
export async function startSandboxServer(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  // tsx as a loader in one process (its CLI would put a second process between us and the
  // sandbox, and the IPC channel that tells us its port would not reach it). The entry is kept out
  // of the build's file tracing: a production image carries no sandbox (standalone.spec.ts).
  const entry = path.join(/* turbopackIgnore: true */ "sandbox", "main.ts");
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    cwd: process.cwd(),
    env,
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the sandbox server did not start within 180 s")), 180_000);
    child.once("message", (message: { port?: unknown }) => {
      clearTimeout(timer);
      if (typeof message.port === "number") resolve(message.port);
      else reject(new Error("the sandbox server sent no port"));
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the sandbox server exited (code ${code}) before it was ready`));
    });
  });
  let stopping = false;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.once("exit", (code) => {
    // Stopped by our own shutdown (below): the entry server exits when it is done.
    if (stopping) return;
    // 0: it was stopped with us (Ctrl-C reaches both); anything else: it failed under us.
    if (code !== 0) logEvent("error", "sandbox.exit", { code: code ?? -1 });
    process.exit(code === 0 ? 0 : 1);
  });
  // When the entry server stops after its last request (server/main.ts): the child closes its
  // database (PGlite writes its files) before we exit. Our exit without that (a crash, SIGKILL)
  // still closes the IPC channel, and the child stops on "disconnect".
  onShutdown("sandbox", async () => {
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  });
  return `http://127.0.0.1:${port}`;
}
