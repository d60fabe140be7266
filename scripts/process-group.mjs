// Children started in a process group of their own (spawn with `detached: true`), so that a stop
// reaches the whole group (npx and the next it starts, postgres and its workers): the bench's
// (scripts/bench-lib/proc.mjs).

/** `signal` to the child's whole group, to the child alone if that fails; nothing once it has ended. */
export function signalGroup(child, signal) {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* gone */
    }
  }
}

/**
 * Stops a running child whose `exited` promise settles when it ends: `signal` to its group,
 * SIGKILL after `graceMs`, and once the leader is gone SIGKILL to any member still left.
 */
export async function stopGroup(child, signal, graceMs) {
  signalGroup(child, signal);
  const timer = setTimeout(() => signalGroup(child, "SIGKILL"), graceMs);
  await child.exited;
  clearTimeout(timer);
  // The leader may be gone while a member of its group lingers.
  try {
    process.kill(-child.pid, "SIGKILL");
  } catch {
    /* group empty */
  }
}
