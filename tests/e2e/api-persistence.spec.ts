import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, request as playwrightRequest, test } from "./support/test";
import { callApi, COVERED, createLead } from "./support/api";

/**
 * A second `next start` of its own, on its own sandbox database, so it can be stopped and started
 * again without disturbing the other tests: a lead survives a restart, and a load loses none.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 97;
// A fleet's own persistence (PostgreSQL across instances, an instance killed under load) is shown
// by fleet-balancer.spec.ts and `npm run fleet:load`.
test.skip(Boolean(process.env.E2E_BASE_URL), "starts servers of its own on this machine and tests those, not the E2E_BASE_URL deployment; skipped there so they do not take the CPU the deployment under test needs");
const BASE = `http://127.0.0.1:${PORT}`;

async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(PORT), "-H", "127.0.0.1"], {
    // SANDBOX=1 without BACKEND_URL: `next start` starts a sandbox server of its own on DATA_DIR's database.
    env: { ...process.env, DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: "1", E2E_PORT: String(PORT), SANDBOX: "1" },
    stdio: "ignore",
  });
  // The server starts its sandbox server first (tsx, then PGlite): longer on a busy CI machine.
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(`${BASE}/api/banks`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Every process below `pid` (the sandbox server the storefront started, and tsx's own child). */
function descendants(pid: number): number[] {
  let children: number[] = [];
  try {
    children = execFileSync("pgrep", ["-P", String(pid)], { encoding: "utf8" }).split("\n").filter(Boolean).map(Number);
  } catch {
    // pgrep exits 1 when there is none
  }
  return children.flatMap((child) => [child, ...descendants(child)]);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Stops the server and waits until its sandbox server has closed the database too: the next
 * server's sandbox opens the same PGlite directory.
 */
async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const below = child.pid ? descendants(child.pid) : [];
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
  const deadline = Date.now() + 30_000;
  while (below.some(alive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
}

/** A distinct full name of letters only per visitor ("Cliente Caab"): the proxy checks names. */
const nameOf = (i: number) => `Cliente C${String.fromCharCode(97 + Math.floor(i / 26))}${String.fromCharCode(97 + (i % 26))}b`;

test.describe.configure({ mode: "serial" });

test("a lead created, then the server restarted, is still there", async () => {
  test.setTimeout(90_000);
  const dataDir = mkdtempSync(join(tmpdir(), "uf-persist-"));
  let server = await startServer(dataDir);
  const context = await playwrightRequest.newContext({ baseURL: BASE });
  try {
    const origin = { origin: BASE };
    const id = await createLead(context, {}, origin);
    const named = await callApi(context, "PATCH", `lead-v2/${id}/name`, { name: "Carla Persistente" }, origin);
    expect(named.status()).toBe(200);

    await stopServer(server);
    server = await startServer(dataDir);

    const read = await callApi(context, "GET", `lead/${id}`, undefined, origin);
    expect(read.status()).toBe(200);
    expect(await read.json()).toMatchObject({ id, name: "Carla Persistente", address: { cep: COVERED.cep } });
  } finally {
    await context.dispose();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("50 concurrent lead creations through the proxy lose nothing: every lead stored once", async () => {
  test.setTimeout(90_000);
  const dataDir = mkdtempSync(join(tmpdir(), "uf-load-"));
  const server = await startServer(dataDir);
  // One browser each: 50 visitors at once, every one from the same address (one NAT).
  const contexts = await Promise.all(Array.from({ length: 50 }, () => playwrightRequest.newContext({ baseURL: BASE })));
  try {
    const origin = { origin: BASE };
    const started = Date.now();
    const ids = await Promise.all(contexts.map((context, i) => createLead(context, { name: nameOf(i) }, origin)));
    const seconds = (Date.now() - started) / 1000;
    test.info().annotations.push({ type: "load", description: `50 lead creations in ${seconds.toFixed(2)} s` });
    expect(new Set(ids).size).toBe(50);
    const reads = await Promise.all(contexts.map((context, i) => callApi(context, "GET", `lead/${ids[i]}`, undefined, origin)));
    for (const [i, read] of reads.entries()) {
      expect(read.status()).toBe(200);
      expect(await read.json()).toMatchObject({ id: ids[i], name: nameOf(i) });
    }
  } finally {
    await Promise.all(contexts.map((c) => c.dispose()));
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
