// The fleet's last line of defence against orphans (scripts/fleet-procs.mjs starts it).
//
// Every process the fleet starts runs in a process group of its own, so that a stop reaches the
// whole group (postgres and its workers, redis, haproxy, a server). Groups of their own do not get
// the terminal's Ctrl-C, and nothing kills them if the fleet script itself dies (SIGKILL, a crash,
// an OOM kill). This small process, in a group of its own too, holds a pipe from the fleet: the
// fleet writes "+<pgid>" when it starts a group, "-<pgid>" when the group is gone, and "dir <path>"
// for its temporary directory. When the pipe closes, however the fleet ended, the guardian stops
// every group still listed (SIGTERM, SIGKILL after 5 s) and removes the directory.
import { rmSync } from "node:fs";

const groups = new Set();
const dirs = new Set();
let pending = "";

const alive = (pgid) => {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
};
const signal = (pgid, name) => {
  try {
    process.kill(-pgid, name);
  } catch {
    /* group already gone */
  }
};

process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => {
  pending += chunk;
  const lines = pending.split("\n");
  pending = lines.pop() ?? "";
  for (const line of lines) {
    const pgid = Number(line.slice(1));
    if (line.startsWith("+") && pgid > 1) groups.add(pgid);
    else if (line.startsWith("-")) groups.delete(pgid);
    else if (line.startsWith("dir ")) dirs.add(line.slice(4));
    else if (line.startsWith("undir ")) dirs.delete(line.slice(6));
  }
});

let cleaning = false;
async function cleanUp() {
  if (cleaning) return;
  cleaning = true;
  const left = [...groups].filter(alive);
  if (left.length) {
    process.stderr.write(`[fleet-guardian] the fleet ended with ${left.length} process group(s) still running: stopping ${left.join(", ")}\n`);
    for (const pgid of left) signal(pgid, "SIGTERM");
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline && left.some(alive)) await new Promise((r) => setTimeout(r, 100));
    for (const pgid of left.filter(alive)) signal(pgid, "SIGKILL");
    await new Promise((r) => setTimeout(r, 200));
  }
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}
process.stdin.on("end", cleanUp);
process.on("SIGTERM", cleanUp);
// A hang-up or Ctrl-C meant for the fleet must not take the guardian away before it has done its job.
for (const name of ["SIGINT", "SIGHUP"]) process.on(name, () => {});
