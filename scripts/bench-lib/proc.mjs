// Process and HTTP helpers of scripts/bench.mjs: child processes in their own process group
// (so a kill reaches npx/next and any child they start), loopback HTTP probes.
import { spawn } from "node:child_process";
import http from "node:http";
import net from "node:net";
import { stopGroup } from "../process-group.mjs";

/** Progress goes to stderr; stdout is kept for the final markdown report. */
export function log(...args) {
  console.error("[bench]", ...args);
}

const children = new Set();

/**
 * Starts a long-running child in its own process group. Its output is prefixed and sent to
 * stderr. Returns the ChildProcess; stop it with stopChild().
 */
export function startChild(name, command, args, options = {}) {
  const { onLine, ...spawnOptions } = options;
  const child = spawn(command, args, {
    ...spawnOptions,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  child.exited = new Promise((resolve) => {
    child.once("exit", (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    });
    child.once("error", (error) => {
      children.delete(child);
      resolve({ code: null, signal: null, error });
    });
  });
  child.output = "";
  const forward = (chunk) => {
    const text = chunk.toString();
    child.output = (child.output + text).slice(-20_000);
    for (const line of text.split("\n")) {
      if (!line.trim()) continue;
      if (onLine && onLine(line) === false) continue;
      process.stderr.write(`  [${name}] ${line}\n`);
    }
  };
  child.stdout.on("data", forward);
  child.stderr.on("data", forward);
  return child;
}

/** SIGTERM to the child's process group, SIGKILL if it is still there after `graceMs`. */
export async function stopChild(child, graceMs = 5_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  await stopGroup(child, "SIGTERM", graceMs);
}

export async function stopAllChildren() {
  await Promise.all([...children].map((child) => stopChild(child)));
}

/** Process groups started by a library (chrome-launcher's Chrome), killed with ours on exit. */
const foreignGroups = new Set();
export function trackGroup(pid) {
  if (pid) foreignGroups.add(pid);
}
export function untrackGroup(pid) {
  foreignGroups.delete(pid);
}

/** Last resort on process exit or signal: synchronous SIGKILL of every child group still alive. */
export function killAllChildrenSync() {
  for (const pid of [...[...children].map((c) => c.pid), ...foreignGroups]) {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        /* gone */
      }
    }
  }
}

/** Runs a command to completion, output forwarded to stderr. Resolves with the exit code. */
export function runCommand(name, command, args, options = {}) {
  const child = startChild(name, command, args, options);
  return child.exited.then(({ code, error }) => (error ? Promise.reject(error) : code));
}

/** True if something accepts TCP connections on host:port. */
export function portInUse(port, host = "127.0.0.1") {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(1_000);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("timeout", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/**
 * One GET with node:http (which sends no Accept-Encoding unless given, like autocannon).
 * Resolves with { status, headers, body: Buffer }.
 */
export function httpGet(url, { headers = {}, timeoutMs = 10_000 } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, agent: false }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`timeout after ${timeoutMs} ms: ${url}`)));
    req.on("error", reject);
  });
}

/** Polls `url` until it answers 200, the child exits, or `timeoutMs` passes. */
export async function waitFor200(url, { child, timeoutMs = 60_000, intervalMs = 500 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer";
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`server exited (code ${child.exitCode}, signal ${child.signalCode}) before answering ${url}`);
    }
    try {
      const res = await httpGet(url, { timeoutMs: 5_000 });
      if (res.status === 200) return;
      last = `status ${res.status}`;
    } catch (error) {
      last = error.code ?? error.message;
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s (last: ${last})`);
}

/** Rejects with a timeout error if `promise` has not settled after `ms`; onTimeout runs first. */
export function withTimeout(promise, ms, what, onTimeout) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(async () => {
      try {
        await onTimeout?.();
      } finally {
        reject(new Error(`${what} timed out after ${Math.round(ms / 1000)} s`));
      }
    }, ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
