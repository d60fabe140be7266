// Processes of the fleet (scripts/fleet.mjs): each started in a process group of its own, its
// output forwarded line by line with its name in front ("[web1] ready on …"), stopped group-wide
// with the signal that process wants, in order. A guardian process (scripts/fleet-guardian.mjs)
// stops whatever is left if this process dies without stopping them.
import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import { fileURLToPath } from "node:url";
import { signalGroup, stopGroup } from "./process-group.mjs";

const GUARDIAN = fileURLToPath(new URL("./fleet-guardian.mjs", import.meta.url));

/** Splits a stream into lines and calls `onLine` for each complete one (a partial last line too, at end). */
function eachLine(stream, onLine) {
  let pending = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk) => {
    pending += chunk;
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) onLine(line);
  });
  stream.on("end", () => {
    if (pending) onLine(pending);
    pending = "";
  });
}

export class Supervisor {
  /**
   * @param {{ out?: (line: string) => void, logFile?: string | null, logFrom?: (name: string) => boolean }} [options]
   *   out: where prefixed lines go (default: stdout); logFile: a file that also receives the raw
   *   lines (no prefix) of the processes `logFrom` selects, e.g. the servers' JSON log for the tests.
   */
  constructor({ out = (line) => process.stdout.write(`${line}\n`), logFile = null, logFrom = () => false } = {}) {
    this.out = out;
    this.children = [];
    this.logFrom = logFrom;
    this.log = logFile ? createWriteStream(logFile, { flags: "w" }) : null;
    this.guardian = spawn(process.execPath, [GUARDIAN], { detached: true, stdio: ["pipe", "ignore", "inherit"] });
    // Neither the guardian nor its pipe keeps this process running: when it ends, the pipe closes.
    this.guardian.unref();
    this.guardian.stdin.unref();
    this.guardian.stdin.on("error", () => {});
  }

  /** A line of the fleet script's own, prefixed like the others. */
  say(message) {
    for (const line of String(message).split("\n")) this.out(`[fleet] ${line}`);
  }

  /** Tells the guardian to remove `dir` if this process dies before it does. */
  guardDir(dir) {
    this.guardian.stdin.write(`dir ${dir}\n`);
  }

  /**
   * Starts `command` in a group of its own. `stopSignal`: what stops it cleanly (postgres wants
   * SIGINT, its "fast" shutdown; SIGTERM would wait for every client to leave).
   * Returns the child with `name`, `exited` (a promise of { code, signal }) and `stopSignal`.
   */
  start(name, command, args, { env = process.env, cwd, stopSignal = "SIGTERM", uid, gid } = {}) {
    const child = spawn(command, args, { env, cwd, detached: true, stdio: ["ignore", "pipe", "pipe"], uid, gid });
    child.name = name;
    child.stopSignal = stopSignal;
    child.stopping = false;
    if (child.pid) this.guardian.stdin.write(`+${child.pid}\n`);
    child.exited = new Promise((resolve) => {
      child.once("error", (error) => resolve({ code: null, signal: null, error }));
      child.once("exit", (code, signal) => {
        if (child.pid) this.guardian.stdin.write(`-${child.pid}\n`);
        resolve({ code, signal });
      });
    });
    const toLog = this.log && this.logFrom(name);
    const forward = (line) => {
      this.out(`[${name}] ${line}`);
      if (toLog) this.log.write(`${line}\n`);
    };
    eachLine(child.stdout, forward);
    eachLine(child.stderr, forward);
    this.children.push(child);
    return child;
  }

  /** Runs a command to completion (its output prefixed); resolves with its exit code. */
  async run(name, command, args, options = {}) {
    const child = this.start(name, command, args, options);
    const { code, error } = await child.exited;
    if (error) throw error;
    return code;
  }

  /** Stops one child: its stop signal to its group, SIGKILL after `graceMs`. */
  async stop(child, graceMs = 10_000) {
    if (!child) return;
    child.stopping = true;
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
    await stopGroup(child, child.stopSignal, graceMs);
  }

  /** Stops the children in `order` (groups of names, stopped group after group), then the rest. */
  async stopAll(order = []) {
    const byName = (names) => this.children.filter((c) => names.includes(c.name));
    for (const names of order) await Promise.all(byName(names).map((c) => this.stop(c)));
    await Promise.all(this.children.map((c) => this.stop(c)));
    await new Promise((resolve) => (this.log ? this.log.end(resolve) : resolve()));
    this.guardian.stdin.end();
  }

  /** Last resort (a second Ctrl-C, process exit): SIGKILL to every group, synchronously. */
  killAllSync() {
    for (const child of this.children) signalGroup(child, "SIGKILL");
  }
}
