import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { freePort, startProcess, waitForHttp, type Started } from "./procs";

/**
 * The storefront the engines visit: the production server (server/main.ts, with its CSP) on
 * the existing build, with SANDBOX=1 and no BACKEND_URL, so it starts its own sandbox server
 * (lib/backend/sandbox-process.ts) on a fresh database. Ready when /readyz answers 200 (the
 * sandbox answers too). ENGINES_BASE_URL points the suite at a server already running instead.
 */
export interface Storefront {
  baseUrl: string;
  stop(): Promise<void>;
  tail(): string;
}

export async function startStorefront(workDir: string, portRange: [number, number]): Promise<Storefront> {
  const external = process.env.ENGINES_BASE_URL?.replace(/\/+$/, "");
  if (external) return { baseUrl: external, stop: async () => undefined, tail: () => "" };
  if (!existsSync(".next/BUILD_ID")) throw new Error("no production build here: run `npm run build` first");
  const port = await freePort(...portRange);
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = path.join(workDir, "data");
  rmSync(dataDir, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    SANDBOX: "1",
    DATA_DIR: dataDir,
    SITE_URL: baseUrl,
  };
  // A deployment's settings in the caller's environment would point the storefront elsewhere.
  delete env.BACKEND_URL;
  delete env.REDIS_URL;
  const proc: Started = startProcess(process.execPath, ["server/main.ts", "-p", String(port), "-H", "127.0.0.1"], { env });
  try {
    await waitForHttp(`${baseUrl}/readyz`, proc, 120_000);
  } catch (error) {
    await proc.stop();
    throw new Error(`the storefront did not start: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { baseUrl, stop: () => proc.stop(), tail: () => proc.tail() };
}
